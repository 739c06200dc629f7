/**
 * 'Show portal as' a partner (SPEC.md points 1, 2 and 6): the partner picker by name, the banner
 * on every page with a return, the real actor kept in the session (actor claim), every step
 * audited with both identities, and never more than the impersonator's own rights and level.
 */
import { env } from 'cloudflare:test'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { viewerOf } from '../../ui/portal/viewer.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { findPortalUser } from '../../worker/partners/portal-user-store.ts'
import { mayShowPortalAs } from '../../worker/show-as/impersonation-rules.ts'
import { asHtml, visit } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, setCookies, signedInCookies } from './portal-helpers.ts'

const SAM = 'usr-sam-carter' // sales manager of Brightline AV, Lumière Intégration, Northgate Signage, Atlas Visual, Continental Display
const UMA = 'usr-uma-patel' // user admin

function sessionOf(response: Response): string {
  return setCookies(response).get('session')!.split(';')[0]!
}

describe('the partner picker', () => {
  it('lists by name the partners a sales manager looks after, and only those', async () => {
    const html = await (await visit('/portal/show-as', { headers: { Cookie: await signedInCookies(SAM) } })).text()
    const partners = [...html.matchAll(/data-partner="([^"]+)"/g)].map((match) => match[1])
    expect(partners).toEqual([
      'Atlas Visual Solutions',
      'Brightline AV',
      'Continental Display Distribution',
      asHtml('Lumière Intégration'),
      'Northgate Signage',
    ])
    const searched = await (await visit('/portal/show-as?q=gate', { headers: { Cookie: await signedInCookies(SAM) } })).text()
    expect([...searched.matchAll(/data-partner="([^"]+)"/g)].map((match) => match[1])).toEqual(['Northgate Signage'])
  })

  it('lists every partner for a user admin', async () => {
    const html = await (await visit('/portal/show-as', { headers: { Cookie: await signedInCookies(UMA) } })).text()
    expect([...html.matchAll(/data-partner="/g)]).toHaveLength(10)
  })
})

describe('showing the portal as a partner and returning', () => {
  it('starts with the actor claim, shows the banner on every page, audits both identities, and returns', async () => {
    const start = await postForm('/portal/show-as', { organisation: 'org-brightline-av' }, await signedInCookies(SAM))
    expect(start.status).toBe(303)
    expect(start.headers.get('Location')).toBe('/portal')
    const session = sessionOf(start)
    const claims = decodeJwt(session.slice('session='.length))
    expect(claims.sub).toBe('usr-olivia-bennett')
    expect(claims.act).toEqual({ sub: SAM })

    const cookie = `${session}; csrf=${TEST_CSRF_TOKEN}`
    for (const [path, code] of [
      ['/portal', 'en-gb'],
      ['/portal/trainings', 'en-gb'],
      ['/', 'en-gb'],
      ['/fr-fr/portail', 'fr-fr'],
    ] as const) {
      const html = await (await visit(path, { headers: { Cookie: cookie } })).text()
      expect(html, path).toContain('data-impersonation-banner')
      expect(html, path).toContain(`<form action="${pathFor('portal-show-as-return', code)}" method="post">`)
    }
    const dashboard = await (await visit('/portal', { headers: { Cookie: cookie } })).text()
    expect(dashboard).toContain('Welcome, Olivia Bennett')
    expect(dashboard).toContain('You are viewing the portal as Olivia Bennett (Brightline AV).')

    const started = (await auditTrailOf(env.DB, 'user', 'usr-olivia-bennett'))
      .filter((entry) => entry.action === 'impersonation.started')
      .at(-1)
    expect(started).toMatchObject({ actorId: SAM, onBehalfOfId: 'usr-olivia-bennett', after: { organisationId: 'org-brightline-av' } })

    const back = await postForm('/portal/show-as/return', {}, cookie)
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toBe('/portal')
    const own = decodeJwt(sessionOf(back).slice('session='.length))
    expect(own.sub).toBe(SAM)
    expect(own.act).toBeUndefined()
    const ended = (await auditTrailOf(env.DB, 'user', 'usr-olivia-bennett'))
      .filter((entry) => entry.action === 'impersonation.ended')
      .at(-1)
    expect(ended).toMatchObject({ actorId: SAM, onBehalfOfId: 'usr-olivia-bennett' })
    const ownDashboard = await (await visit('/portal', { headers: { Cookie: sessionOf(back) } })).text()
    expect(ownDashboard).toContain('Welcome, Sam Carter')
    expect(ownDashboard).not.toContain('data-impersonation-banner')
  })

  it('audits signing out while impersonating with both identities', async () => {
    const cookie = await signedInCookies('usr-daan-visser', SAM)
    const response = await postForm('/auth/sign-out', { locale: 'en-gb' }, cookie)
    expect(response.status).toBe(303)
    const entry = (await auditTrailOf(env.DB, 'user', 'usr-daan-visser')).filter((one) => one.action === 'session.signed-out').at(-1)
    expect(entry).toMatchObject({ actorId: SAM, onBehalfOfId: 'usr-daan-visser' })
  })

  it('refuses a partner the sales manager does not look after', async () => {
    const response = await postForm('/portal/show-as', { organisation: 'org-pixelhaus' }, await signedInCookies(SAM))
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('You cannot show the portal as this partner.')
    expect(setCookies(response).has('session')).toBe(false)
  })

  it('cannot be nested: a partner’s portal has no “show portal as”', async () => {
    const response = await postForm(
      '/portal/show-as',
      { organisation: 'org-atlas-visual' },
      await signedInCookies('usr-olivia-bennett', SAM),
    )
    expect(response.status).toBe(403)
    await response.arrayBuffer()
  })

  it('a session claiming an impersonation the actor may not hold falls back to the actor’s own portal', async () => {
    // Pixelhaus is looked after by Elena Ruiz, not Sam Carter.
    const response = await visit('/portal', { headers: { Cookie: await signedInCookies('usr-jonas-weber', SAM) } })
    const html = await response.text()
    expect(html).toContain('Welcome, Sam Carter')
    expect(html).not.toContain('data-impersonation-banner')
    expect(decodeJwt(sessionOf(response).slice('session='.length)).act).toBeUndefined()
  })

  it('shows partner content up to the lower of the two levels', async () => {
    const olivia = (await findPortalUser(env.DB, 'usr-olivia-bennett'))!
    const grace = (await findPortalUser(env.DB, 'usr-grace-kim'))!
    const sam = (await findPortalUser(env.DB, SAM))!
    expect(viewerOf(grace, { ...sam, level: 'silver' }).partnerLevel).toBe('silver')
    expect(viewerOf(olivia, sam).partnerLevel).toBe('blue')
    expect(mayShowPortalAs(sam, olivia)).toBe(true)
    expect(mayShowPortalAs(sam, grace)).toBe(false)
    expect(mayShowPortalAs(sam, sam)).toBe(false)
    expect(mayShowPortalAs(olivia, grace)).toBe(false)
    const uma = (await findPortalUser(env.DB, UMA))!
    expect(mayShowPortalAs(uma, grace)).toBe(true)
    expect(mayShowPortalAs(uma, sam), 'never as the vendor’s own staff').toBe(false)
  })
})
