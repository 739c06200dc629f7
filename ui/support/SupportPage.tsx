/**
 * The portal's support page (SPEC.md point 1): a technical ticket with the support fields of
 * SPEC.md point 3 and an attachment, service cases (dead on arrival, repair and return) by phone,
 * and a form for portal bugs and feature suggestions. Plain forms: they work without JavaScript.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button, ButtonLink } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { ErrorSummary } from '../forms/components/ErrorSummary.tsx'
import { FormField, fieldId } from '../forms/components/FormField.tsx'
import type { FieldView, SectionView } from '../forms/form-view.ts'
import type { FieldValue } from '../forms/validators.ts'
import { noticeClass, portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface SupportFormState {
  values: Record<string, FieldValue>
  errors: Record<string, string>
  /** A problem with the whole form (sending failed, too many tickets), in the page's language. */
  general?: string
}

export interface SupportPageProps {
  title: string
  intro: string
  notice: string | null
  csrfToken: string
  ticket: { action: string; sections: SectionView[]; required: string[]; state: SupportFormState }
  suggestion: { action: string; fields: FieldView[]; required: string[]; state: SupportFormState }
  phones: { hotline: string; serviceDesk: string }
  markers: { requiredMarker: string; optionalMarker: string; summaryTitle: string; incomplete: string }
  /** "My tickets", when the viewer may send tickets. */
  myTicketsHref: string | null
}

const blockClass = css({ borderTopWidth: '1px', borderColor: 'gray.300', pt: '6', mt: '8' })
const telClass = css({
  color: 'brand.theme',
  fontWeight: 'bold',
  fontSize: 'xl',
  textDecoration: 'underline',
  _hover: { textDecoration: 'none' },
})

function ignore() {}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

function Summary({
  idPrefix,
  state,
  fields,
  texts,
}: {
  idPrefix: string
  state: SupportFormState
  fields: FieldView[]
  texts: SupportPageProps['markers']
}) {
  const failing = fields.filter((field) => state.errors[field.name])
  if (!failing.length && !state.general) return null
  return (
    <ErrorSummary
      title={texts.summaryTitle}
      message={state.general ?? texts.incomplete}
      items={failing.map((field) => ({ target: fieldId(idPrefix, field.name), message: state.errors[field.name]! }))}
    />
  )
}

export function SupportPage(props: SupportPageProps) {
  const { i18n } = useLingui()
  const { ticket, suggestion, markers } = props
  const ticketFields = ticket.sections.flatMap((section) => section.fields)
  return (
    <section>
      <h1 className={portalTitleClass}>{props.title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{props.intro}</p>
      {props.myTicketsHref ? (
        <p className={css({ mb: '6' })}>
          <ButtonLink href={props.myTicketsHref} kind="naked" trailingIcon="arrow-right">
            {i18n._({ id: 'tickets.my_title', message: 'My tickets' })}
          </ButtonLink>
        </p>
      ) : null}
      {props.notice ? (
        <p role="status" className={noticeClass} data-support-notice="">
          {props.notice}
        </p>
      ) : null}

      <section aria-labelledby="support-phone-title" data-support-phone="">
        <h2 id="support-phone-title" className={portalSectionTitleClass}>
          {i18n._({ id: 'portal.support.phone_title', message: 'Service case: dead on arrival (DOA) or repair and return (RMA)' })}
        </h2>
        <p className={css({ mb: '3', maxWidth: '65ch' })}>
          {i18n._({
            id: 'portal.support.phone_text',
            message: 'Service cases are handled by phone, so that we can arrange a replacement or a repair with you straight away.',
          })}
        </p>
        <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2' })}>
          <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'portal.support.hotline', message: 'Support hotline' })}</dt>
          <dd>
            <a className={telClass} href={telHref(props.phones.hotline)}>
              {props.phones.hotline}
            </a>
          </dd>
          <dt className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'portal.support.service_desk', message: 'Service desk (DOA/RMA)' })}
          </dt>
          <dd>
            <a className={telClass} href={telHref(props.phones.serviceDesk)}>
              {props.phones.serviceDesk}
            </a>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="support-ticket-title" className={blockClass} data-support-ticket="">
        <h2 id="support-ticket-title" className={portalSectionTitleClass}>
          {i18n._({ id: 'portal.support.ticket_title', message: 'Technical ticket' })}
        </h2>
        <Summary idPrefix="ticket" state={ticket.state} fields={ticketFields} texts={markers} />
        <form method="post" action={ticket.action} encType="multipart/form-data" noValidate>
          <CsrfField token={props.csrfToken} />
          {ticket.sections.map((section) => (
            <fieldset key={section.title} className={css({ borderWidth: '0', p: '0', mb: '4' })}>
              <legend className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '3' })}>{section.title}</legend>
              {section.fields.map((field) => (
                <FormField
                  key={field.name}
                  idPrefix="ticket"
                  field={field}
                  value={ticket.state.values[field.name] ?? (field.control === 'consent' ? false : '')}
                  error={ticket.state.errors[field.name]}
                  required={ticket.required.includes(field.name)}
                  markers={markers}
                  onValue={ignore}
                  onCommit={ignore}
                />
              ))}
            </fieldset>
          ))}
          <Button type="submit">{i18n._({ id: 'portal.support.ticket_submit', message: 'Send the ticket' })}</Button>
        </form>
      </section>

      <section aria-labelledby="support-suggestion-title" className={blockClass} data-support-suggestion="">
        <h2 id="support-suggestion-title" className={portalSectionTitleClass}>
          {i18n._({ id: 'portal.support.suggestion_title', message: 'Report a portal bug or suggest a feature' })}
        </h2>
        <Summary idPrefix="suggestion" state={suggestion.state} fields={suggestion.fields} texts={markers} />
        <form method="post" action={suggestion.action} noValidate>
          <CsrfField token={props.csrfToken} />
          {suggestion.fields.map((field) => (
            <FormField
              key={field.name}
              idPrefix="suggestion"
              field={field}
              value={suggestion.state.values[field.name] ?? ''}
              error={suggestion.state.errors[field.name]}
              required={suggestion.required.includes(field.name)}
              markers={markers}
              onValue={ignore}
              onCommit={ignore}
            />
          ))}
          <Button type="submit">{i18n._({ id: 'portal.support.suggestion_submit', message: 'Send' })}</Button>
        </form>
      </section>
    </section>
  )
}
