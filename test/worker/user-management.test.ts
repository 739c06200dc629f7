/**
 * User management (SPEC.md points 1, 2, 6 and 8) over HTTP as the seeded user admin: the list with
 * search, adding and editing with role and level from lists, the duplicate e-mail message, the
 * general error when the customer record system fails, deleting with confirmation (projects go to
 * the sales manager), refusals, and the audit trail of every change.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { CustomerContact, CustomerRecord, CustomerRecords } from '../../worker/customer-records/customer-records.ts'
import { CustomerRecordsUnavailable, DuplicateCustomerContact } from '../../worker/customer-records/customer-records.ts'
import { LocalCustomerRecords } from '../../worker/customer-records/local-customer-records.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail.ts'
import { createUserAccount, removeUserAccount } from '../../worker/portal/user-accounts.ts'
import { ORIGIN, asHtml, visit, visitWith } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const ADMIN = 'usr-uma-patel'

async function adminCookie(): Promise<string> {
  return signedInCookies(ADMIN)
}

async function userByEmail(email: string) {
  return env.DB.prepare('SELECT id, name, email, role, level, organisation_id, customer_record_id FROM users WHERE email = ?1').bind(email).first<{
    id: string
    name: string
    email: string
    role: string
    level: string
    organisation_id: string | null
    customer_record_id: string | null
  }>()
}

function newPerson(tag: string) {
  return {
    name: `Nina ${tag}`,
    email: `nina.${tag}@brightline-av.example`,
    role: 'trainee',
    level: 'blue',
    organisationId: 'org-brightline-av',
  }
}

describe('the user list', () => {
  it('shows name, e-mail and role of every user, with add, edit and delete', async () => {
    const response = await visit('/portal/users', { headers: { Cookie: await adminCookie() } })
    expect(response.status).toBe(200)
    const html = await response.text()
    for (const [name, email, role] of [
      ['Olivia Bennett', 'olivia.bennett@brightline-av.example', 'Partner executive'],
      ['Tom Hughes', 'tom.hughes@brightline-av.example', 'Trainee'],
      ['Sam Carter', 'sam.carter@vantage-displays.example', 'Sales manager'],
    ] as const) {
      const row = new RegExp(`<tr data-user="${email.replace(/\./g, '\\.')}">.*?</tr>`).exec(html)?.[0] ?? ''
      expect(row, email).toContain(asHtml(name))
      expect(row).toContain(role)
    }
    expect(html).toContain('href="/portal/users/new"')
    expect(html).toContain('href="/portal/users/usr-tom-hughes"')
    expect(html).toContain('href="/portal/users/usr-tom-hughes/delete"')
  })

  it('searches by name or by e-mail, case-insensitively, and treats % and _ literally', async () => {
    const cookie = await adminCookie()
    const search = async (q: string) => {
      const html = await (await visit(`/portal/users?q=${encodeURIComponent(q)}`, { headers: { Cookie: cookie } })).text()
      return [...html.matchAll(/<tr data-user="([^"]+)"/g)].map((match) => match[1]).sort()
    }
    expect(await search('jansen')).toEqual(['sanne.jansen@atlas-visual.example'])
    expect(await search('ATLAS-VISUAL.example')).toEqual(['daan.visser@atlas-visual.example', 'sanne.jansen@atlas-visual.example'])
    expect(await search('%')).toEqual([])
    expect(await search('_')).toEqual([])
    const none = await (await visit('/portal/users?q=zzz-nobody', { headers: { Cookie: cookie } })).text()
    expect(none).toContain('No users match')
  })

  it('offers role and level as lists, and the partner organisations', async () => {
    const html = await (await visit('/portal/users/new', { headers: { Cookie: await adminCookie() } })).text()
    const roleSelect = /<select id="user-role"[\s\S]*?<\/select>/.exec(html)![0]
    for (const role of ['partner-executive', 'trainee', 'sales-manager', 'user-admin']) expect(roleSelect).toContain(`value="${role}"`)
    const levelSelect = /<select id="user-level"[\s\S]*?<\/select>/.exec(html)![0]
    for (const level of ['blue', 'silver', 'gold', 'platinum', 'distributor']) expect(levelSelect).toContain(`value="${level}"`)
    expect(html).toContain('value="org-atlas-visual"')
    expect(html).toContain(`name="_csrf"`)
  })
})

describe('adding a user', () => {
  it('creates the user (and their customer record), lists them, and audits it', async () => {
    const person = newPerson('added')
    const response = await postForm('/portal/users/new', person, await adminCookie())
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/users?notice=created')
    const stored = await userByEmail(person.email)
    expect(stored).toMatchObject({ name: person.name, role: 'trainee', level: 'blue', organisation_id: 'org-brightline-av' })
    const record = await new LocalCustomerRecords(env.DB).recordOf(stored!.customer_record_id!)
    expect(record).toMatchObject({ email: person.email, role: 'trainee', level: 'blue', account: { name: 'Brightline AV' } })
    const trail = await auditTrailOf(env.DB, 'user', stored!.id)
    expect(trail).toEqual([expect.objectContaining({ action: 'user.created', actorId: ADMIN, onBehalfOfId: null, after: expect.objectContaining({ email: person.email }) })])
    const list = await (await visit('/portal/users?notice=created', { headers: { Cookie: await adminCookie() } })).text()
    expect(list).toContain('The user was added.')
    expect(list).toContain(`data-user="${person.email}"`)
  })

  it('refuses an e-mail address that already exists: “The email already exists, use another.”', async () => {
    const response = await postForm('/portal/users/new', { ...newPerson('dup'), email: 'Olivia.Bennett@brightline-av.example' }, await adminCookie())
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('The email already exists, use another.')
    expect(html).toMatch(/id="user-email"[^>]*aria-invalid="true"/)
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE name = 'Nina dup'").first<{ n: number }>())!.n).toBe(0)
  })

  it('shows the same message when only the customer record system knows the address', async () => {
    const customerRecords = new LocalCustomerRecords(env.DB)
    await customerRecords.createContact({ name: 'Old Contact', email: 'old.contact@brightline-av.example', role: 'trainee', level: 'blue', accountId: null })
    const response = await postForm('/portal/users/new', { ...newPerson('crm'), email: 'old.contact@brightline-av.example' }, await adminCookie())
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('The email already exists, use another.')
    expect(await userByEmail('old.contact@brightline-av.example')).toBeNull()
  })

  it('shows the general error when the customer record system fails, and stores nothing', async () => {
    const person = newPerson('unreachable')
    const cookie = await adminCookie()
    // Salesforce configured but unreachable: nothing listens on the discard port. (workerd logs the
    // refused connection as an uncaught "Network connection lost" even when the caller handles it.)
    const response = await visitWith(
      { SALESFORCE_INSTANCE_URL: 'http://127.0.0.1:9', SALESFORCE_CLIENT_ID: 'id', SALESFORCE_CLIENT_SECRET: 'secret' },
      '/portal/users/new',
      {
        method: 'POST',
        body: new URLSearchParams({ _csrf: TEST_CSRF_TOKEN, ...person }),
        headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      },
    )
    expect(response.status).toBe(503)
    const html = await response.text()
    expect(html).toContain('Something went wrong while saving the user in our customer records. Please try again later.')
    expect(html).toContain(`value="${person.email}"`)
    expect(await userByEmail(person.email)).toBeNull()
  })

  it('explains each invalid field beside it and in a summary', async () => {
    const response = await postForm('/portal/users/new', { name: '', email: 'not-an-address', role: 'overlord', level: '', organisationId: '' }, await adminCookie())
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('Name is required')
    expect(html).toContain('E-mail is not a valid format')
    expect(html).toContain('Role is not valid.')
    expect(html).toContain('Partner level is required')
    expect(html).toContain('data-error-summary')
  })

  it('needs a partner organisation for partner roles, and none for the vendor’s staff', async () => {
    const cookie = await adminCookie()
    const noOrganisation = await postForm('/portal/users/new', { ...newPerson('orgless'), organisationId: '' }, cookie)
    expect(noOrganisation.status).toBe(422)
    expect(await noOrganisation.text()).toContain('Partner organisation is required')
    const unknown = await postForm('/portal/users/new', { ...newPerson('ghost-org'), organisationId: 'org-does-not-exist' }, cookie)
    expect(unknown.status).toBe(422)
    expect(await unknown.text()).toContain('Partner organisation is not valid.')
    const staff = await postForm('/portal/users/new', { ...newPerson('staff'), role: 'sales-manager', level: 'distributor' }, cookie)
    expect(staff.status).toBe(303)
    expect(await userByEmail('nina.staff@brightline-av.example')).toMatchObject({ role: 'sales-manager', organisation_id: null })
  })

  it('requires the CSRF token', async () => {
    const response = await visit('/portal/users/new', {
      method: 'POST',
      body: new URLSearchParams(newPerson('forged')),
      headers: { Cookie: await adminCookie(), Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(403)
    await response.arrayBuffer()
    expect(await userByEmail('nina.forged@brightline-av.example')).toBeNull()
  })
})

describe('editing a user', () => {
  it('changes role and level, in the portal and the customer record, and audits before and after', async () => {
    const cookie = await adminCookie()
    const form = await (await visit('/portal/users/usr-sanne-jansen', { headers: { Cookie: cookie } })).text()
    expect(form).toContain('value="sanne.jansen@atlas-visual.example"')
    const response = await postForm(
      '/portal/users/usr-sanne-jansen',
      { name: 'Sanne Jansen', email: 'sanne.jansen@atlas-visual.example', role: 'partner-executive', level: 'gold', organisationId: 'org-atlas-visual' },
      cookie,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/users?notice=updated')
    const stored = await userByEmail('sanne.jansen@atlas-visual.example')
    expect(stored).toMatchObject({ role: 'partner-executive', level: 'gold' })
    expect(await new LocalCustomerRecords(env.DB).recordOf(stored!.customer_record_id!)).toMatchObject({ role: 'partner-executive', level: 'gold' })
    const trail = await auditTrailOf(env.DB, 'user', 'usr-sanne-jansen')
    expect(trail.at(-1)).toMatchObject({
      action: 'user.updated',
      actorId: ADMIN,
      before: expect.objectContaining({ role: 'trainee', level: 'platinum' }),
      after: expect.objectContaining({ role: 'partner-executive', level: 'gold' }),
    })
  })

  it('refuses another user’s e-mail address', async () => {
    const response = await postForm(
      '/portal/users/usr-giulia-conti',
      { name: 'Giulia Conti', email: 'claire.martin@lumiere-integration.example', role: 'partner-executive', level: 'silver', organisationId: 'org-visione-display' },
      await adminCookie(),
    )
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('The email already exists, use another.')
    expect(await userByEmail('giulia.conti@visione-display.example')).not.toBeNull()
  })

  it('keeps a sales manager who still looks after partners a sales manager', async () => {
    const response = await postForm(
      '/portal/users/usr-elena-ruiz',
      { name: 'Elena Ruiz', email: 'elena.ruiz@vantage-displays.example', role: 'user-admin', level: 'distributor', organisationId: '' },
      await adminCookie(),
    )
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('This sales manager still looks after partners.')
    expect(await userByEmail('elena.ruiz@vantage-displays.example')).toMatchObject({ role: 'sales-manager' })
  })

  it('answers 404 for someone who does not exist', async () => {
    const response = await visit('/portal/users/usr-nobody', { headers: { Cookie: await adminCookie() } })
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })
})

describe('deleting a user', () => {
  it('asks for confirmation, naming the sales manager who takes over the projects', async () => {
    const response = await visit('/portal/users/usr-tom-hughes/delete', { headers: { Cookie: await adminCookie() } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Delete Tom Hughes?')
    expect(html).toContain('Their project goes to Sam Carter')
    expect(html).toContain('action="/portal/users/usr-tom-hughes/delete"')
    expect(await userByEmail('tom.hughes@brightline-av.example')).not.toBeNull()
  })

  it('on confirmation removes the user and their customer record, hands their projects to the sales manager, and audits it', async () => {
    const before = await userByEmail('hugo.lefebvre@lumiere-integration.example')
    const response = await postForm('/portal/users/usr-hugo-lefebvre/delete', {}, await adminCookie())
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/portal/users?notice=removed')
    expect(await userByEmail('hugo.lefebvre@lumiere-integration.example')).toBeNull()
    expect(await new LocalCustomerRecords(env.DB).recordOf(before!.customer_record_id!)).toBeNull()
    const project = await env.DB.prepare("SELECT owner_id FROM partner_projects WHERE id = 'prj-gare-de-lyon'").first<{ owner_id: string }>()
    expect(project!.owner_id).toBe('usr-sam-carter')
    const trail = await auditTrailOf(env.DB, 'user', 'usr-hugo-lefebvre')
    expect(trail.at(-1)).toMatchObject({
      action: 'user.removed',
      actorId: ADMIN,
      before: expect.objectContaining({ email: 'hugo.lefebvre@lumiere-integration.example' }),
      after: { projectsHandedOverTo: 'usr-sam-carter', projectIds: ['prj-gare-de-lyon'] },
    })
    const session = await visit('/portal', { headers: { Cookie: await signedInCookies('usr-hugo-lefebvre') } })
    expect(session.status, 'a removed user is signed out at once').toBe(401)
    await session.arrayBuffer()
  })

  it('refuses to delete a sales manager who still looks after partners, or oneself', async () => {
    const cookie = await adminCookie()
    for (const [userId, text] of [
      ['usr-elena-ruiz', 'still looks after partners'],
      [ADMIN, 'You cannot delete your own account.'],
    ] as const) {
      const page = await (await visit(`/portal/users/${userId}/delete`, { headers: { Cookie: cookie } })).text()
      expect(page).toContain(text)
      expect(page).not.toContain('>Delete user<')
      const refused = await postForm(`/portal/users/${userId}/delete`, {}, cookie)
      expect(refused.status).toBe(409)
      await refused.arrayBuffer()
      expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?1').bind(userId).first()).not.toBeNull()
    }
  })
})

describe('user accounts and the customer record system', () => {
  /** A customer record system that fails on the calls named. */
  function failing(base: CustomerRecords, calls: Partial<Record<keyof CustomerRecords, Error>>): CustomerRecords {
    return {
      recordOf: (id: string): Promise<CustomerRecord | null> => (calls.recordOf ? Promise.reject(calls.recordOf) : base.recordOf(id)),
      createContact: (contact: CustomerContact) => (calls.createContact ? Promise.reject(calls.createContact) : base.createContact(contact)),
      updateContact: (id: string, contact: CustomerContact) => (calls.updateContact ? Promise.reject(calls.updateContact) : base.updateContact(id, contact)),
      removeContact: (id: string) => (calls.removeContact ? Promise.reject(calls.removeContact) : base.removeContact(id)),
      recordWaveRequest: (accountId, request) => base.recordWaveRequest(accountId, request),
      withdrawWaveRequest: (accountId) => base.withdrawWaveRequest(accountId),
    }
  }
  const who = { actorId: ADMIN, onBehalfOfId: null }

  it('maps a duplicate to the duplicate message and an outage to the general error', async () => {
    const base = new LocalCustomerRecords(env.DB)
    const details = { name: 'Ivo Test', email: 'ivo.test@brightline-av.example', role: 'trainee' as const, level: 'blue' as const, organisationId: 'org-brightline-av' }
    expect(await createUserAccount({ db: env.DB, who, customerRecords: failing(base, { createContact: new DuplicateCustomerContact(details.email) }) }, details)).toEqual({
      ok: false,
      problem: 'duplicate-email',
    })
    expect(await createUserAccount({ db: env.DB, who, customerRecords: failing(base, { createContact: new CustomerRecordsUnavailable('down') }) }, details)).toEqual({
      ok: false,
      problem: 'customer-records',
    })
    expect(await userByEmail(details.email)).toBeNull()
  })

  it('keeps a user whose customer record cannot be removed', async () => {
    const base = new LocalCustomerRecords(env.DB)
    const outcome = await removeUserAccount({ db: env.DB, who, customerRecords: failing(base, { removeContact: new CustomerRecordsUnavailable('down') }) }, 'usr-giulia-conti')
    expect(outcome).toEqual({ ok: false, problem: 'customer-records' })
    expect(await userByEmail('giulia.conti@visione-display.example')).not.toBeNull()
  })
})
