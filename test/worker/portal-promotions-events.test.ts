/**
 * Promotions (SPEC.md points 1 and 2): partner and provider promotions valid today for the
 * partner's level and business lines, the kind filter, the empty state and the dashboard's latest.
 * Events: the portal's list of published events and registration for partner events, with the
 * places per partner, refusals and the audit trail.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { EventIndex } from '../../ui/content/model.ts'
import { PARTNER_EVENT_PLACES_PER_PARTNER } from '../../ui/portal-events/portal-event-rules.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { asHtml, publishedSeedEntries, visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

async function page(path: string, person: string): Promise<string> {
  const response = await visit(path, { headers: { Cookie: await signedInCookies(person) } })
  expect(response.status, path).toBe(200)
  return response.text()
}

function promotionsOn(html: string): string[] {
  return [...html.matchAll(/data-promotion="([^"]+)"/g)].map((match) => match[1]!)
}

describe('promotions', () => {
  it('a platinum partner in every business line sees every current promotion up to platinum, newest first', async () => {
    expect(promotionsOn(await page('/portal/promotions', 'usr-daan-visser'))).toEqual([
      'prm-platinum-marketing-fund',
      'prm-hospitality-trade-in',
      'prm-led-project-discount',
      'prm-signage-starter',
    ])
  })

  it('filters by the partner’s level and business lines; expired and future promotions never show', async () => {
    expect(promotionsOn(await page('/portal/promotions', 'usr-olivia-bennett'))).toEqual(['prm-hospitality-trade-in'])
    expect(promotionsOn(await page('/portal/promotions', 'usr-giulia-conti'))).toEqual(['prm-led-project-discount'])
    expect(promotionsOn(await page('/portal/promotions', 'usr-aoife-byrne'))).toEqual(['prm-signage-starter'])
  })

  it('filters by kind: partner or provider promotions', async () => {
    expect(promotionsOn(await page('/portal/promotions?kind=provider', 'usr-daan-visser'))).toEqual([
      'prm-led-project-discount',
      'prm-signage-starter',
    ])
    const partner = await page('/portal/promotions?kind=partner', 'usr-daan-visser')
    expect(promotionsOn(partner)).toEqual(['prm-platinum-marketing-fund', 'prm-hospitality-trade-in'])
    expect(partner).toMatch(/aria-current="page"[^>]*>Partner promotions</)
  })

  it('shows the empty state when nothing applies (a blue signage partner)', async () => {
    const html = await page('/portal/promotions', 'usr-jonas-weber')
    expect(promotionsOn(html)).toEqual([])
    expect(html).toContain('There are no promotions for you at the moment.')
    const dashboard = await page('/portal', 'usr-jonas-weber')
    expect(dashboard.slice(dashboard.indexOf('data-dashboard-block="latest-promotion"'))).toContain('data-empty-state')
  })

  it('the dashboard shows the latest promotion; a trainee, who may not see promotions, gets none', async () => {
    const dashboard = await page('/portal', 'usr-daan-visser')
    const block = dashboard.slice(
      dashboard.indexOf('data-dashboard-block="latest-promotion"'),
      dashboard.indexOf('data-dashboard-block="open-demo-requests"'),
    )
    expect(block).toContain('Co-marketing fund for platinum partners')
    expect(block).toContain('/portal/promotions#promotion-prm-platinum-marketing-fund')
    const trainee = await page('/portal', 'usr-sanne-jansen')
    // No block at all (not even "no promotions") for someone without access to promotions (issue 18).
    expect(trainee).not.toContain('data-dashboard-block="latest-promotion"')
  })

  it('speaks the reader’s language', async () => {
    expect(await page('/es-es/portal/promociones', 'usr-lucia-fernandez')).toContain(
      asHtml('Paquete inicial de señalización con un año de Wave'),
    )
  })
})

describe('events', () => {
  /** The published events, with the ones these tests use moved relative to today so the tests do not age. */
  async function loadEvents() {
    clearContentCache()
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const moved: Record<string, [string, string]> = {
      'partner-kick-off-2027': [day(40), day(41)],
      'partner-led-masterclass-2027': [day(70), day(70)],
      'webinar-led-control-rooms': [day(10), day(10)],
      'partner-summit-2026': [day(-50), day(-49)],
    }
    for (const code of ['en-gb', 'it-it']) {
      const index = JSON.parse(publishedSeedEntries().get(`events/${code}`)!) as EventIndex
      for (const item of index.items) if (moved[item.id]) [item.startDate, item.endDate] = moved[item.id]!
      await env.CONTENT.put(`events/${code}`, JSON.stringify(index))
    }
  }

  it('lists the events to come, and offers registration for partner events only', async () => {
    await loadEvents()
    const html = await page('/portal/events', 'usr-olivia-bennett')
    expect(html).toContain('data-portal-event="partner-kick-off-2027"')
    expect(html).toContain('data-portal-event="partner-led-masterclass-2027"')
    expect(html).not.toContain('data-portal-event="partner-summit-2026"')
    const kickOff = html.slice(html.indexOf('data-portal-event="partner-kick-off-2027"'))
    expect(kickOff.slice(0, kickOff.indexOf('</li>'))).toContain(`${PARTNER_EVENT_PLACES_PER_PARTNER} places left for your company.`)
    const webinar = html.slice(html.indexOf('data-portal-event="webinar-led-control-rooms"'))
    expect(webinar.slice(0, webinar.indexOf('</li>'))).not.toContain('data-registration')
  })

  it(`registers partner people up to ${PARTNER_EVENT_PLACES_PER_PARTNER} per company, cancels, and audits each change`, async () => {
    await loadEvents()
    const path = '/portal/events/partner-kick-off-2027'
    const people = ['usr-daan-visser', 'usr-sanne-jansen']
    for (const person of people) {
      const response = await postForm(path, { intent: 'register' }, await signedInCookies(person))
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/portal/events?notice=registered')
    }
    const html = await page('/portal/events?notice=registered', 'usr-sanne-jansen')
    expect(html).toContain('You are registered. We look forward to seeing you.')
    expect(html).toContain('data-registration="registered"')
    // A third place is taken directly, so that the company is full.
    await env.DB.prepare(
      `INSERT INTO users (id, email, name, role, organisation_id) VALUES ('usr-test-atlas-third', 'third@atlas-visual.example', 'Third Person', 'trainee', 'org-atlas-visual')`,
    ).run()
    expect((await postForm(path, { intent: 'register' }, await signedInCookies('usr-test-atlas-third'))).status).toBe(303)
    await env.DB.prepare(
      `INSERT INTO users (id, email, name, role, organisation_id) VALUES ('usr-test-atlas-fourth', 'fourth@atlas-visual.example', 'Fourth Person', 'trainee', 'org-atlas-visual')`,
    ).run()
    const full = await postForm(path, { intent: 'register' }, await signedInCookies('usr-test-atlas-fourth'))
    expect(full.status).toBe(409)
    expect(await full.text()).toContain('Your company has no places left for this event.')
    const cancelled = await postForm(path, { intent: 'cancel' }, await signedInCookies('usr-sanne-jansen'))
    expect(cancelled.headers.get('Location')).toBe('/portal/events?notice=cancelled')
    const registered = await env.DB.prepare('SELECT user_id FROM event_registrations WHERE event_id = ?1 ORDER BY user_id')
      .bind('partner-kick-off-2027')
      .all<{ user_id: string }>()
    expect(registered.results.map((row) => row.user_id)).toEqual(['usr-daan-visser', 'usr-test-atlas-third'])
    const trail = await auditTrailOf(env.DB, 'event', 'partner-kick-off-2027')
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['event.registered', 'usr-daan-visser'],
      ['event.registered', 'usr-sanne-jansen'],
      ['event.registered', 'usr-test-atlas-third'],
      ['event.registration-cancelled', 'usr-sanne-jansen'],
    ])
  })

  it('refuses events that are not registered in the portal, events that are over, and the vendor’s staff', async () => {
    await loadEvents()
    const cookie = await signedInCookies('usr-claire-martin')
    const trade = await postForm('/portal/events/webinar-led-control-rooms', { intent: 'register' }, cookie)
    expect(trade.status).toBe(422)
    expect(await trade.text()).toContain('Registration for this event is not done in the portal.')
    const over = await postForm('/portal/events/partner-summit-2026', { intent: 'register' }, cookie)
    expect(over.status).toBe(409)
    expect(await over.text()).toContain('This event is over.')
    const staffPage = await page('/portal/events', 'usr-sam-carter')
    expect(staffPage).toContain('data-portal-event="partner-kick-off-2027"')
    expect(staffPage).not.toContain('data-registration')
    const staff = await postForm('/portal/events/partner-kick-off-2027', { intent: 'register' }, await signedInCookies('usr-sam-carter'))
    expect(staff.status).toBe(403)
    await staff.arrayBuffer()
    const italian = await postForm('/it-it/portale/eventi/webinar-led-control-rooms', { intent: 'register' }, cookie)
    expect(await italian.text()).toContain(asHtml('La registrazione a questo evento non avviene nel portale.'))
    expect(
      await env.DB.prepare(`SELECT count(*) AS n FROM event_registrations WHERE user_id IN ('usr-claire-martin', 'usr-sam-carter')`).first(
        'n',
      ),
    ).toBe(0)
  })
})
