/**
 * Roles nobody can seize (issue 15 point 4): who may give which role is the permission table's
 * (ROLE_ASSIGNMENTS); partner roles only inside partner organisations, staff roles only by a user
 * admin, only to the vendor's own domain (VENDOR_EMAIL_DOMAIN), never to oneself; every staff role
 * change is audited and mailed to the person and the other user admins; an account's e-mail
 * address never changes; a user's partner level is their organisation's.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { PORTAL_ROLES } from '../../ui/portal/partner-roles.ts'
import { ROLE_ASSIGNMENTS, roleAssignmentRefusal, vendorDomainOf } from '../../ui/portal/permissions.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { findPortalUser } from '../../worker/partners/portal-user-store.ts'
import { ORIGIN, visitWith } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const ADMIN = 'usr-uma-patel'
const VENDOR = 'vantage-displays.example'

async function roleOf(userId: string): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT role FROM users WHERE id = ?1').bind(userId).first<{ role: string }>())?.role
}

async function userWithEmail(email: string) {
  return env.DB.prepare('SELECT id, role FROM users WHERE email = ?1').bind(email).first<{ id: string; role: string }>()
}

describe('the role assignment table', () => {
  it('says who may hold and who may give each role', () => {
    expect(Object.keys(ROLE_ASSIGNMENTS).sort()).toEqual([...PORTAL_ROLES].sort())
    expect(ROLE_ASSIGNMENTS).toEqual({
      'partner-executive': { holders: 'partner-organisation', assignedBy: ['user-admin', 'partner-executive'] },
      trainee: { holders: 'partner-organisation', assignedBy: ['user-admin', 'partner-executive'] },
      'sales-manager': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      'user-admin': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      'pim-editor': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      'pim-viewer': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      'demo-coordinator': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      'support-agent': { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      marketing: { holders: 'vendor-staff', assignedBy: ['user-admin'] },
      trainer: { holders: 'vendor-staff', assignedBy: ['user-admin'] },
    })
  })

  it('refuses one’s own role change, staff roles outside the vendor’s domain, partner roles without an organisation, and roles the assigner may not give', () => {
    const admin = { id: 'usr-admin', role: 'user-admin' as const }
    const newAccount = (email: string) => ({ id: null, role: null, email })
    const check = (overrides: Partial<Parameters<typeof roleAssignmentRefusal>[0]>) =>
      roleAssignmentRefusal({
        assigner: admin,
        account: newAccount(`someone@${VENDOR}`),
        role: 'pim-editor',
        organisationId: null,
        vendorDomain: VENDOR,
        ...overrides,
      })
    expect(check({})).toBeNull()
    expect(check({ account: newAccount('someone@VANTAGE-DISPLAYS.example') })).toBeNull()
    expect(check({ account: newAccount('someone@evil.example') })).toBe('outside-vendor-domain')
    expect(check({ account: newAccount(`someone@sub.${VENDOR}`) })).toBe('outside-vendor-domain')
    expect(check({ account: newAccount(`${VENDOR}@evil.example`) })).toBe('outside-vendor-domain')
    expect(check({ vendorDomain: null })).toBe('outside-vendor-domain')
    expect(check({ account: { id: 'usr-admin', role: 'user-admin', email: `admin@${VENDOR}` }, role: 'sales-manager' })).toBe('own-role')
    expect(
      check({ account: { id: 'usr-admin', role: 'user-admin', email: `admin@${VENDOR}` }, role: 'user-admin' }),
      'keeping one’s role is no change',
    ).toBeNull()
    expect(check({ assigner: { id: 'usr-manager', role: 'sales-manager' } })).toBe('not-allowed')
    expect(check({ role: 'trainee', account: newAccount('someone@partner.example') })).toBe('needs-organisation')
    expect(check({ role: 'trainee', account: newAccount('someone@partner.example'), organisationId: 'org-1' })).toBeNull()
    expect(vendorDomainOf(' @Vantage-Displays.example ')).toBe(VENDOR)
    expect(vendorDomainOf('')).toBeNull()
  })
})

describe('over HTTP, as the user admin', () => {
  it('nobody changes their own role', async () => {
    const response = await postForm(
      `/portal/users/${ADMIN}`,
      { name: 'Uma Patel', role: 'sales-manager', organisationId: '' },
      await signedInCookies(ADMIN),
    )
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('You cannot change your own role. Ask another user administrator.')
    expect(await roleOf(ADMIN)).toBe('user-admin')
  })

  it('a staff role goes only to an address of the vendor’s domain, for a new account and for an existing partner', async () => {
    const cookie = await signedInCookies(ADMIN)
    for (const role of ['user-admin', 'pim-editor', 'pim-viewer', 'sales-manager']) {
      const response = await postForm(
        '/portal/users/new',
        { name: 'Mallory', email: `mallory.${role}@evil.example`, role, organisationId: '' },
        cookie,
      )
      expect(response.status, role).toBe(422)
      expect(await response.text()).toContain('Staff roles can only be given to addresses ending in @vantage-displays.example.')
      expect(await userWithEmail(`mallory.${role}@evil.example`), role).toBeNull()
    }
    const promoted = await postForm(
      '/portal/users/usr-olivia-bennett',
      { name: 'Olivia Bennett', role: 'user-admin', organisationId: '' },
      cookie,
    )
    expect(promoted.status).toBe(422)
    expect(await roleOf('usr-olivia-bennett')).toBe('partner-executive')
  })

  it('without VENDOR_EMAIL_DOMAIN nobody is given a staff role', async () => {
    const response = await visitWith({ VENDOR_EMAIL_DOMAIN: '' }, '/portal/users/new', {
      method: 'POST',
      body: new URLSearchParams({
        _csrf: TEST_CSRF_TOKEN,
        name: 'Nora Staff',
        email: `nora.staff@${VENDOR}`,
        role: 'pim-viewer',
        organisationId: '',
      }),
      headers: { Cookie: await signedInCookies(ADMIN), Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Staff roles cannot be given: no company e-mail domain is set up.')
    expect(await userWithEmail(`nora.staff@${VENDOR}`)).toBeNull()
  })

  it('the e-mail address of an existing account cannot be changed (the form shows it read-only)', async () => {
    const cookie = await signedInCookies(ADMIN)
    const response = await postForm(
      '/portal/users/usr-priya-nair',
      { name: 'Priya Nair', email: 'priya@evil.example', role: 'pim-editor', organisationId: '' },
      cookie,
    )
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('The e-mail address of an account cannot be changed. Add a new user with the other address instead.')
    expect(html).toContain('value="priya.nair@vantage-displays.example"')
    expect((await findPortalUser(env.DB, 'usr-priya-nair'))!.email).toBe('priya.nair@vantage-displays.example')
    // Without the field (a browser sends the read-only one; a crafted post may leave it out) the address stays too.
    const withoutEmail = await postForm(
      '/portal/users/usr-priya-nair',
      { name: 'Priya Nair', role: 'pim-editor', organisationId: '' },
      cookie,
    )
    expect(withoutEmail.status).toBe(303)
    expect((await findPortalUser(env.DB, 'usr-priya-nair'))!.email).toBe('priya.nair@vantage-displays.example')
  })

  it('a staff role given, changed or taken away is audited, notified to the person (in their portal and by e-mail) and mailed to the other user admins', async () => {
    const cookie = await signedInCookies(ADMIN)
    const second = await postForm(
      '/portal/users/new',
      { name: 'Rosa Admin', email: `rosa.admin@${VENDOR}`, role: 'user-admin', organisationId: '' },
      cookie,
    )
    expect(second.status).toBe(303)
    expect(await userWithEmail(`rosa.admin@${VENDOR}`)).toMatchObject({ role: 'user-admin' })
    const toRosa = await localMailTo(env.DB, `rosa.admin@${VENDOR}`)
    // The person hears of it through the notification service: in the portal, and by e-mail (always: it concerns their security).
    expect(toRosa[0]).toMatchObject({ purpose: 'notification:account.role-changed', subject: 'Welcome to the partner portal' })
    expect(toRosa[0]!.text).toContain('You have an account with the role “User administrator”.')
    const rosa = (await userWithEmail(`rosa.admin@${VENDOR}`))!
    expect((await notificationsAbout(env.DB, 'user', rosa.id)).map((one) => [one.userId, one.kind, one.mailStatus])).toEqual([
      [rosa.id, 'account.role-changed', 'sent'],
    ])

    const before = (await localMailTo(env.DB, `rosa.admin@${VENDOR}`)).length
    const created = await postForm(
      '/portal/users/new',
      { name: 'Pim Person', email: `pim.person@${VENDOR}`, role: 'pim-editor', organisationId: '' },
      cookie,
    )
    expect(created.status).toBe(303)
    const person = (await userWithEmail(`pim.person@${VENDOR}`))!
    expect((await localMailTo(env.DB, `pim.person@${VENDOR}`))[0]!.text).toContain('the role “PIM editor”')
    const toRosaNow = await localMailTo(env.DB, `rosa.admin@${VENDOR}`)
    const adminMail = toRosaNow.slice(0, toRosaNow.length - before)
    expect(adminMail).toHaveLength(1)
    expect(adminMail[0]).toMatchObject({ subject: 'A staff role changed in the Vantage Displays portal' })
    expect(adminMail[0]!.text).toContain('changed the role of Pim Person (pim.person@vantage-displays.example)')
    expect(await localMailTo(env.DB, 'uma.patel@vantage-displays.example'), 'not to the admin who made the change').toEqual([])

    const changed = await postForm(`/portal/users/${person.id}`, { name: 'Pim Person', role: 'pim-viewer', organisationId: '' }, cookie)
    expect(changed.status).toBe(303)
    expect((await localMailTo(env.DB, `pim.person@${VENDOR}`))[0]!.text).toContain('Your role changed from “PIM editor” to “PIM viewer”.')
    const removed = await postForm(`/portal/users/${person.id}/delete`, {}, cookie)
    expect(removed.status).toBe(303)
    expect((await localMailTo(env.DB, `pim.person@${VENDOR}`))[0]!.text).toContain('from "PIM viewer" to "account removed"')
    expect((await localMailTo(env.DB, `rosa.admin@${VENDOR}`)).filter((mail) => mail.text.includes('Pim Person'))).toHaveLength(3)

    const trail = await auditTrailOf(env.DB, 'user', person.id)
    expect(
      trail.filter((entry) => entry.action === 'user.staff-role-changed').map((entry) => [entry.before, entry.after, entry.actorId]),
    ).toEqual([
      [{ role: null }, { role: 'pim-editor' }, ADMIN],
      [{ role: 'pim-editor' }, { role: 'pim-viewer' }, ADMIN],
      [{ role: 'pim-viewer' }, { role: null }, ADMIN],
    ])
  })

  it('a partner role change is no staff change: the person is notified (portal and e-mail), the user admins are not mailed', async () => {
    const cookie = await signedInCookies(ADMIN)
    const response = await postForm(
      '/portal/users/usr-tom-hughes',
      { name: 'Tom Hughes', role: 'partner-executive', organisationId: 'org-brightline-av' },
      cookie,
    )
    expect(response.status).toBe(303)
    const mails = await localMailTo(env.DB, 'tom.hughes@brightline-av.example')
    expect(mails.map((mail) => [mail.purpose, mail.subject])).toEqual([
      ['notification:account.role-changed', 'Your role in the portal has changed'],
    ])
    expect(mails[0]!.text).toContain('Your role changed from “Trainee” to “Partner executive”.')
    expect(await localMailTo(env.DB, 'uma.patel@vantage-displays.example')).toEqual([])
    expect((await auditTrailOf(env.DB, 'user', 'usr-tom-hughes')).map((entry) => entry.action)).not.toContain('user.staff-role-changed')
  })
})

describe('the partner level', () => {
  it('is the organisation’s: no column of its own, and a change of the organisation’s level is the user’s at once', async () => {
    const { results: columns } = await env.DB.prepare('PRAGMA table_info(users)').all<{ name: string }>()
    expect(columns.map((column) => column.name)).not.toContain('level')
    expect((await findPortalUser(env.DB, 'usr-jonas-weber'))!.level).toBe('blue')
    await env.DB.prepare("UPDATE partner_organisations SET level = 'gold' WHERE id = 'org-pixelhaus'").run()
    expect((await findPortalUser(env.DB, 'usr-jonas-weber'))!.level).toBe('gold')
    expect((await findPortalUser(env.DB, 'usr-sam-carter'))!.level, 'staff see every level').toBe('distributor')
  })
})
