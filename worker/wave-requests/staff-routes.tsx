/**
 * Wave requests in the staff console (issue 18): every request with its phase, filtered,
 * searched, paged or as CSV; one request with its history, a retry of the missing phases (as the
 * executive's "Try again" does, in the support agent's name) and notes to the partner.
 */
import { i18nOf } from '../render/request-i18n.ts'
import { checkForm } from '../../ui/forms/form-check.ts'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { failureMessages, validationTemplates } from '../../ui/forms/validation-messages.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { waveNoteForm } from '../../ui/wave-requests/wave-note-form.ts'
import { WaveStaffPage, waveStatusLabel } from '../../ui/wave-requests/WaveStaffPage.tsx'
import { waveAccountsFor } from '../adapters/wave-accounts/wave-accounts.ts'
import { customerRecordsFor } from '../customer-records/customer-record-service.ts'
import { postedValues } from '../forms/form-request.ts'
import { csrfTokenFor } from '../middleware/csrf.ts'
import { notificationContextOf } from '../notifications/notification-service.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import { type PortalPageKit, type PortalStatus, noticeOf, withNotice } from '../portal/portal-page-kit.ts'
import { csvHrefOf, csvResponse, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'
import { notifyOutcome, notifyWaveRequest } from './wave-request-notifications.ts'
import {
  type StaffWaveRequest,
  UNFINISHED_WAVE_STATUSES,
  type WaveRequestStatus,
  addWaveRequestNote,
  completeWaveRequest,
  findStaffWaveRequest,
  listWaveRequestsForStaff,
  waveRequestHistory,
  waveRequestNotes,
} from './wave-request-store.ts'

const STATUS_FILTERS = ['unfinished', 'submitted', 'account-created', 'finalised', 'rolled-back'] as const
const NOTICES = ['retried', 'noted'] as const

export async function staffWaveRequestsPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const status = filterValue(c, 'status', STATUS_FILTERS)
  const { requests, total } = await listWaveRequestsForStaff(c.env.DB, {
    status,
    search: query.search,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'wave-requests',
      ['id', 'organisation', 'requested by', 'e-mail', 'status', 'wave account', 'last error', 'requested', 'last change'],
      requests.map((request) => [
        request.id,
        request.organisationName,
        request.requestedByName,
        request.requesterEmail,
        waveStatusLabel(i18n, request.status),
        request.waveAccountId,
        request.lastError,
        request.createdAt,
        request.updatedAt,
      ]),
    )
  }
  return kit.render(
    i18n._({ id: 'staff.wave_title', message: 'Wave requests' }),
    <StaffListPage
      id="wave-requests"
      title={i18n._({ id: 'staff.wave_title', message: 'Wave requests' })}
      backHref={pathFor('portal-staff', code)}
      filters={[
        {
          name: 'status',
          label: i18n._({ id: 'wave.staff.phase', message: 'Where it stands' }),
          kind: 'select',
          value: status ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            { value: 'unfinished', label: i18n._({ id: 'wave.staff.unfinished', message: 'Waiting for someone' }) },
            ...(['submitted', 'account-created', 'finalised', 'rolled-back'] as const).map((value) => ({
              value,
              label: waveStatusLabel(i18n, value),
            })),
          ],
        },
        { name: 'q', label: i18n._({ id: 'wave.staff.search', message: 'Organisation or person' }), kind: 'search', value: query.search },
      ]}
      columns={[
        { key: 'organisation', label: i18n._({ id: 'wave.staff.organisation', message: 'Organisation' }) },
        { key: 'requester', label: i18n._({ id: 'wave.staff.requested_by', message: 'Requested by' }) },
        { key: 'status', label: i18n._({ id: 'wave.staff.phase', message: 'Where it stands' }) },
        { key: 'updated', label: i18n._({ id: 'tickets.updated', message: 'Last change' }) },
      ]}
      rows={requests.map((request) => ({
        id: request.id,
        href: pathFor('portal-staff-wave-requests-request', code, { waveRequestId: request.id }),
        cells: {
          organisation: request.organisationName,
          requester: request.requestedByName,
          status: `${waveStatusLabel(i18n, request.status)}${request.lastError ? ` · ${i18n._({ id: 'wave.staff.failed', message: 'failed' })}` : ''}`,
          updated: formatDate(iso, request.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-wave-requests', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'wave.staff.empty', message: 'No Wave requests match.' })}
      caption={i18n._({ id: 'staff.wave_title', message: 'Wave requests' })}
    />,
  )
}

async function renderWaveRequest(
  kit: PortalPageKit,
  request: StaffWaveRequest,
  state: { problem?: string | null; noteError?: string; postedNote?: string; status?: PortalStatus } = {},
): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = i18nOf(kit)
  const [history, notes] = await Promise.all([waveRequestHistory(c.env.DB, request.id), waveRequestNotes(c.env.DB, request.id)])
  const notice = noticeOf(c, NOTICES)
  return kit.render(
    i18n._({ id: 'wave.staff.title', message: 'Wave request of {organisation}', values: { organisation: request.organisationName } }),
    <WaveStaffPage
      organisation={request.organisationName}
      requester={request.requestedByName}
      requesterEmail={request.requesterEmail}
      status={request.status}
      waveAccountId={request.waveAccountId}
      lastError={request.lastError}
      createdAt={request.createdAt}
      updatedAt={request.updatedAt}
      history={history}
      notes={notes.map((note) => ({ id: note.id, author: note.authorName ?? '', body: note.body, createdAt: note.createdAt }))}
      canRetry={UNFINISHED_WAVE_STATUSES.includes(request.status)}
      action={pathFor('portal-staff-wave-requests-request', code, { waveRequestId: request.id })}
      csrfToken={csrfTokenFor(c)}
      backHref={pathFor('portal-staff-wave-requests', code)}
      notice={
        state.problem || state.noteError
          ? null
          : notice === 'retried'
            ? i18n._({ id: 'wave.staff.notice_retried', message: 'The missing phases ran; the partner has been told how it ended.' })
            : notice === 'noted'
              ? i18n._({ id: 'wave.staff.notice_noted', message: 'Your note was sent to the partner.' })
              : null
      }
      problem={state.problem ?? null}
      noteError={state.noteError}
      postedNote={state.postedNote ?? ''}
      iso={isoOf(code)}
    />,
    state.status,
  )
}

export async function staffWaveRequestPage(kit: PortalPageKit): Promise<Response> {
  const request = await findStaffWaveRequest(kit.c.env.DB, kit.match.params.waveRequestId!)
  return request ? renderWaveRequest(kit, request) : renderNotFound(kit.c)
}

export async function staffWaveRequestPost(kit: PortalPageKit): Promise<Response> {
  const { c, match, viewer } = kit
  const i18n = i18nOf(kit)
  const request = await findStaffWaveRequest(c.env.DB, match.params.waveRequestId!)
  if (!request) return renderNotFound(c)
  const posted = await postedValues(c)
  const action = posted?.text('action')
  const here = pathFor('portal-staff-wave-requests-request', match.locale.code, { waveRequestId: request.id })
  if (action === 'retry') {
    if (!UNFINISHED_WAVE_STATUSES.includes(request.status as WaveRequestStatus)) {
      return renderWaveRequest(kit, request, {
        problem: i18n._({ id: 'wave.staff.nothing_to_retry', message: 'There is nothing to retry: the request is complete or cancelled.' }),
        status: 409,
      })
    }
    const environment = c.get('environment')
    const logger = c.get('logger')
    const result = await completeWaveRequest(
      {
        db: c.env.DB,
        waveAccounts: waveAccountsFor(c.env, environment, logger),
        customerRecords: customerRecordsFor(c.env, environment, logger),
        who: auditIdentitiesOf(viewer),
        logger,
      },
      request,
    )
    await notifyOutcome(c, result)
    return c.redirect(withNotice(here, 'retried'), 303)
  }
  if (action === 'note' && posted) {
    const values = waveNoteForm.read(posted)
    const checked = checkForm(waveNoteForm, values)
    if (!checked.ok) {
      const errors = failureMessages(
        checked.failures,
        { note: i18n._({ id: 'wave.staff.note', message: 'Write to the partner' }) },
        validationTemplates(i18n),
      )
      return renderWaveRequest(kit, request, { noteError: errors.note, postedNote: String(values.note ?? ''), status: 422 })
    }
    const note = checked.values.note.trim()
    await addWaveRequestNote(c.env.DB, auditIdentitiesOf(viewer), request.id, note)
    await notifyWaveRequest(notificationContextOf(c), request, { kind: 'note', note })
    return c.redirect(withNotice(here, 'noted'), 303)
  }
  return renderWaveRequest(kit, request, {
    problem: i18n._({ id: 'forms.send_failed', message: 'Something went wrong while sending the form.' }),
    status: 422,
  })
}

export const staffWaveRoutes = {
  'portal-staff-wave-requests': portalPage('portal-staff', needs('wave-requests.handle', staffWaveRequestsPage)),
  'portal-staff-wave-requests-request': portalPage(
    'portal-staff',
    needs('wave-requests.handle', staffWaveRequestPage),
    needs('wave-requests.handle', staffWaveRequestPost),
  ),
} satisfies FeatureRoutes
