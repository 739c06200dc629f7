/**
 * The staff console (issue 18): each staff role's inbox shows the queues of its own work with their
 * counts and leads to the filtered lists; the console is in the portal navigation for staff only;
 * the audit log viewer filters the audit trail by person, organisation, action and dates, pages
 * it and exports it as CSV.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { visit } from './helpers.ts'
import { signedInCookies } from './portal-helpers.ts'

async function html(path: string, person: string): Promise<string> {
  const response = await visit(path, { headers: { Cookie: await signedInCookies(person) } })
  expect(response.status, `${person} ${path}`).toBe(200)
  return response.text()
}

function queuesOf(page: string): Record<string, number> {
  return Object.fromEntries(
    [...page.matchAll(/data-inbox-queue="([^"]+)"[^>]*>\s*<span[^>]*data-inbox-count="(\d+)"/g)].map((match) => [
      match[1]!,
      Number(match[2]),
    ]),
  )
}

describe('the staff inbox', () => {
  it('shows each role the queues of its own work, with counts that lead to the filtered lists', async () => {
    expect(queuesOf(await html('/portal/staff', 'usr-sam-carter'))).toEqual({ 'demo-requests-to-review': 0 })
    expect(queuesOf(await html('/portal/staff', 'usr-nadia-okafor'))).toEqual({
      'demo-requests-to-approve': 1,
      'demo-requests-to-ship': 0,
      'demo-requests-overdue': 0,
    })
    // The seed: an answered ticket (not waiting), a suggestion nobody triaged, a Wave request stopped in phase two.
    expect(queuesOf(await html('/portal/staff', 'usr-ravi-mehta'))).toEqual({ tickets: 0, suggestions: 1, 'wave-requests': 1 })
    const admin = await html('/portal/staff', 'usr-uma-patel')
    expect(queuesOf(admin)).toEqual({})
    expect(admin).toContain('data-staff-tool="audit-log"')
    const coordinator = await html('/portal/staff', 'usr-nadia-okafor')
    expect(coordinator).toContain('href="/portal/demo-equipment?status=sent-for-approval"')
    expect(coordinator).toContain('data-staff-tool="demo-pool"')
    expect(coordinator).not.toContain('data-staff-tool="audit-log"')
  })

  it('a new suggestion and a new ticket show in the support agent’s counts', async () => {
    await env.DB.prepare(
      "INSERT INTO portal_suggestions (id, user_id, kind, summary, description) VALUES ('s-1', 'usr-tom-hughes', 'bug', 'Broken link', 'On the dashboard.')",
    ).run()
    expect(queuesOf(await html('/portal/staff', 'usr-ravi-mehta'))).toMatchObject({ suggestions: 2 })
  })

  it('is in the portal navigation for staff, not for partners', async () => {
    expect(await html('/portal', 'usr-nadia-okafor')).toContain('data-portal-area="portal-staff"')
    const partner = await html('/portal', 'usr-olivia-bennett')
    expect(partner).not.toContain('data-portal-area="portal-staff"')
    expect(partner).toContain('data-portal-area="portal-notifications"')
  })

  it('shows the staff console in every language', async () => {
    const german = await html('/de-de/portal/mitarbeiter', 'usr-ravi-mehta')
    expect(german).toContain('Mitarbeiterkonsole')
    expect(german).toContain('Tickets, die auf Antwort warten')
  })
})

describe('the audit log viewer', () => {
  it('filters the trail by person, organisation, action and dates, and exports what it shows as CSV', async () => {
    const admin = 'usr-uma-patel'
    const all = await html('/portal/staff/audit-log', admin)
    expect(all).toContain('data-staff-list="audit-log"')
    expect(all).toContain('demo-request.sent-for-approval')

    const bySam = await html('/portal/staff/audit-log?person=sam.carter', admin)
    expect(bySam).toContain('Sam Carter (sam.carter@vantage-displays.example)')
    expect(bySam).not.toContain('Daan Visser (daan.visser@atlas-visual.example)')

    const atlas = await html('/portal/staff/audit-log?organisation=org-atlas-visual', admin)
    expect(atlas).toContain('Daan Visser (daan.visser@atlas-visual.example)')
    expect(atlas).not.toContain('Olivia Bennett (olivia.bennett@brightline-av.example)')

    const family = await html('/portal/staff/audit-log?action=demo-request', admin)
    expect(family).toContain('demo-request.requested')
    expect(family).toContain('demo-request.returned')
    const exact = await html('/portal/staff/audit-log?action=demo-request.returned', admin)
    expect(exact).not.toContain('<code>demo-request.requested</code>')

    const today = new Date().toISOString().slice(0, 10)
    const future = await html(`/portal/staff/audit-log?from=2999-01-01&until=2999-12-31`, admin)
    expect(future).toContain('No entries match these filters.')
    const bogus = await html(`/portal/staff/audit-log?from=yesterday&organisation=org-nobody&until=${today}`, admin)
    expect(bogus, 'malformed filters are ignored, never passed on').toContain('demo-request.sent-for-approval')

    const csv = await visit('/portal/staff/audit-log?action=demo-request.returned&format=csv', {
      headers: { Cookie: await signedInCookies(admin) },
    })
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const lines = new TextDecoder()
      .decode(await csv.arrayBuffer())
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('id,when,actor id,actor,actor e-mail,on behalf of,organisation,action,subject type,subject id,before,after')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(',demo-request.returned,demo-request,dr-seeded-brightline,')
  })

  it('is the user administrators’ only', async () => {
    for (const person of ['usr-sam-carter', 'usr-ravi-mehta', 'usr-olivia-bennett', 'usr-nadia-okafor']) {
      const response = await visit('/portal/staff/audit-log', { headers: { Cookie: await signedInCookies(person) } })
      await response.arrayBuffer()
      expect(response.status, person).toBe(403)
    }
  })
})
