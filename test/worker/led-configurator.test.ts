/**
 * The LED configurator and calculator in workerd: every step rendered on the server from the
 * query (the no-JavaScript path), saving a configuration, its signed result link (valid,
 * tampered, expired) and 'mail me' through the local mailbox.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { RESULT_LINK_VALID_MS, resultLinkQuery } from '../../worker/led/result-links.ts'
import { sweepExpiredLedConfigurations } from '../../worker/led/saved-configuration-store.ts'
import { freshClient, uniqueEmail } from './forms-fixtures.ts'
import { loadSeedFor, settle, visit } from './helpers.ts'

const CONFIGURATOR = '/led-configurator'
// IS250S/00: 500 × 500 mm cabinets of 200 × 200 px at 2.5 mm (kv-seed/content/catalogue).
const WALL = 'w=3000&h=2000&unit=cm&region=EU&model=is250s_00&rounding=nearest&spare=3'

beforeAll(async () => {
  await loadSeedFor([CONFIGURATOR, '/fr-fr/configurateur-led', '/led-calculator', '/enquiry'])
})

function form(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshClient() },
  }
}

async function savedLink(query = WALL): Promise<string> {
  const saved = await settle(await visit(CONFIGURATOR, form(Object.fromEntries(new URLSearchParams(query)))))
  expect(saved.status).toBe(303)
  return saved.location!
}

describe('configurator steps without JavaScript', () => {
  it('renders each step from the query, with the figures of the shared core on the summary', async () => {
    const size = await settle(await visit(`${CONFIGURATOR}?${WALL}&step=size`))
    expect(size.status).toBe(200)
    expect(size.body).toContain('data-island="LedConfigurator"')
    expect(size.body).toContain('data-led-step="size"')
    expect(size.body).toMatch(/name="width"[^>]*value="300"|value="300"[^>]*name="width"/)
    const summary = await settle(await visit(`${CONFIGURATOR}?${WALL}&step=summary`))
    expect(summary.body).toContain('data-led-step="summary"')
    expect(summary.body).toContain('6 × 4 (24)')
    expect(summary.body).toContain('1,200 × 800 px')
    // IS250S/00 draws 197 W at most: 24 × 197 = 4728 W → × 3.412142 = 16,133 BTU/h; 2944 W per 16 A circuit → 14 cabinets → 2 circuits
    expect(summary.body).toContain('4,728 W')
    expect(summary.body).toContain('16,133 BTU/h at most')
    expect(summary.body).toContain('2 × 16 A at 230 V (2,944 W each, up to 14 cabinets per circuit)')
    expect(summary.body).toContain('data-led-save')
  })

  it('reads a size typed in the unit it was shown in and shows it in the unit chosen', async () => {
    const page = await settle(await visit(`${CONFIGURATOR}?w=3000&h=2000&model=is250s_00&width=10&height=5&shown=ft&unit=in&step=size`))
    // 10 ft = 3048 mm = 120 in; 5 ft = 60 in
    expect(page.body).toMatch(/value="120"/)
    expect(page.body).toMatch(/value="60"/)
  })

  it('says the wall is too small, or impossible with the series, and offers contact', async () => {
    const small = await settle(await visit(`${CONFIGURATOR}?w=100&h=100&model=is250s_00&step=area`))
    expect(small.body).toContain('The size of your wall is too small')
    const huge = await settle(await visit(`${CONFIGURATOR}?w=90000&h=2000&model=is250s_00&step=summary`))
    expect(huge.body).toContain('The chosen size is impossible with this product series')
    // Not let on to the summary while the wall cannot be built.
    expect(huge.body).toContain('data-led-step="area"')
    expect(huge.body).toContain('href="/contact?topic=project"')
  })

  it('keeps the old size and says so when a typed size is not a positive number', async () => {
    const page = await settle(await visit(`${CONFIGURATOR}?${WALL}&width=-3&shown=cm&step=model`))
    expect(page.body).toContain('data-led-step="size"')
    expect(page.body).toContain('Please enter a width and height greater than zero.')
  })

  it('exists under the localised path, in the language of the page', async () => {
    const page = await settle(await visit(`/fr-fr/configurateur-led?${WALL}&step=summary`))
    expect(page.status).toBe(200)
    expect(page.body).toContain('lang="fr-FR"')
    expect(page.body).toContain('data-led-step="summary"')
  })

  it('runs the calculator from model details to results', async () => {
    const results = await settle(await visit(`/led-calculator?${WALL}&step=results`))
    expect(results.body).toContain('data-led-tool="calculator"')
    expect(results.body).toContain('6 × 4 (24)')
  })
})

describe('saved configurations and their signed links', () => {
  it('saves the configuration, then shows it behind a link valid 30 days', async () => {
    const before = Date.now()
    const link = await savedLink()
    const url = new URL(link, 'http://127.0.0.1:8787')
    expect(url.pathname).toMatch(/^\/led-configurator\/result\/[0-9a-f-]{36}$/)
    const expires = Number(url.searchParams.get('expires'))
    expect(expires).toBeGreaterThanOrEqual(before + RESULT_LINK_VALID_MS)
    expect(expires).toBeLessThanOrEqual(Date.now() + RESULT_LINK_VALID_MS)
    const row = await env.DB.prepare('SELECT configuration_json FROM led_configurations WHERE id = ?')
      .bind(url.pathname.split('/').pop())
      .first<{ configuration_json: string }>()
    expect(JSON.parse(row!.configuration_json)).toMatchObject({ widthMm: 3000, heightMm: 2000, model: 'is250s_00' })

    const page = await settle(await visit(link))
    expect(page.status).toBe(200)
    expect(page.body).toContain('data-print-sheet')
    expect(page.body).toContain('6 × 4 (24)')
    expect(page.body).toContain('data-island="LeadForm"')
    expect(page.body).toContain('led-configurator')
  })

  it('refuses a link whose signature, id or expiry was changed', async () => {
    const link = new URL(await savedLink(), 'http://127.0.0.1:8787')
    const tampered = new URL(link)
    tampered.searchParams.set('signature', `${link.searchParams.get('signature')!.slice(0, -2)}xx`)
    const later = new URL(link)
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400_000))
    const otherId = new URL(link)
    otherId.pathname = `/led-configurator/result/${crypto.randomUUID()}`
    for (const changed of [tampered, later, otherId]) {
      const page = await settle(await visit(`${changed.pathname}${changed.search}`))
      expect(page.status).toBe(404)
      expect(page.body).toContain('This link is not valid')
      expect(page.body).not.toContain('data-led-figures')
    }
  })

  it('says an expired link has expired', async () => {
    const link = new URL(await savedLink(), 'http://127.0.0.1:8787')
    const id = link.pathname.split('/').pop()!
    const expired = await resultLinkQuery(env.SESSION_SECRET, 'LOCAL', id, Date.now() - 1000)
    const page = await settle(await visit(`${link.pathname}?${expired}`))
    expect(page.status).toBe(410)
    expect(page.body).toContain('This link has expired')
    expect(page.body).not.toContain('data-led-figures')
  })

  it('forgets configurations whose links have expired, and keeps the others', async () => {
    const kept = new URL(await savedLink(), 'http://127.0.0.1:8787').pathname.split('/').pop()!
    const old = new URL(await savedLink(), 'http://127.0.0.1:8787').pathname.split('/').pop()!
    await env.DB.prepare('UPDATE led_configurations SET expires_at = ? WHERE id = ?').bind('2020-01-01T00:00:00.000Z', old).run()
    await sweepExpiredLedConfigurations(env.DB)
    const ids = (
      await env.DB.prepare('SELECT id FROM led_configurations WHERE id IN (?, ?)').bind(kept, old).all<{ id: string }>()
    ).results.map((row) => row.id)
    expect(ids).toEqual([kept])
  })

  it('goes back to the steps instead of saving a wall that cannot be built', async () => {
    const refused = await settle(await visit(CONFIGURATOR, form({ w: '100', h: '100', model: 'is250s_00' })))
    expect(refused.status).toBe(303)
    expect(refused.location).toContain('/led-configurator?')
    expect(refused.location).toContain('step=summary')
  })
})

describe('mail me', () => {
  it('stores the request, sends the configuration with its link and says where it went', async () => {
    const link = await savedLink()
    const email = uniqueEmail()
    const posted = await settle(await visit(link, form({ email })))
    expect(posted.status).toBe(303)
    expect(posted.location).toContain('mail=sent')
    const [mail, ...others] = await localMailTo(env.DB, email)
    expect(others).toHaveLength(0)
    expect(mail!.subject).toBe('Your LED wall configuration')
    expect(mail!.text).toContain('Cabinets (columns × rows): 6 × 4 (24)')
    expect(mail!.text).toContain(`http://127.0.0.1:8787${link.split('#')[0]}`)
    const request = await env.DB.prepare('SELECT status FROM led_configuration_mails WHERE email = ?')
      .bind(email)
      .first<{ status: string }>()
    expect(request?.status).toBe('sent')
    const page = await settle(await visit(posted.location!))
    expect(page.body).toContain(`We have sent your configuration to ${email}.`)
  })

  it('answers a script with the e-mail field error in the page language, and sends nothing', async () => {
    const link = await savedLink()
    const answer = await visit(link, {
      ...form({ email: 'not-an-address' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(answer.status).toBe(422)
    expect(await answer.json()).toEqual({ errors: { email: 'E-mail address is not a valid format' } })
    expect(await localMailTo(env.DB, 'not-an-address')).toEqual([])
  })

  it('sends nothing for a link that is not genuine', async () => {
    const link = new URL(await savedLink(), 'http://127.0.0.1:8787')
    link.searchParams.set('signature', 'forged')
    const email = uniqueEmail()
    const answer = await settle(await visit(`${link.pathname}${link.search}`, form({ email })))
    expect(answer.status).toBe(404)
    expect(await localMailTo(env.DB, email)).toEqual([])
  })
})
