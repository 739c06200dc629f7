/**
 * A Wave request in the staff console: who asked for which organisation, its two phases and where
 * each stands (with the last error), what happened so far, the notes to the partner; the support
 * agent retries the missing phases or writes a note to the partner.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { CsrfField } from '../forms/CsrfField.tsx'
import { formatDate } from '../format/intl.ts'
import { PortalDetailHeader } from '../portal/PortalDetailHeader.tsx'
import { PortalField, portalControlClass } from '../portal/PortalField.tsx'
import { portalSectionTitleClass, problemClass } from '../portal/PortalLayout.tsx'

export type WaveStaffStatus = 'submitted' | 'account-created' | 'finalised' | 'rolled-back'

export function waveStatusLabel(i18n: ReturnType<typeof useLingui>['i18n'], status: WaveStaffStatus): string {
  switch (status) {
    case 'submitted':
      return i18n._({ id: 'wave.staff.status_submitted', message: 'Phase 1: Wave account not created yet' })
    case 'account-created':
      return i18n._({ id: 'wave.staff.status_account_created', message: 'Phase 2: account created, not recorded with the customer yet' })
    case 'finalised':
      return i18n._({ id: 'wave.staff.status_finalised', message: 'Complete' })
    case 'rolled-back':
      return i18n._({ id: 'wave.staff.status_rolled_back', message: 'Cancelled (rolled back)' })
  }
}

/** A step of a request's history (its audit actions) in words. */
export function waveActionLabel(i18n: ReturnType<typeof useLingui>['i18n'], action: string): string {
  switch (action) {
    case 'wave-request.submitted':
      return i18n._({ id: 'wave.staff.action_submitted', message: 'Requested' })
    case 'wave-request.account-created':
      return i18n._({ id: 'wave.staff.action_account_created', message: 'Wave account created' })
    case 'wave-request.phase-failed':
      return i18n._({ id: 'wave.staff.action_phase_failed', message: 'A phase failed' })
    case 'wave-request.finalised':
      return i18n._({ id: 'wave.staff.action_finalised', message: 'Recorded with the customer: complete' })
    case 'wave-request.rolled-back':
      return i18n._({ id: 'wave.staff.action_rolled_back', message: 'Cancelled and rolled back' })
    case 'wave-request.note':
      return i18n._({ id: 'wave.staff.action_note', message: 'Note sent to the partner' })
    default:
      return action
  }
}

const factsClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '14rem 1fr' }, gap: '2', mb: '6' })
const panelClass = css({ borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'lg', p: '5', mb: '6', bg: 'white' })

export function WaveStaffPage({
  organisation,
  requester,
  requesterEmail,
  status,
  waveAccountId,
  lastError,
  createdAt,
  updatedAt,
  history,
  notes,
  canRetry,
  action,
  csrfToken,
  backHref,
  notice,
  problem,
  noteError,
  postedNote,
  iso,
}: {
  organisation: string
  requester: string
  requesterEmail: string
  status: WaveStaffStatus
  waveAccountId: string | null
  lastError: string | null
  createdAt: string
  updatedAt: string
  history: Array<{ action: string; at: string; by: string }>
  notes: Array<{ id: string; author: string; body: string; createdAt: string }>
  canRetry: boolean
  action: string
  csrfToken: string
  backHref: string
  notice: string | null
  problem: string | null
  noteError?: string
  postedNote: string
  iso: string
}) {
  const { i18n } = useLingui()
  const when = (at: string) => formatDate(iso, at, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section data-wave-staff="">
      <PortalDetailHeader
        backHref={backHref}
        backLabel={i18n._({ id: 'wave.staff.back', message: 'All Wave requests' })}
        title={i18n._({ id: 'wave.staff.title', message: 'Wave request of {organisation}', values: { organisation } })}
        notice={notice}
        problem={problem}
      />
      <dl className={factsClass}>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'wave.staff.phase', message: 'Where it stands' })}</dt>
        <dd data-wave-status={status}>
          <strong>{waveStatusLabel(i18n, status)}</strong>
        </dd>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'wave.staff.requested_by', message: 'Requested by' })}</dt>
        <dd>
          {requester} ({requesterEmail})
        </dd>
        <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'wave.staff.dates', message: 'Requested, last change' })}</dt>
        <dd>
          {when(createdAt)} · {when(updatedAt)}
        </dd>
        {waveAccountId ? (
          <>
            <dt className={css({ fontWeight: 'semibold' })}>{i18n._({ id: 'wave.staff.account', message: 'Wave account' })}</dt>
            <dd>{waveAccountId}</dd>
          </>
        ) : null}
      </dl>
      {lastError ? (
        <p role="status" className={problemClass} data-wave-error="">
          {i18n._({ id: 'wave.staff.last_error', message: 'Last error: {error}', values: { error: lastError } })}
        </p>
      ) : null}
      {canRetry ? (
        <form method="post" action={action} className={css({ mb: '6' })}>
          <CsrfField token={csrfToken} />
          <Button type="submit" name="action" value="retry">
            {i18n._({ id: 'wave.staff.retry', message: 'Retry the missing phases' })}
          </Button>
        </form>
      ) : null}
      <section aria-labelledby="wave-staff-notes" className={panelClass}>
        <h2 id="wave-staff-notes" className={portalSectionTitleClass}>
          {i18n._({ id: 'wave.staff.notes', message: 'Notes to the partner' })}
        </h2>
        {notes.length ? (
          <ol className={css({ listStyle: 'none', display: 'grid', gap: '3', mb: '4' })}>
            {notes.map((note) => (
              <li key={note.id}>
                <p className={css({ fontSize: 'sm', color: 'gray.700' })}>
                  {note.author} · {when(note.createdAt)}
                </p>
                <p className={css({ whiteSpace: 'pre-wrap' })}>{note.body}</p>
              </li>
            ))}
          </ol>
        ) : null}
        <form method="post" action={action} noValidate>
          <CsrfField token={csrfToken} />
          <PortalField
            id="wave-note"
            label={i18n._({ id: 'wave.staff.note', message: 'Write to the partner' })}
            hint={i18n._({ id: 'wave.staff.note_hint', message: 'The partner sees it on their Wave page and gets it as a notification.' })}
            error={noteError}
          >
            {(control) => <textarea {...control} name="note" rows={4} defaultValue={postedNote} className={portalControlClass} />}
          </PortalField>
          <Button type="submit" name="action" value="note">
            {i18n._({ id: 'wave.staff.send_note', message: 'Send the note' })}
          </Button>
        </form>
      </section>
      <h2 className={portalSectionTitleClass}>{i18n._({ id: 'wave.staff.history', message: 'What happened' })}</h2>
      <ol className={css({ listStyle: 'decimal', ps: '6', display: 'grid', gap: '1' })} data-wave-history="">
        {history.map((entry, index) => (
          <li key={index}>
            {waveActionLabel(i18n, entry.action)} · {when(entry.at)} · {entry.by}
          </li>
        ))}
      </ol>
    </section>
  )
}
