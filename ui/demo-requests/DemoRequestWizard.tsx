/**
 * The demo equipment wizard (SPEC.md point 2): installation type, pick date, define products, add
 * details, review request. Each step is a plain form post (it works without JavaScript); the
 * answers so far live in a server-side draft named by a hidden field. Cancel, previous step, next
 * step and confirm are the form's buttons.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { ErrorSummary } from '../forms/components/ErrorSummary.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formMessages } from '../forms/validation-messages.ts'
import { formatDate } from '../format/intl.ts'
import { countryName } from '../portal/labels.ts'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'
import {
  DEMO_INSTALLATION_TYPES,
  DEMO_REQUEST_MAXIMUM_UNITS,
  DEMO_REQUEST_WIZARD,
  DEMO_SHIPPING_COUNTRIES,
  DEMO_STEP_FIELDS,
  DEMO_TEXT_LIMITS,
  DEMO_WIZARD_STEPS,
  type DemoRequestAnswers,
  type DemoRequestField,
  type DemoRequestProblems,
  type DemoWizardStep,
} from './demo-request-rules.ts'
import { demoFieldLabel, demoProblemText, demoStepLabel, installationTypeLabel } from './demo-texts.ts'
import { WIZARD_MOVE as MOVE } from '../portal/wizard/wizard-engine.ts'

export interface DemoPoolProduct {
  ctn: string
  name: string
  units: number
  /** Units free for the request's dates, once they are known. */
  free?: number
}

const POST_NAMES = DEMO_REQUEST_WIZARD.postNames
const FIELD_ID_PREFIX = 'demo'
const fieldIdOf = (field: DemoRequestField) => `${FIELD_ID_PREFIX}-${field}`
const legendClass = css({ fontWeight: 'semibold', mb: '2' })
const choiceClass = css({ display: 'flex', gap: '2', alignItems: 'center', mb: '2' })
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

export function DemoRequestWizard({
  step,
  reachable,
  answers,
  problems,
  pool,
  action,
  draftId,
  stepHref,
  csrfToken,
  today,
  iso,
  changing = false,
}: {
  step: DemoWizardStep
  /** Steps the person may jump back to (answered already). */
  reachable: readonly DemoWizardStep[]
  answers: DemoRequestAnswers
  problems: DemoRequestProblems
  pool: readonly DemoPoolProduct[]
  action: string
  draftId: string | null
  /** The page of an earlier step, for the step list and the review's change links. */
  stepHref: (step: DemoWizardStep) => string | null
  csrfToken: string
  /** The first day that may be picked (ISO date). */
  today: string
  iso: string
  /** The draft changes a request that was already sent. */
  changing?: boolean
}) {
  const { i18n } = useLingui()
  const messages = formMessages(i18n)
  const title = changing
    ? i18n._({ id: 'demo.wizard.change_title', message: 'Change your demo equipment request' })
    : i18n._({ id: 'demo.wizard.title', message: 'Request demo equipment' })
  const errorOf = (field: DemoRequestField) => (problems[field] ? demoProblemText(i18n, field, problems[field]!) : undefined)
  const failing = DEMO_STEP_FIELDS[step].filter((field) => problems[field])
  const optional = `(${messages.optionalMarker})`
  const position = DEMO_WIZARD_STEPS.indexOf(step) + 1
  return (
    <section>
      <h1 className={portalTitleClass}>{title}</h1>
      <nav aria-label={i18n._({ id: 'demo.wizard.steps', message: 'Steps' })}>
        <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', mb: '6' })} data-demo-steps="">
          {DEMO_WIZARD_STEPS.map((one, index) => {
            const href = one !== step && reachable.includes(one) ? stepHref(one) : null
            const label = `${index + 1}. ${demoStepLabel(i18n, one)}`
            return (
              <li
                key={one}
                aria-current={one === step ? 'step' : undefined}
                className={cx(
                  css({ px: '3', py: '1', borderRadius: 'full', borderWidth: '1px', borderColor: 'brand.theme', fontSize: 'sm' }),
                  one === step ? css({ bg: 'brand.theme', color: 'white', fontWeight: 'bold' }) : undefined,
                )}
              >
                {href ? (
                  <a href={href} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
                    {label}
                  </a>
                ) : (
                  label
                )}
              </li>
            )
          })}
        </ol>
      </nav>
      <h2 className={portalSectionTitleClass} data-demo-step={step}>
        {i18n._({
          id: 'demo.wizard.step_of',
          message: 'Step {position} of {count}: {step}',
          values: { position, count: DEMO_WIZARD_STEPS.length, step: demoStepLabel(i18n, step) },
        })}
      </h2>
      {failing.length ? (
        <ErrorSummary
          title={messages.summaryTitle}
          message={messages.wizardStep}
          items={failing.map((field) => ({
            target: field === 'products' ? fieldIdOf('products') : fieldIdOf(field),
            message: errorOf(field)!,
          }))}
        />
      ) : null}
      <form method="post" action={action} noValidate data-demo-wizard={step}>
        <CsrfField token={csrfToken} />
        {draftId ? <input type="hidden" name={POST_NAMES.draft} value={draftId} /> : null}
        <input type="hidden" name={POST_NAMES.step} value={step} />

        {step === 'installation-type' ? (
          <fieldset
            id={fieldIdOf('installationType')}
            aria-describedby={problems.installationType ? `${fieldIdOf('installationType')}-error` : undefined}
            className={css({ mb: '6' })}
          >
            <legend className={legendClass}>{demoFieldLabel(i18n, 'installationType')}</legend>
            {problems.installationType ? (
              <p id={`${fieldIdOf('installationType')}-error`} className={css({ color: 'red.800', fontWeight: 'semibold', mb: '2' })}>
                {errorOf('installationType')}
              </p>
            ) : null}
            {DEMO_INSTALLATION_TYPES.map((type) => (
              <div key={type} className={choiceClass}>
                <input
                  type="radio"
                  id={`demo-installation-${type}`}
                  name="installationType"
                  value={type}
                  defaultChecked={answers.installationType === type}
                />
                <label htmlFor={`demo-installation-${type}`}>{installationTypeLabel(i18n, type)}</label>
              </div>
            ))}
          </fieldset>
        ) : null}

        {step === 'dates' ? (
          <>
            <PortalField id={fieldIdOf('from')} label={demoFieldLabel(i18n, 'from')} error={errorOf('from')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="from"
                  min={today}
                  defaultValue={answers.from ?? ''}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
            <PortalField id={fieldIdOf('until')} label={demoFieldLabel(i18n, 'until')} error={errorOf('until')}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  name="until"
                  min={today}
                  defaultValue={answers.until ?? ''}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
          </>
        ) : null}

        {step === 'products' ? (
          <fieldset
            id={fieldIdOf('products')}
            aria-describedby={problems.products ? `${fieldIdOf('products')}-error` : `${fieldIdOf('products')}-hint`}
            className={css({ mb: '6' })}
          >
            <legend className={legendClass}>{demoFieldLabel(i18n, 'products')}</legend>
            <p id={`${fieldIdOf('products')}-hint`} className={css({ color: 'gray.700', fontSize: 'sm', mb: '2' })}>
              {i18n._({
                id: 'demo.products_hint',
                message: 'Enter how many units of each product you need (at most {units}).',
                values: { units: DEMO_REQUEST_MAXIMUM_UNITS },
              })}
            </p>
            {problems.products ? (
              <p id={`${fieldIdOf('products')}-error`} className={css({ color: 'red.800', fontWeight: 'semibold', mb: '2' })}>
                {errorOf('products')}
              </p>
            ) : null}
            <ul className={css({ listStyle: 'none', display: 'grid', gap: '3' })}>
              {pool.map((product) => (
                <li key={product.ctn} className={css({ display: 'grid', gridTemplateColumns: '6rem 1fr', gap: '3', alignItems: 'center' })}>
                  <input
                    id={`demo-units-${product.ctn}`}
                    type="number"
                    name={`units:${product.ctn}`}
                    min={0}
                    max={DEMO_REQUEST_MAXIMUM_UNITS}
                    inputMode="numeric"
                    defaultValue={answers.products?.[product.ctn] ? String(answers.products[product.ctn]) : ''}
                    aria-invalid={problems.products ? true : undefined}
                    className={portalControlClass}
                  />
                  <label htmlFor={`demo-units-${product.ctn}`}>
                    <span className={css({ fontWeight: 'semibold' })}>{product.name}</span>{' '}
                    <span className={css({ color: 'gray.700' })}>({product.ctn})</span>
                    <br />
                    <span className={css({ fontSize: 'sm', color: 'gray.700' })} data-pool-free={product.free ?? ''}>
                      {product.free === undefined
                        ? i18n._({ id: 'demo.pool_units', message: '{units} in the demo pool', values: { units: product.units } })
                        : i18n._({
                            id: 'demo.pool_free',
                            message: '{free} of {units} free for your dates',
                            values: { free: product.free, units: product.units },
                          })}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}

        {step === 'details' ? (
          <>
            <PortalField
              id={fieldIdOf('event')}
              label={demoFieldLabel(i18n, 'event')}
              error={errorOf('event')}
              hint={i18n._({ id: 'demo.event_hint', message: 'The event or customer visit the equipment is for.' })}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  name="event"
                  maxLength={DEMO_TEXT_LIMITS.event}
                  defaultValue={answers.event ?? ''}
                  required
                  className={portalControlClass}
                />
              )}
            </PortalField>
            <fieldset className={css({ mb: '2' })}>
              <legend className={legendClass}>{i18n._({ id: 'demo.shipping_address', message: 'Shipping address' })}</legend>
              <PortalField id={fieldIdOf('street')} label={demoFieldLabel(i18n, 'street')} error={errorOf('street')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    name="street"
                    autoComplete="address-line1"
                    maxLength={DEMO_TEXT_LIMITS.street}
                    defaultValue={answers.street ?? ''}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField id={fieldIdOf('number')} label={demoFieldLabel(i18n, 'number')} error={errorOf('number')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    name="number"
                    maxLength={DEMO_TEXT_LIMITS.number}
                    defaultValue={answers.number ?? ''}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField id={fieldIdOf('bus')} label={demoFieldLabel(i18n, 'bus')} error={errorOf('bus')} optional={optional}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    name="bus"
                    maxLength={DEMO_TEXT_LIMITS.bus}
                    defaultValue={answers.bus ?? ''}
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField id={fieldIdOf('city')} label={demoFieldLabel(i18n, 'city')} error={errorOf('city')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    name="city"
                    autoComplete="address-level2"
                    maxLength={DEMO_TEXT_LIMITS.city}
                    defaultValue={answers.city ?? ''}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField id={fieldIdOf('zip')} label={demoFieldLabel(i18n, 'zip')} error={errorOf('zip')}>
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    name="zip"
                    autoComplete="postal-code"
                    maxLength={DEMO_TEXT_LIMITS.zip}
                    defaultValue={answers.zip ?? ''}
                    required
                    className={portalControlClass}
                  />
                )}
              </PortalField>
              <PortalField id={fieldIdOf('country')} label={demoFieldLabel(i18n, 'country')} error={errorOf('country')}>
                {(control) => (
                  <select {...control} name="country" defaultValue={answers.country ?? ''} required className={portalControlClass}>
                    <option value="">{i18n._({ id: 'users.choose', message: 'Choose…' })}</option>
                    {DEMO_SHIPPING_COUNTRIES.map((country) => (
                      <option key={country} value={country}>
                        {countryName(iso, country)}
                      </option>
                    ))}
                  </select>
                )}
              </PortalField>
            </fieldset>
            <fieldset className={css({ mb: '5' })}>
              <legend className={legendClass}>
                {i18n._({ id: 'demo.field.installation_required', message: 'Installation required' })}
              </legend>
              <div className={choiceClass}>
                <input
                  type="radio"
                  id="demo-installation-required-no"
                  name="installationRequired"
                  value="no"
                  defaultChecked={!answers.installationRequired}
                />
                <label htmlFor="demo-installation-required-no">{i18n._({ id: 'demo.no', message: 'No, we install it ourselves' })}</label>
              </div>
              <div className={choiceClass}>
                <input
                  type="radio"
                  id="demo-installation-required-yes"
                  name="installationRequired"
                  value="yes"
                  defaultChecked={answers.installationRequired === true}
                />
                <label htmlFor="demo-installation-required-yes">{i18n._({ id: 'demo.yes', message: 'Yes, please install it' })}</label>
              </div>
            </fieldset>
            <PortalField id={fieldIdOf('remarks')} label={demoFieldLabel(i18n, 'remarks')} error={errorOf('remarks')} optional={optional}>
              {(control) => (
                <textarea
                  {...control}
                  name="remarks"
                  rows={4}
                  maxLength={DEMO_TEXT_LIMITS.remarks}
                  defaultValue={answers.remarks ?? ''}
                  className={portalControlClass}
                />
              )}
            </PortalField>
          </>
        ) : null}

        {step === 'review' ? <DemoRequestReview answers={answers} pool={pool} iso={iso} changeHref={stepHref} /> : null}

        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center', mt: '6' })}>
          {step === 'review' ? (
            <Button type="submit" name={POST_NAMES.move} value={MOVE.confirm} trailingIcon="arrow-right">
              {changing
                ? i18n._({ id: 'demo.confirm_change', message: 'Save the changes' })
                : i18n._({ id: 'demo.confirm', message: 'Confirm request' })}
            </Button>
          ) : (
            <Button type="submit" name={POST_NAMES.move} value={MOVE.next} trailingIcon="arrow-right">
              {i18n._({ id: 'demo.next', message: 'Next step' })}
            </Button>
          )}
          {position > 1 ? (
            <Button type="submit" name={POST_NAMES.move} value={MOVE.previous} kind="naked">
              {i18n._({ id: 'demo.previous', message: 'Previous step' })}
            </Button>
          ) : null}
          <Button type="submit" name={POST_NAMES.move} value={MOVE.cancel} kind="naked" formNoValidate>
            {i18n._({ id: 'demo.cancel', message: 'Cancel' })}
          </Button>
        </div>
      </form>
    </section>
  )
}

/** The answers as the review step (and a request's page) shows them. */
export function DemoRequestReview({
  answers,
  pool,
  iso,
  changeHref,
}: {
  answers: DemoRequestAnswers
  pool: readonly DemoPoolProduct[]
  iso: string
  changeHref?: (step: DemoWizardStep) => string | null
}) {
  const { i18n } = useLingui()
  const names = new Map(pool.map((product) => [product.ctn, product.name]))
  const address = [
    `${answers.street ?? ''} ${answers.number ?? ''}${answers.bus ? ` ${i18n._({ id: 'demo.bus_short', message: 'bus {bus}', values: { bus: answers.bus } })}` : ''}`,
    `${answers.zip ?? ''} ${answers.city ?? ''}`,
    answers.country ? countryName(iso, answers.country) : '',
  ]
  const rows: Array<{ step: DemoWizardStep; label: string; value: ReactNode }> = [
    {
      step: 'installation-type',
      label: demoFieldLabel(i18n, 'installationType'),
      value: answers.installationType ? installationTypeLabel(i18n, answers.installationType) : '',
    },
    {
      step: 'dates',
      label: i18n._({ id: 'demo.review.dates', message: 'Dates' }),
      value: answers.from && answers.until ? `${formatDate(iso, answers.from)} – ${formatDate(iso, answers.until)}` : '',
    },
    {
      step: 'products',
      label: demoFieldLabel(i18n, 'products'),
      value: (
        <ul className={css({ listStyle: 'none' })}>
          {Object.entries(answers.products ?? {})
            .filter(([, units]) => units > 0)
            .map(([ctn, units]) => (
              <li key={ctn}>
                {i18n._({ id: 'demo.review.units', message: '{units} × {product}', values: { units, product: names.get(ctn) ?? ctn } })}
              </li>
            ))}
        </ul>
      ),
    },
    { step: 'details', label: demoFieldLabel(i18n, 'event'), value: answers.event ?? '' },
    {
      step: 'details',
      label: i18n._({ id: 'demo.shipping_address', message: 'Shipping address' }),
      value: address.filter((line) => line.trim()).join(', '),
    },
    {
      step: 'details',
      label: i18n._({ id: 'demo.field.installation_required', message: 'Installation required' }),
      value: answers.installationRequired
        ? i18n._({ id: 'demo.review.yes', message: 'Yes' })
        : i18n._({ id: 'demo.review.no', message: 'No' }),
    },
    { step: 'details', label: demoFieldLabel(i18n, 'remarks'), value: answers.remarks || '—' },
  ]
  return (
    <dl
      className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr auto' }, gap: '2', mb: '4' })}
      data-demo-review=""
    >
      {rows.map((row, index) => (
        <div key={index} className={css({ display: 'contents' })}>
          <dt className={css({ fontWeight: 'semibold' })}>{row.label}</dt>
          <dd>{row.value}</dd>
          <dd>
            {changeHref?.(row.step) ? (
              <a href={changeHref(row.step)!} className={linkClass}>
                {i18n._({ id: 'demo.review.change', message: 'Change' })}
                <span className={css({ srOnly: true })}>: {row.label}</span>
              </a>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
