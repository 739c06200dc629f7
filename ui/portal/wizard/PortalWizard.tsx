/**
 * A portal wizard step as a plain form (SPEC.md point 4: cancel, previous step, next step and
 * confirm; what each does is ./wizard-engine.ts): the steps with the current one marked, the error summary, the step's fields, values
 * that come from the customer records shown read-only, and the buttons. Every step posts to the
 * server, which keeps the draft in D1, so the wizard works without JavaScript and survives a reload.
 */
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '../../components/Button.tsx'
import { CsrfField } from '../../forms/CsrfField.tsx'
import { ErrorSummary } from '../../forms/components/ErrorSummary.tsx'
import { FormField, controlClass, fieldBlockClass, fieldId, hintClass, labelClass } from '../../forms/components/FormField.tsx'
import type { FieldView } from '../../forms/form-view.ts'
import type { FieldValue } from '../../forms/validators.ts'
import { portalTitleClass } from '../PortalLayout.tsx'
import { PORTAL_WIZARD_POST_NAMES, WIZARD_MOVE } from './wizard-engine.ts'

const POST_NAMES = PORTAL_WIZARD_POST_NAMES

export interface WizardTexts {
  stepsLabel: string
  previous: string
  next: string
  cancel: string
  confirm: string
  summaryTitle: string
  stepInvalid: string
  requiredMarker: string
  optionalMarker: string
}

export interface WizardField {
  view: FieldView
  required: boolean
  /** A value from the customer records: shown, never editable. */
  readOnly?: boolean
}

export interface PortalWizardProps {
  idPrefix: string
  title: string
  steps: ReadonlyArray<{ key: string; label: string }>
  current: string
  action: string
  csrfToken: string
  fields: readonly WizardField[]
  values: Readonly<Record<string, FieldValue>>
  errors: Readonly<Record<string, string>>
  texts: WizardTexts
  /** Shown under read-only fields: SPEC.md point 5 'Sorry, this value cannot be changed'. */
  readOnlyHint?: string
  multipart?: boolean
  isLast?: boolean
  children?: ReactNode
}

const stepsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', mb: '6' })
const stepClass = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'gray.400',
  color: 'gray.800',
  fontSize: 'sm',
})
const currentStepClass = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
  bg: 'brand.theme',
  color: 'white',
  borderColor: 'brand.theme',
  fontWeight: 'semibold',
})
const buttonsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' })

function ignore() {}

export function PortalWizard(props: PortalWizardProps) {
  const { idPrefix, title, steps, current, action, csrfToken, fields, values, errors, texts } = props
  const position = steps.findIndex((step) => step.key === current)
  const failing = fields.filter((field) => errors[field.view.name])
  const markers = { requiredMarker: texts.requiredMarker, optionalMarker: texts.optionalMarker }
  return (
    <section data-wizard={idPrefix} data-wizard-step={current}>
      <h1 className={portalTitleClass}>{title}</h1>
      <nav aria-label={texts.stepsLabel}>
        <ol className={stepsClass}>
          {steps.map((step, index) => (
            <li
              key={step.key}
              className={index === position ? currentStepClass : stepClass}
              aria-current={index === position ? 'step' : undefined}
            >
              {`${index + 1}. ${step.label}`}
            </li>
          ))}
        </ol>
      </nav>
      {failing.length || errors._form ? (
        <ErrorSummary
          title={texts.summaryTitle}
          message={errors._form ?? texts.stepInvalid}
          items={failing.map((field) => ({ target: fieldId(idPrefix, field.view.name), message: errors[field.view.name]! }))}
        />
      ) : null}
      <form method="post" action={action} encType={props.multipart ? 'multipart/form-data' : undefined} noValidate>
        <CsrfField token={csrfToken} />
        <input type="hidden" name={POST_NAMES.step} value={current} />
        {fields.map((field) =>
          field.readOnly ? (
            <ReadOnlyField
              key={field.view.name}
              idPrefix={idPrefix}
              field={field.view}
              value={values[field.view.name]}
              hint={props.readOnlyHint}
              error={errors[field.view.name]}
            />
          ) : (
            <FormField
              key={field.view.name}
              idPrefix={idPrefix}
              field={field.view}
              value={values[field.view.name] ?? (field.view.control === 'consent' ? false : '')}
              error={errors[field.view.name]}
              required={field.required}
              markers={markers}
              onValue={ignore}
              onCommit={ignore}
            />
          ),
        )}
        {props.children}
        <div className={buttonsClass}>
          {position > 0 ? (
            <Button kind="naked" type="submit" name={POST_NAMES.move} value={WIZARD_MOVE.previous} formNoValidate>
              {texts.previous}
            </Button>
          ) : null}
          <Button type="submit" name={POST_NAMES.move} value={props.isLast ? WIZARD_MOVE.confirm : WIZARD_MOVE.next}>
            {props.isLast ? texts.confirm : texts.next}
          </Button>
          <Button kind="naked" type="submit" name={POST_NAMES.move} value={WIZARD_MOVE.cancel} formNoValidate>
            {texts.cancel}
          </Button>
        </div>
      </form>
    </section>
  )
}

function ReadOnlyField({
  idPrefix,
  field,
  value,
  hint,
  error,
}: {
  idPrefix: string
  field: FieldView
  value: FieldValue | undefined
  hint?: string
  error?: string
}) {
  const id = fieldId(idPrefix, field.name)
  const shown = field.options?.find((option) => option.value === value)?.label ?? (typeof value === 'string' ? value : '')
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldBlockClass} data-read-only={field.name}>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      <input
        id={id}
        value={shown}
        readOnly
        aria-readonly="true"
        aria-describedby={describedBy}
        className={cx(controlClass, css({ bg: 'gray.100', color: 'gray.800' }))}
      />
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css({ color: 'red.700', fontSize: 'sm', fontWeight: 'semibold' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
