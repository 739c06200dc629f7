/** A portal bug report or suggestion in the staff console: what was sent, and its triage (planned, or declined with a note). */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { SUGGESTION_OUTCOMES, type SuggestionStatus } from './ticket-rules.ts'
import { suggestionStatusLabel } from './ticket-texts.ts'

export function SuggestionTriagePage({
  summary,
  description,
  kindLabel,
  person,
  pageAddress,
  createdAt,
  status,
  note,
  action,
  csrfToken,
  backHref,
  notice,
  errors,
  posted,
  iso,
}: {
  summary: string
  description: string
  kindLabel: string
  person: string
  pageAddress: string | null
  createdAt: string
  status: SuggestionStatus
  note: string
  action: string
  csrfToken: string
  backHref: string
  notice: string | null
  errors: { outcome?: string; note?: string }
  posted: { outcome: string; note: string } | null
  iso: string
}) {
  const { i18n } = useLingui()
  const outcome = posted?.outcome ?? (status === 'new' ? '' : status)
  return (
    <section data-suggestion-page="">
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'suggestions.back', message: 'All suggestions' })}
        title={summary}
        notice={notice}
        problem={null}
      />
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '12rem 1fr' }, gap: '2', mb: '6' })}>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'suggestions.kind', message: 'Kind' })}</dt>
        <dd>{kindLabel}</dd>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'tickets.sent_by', message: 'Sent by' })}</dt>
        <dd>
          {person} · {formatDate(iso, createdAt, { dateStyle: 'long' })}
        </dd>
        {pageAddress ? (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'portal.support.page_address', message: 'Page address' })}</dt>
            <dd>{pageAddress}</dd>
          </>
        ) : null}
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'tickets.status', message: 'Status' })}</dt>
        <dd data-suggestion-status={status}>{suggestionStatusLabel(i18n, status)}</dd>
      </dl>
      <p className={css({ whiteSpace: 'pre-wrap', mb: '8', maxWidth: '70ch' })}>{description}</p>
      <form method="post" action={action} noValidate data-triage-form="">
        <CsrfField token={csrfToken} />
        <fieldset
          className={css({ borderWidth: '0', p: '0', mb: '4' })}
          aria-describedby={errors.outcome ? 'triage-outcome-error' : undefined}
        >
          <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{i18n._({ id: 'suggestions.outcome', message: 'Outcome' })}</legend>
          {errors.outcome ? (
            <p id="triage-outcome-error" className={css({ color: 'red.700', fontWeight: 'semibold', mb: '2' })}>
              {errors.outcome}
            </p>
          ) : null}
          {SUGGESTION_OUTCOMES.map((value) => (
            <label key={value} className={css({ display: 'flex', gap: '2', alignItems: 'center', mb: '1' })}>
              <input type="radio" name="outcome" value={value} defaultChecked={outcome === value} />
              <span>{suggestionStatusLabel(i18n, value)}</span>
            </label>
          ))}
        </fieldset>
        <PortalField
          id="triage-note"
          label={i18n._({ id: 'suggestions.note', message: 'Note to the partner' })}
          hint={i18n._({ id: 'suggestions.note_hint', message: 'Required when you decline it: say why.' })}
          error={errors.note}
        >
          {(control) => <textarea {...control} name="note" rows={4} defaultValue={posted?.note ?? note} className={portalControlClass} />}
        </PortalField>
        <Button type="submit">{i18n._({ id: 'suggestions.save', message: 'Save and tell the partner' })}</Button>
      </form>
    </section>
  )
}
