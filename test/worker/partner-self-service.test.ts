/**
 * Partner self-service (issue 18 part B2, docs/decisions/048 and 049): the executive's team
 * (invitations: accepted, expired, reused, for another organisation, for a staff role, withdrawn;
 * deactivating and reactivating), the company profile and its shipping addresses prefilling the
 * demo request, the level that is always the organisation's, dashboard blocks by rights, a wizard
 * step posted after the session ended, and new promotions reaching the partners they are for.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../../ui/log/logger.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { seconds } from '../../worker/auth/session.ts'
import { signToken } from '../../worker/auth/signed-tokens.ts'
import { secretPurposeKey } from '../../worker/auth/signing-secret.ts'
import { notificationContextFor } from '../../worker/notifications/notification-service.ts'
import { findPortalUser } from '../../worker/partners/portal-user-store.ts'
import { withShippingAddress } from '../../worker/demo-requests/routes.tsx'
import { announceNewPromotions } from '../../worker/promotions/promotion-announcements.ts'
import { INVITATION_VALIDITY_SECONDS } from '../../worker/organisation/team-store.ts'
import { ORIGIN, visit } from './helpers.ts'
import {
  CookieJar,
  TEST_CSRF_TOKEN,
  browse,
  decodeHtml,
  hiddenFields,
  postForm,
  signInThroughLocalProvider,
  signedInCookies,
} from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett' // partner executive, Brightline AV (blue, pro, no Wave, eligible)
const TOM = 'usr-tom-hughes' // trainee, Brightline AV
const LUCIA = 'usr-lucia-fernandez' // partner executive, Iberia Pantallas (has Wave)
const JONAS = 'usr-jonas-weber' // partner executive, Pixelhaus
const BRIGHTLINE = 'org-brightline-av'

async function userRow(email: string) {
  return env.DB.prepare('SELECT id, role, organisation_id, deactivated_at FROM users WHERE email = ?1 COLLATE NOCASE')
    .bind(email)
    .first<{ id: string; role: string; organisation_id: string | null; deactivated_at: string | null }>()
}

/** Olivia invites someone; answers the response and the link from the mail. */
async function invite(email: string, role = 'trainee', name = 'Nina Park'): Promise<{ status: number; link: string | null }> {
  const response = await postForm(pathFor('portal-team-invite', 'en-gb'), { name, email, role }, await signedInCookies(OLIVIA))
  await response.arrayBuffer()
  const [mail] = await localMailTo(env.DB, email)
  const link = mail ? decodeHtml(/(http:\/\/[^\s"]+\/portal\/invitation\?token=[A-Za-z0-9._-]+)/.exec(mail.text)?.[1] ?? '') : null
  return { status: response.status, link: link || null }
}

/** Opens the invitation link in a fresh browser and signs in as `email` through the built-in provider. */
async function acceptAs(link: string, email: string): Promise<{ jar: CookieJar; location: string | null; invitationStatus: number }> {
  const jar = new CookieJar()
  const page = await browse(jar, link)
  const invitationStatus = page.status
  await page.arrayBuffer()
  const { callback } = await signInThroughLocalProvider(jar, email)
  if (!callback.headers.get('Location')) throw new Error(`The callback answered ${callback.status}`)
  return { jar, location: callback.headers.get('Location'), invitationStatus }
}

describe('inviting a colleague', () => {
  it('mails a signed link; the invitee signs in and lands in the organisation with the invited role, once', async () => {
    const email = 'nina.park@brightline.example'
    const { status, link } = await invite(email)
    expect(status).toBe(303)
    expect(link).toBeTruthy()
    const [mail] = await localMailTo(env.DB, email)
    expect(mail!.subject).toContain('Brightline AV')
    expect(mail!.html).toContain('Accept the invitation')

    const { jar, location, invitationStatus } = await acceptAs(link!, email)
    expect(invitationStatus).toBe(200)
    expect(location).toBe('/portal')
    const row = await userRow(email)
    expect(row).toMatchObject({ role: 'trainee', organisation_id: BRIGHTLINE, deactivated_at: null })
    const dashboard = await (await browse(jar, '/portal')).text()
    expect(dashboard).toContain('Welcome, Nina Park')
    expect(dashboard).toContain('Brightline AV')

    // Told: the person and the executive; audited.
    const kinds = await env.DB.prepare('SELECT user_id, kind FROM notifications WHERE subject_id = ?1 ORDER BY user_id')
      .bind(row!.id)
      .all<{ user_id: string; kind: string }>()
    expect(kinds.results).toEqual(
      expect.arrayContaining([
        { user_id: row!.id, kind: 'organisation.joined' },
        { user_id: OLIVIA, kind: 'organisation.user-added' },
      ]),
    )
    const audit = await env.DB.prepare(`SELECT action FROM audit_log WHERE action LIKE 'organisation.%' ORDER BY id`).all<{
      action: string
    }>()
    expect(audit.results.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['organisation.user-invited', 'organisation.user-added']),
    )

    // Reused: the page says it cannot be used, and nobody else gets in with it.
    const again = await visit(new URL(link!).pathname + new URL(link!).search)
    expect(again.status).toBe(404)
    await again.arrayBuffer()
  })

  it('refuses an invitation used with another address than the one invited', async () => {
    const { link } = await invite('ola.berg@brightline.example')
    const { location } = await acceptAs(link!, 'someone.else@brightline.example')
    expect(location).toContain('problem=invitation-unusable')
    expect(await userRow('someone.else@brightline.example')).toBeNull()
    expect(await userRow('ola.berg@brightline.example')).toBeNull()
  })

  it('refuses an expired invitation', async () => {
    const { link } = await invite('eva.lund@brightline.example')
    const token = new URL(link!).searchParams.get('token')!
    const [, payload] = token.split('.')
    const { inv } = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as { inv: string }
    // The invitation and its token both ran out.
    await env.DB.prepare('UPDATE organisation_invitations SET expires_at = ?2 WHERE id = ?1')
      .bind(inv, seconds(new Date()) - 1)
      .run()
    const key = await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'organisationInvitation')
    const expired = await signToken(key, 'organisationInvitation', { inv, org: BRIGHTLINE }, seconds(new Date()) - 1)
    const page = await visit(`${pathFor('portal-invitation', 'en-gb')}?token=${expired}`)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('This invitation cannot be used')
    const { location } = await acceptAs(link!, 'eva.lund@brightline.example')
    expect(location).toContain('problem=unknown-account')
    expect(await userRow('eva.lund@brightline.example')).toBeNull()
  })

  it('refuses a token that names the invitation with another organisation', async () => {
    const { link } = await invite('tim.holt@brightline.example')
    const token = new URL(link!).searchParams.get('token')!
    const { inv } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { inv: string }
    const key = await secretPurposeKey(env.SESSION_SECRET, 'LOCAL', 'organisationInvitation')
    const forged = await signToken(key, 'organisationInvitation', { inv, org: 'org-pixelhaus' }, seconds(new Date()) + 3600)
    const page = await visit(`${pathFor('portal-invitation', 'en-gb')}?token=${forged}`)
    expect(page.status).toBe(404)
    await page.arrayBuffer()
    expect(page.headers.getSetCookie().join('\n')).not.toContain('invitation=')
  })

  it('offers and accepts partner roles only; a staff role or an existing account is refused and nothing is stored', async () => {
    const form = await (await visit(pathFor('portal-team-invite', 'en-gb'), { headers: { Cookie: await signedInCookies(OLIVIA) } })).text()
    expect(form).toContain('value="trainee"')
    expect(form).toContain('value="partner-executive"')
    expect(form).not.toContain('value="sales-manager"')
    const before = await env.DB.prepare('SELECT count(*) AS n FROM organisation_invitations').first<{ n: number }>()
    for (const role of ['sales-manager', 'user-admin', 'demo-coordinator']) {
      const { status, link } = await invite(`staff.${role}@brightline.example`, role)
      expect(status, role).toBe(422)
      expect(link, role).toBeNull()
    }
    const existing = await postForm(
      pathFor('portal-team-invite', 'en-gb'),
      { name: 'Tom', email: 'tom.hughes@brightline-av.example', role: 'trainee' },
      await signedInCookies(OLIVIA),
    )
    expect(existing.status).toBe(422)
    expect(await existing.text()).toContain('already has a portal account')
    const after = await env.DB.prepare('SELECT count(*) AS n FROM organisation_invitations').first<{ n: number }>()
    expect(after!.n).toBe(before!.n)
  })

  it('refuses a second invitation to an address with a pending one, and takes it once that one is withdrawn', async () => {
    const email = 'twice.invited@brightline.example'
    expect((await invite(email)).status).toBe(303)
    const again = await postForm(
      pathFor('portal-team-invite', 'en-gb'),
      { name: 'Nina Park', email: email.toUpperCase(), role: 'trainee' },
      await signedInCookies(OLIVIA),
    )
    expect(again.status).toBe(422)
    expect(await again.text()).toContain('already has a pending invitation')
    const rows = () =>
      env.DB.prepare('SELECT id FROM organisation_invitations WHERE email = ?1 COLLATE NOCASE').bind(email).all<{ id: string }>()
    const [first] = (await rows()).results
    expect((await rows()).results).toHaveLength(1)
    // Withdrawn as the store does it (the withdrawal's own page and audit are tested below).
    await env.DB.prepare("UPDATE organisation_invitations SET withdrawn_at = '2026-01-01T00:00:00.000Z' WHERE id = ?1")
      .bind(first!.id)
      .run()
    expect((await invite(email)).status).toBe(303)
    expect((await rows()).results).toHaveLength(2)
  })

  it('the link is valid for the named validity', () => {
    expect(INVITATION_VALIDITY_SECONDS).toBe(7 * 24 * 60 * 60)
  })
})

describe('withdrawing an invitation', () => {
  async function invitationOf(email: string) {
    return env.DB.prepare('SELECT id, withdrawn_at, withdrawn_by, accepted_at FROM organisation_invitations WHERE email = ?1')
      .bind(email)
      .first<{ id: string; withdrawn_at: string | null; withdrawn_by: string | null; accepted_at: string | null }>()
  }

  async function withdrawalsAudited(): Promise<number> {
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM audit_log WHERE action = 'organisation.invitation-withdrawn'`).first<{
      n: number
    }>()
    return row!.n
  }

  it('from the pending list, after a confirmation: no longer pending, audited, and its link refused when opened or accepted', async () => {
    const email = 'wendy.ash@brightline.example'
    const { link } = await invite(email, 'trainee', 'Wendy Ash')
    // The invitee opened the link before the withdrawal: the invitation is in their browser's cookie.
    const jar = new CookieJar()
    const opening = await browse(jar, link!)
    expect(opening.status).toBe(200)
    await opening.arrayBuffer()
    const cookie = await signedInCookies(OLIVIA)
    const team = await (await visit(pathFor('portal-team', 'en-gb'), { headers: { Cookie: cookie } })).text()
    const { id } = (await invitationOf(email))!
    const path = pathFor('portal-team-invitation', 'en-gb', { invitationId: id })
    expect(team).toMatch(new RegExp(`data-invitation="${email}"[\\s\\S]*?href="${path}"`))
    const confirm = decodeHtml(await (await visit(path, { headers: { Cookie: cookie } })).text())
    expect(confirm).toContain('Withdraw the invitation for Wendy Ash?')
    expect(confirm).toContain(`Wendy Ash (${email}) was invited as Trainee`)
    expect(confirm).toContain('the link in their e-mail stops working')
    expect(hiddenFields(confirm)._csrf).toBeTruthy()

    const withdrawn = await postForm(path, {}, cookie)
    expect(withdrawn.status).toBe(303)
    expect(withdrawn.headers.get('Location')).toBe(`${pathFor('portal-team', 'en-gb')}?notice=withdrawn`)
    await withdrawn.arrayBuffer()
    expect(await invitationOf(email)).toMatchObject({ withdrawn_by: OLIVIA, accepted_at: null })
    expect((await invitationOf(email))!.withdrawn_at).not.toBeNull()
    const after = await (await visit(withdrawn.headers.get('Location')!, { headers: { Cookie: cookie } })).text()
    expect(after).toContain('Invitation withdrawn.')
    expect(after).not.toContain(`data-invitation="${email}"`)
    const audit = await env.DB.prepare(
      `SELECT actor_id, after_json FROM audit_log WHERE action = 'organisation.invitation-withdrawn'`,
    ).all<{
      actor_id: string
      after_json: string
    }>()
    expect(audit.results).toHaveLength(1)
    expect(audit.results[0]!.actor_id).toBe(OLIVIA)
    expect(JSON.parse(audit.results[0]!.after_json)).toMatchObject({ invitation: id, email })

    // The link: the page says it was withdrawn; signing in with it creates no account.
    const opened = await visit(new URL(link!).pathname + new URL(link!).search)
    expect(opened.status).toBe(404)
    const openedText = decodeHtml(await opened.text())
    expect(openedText).toContain('This invitation cannot be used')
    expect(openedText).toContain('This invitation was withdrawn.')
    expect(opened.headers.getSetCookie().join('\n')).not.toContain('invitation=')
    const { callback } = await signInThroughLocalProvider(jar, email)
    expect(callback.headers.get('Location')).toContain('problem=invitation-unusable')
    expect(await userRow(email)).toBeNull()

    // Withdrawn once: a second post is refused and records nothing more; the page is gone.
    const again = await postForm(path, {}, cookie)
    expect(again.status).toBe(409)
    expect(decodeHtml(await again.text())).toContain('This invitation is no longer pending')
    const gone = await visit(path, { headers: { Cookie: cookie } })
    expect(gone.status).toBe(404)
    await gone.arrayBuffer()
    expect(await withdrawalsAudited()).toBe(1)
  })

  it('refuses another organisation’s invitation, an unknown one and an accepted one, and changes nothing', async () => {
    const audited = await withdrawalsAudited()
    const jonasInvites = await postForm(
      pathFor('portal-team-invite', 'en-gb'),
      { name: 'Paul Krause', email: 'paul.krause@pixelhaus.example', role: 'trainee' },
      await signedInCookies(JONAS),
    )
    expect(jonasInvites.status).toBe(303)
    await jonasInvites.arrayBuffer()
    const pixelhaus = (await invitationOf('paul.krause@pixelhaus.example'))!
    const cookie = await signedInCookies(OLIVIA)
    for (const invitationId of [pixelhaus.id, 'inv-nobody']) {
      const path = pathFor('portal-team-invitation', 'en-gb', { invitationId })
      const page = await visit(path, { headers: { Cookie: cookie } })
      expect(page.status, invitationId).toBe(404)
      await page.arrayBuffer()
      const post = await postForm(path, {}, cookie)
      expect(post.status, invitationId).toBe(404)
      await post.arrayBuffer()
    }
    expect((await invitationOf('paul.krause@pixelhaus.example'))!.withdrawn_at).toBeNull()

    const email = 'alan.reed@brightline.example'
    const { link } = await invite(email, 'trainee', 'Alan Reed')
    await acceptAs(link!, email)
    const accepted = (await invitationOf(email))!
    expect(accepted.accepted_at).not.toBeNull()
    const post = await postForm(pathFor('portal-team-invitation', 'en-gb', { invitationId: accepted.id }), {}, cookie)
    expect(post.status).toBe(409)
    await post.arrayBuffer()
    expect((await invitationOf(email))!.withdrawn_at).toBeNull()
    expect(await withdrawalsAudited()).toBe(audited)
  })

  it('refuses a post without the CSRF token and anyone who may not invite, and changes nothing', async () => {
    const email = 'kate.moss@brightline.example'
    await invite(email, 'trainee', 'Kate Moss')
    const path = pathFor('portal-team-invitation', 'en-gb', { invitationId: (await invitationOf(email))!.id })
    const withoutToken = await visit(path, {
      method: 'POST',
      body: new URLSearchParams({}),
      headers: { Cookie: await signedInCookies(OLIVIA), Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(withoutToken.status).toBe(403)
    await withoutToken.arrayBuffer()
    // A trainee of the same organisation: the same refusal as for inviting.
    const tomCookie = await signedInCookies(TOM)
    for (const target of [path, pathFor('portal-team-invite', 'en-gb')]) {
      const page = await visit(target, { headers: { Cookie: tomCookie } })
      expect(page.status, target).toBe(403)
      await page.arrayBuffer()
    }
    const post = await postForm(path, {}, tomCookie)
    expect(post.status).toBe(403)
    await post.arrayBuffer()
    expect((await invitationOf(email))!.withdrawn_at).toBeNull()
  })
})

describe('deactivating and reactivating', () => {
  it('ends the person’s sessions at once, keeps them from signing in, and can be undone; audited', async () => {
    const tomCookie = await signedInCookies(TOM)
    expect((await visit('/portal', { headers: { Cookie: tomCookie } })).status).toBe(200)
    const confirm = await (
      await visit(pathFor('portal-team-member', 'en-gb', { userId: TOM }), { headers: { Cookie: await signedInCookies(OLIVIA) } })
    ).text()
    expect(confirm).toContain('Deactivate Tom Hughes?')
    expect(hiddenFields(confirm).active).toBe('false')
    const deactivated = await postForm(
      pathFor('portal-team-member', 'en-gb', { userId: TOM }),
      { active: 'false' },
      await signedInCookies(OLIVIA),
    )
    expect(deactivated.status).toBe(303)
    await deactivated.arrayBuffer()
    expect((await userRow('tom.hughes@brightline-av.example'))!.deactivated_at).not.toBeNull()
    const sessions = await env.DB.prepare('SELECT count(*) AS n FROM user_sessions WHERE user_id = ?1').bind(TOM).first<{ n: number }>()
    expect(sessions!.n).toBe(0)
    const after = await visit('/portal', { headers: { Cookie: tomCookie } })
    expect(after.status).toBe(401)
    await after.arrayBuffer()
    const { callback } = await signInThroughLocalProvider(new CookieJar(), 'tom.hughes@brightline-av.example')
    expect(callback.headers.get('Location')).toContain('problem=deactivated')
    const team = await (await visit(pathFor('portal-team', 'en-gb'), { headers: { Cookie: await signedInCookies(OLIVIA) } })).text()
    expect(team).toMatch(/data-team-member="tom.hughes@brightline-av.example"[\s\S]*?data-state="deactivated"/)

    const reactivated = await postForm(
      pathFor('portal-team-member', 'en-gb', { userId: TOM }),
      { active: 'true' },
      await signedInCookies(OLIVIA),
    )
    expect(reactivated.status).toBe(303)
    await reactivated.arrayBuffer()
    const again = await signInThroughLocalProvider(new CookieJar(), 'tom.hughes@brightline-av.example')
    expect(again.callback.headers.get('Location')).toBe('/portal')
    const actions = await env.DB.prepare(`SELECT action FROM audit_log WHERE subject_id = ?1 AND action LIKE 'user.%activated'`)
      .bind(TOM)
      .all<{ action: string }>()
    expect(actions.results.map((entry) => entry.action)).toEqual(['user.deactivated', 'user.reactivated'])
  })

  it('reaches only the executive’s own organisation, never themselves', async () => {
    const cookie = await signedInCookies(OLIVIA)
    for (const userId of [JONAS, 'usr-grace-kim', OLIVIA]) {
      const response = await postForm(pathFor('portal-team-member', 'en-gb', { userId }), { active: 'false' }, cookie)
      expect(response.status, userId).toBe(404)
      await response.arrayBuffer()
    }
    const jonas = await env.DB.prepare('SELECT deactivated_at FROM users WHERE id = ?1')
      .bind(JONAS)
      .first<{ deactivated_at: string | null }>()
    expect(jonas!.deactivated_at).toBeNull()
  })
})

describe('the company profile', () => {
  it('refuses bad input without changing anything, stores a good profile, and prefills the demo request’s shipping step', async () => {
    const cookie = await signedInCookies(OLIVIA)
    const path = pathFor('portal-company-profile', 'en-gb')
    const bad = await postForm(
      path,
      { displayName: '', website: 'javascript:alert(1)', shipping_0_label: 'Warehouse', shipping_0_country: 'XX' },
      cookie,
    )
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('Please fill in this field.')
    const unchanged = await env.DB.prepare('SELECT count(*) AS n FROM organisation_shipping_addresses WHERE organisation_id = ?1')
      .bind(BRIGHTLINE)
      .first<{ n: number }>()
    expect(unchanged!.n).toBe(0)

    const good = await postForm(
      path,
      {
        displayName: 'Brightline AV Ltd',
        phone: '+44 20 7946 0000',
        website: 'https://brightline.example',
        billing_street: 'High Street',
        billing_number: '1',
        billing_city: 'London',
        billing_zip: 'EC1A 1BB',
        billing_country: 'GB',
        shipping_0_label: 'Warehouse',
        shipping_0_street: 'Dock Road',
        shipping_0_number: '12',
        shipping_0_city: 'Tilbury',
        shipping_0_zip: 'RM18 7EH',
        shipping_0_country: 'GB',
      },
      cookie,
    )
    expect(good.status).toBe(303)
    await good.arrayBuffer()
    const page = await (await visit(path, { headers: { Cookie: cookie } })).text()
    expect(page).toContain('value="Brightline AV Ltd"')
    expect(page).toContain('value="Dock Road"')

    // The demo request's shipping step starts from the first shipping address; what was typed there wins.
    const prefilled = await withShippingAddress(env.DB, BRIGHTLINE, { event: 'Open day' })
    expect(prefilled).toMatchObject({
      event: 'Open day',
      street: 'Dock Road',
      number: '12',
      city: 'Tilbury',
      zip: 'RM18 7EH',
      country: 'GB',
    })
    const typed = await withShippingAddress(env.DB, BRIGHTLINE, { street: 'Own Street', city: 'Leeds' })
    expect(typed).toEqual({ street: 'Own Street', city: 'Leeds' })
  })
})

describe('the partner level', () => {
  it('is always the organisation’s: no per-user level is stored, and the user form offers none', async () => {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info('users')`).all<{ name: string }>()
    expect(columns.results.map((column) => column.name)).not.toContain('level')
    await env.DB.prepare(`UPDATE partner_organisations SET level = 'gold' WHERE id = ?1`).bind(BRIGHTLINE).run()
    expect((await findPortalUser(env.DB, TOM))!.level).toBe('gold')
    await env.DB.prepare(`UPDATE partner_organisations SET level = 'blue' WHERE id = ?1`).bind(BRIGHTLINE).run()
    const form = await (
      await visit(pathFor('portal-users-new', 'en-gb'), { headers: { Cookie: await signedInCookies('usr-uma-patel') } })
    ).text()
    expect(form).not.toMatch(/name="level"/)
  })
})

describe('dashboard blocks follow rights and business lines', () => {
  async function dashboardOf(userId: string): Promise<string> {
    return (await visit('/portal', { headers: { Cookie: await signedInCookies(userId) } })).text()
  }

  it('a trainee sees no promotions and no demo requests block', async () => {
    const html = await dashboardOf(TOM)
    expect(html).not.toContain('data-dashboard-block="latest-promotion"')
    expect(html).not.toContain('data-dashboard-block="open-demo-requests"')
    expect(html).not.toContain('data-request-wave')
  })

  it('an executive without Wave is offered to request it; one whose organisation has Wave is not', async () => {
    const olivia = await dashboardOf(OLIVIA)
    expect(olivia).toContain('data-dashboard-block="latest-promotion"')
    expect(olivia).toContain('data-dashboard-block="open-demo-requests"')
    expect(olivia).toContain('data-request-wave')
    const lucia = await dashboardOf(LUCIA)
    expect(lucia).not.toContain('data-request-wave')
    expect(lucia).not.toContain(`href="${pathFor('portal-wave-request', 'en-gb')}"`)
  })

  it('staff get their inbox instead of the partner blocks', async () => {
    for (const userId of ['usr-nadia-okafor', 'usr-ravi-mehta', 'usr-sam-carter', 'usr-uma-patel']) {
      const html = await dashboardOf(userId)
      expect(html, userId).toContain('data-dashboard-block="staff-inbox"')
      expect(html, userId).toContain(`href="${pathFor('portal-staff', 'en-gb')}" class`)
      expect(html, userId).not.toContain('data-dashboard-block="open-demo-requests"')
    }
    expect(await dashboardOf('usr-ravi-mehta')).not.toContain('data-dashboard-block="latest-promotion"')
  })
})

describe('a session that expires mid-wizard', () => {
  it('keeps the posted step, sends the person to sign in and brings them back to the same step with what they typed', async () => {
    const wizardPath = pathFor('portal-demo-requests-new', 'en-gb')
    // The session ended: the browser posts the first step with its CSRF cookie only.
    const post = await visit(wizardPath, {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, step: 'installation-type', move: 'next', installationType: 'video-wall' }),
      headers: { Cookie: `csrf=${TEST_CSRF_TOKEN}`, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(post.status).toBe(303)
    await post.arrayBuffer()
    const signIn = new URL(post.headers.get('Location')!, ORIGIN)
    expect(signIn.pathname).toBe(pathFor('portal-sign-in', 'en-gb'))
    expect(signIn.searchParams.get('problem')).toBe('session-ended')
    expect(signIn.searchParams.get('return_to')).toBe(wizardPath)
    const held = post.headers.getSetCookie().find((line) => line.startsWith('held-step='))!
    expect(held).toMatch(/HttpOnly/i)

    // Signed in again in the same browser, the wizard page keeps the step in a draft and shows it.
    const jar = new CookieJar()
    jar.set('held-step', held.slice('held-step='.length, held.indexOf(';')))
    const { callback } = await signInThroughLocalProvider(jar, 'olivia.bennett@brightline-av.example', { returnTo: wizardPath })
    expect(callback.headers.get('Location')).toBe(wizardPath)
    const back = await browse(jar, wizardPath)
    expect(back.status).toBe(303)
    await back.arrayBuffer()
    const stepUrl = new URL(back.headers.get('Location')!, ORIGIN)
    expect(stepUrl.searchParams.get('step')).toBe('installation-type')
    const draftId = stepUrl.searchParams.get('draft')!
    const draft = await env.DB.prepare('SELECT user_id, step, values_json FROM wizard_drafts WHERE id = ?1')
      .bind(draftId)
      .first<{ user_id: string; step: string; values_json: string }>()
    expect(draft).toMatchObject({ user_id: OLIVIA, step: 'installation-type' })
    expect(JSON.parse(draft!.values_json)).toMatchObject({ installationType: 'video-wall' })
    const page = await (await browse(jar, `${stepUrl.pathname}${stepUrl.search}`)).text()
    expect(page).toMatch(/value="video-wall"[^>]*checked|checked[^>]*value="video-wall"/)
    // Taken once: the held step is gone.
    const left = await env.DB.prepare('SELECT count(*) AS n FROM held_wizard_posts').first<{ n: number }>()
    expect(left!.n).toBe(0)
  })

  it('keeps a success story step the same way', async () => {
    const wizardPath = pathFor('portal-success-stories-new', 'en-gb')
    const post = await visit(wizardPath, {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, wizard_step: 'project', wizard_action: 'next', project_name: 'Museum wall' }),
      headers: { Cookie: `csrf=${TEST_CSRF_TOKEN}`, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(post.status).toBe(303)
    await post.arrayBuffer()
    const held = post.headers.getSetCookie().find((line) => line.startsWith('held-step='))!
    const token = held.slice('held-step='.length, held.indexOf(';'))
    const back = await visit(wizardPath, { headers: { Cookie: `${await signedInCookies(OLIVIA)}; held-step=${token}` } })
    expect(back.status).toBe(303)
    await back.arrayBuffer()
    const draft = await env.DB.prepare(`SELECT step, values_json FROM wizard_drafts WHERE user_id = ?1 AND wizard = 'success-story'`)
      .bind(OLIVIA)
      .first<{ step: string; values_json: string }>()
    expect(draft!.step).toBe('project')
    expect(JSON.parse(draft!.values_json)).toMatchObject({ project_name: 'Museum wall' })
  })

  it('returns only to the wizard’s own page, whatever the post says', async () => {
    const post = await visit(pathFor('portal-wave-request', 'en-gb'), {
      method: 'POST',
      body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, return_to: 'https://evil.example/', wizard_step: 'company' }),
      headers: { Cookie: `csrf=${TEST_CSRF_TOKEN}`, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await post.arrayBuffer()
    const location = new URL(post.headers.get('Location')!, ORIGIN)
    expect(location.origin).toBe(ORIGIN)
    expect(location.searchParams.get('return_to')).toBe(pathFor('portal-wave-request', 'en-gb'))
  })
})

describe('new promotions', () => {
  it('notify the active partners who see promotions, of the level and business lines, once', async () => {
    const today = new Date().toISOString().slice(0, 10)
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO promotions (id, kind, minimum_level, valid_from, valid_until, title_json, description_json)
         VALUES ('promo-test-new', 'partner', 'blue', ?1, '2099-12-31', ?2, '{"en-gb":"x"}')`,
      ).bind(today, JSON.stringify({ 'en-gb': 'Spring bundle', fr: 'Offre de printemps' })),
      env.DB.prepare(`INSERT INTO promotion_business_lines (promotion_id, business_line) VALUES ('promo-test-new', 'pro')`),
    ])
    const context = notificationContextFor(env, 'LOCAL', createLogger('silent'))
    expect(await announceNewPromotions(context, today)).toBe(1)
    const told = await env.DB.prepare(
      `SELECT user_id FROM notifications WHERE kind = 'promotion.new' AND subject_id = 'promo-test-new'`,
    ).all<{
      user_id: string
    }>()
    const ids = told.results.map((row) => row.user_id)
    expect(ids).toContain(OLIVIA)
    expect(ids).not.toContain(TOM) // trainees have no access to promotions
    expect(ids).not.toContain('usr-giulia-conti') // Visione Display: LED only
    const [mail] = await localMailTo(env.DB, 'olivia.bennett@brightline-av.example')
    expect(mail!.subject).toContain('Spring bundle')
    expect(await announceNewPromotions(context, today)).toBe(0)
  })
})
