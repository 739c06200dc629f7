/**
 * A lead form (contact, enquiry, Wave enquiry, retail brochure). On the server it is a plain form
 * that posts to its page and works without JavaScript; hydrated, it checks fields on blur and
 * change, checks everything before sending, sends without a page reload behind a loading button,
 * and shows the answer in place.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import type { BotWidget } from '../forms/bot-check.ts'
import { ErrorSummary, type SummaryItem } from '../forms/components/ErrorSummary.tsx'
import { FormField, fieldId } from '../forms/components/FormField.tsx'
import { SubmissionFields } from '../forms/components/SubmissionFields.tsx'
import type { AnyFormDefinition, FormValues } from '../forms/form-schema.ts'
import type { SectionView } from '../forms/form-view.ts'
import { LEAD_FORMS, type LeadFormId } from './lead-forms.ts'
import { sendForm } from '../forms/send-form.ts'
import { editsBeforeHydration, useFormState } from '../forms/use-form-state.ts'
import type { ValidationTemplates } from '../forms/validation-messages.ts'

export interface LeadFormTexts {
  submit: string
  sending: string
  summaryTitle: string
  incomplete: string
  sendFailed: string
  requiredMarker: string
  optionalMarker: string
  /** The file drop zone's prompt. */
  dropFiles?: string
  successTitle: string
  successText: string
  /** The brochure form offers its file after sending. */
  downloadLabel?: string
}

export interface LeadFormProps {
  formId: LeadFormId
  /** Where the plain form posts (its page), and where the island sends (the endpoint). */
  action: string
  endpoint: string
  locale: string
  submissionId: string
  csrfToken: string
  bot: BotWidget
  sections: SectionView[]
  values: FormValues
  errors: Record<string, string>
  /** A message about the whole form from the server (too many submissions, sending failed). */
  notice?: string
  hidden?: Record<string, string>
  texts: LeadFormTexts
  templates: ValidationTemplates
  /** The brochure download, `{id}` replaced by the lead id. */
  downloadHref?: string
}

const sectionClass = css({ borderWidth: '0', p: '0', m: '0', mb: '6' })
const legendClass = css({ fontSize: 'xl', fontWeight: 'bold', color: 'brand.theme', mb: '3' })
const successClass = css({
  borderWidth: '2px',
  borderColor: 'green.700',
  borderRadius: 'md',
  p: '6',
  bg: 'green.50',
  _focus: { outline: '3px solid', outlineColor: 'focus' },
})

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; id: string } | { state: 'refused'; message: string }

export function LeadForm(props: LeadFormProps) {
  const { formId, sections, texts } = props
  const form: AnyFormDefinition = LEAD_FORMS[formId]
  const labels = Object.fromEntries(sections.flatMap((section) => section.fields.map((field) => [field.name, field.label])))
  // Hidden values (the product, the job applied for) are values of the form like any typed one.
  const initialValues = { ...props.hidden, ...props.values }
  const state = useFormState(form, initialValues, props.errors, labels, props.templates)
  const [sending, setSending] = useState<Sending>({ state: 'idle' })
  // The summary lists the errors of the last attempt to send; it changes on the next attempt only,
  // so fixing a field does not move the whole form under the visitor's pointer.
  const [summaryErrors, setSummaryErrors] = useState<Record<string, string> | undefined>(
    Object.keys(props.errors).length > 0 || props.notice ? props.errors : undefined,
  )
  const files = useRef(new Map<string, readonly File[]>())
  const formElement = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const success = useRef<HTMLDivElement>(null)
  const idPrefix = formId

  useEffect(() => {
    if (sending.state === 'sent') success.current?.focus()
  }, [sending])

  // What was typed before the island hydrated (it loads when the page is idle) becomes the state's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    if (formElement.current) state.adoptEdits(editsBeforeHydration(formElement.current, form.fieldNames))
  }, [])

  const summaryItems: SummaryItem[] = Object.entries(summaryErrors ?? {})
    .filter(([name]) => state.isShown(name))
    .map(([name, message]) => ({ target: fieldId(idPrefix, name), message }))
  const notice = sending.state === 'refused' ? sending.message : props.notice

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Read before any await: React's event (and the DOM's) has no currentTarget once dispatched.
    const formNode = event.currentTarget
    if (sending.state === 'sending') return
    const shownFields = form.fieldNames.filter((name: string) => form.applies(name, state.values))
    if (!state.isReady(shownFields)) await state.whenReady()
    const found = state.checkNow(shownFields)
    setSummaryErrors(found)
    if (Object.keys(found).length > 0) {
      setSending({ state: 'idle' })
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setSending({ state: 'sending' })
    const outcome = await sendForm(props.endpoint, new FormData(formNode))
    if (outcome.kind === 'accepted') {
      setSending({ state: 'sent', id: outcome.id })
      return
    }
    if (outcome.kind === 'invalid') {
      state.replaceErrors(outcome.errors)
      setSummaryErrors(outcome.errors)
      setSending({ state: 'idle' })
    } else {
      setSummaryErrors({})
      setSending({ state: 'refused', message: outcome.message ?? texts.sendFailed })
    }
    requestAnimationFrame(() => summary.current?.focus())
  }

  if (sending.state === 'sent') {
    return (
      <div ref={success} className={successClass} role="status" tabIndex={-1} data-form-sent={formId}>
        <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'green.800', mb: '2' })}>{texts.successTitle}</h2>
        <p className={css({ textStyle: 'paragraph', mb: props.downloadHref ? '4' : '0' })}>{texts.successText}</p>
        {props.downloadHref && texts.downloadLabel ? (
          <ButtonLink href={props.downloadHref.replace('{id}', encodeURIComponent(sending.id))} leadingIcon="download">
            {texts.downloadLabel}
          </ButtonLink>
        ) : null}
      </div>
    )
  }

  const hasFiles = form.fieldNames.some((name: string) => form.fields[name]!.input === 'files')
  const showSummary = summaryErrors !== undefined && (summaryItems.length > 0 || !!notice)
  return (
    <form
      ref={formElement}
      method="post"
      action={props.action}
      encType={hasFiles ? 'multipart/form-data' : undefined}
      noValidate
      onSubmit={submit}
      onFocus={() => void state.prepare()}
      data-form={formId}
      data-ready={state.hydrated ? '' : undefined}
    >
      {showSummary ? (
        <ErrorSummary ref={summary} title={texts.summaryTitle} message={notice ?? texts.incomplete} items={summaryItems} />
      ) : null}
      <SubmissionFields
        csrfToken={props.csrfToken}
        submissionId={props.submissionId}
        formId={formId}
        locale={props.locale}
        bot={props.bot}
        hidden={props.hidden}
      />
      {sections.map((section) => (
        <fieldset key={section.title} className={sectionClass}>
          <legend className={legendClass}>{section.title}</legend>
          {section.fields
            .filter((field) => state.isShown(field.name))
            .map((field) => (
              <FormField
                key={field.name}
                idPrefix={idPrefix}
                field={field}
                value={state.values[field.name]}
                error={state.errors[field.name]}
                required={state.isRequired(field.name)}
                markers={texts}
                onValue={(name, value, chosen) => {
                  if (chosen) files.current.set(name, chosen)
                  state.setValue(name, value)
                }}
                onCommit={state.commit}
              />
            ))}
        </fieldset>
      ))}
      <Button type="submit" loading={sending.state === 'sending'} loadingLabel={texts.sending}>
        {texts.submit}
      </Button>
    </form>
  )
}
