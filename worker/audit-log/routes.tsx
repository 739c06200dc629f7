/**
 * The audit log viewer (issue 18): the portal's audit trail (worker/partners/audit-trail-store.ts),
 * filtered by person, organisation, action and dates, paged, and exported as CSV — for the user
 * administrators, who answer for who may do what.
 */
import type { I18n } from '@lingui/core'
import { css } from 'styled-system/css'
import { formatDate, isoOf } from '../../ui/format/intl.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { StaffListPage } from '../../ui/staff/StaffListPage.tsx'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'
import { type AuditLogEntry, auditActions, searchAuditLog } from '../partners/audit-trail-store.ts'
import { listOrganisations } from '../partners/partner-organisation-store.ts'
import type { PortalPageKit } from '../portal/portal-page-kit.ts'
import { csvHrefOf, csvResponse, dateFilter, filterValue, pageCountOf, staffListQuery } from '../staff/staff-lists.ts'

const changeClass = css({ wordBreak: 'break-word', fontSize: 'sm' })

/** Longest text of a change shown in the table (the CSV has all of it). */
const CHANGE_PREVIEW_LENGTH = 160

function who(i18n: I18n, entry: AuditLogEntry): string {
  const actor = entry.actorName ? `${entry.actorName} (${entry.actorEmail})` : entry.actorId
  return entry.onBehalfOfName
    ? i18n._({ id: 'audit.on_behalf', message: '{actor}, as {person}', values: { actor, person: entry.onBehalfOfName } })
    : actor
}

function changeOf(entry: AuditLogEntry): string {
  const text = [entry.before ? `− ${entry.before}` : '', entry.after ? `+ ${entry.after}` : ''].filter(Boolean).join(' ')
  return text.length > CHANGE_PREVIEW_LENGTH ? `${text.slice(0, CHANGE_PREVIEW_LENGTH - 1)}…` : text
}

export async function auditLogPage(kit: PortalPageKit): Promise<Response> {
  const { c, match } = kit
  const code = match.locale.code
  const i18n = c.get('i18n')!
  const iso = isoOf(code)
  const query = staffListQuery(c)
  const [organisations, actions] = await Promise.all([listOrganisations(c.env.DB), auditActions(c.env.DB)])
  const organisationId = filterValue(
    c,
    'organisation',
    organisations.map((organisation) => organisation.id),
  )
  const action = filterValue(c, 'action', actions)
  const person = (c.req.query('person') ?? '').trim().slice(0, 100)
  const from = dateFilter(c, 'from')
  const until = dateFilter(c, 'until')
  const { entries, total } = await searchAuditLog(c.env.DB, {
    person,
    organisationId,
    action,
    from,
    until,
    ...query.rows,
  })
  if (query.csv) {
    return csvResponse(
      'audit-log',
      [
        'id',
        'when',
        'actor id',
        'actor',
        'actor e-mail',
        'on behalf of',
        'organisation',
        'action',
        'subject type',
        'subject id',
        'before',
        'after',
      ],
      entries.map((entry) => [
        entry.id,
        entry.occurredAt,
        entry.actorId,
        entry.actorName,
        entry.actorEmail,
        entry.onBehalfOfName,
        entry.organisationName,
        entry.action,
        entry.subjectType,
        entry.subjectId,
        entry.before,
        entry.after,
      ]),
    )
  }
  const title = i18n._({ id: 'audit.title', message: 'Audit log' })
  return kit.render(
    title,
    <StaffListPage
      id="audit-log"
      title={title}
      intro={i18n._({
        id: 'audit.intro',
        message: 'Every change made in the portal and the product information area: who made it, on whose behalf, and what changed.',
      })}
      backHref={pathFor('portal-staff', code)}
      filters={[
        { name: 'person', label: i18n._({ id: 'audit.person', message: 'Person (name or e-mail)' }), kind: 'search', value: person },
        {
          name: 'organisation',
          label: i18n._({ id: 'audit.organisation', message: 'Organisation' }),
          kind: 'select',
          value: organisationId ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...organisations.map((organisation) => ({ value: organisation.id, label: organisation.name })),
          ],
        },
        {
          name: 'action',
          label: i18n._({ id: 'audit.action', message: 'Action' }),
          kind: 'select',
          value: action ?? '',
          options: [
            { value: '', label: i18n._({ id: 'staff.all', message: 'All' }) },
            ...actions.map((value) => ({ value, label: value })),
          ],
        },
        { name: 'from', label: i18n._({ id: 'audit.from', message: 'From' }), kind: 'date', value: from ?? '' },
        { name: 'until', label: i18n._({ id: 'audit.until', message: 'Until' }), kind: 'date', value: until ?? '' },
      ]}
      columns={[
        { key: 'when', label: i18n._({ id: 'audit.when', message: 'When' }) },
        { key: 'who', label: i18n._({ id: 'audit.who', message: 'Who' }) },
        { key: 'organisation', label: i18n._({ id: 'audit.organisation', message: 'Organisation' }) },
        { key: 'action', label: i18n._({ id: 'audit.action', message: 'Action' }) },
        { key: 'subject', label: i18n._({ id: 'audit.subject', message: 'About' }) },
        { key: 'change', label: i18n._({ id: 'audit.change', message: 'Change' }) },
      ]}
      rows={entries.map((entry) => ({
        id: String(entry.id),
        cells: {
          when: formatDate(iso, entry.occurredAt, { dateStyle: 'medium', timeStyle: 'medium' }),
          who: who(i18n, entry),
          organisation: entry.organisationName ?? '—',
          action: <code>{entry.action}</code>,
          subject: `${entry.subjectType} ${entry.subjectId}`,
          change: <span className={changeClass}>{changeOf(entry)}</span>,
        },
      }))}
      total={total}
      page={query.page}
      pageCount={pageCountOf(total)}
      path={pathFor('portal-staff-audit-log', code)}
      query={query.url.searchParams}
      csvHref={csvHrefOf(query)}
      emptyText={i18n._({ id: 'audit.empty', message: 'No entries match these filters.' })}
      caption={title}
    />,
  )
}

export const auditLogRoutes = {
  'portal-staff-audit-log': portalPage('portal-staff', needs('audit-log.view', auditLogPage)),
} satisfies FeatureRoutes
