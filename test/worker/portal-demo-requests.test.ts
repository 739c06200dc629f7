/**
 * Demo equipment requests (SPEC.md points 2, 3, 4 and 6; issue 18) over HTTP: the wizard without
 * JavaScript step by step, its date, product and detail rules with translated errors, the stock
 * checked when the partner asks and when the coordinator approves, the workflow requested → sent
 * for approval (sales manager) → approved or rejected with a reason (demo coordinator) → allocated,
 * shipped, returned → handled, withdrawal and changes before approval, overdue reminders, each move
 * allowed only to the right role and state, audited and notified; the lists, CSV and the calendar.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_REQUEST_WIZARD, isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { consoleLogger } from '../../ui/log/logger.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { remindOverdueDemoRequests } from '../../worker/demo-requests/overdue-sweep.ts'
import { notificationContextFor } from '../../worker/notifications/notification-service.ts'
import { notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { namedDraftKey, readWizardDraft } from '../../worker/portal/wizard-draft-store.ts'
import { ORIGIN, asHtml, publishedSeedEntries, visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const EXECUTIVE = 'usr-olivia-bennett'
const SALES_MANAGER = 'usr-sam-carter'
const OTHER_SALES_MANAGER = 'usr-elena-ruiz'
const COORDINATOR = 'usr-nadia-okafor'
const NEW = pathFor('portal-demo-requests-new', 'en-gb')

function day(offset: number): string {
  return isoDay(new Date(Date.now() + offset * 86_400_000))
}

/** The catalogue names the demo pool's products. */
async function loadCatalogue(...codes: string[]): Promise<void> {
  clearContentCache()
  for (const code of ['en-gb', ...codes]) await env.CONTENT.put(`catalogue/${code}`, publishedSeedEntries().get(`catalogue/${code}`)!)
}

async function status(id: string): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT status FROM demo_requests WHERE id = ?1').bind(id).first<{ status: string }>())?.status
}

function draftOf(response: Response): string {
  return new URL(response.headers.get('Location')!, ORIGIN).searchParams.get('draft')!
}

const DETAILS = {
  event: 'Spring retail showcase',
  street: 'Deansgate',
  number: '101',
  bus: '4B',
  city: 'Manchester',
  zip: 'M3 2BQ',
  country: 'GB',
  installationRequired: 'yes',
  remarks: 'Delivery via the loading bay, please.',
}

/** Walks the wizard as `cookie` with plain posts; answers the request's id. */
async function requestThroughWizard(
  cookie: string,
  products: Record<string, string> = { 'units:55VS3500/00': '2' },
  dates: { from: string; until: string } = { from: day(10), until: day(14) },
): Promise<string> {
  const first = await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'floor-stand' }, cookie)
  expect(first.status).toBe(303)
  const draft = draftOf(first)
  expect(first.headers.get('Location')).toContain('step=dates')
  const steps: Array<[string, Record<string, string>]> = [
    ['dates', dates],
    ['products', products],
    ['details', DETAILS],
  ]
  for (const [step, fields] of steps) {
    const response = await postForm(NEW, { draft, step, move: 'next', ...fields }, cookie)
    expect(response.status, step).toBe(303)
    await response.arrayBuffer()
  }
  const review = await visit(`${NEW}?draft=${draft}&step=review`, { headers: { Cookie: cookie } })
  const html = await review.text()
  expect(html).toContain('data-demo-review')
  expect(html).toContain(asHtml('Spring retail showcase'))
  const confirmed = await postForm(NEW, { draft, step: 'review', move: 'confirm' }, cookie)
  expect(confirmed.status).toBe(303)
  const location = confirmed.headers.get('Location')!
  expect(location).toMatch(/^\/portal\/demo-equipment\/dr-[a-z0-9]+\?notice=requested$/)
  return location.split('/').pop()!.split('?')[0]!
}

async function move(id: string, transition: string, cookie: string, fields: Record<string, string> = {}): Promise<Response> {
  return postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: id }), { transition, ...fields }, cookie)
}

/** Sends for approval (as the partner's sales manager) and approves (as the demo coordinator). */
async function approve(id: string, salesManager = SALES_MANAGER): Promise<void> {
  const sent = await move(id, 'send-for-approval', await signedInCookies(salesManager))
  expect(sent.status).toBe(303)
  await sent.arrayBuffer()
  const approved = await move(id, 'approve', await signedInCookies(COORDINATOR))
  expect(approved.status).toBe(303)
  await approved.arrayBuffer()
}

describe('the demo request wizard', () => {
  it('a partner executive asks for demo equipment in five plain steps; the request is stored with its products and audited', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const id = await requestThroughWizard(cookie)
    const row = await env.DB.prepare('SELECT * FROM demo_requests WHERE id = ?1').bind(id).first<Record<string, unknown>>()
    expect(row).toMatchObject({
      organisation_id: 'org-brightline-av',
      requester_id: EXECUTIVE,
      status: 'requested',
      installation_type: 'floor-stand',
      date_from: day(10),
      date_until: day(14),
      event: 'Spring retail showcase',
      street: 'Deansgate',
      number: '101',
      bus: '4B',
      city: 'Manchester',
      zip: 'M3 2BQ',
      country: 'GB',
      installation_required: 1,
      remarks: 'Delivery via the loading bay, please.',
    })
    const products = await env.DB.prepare('SELECT product_ctn, units FROM demo_request_products WHERE request_id = ?1').bind(id).all()
    expect(products.results).toEqual([{ product_ctn: '55VS3500/00', units: 2 }])
    expect(
      await env.DB.prepare("SELECT count(*) AS drafts FROM wizard_drafts WHERE wizard = 'demo-request' AND user_id = ?1")
        .bind(EXECUTIVE)
        .first('drafts'),
    ).toBe(0)
    const trail = await auditTrailOf(env.DB, 'demo-request', id)
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([['demo-request.requested', EXECUTIVE]])

    const page = await (await visit(`/portal/demo-equipment/${id}?notice=requested`, { headers: { Cookie: cookie } })).text()
    expect(page).toContain('Your demo equipment request was sent to your sales manager.')
    expect(page).toContain('data-demo-status="requested"')
    expect(page).toContain(asHtml('2 × 55" Full HD signage display'))
  })

  it('refuses past dates, an until date not after the from date and a loan that is too long, and saves nothing', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const draft = draftOf(await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'video-wall' }, cookie))
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: day(-1), until: day(3) }, 'From cannot be in the past.'],
      [{ from: day(5), until: day(5) }, 'The until date must be after the from date.'],
      [{ from: day(8), until: day(2) }, 'The until date must be after the from date.'],
      [{ from: day(5), until: day(60) }, 'Demo equipment can be borrowed for at most 30 days.'],
      [{ from: '2026-02-31', until: day(3) }, 'From is not valid.'],
      [{ from: '', until: '' }, 'From is required'],
    ]
    for (const [dates, message] of cases) {
      const response = await postForm(NEW, { draft, step: 'dates', move: 'next', ...dates }, cookie)
      const html = await response.text()
      expect(response.status, JSON.stringify(dates)).toBe(422)
      expect(html).toContain(asHtml(message))
      expect(html).toContain('Please check the form data. Some fields were not (correctly) filled.')
      expect(html).toMatch(/aria-describedby="demo-(from|until)-error"/)
    }
    const saved = await readWizardDraft(env.DB, namedDraftKey(DEMO_REQUEST_WIZARD, EXECUTIVE, draft))
    expect(saved!.values).toEqual({ installationType: 'video-wall' })
  })

  it('tells a French partner what is wrong with the dates in French', async () => {
    await loadCatalogue('fr-fr')
    const cookie = await signedInCookies('usr-claire-martin')
    const path = pathFor('portal-demo-requests-new', 'fr-fr')
    expect(path).toBe('/fr-fr/portail/materiel-de-demonstration/nouveau')
    const draft = draftOf(await postForm(path, { step: 'installation-type', move: 'next', installationType: 'table-top' }, cookie))
    const response = await postForm(path, { draft, step: 'dates', move: 'next', from: day(-2), until: day(-3) }, cookie)
    const html = await response.text()
    expect(response.status).toBe(422)
    expect(html).toContain(asHtml('Du ne peut pas être dans le passé.'))
    expect(html).toContain(asHtml('Veuillez vérifier les données du formulaire.'))
  })

  it('asks for at least one product from the demo pool, and for the shipping address', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const requestsBefore = await env.DB.prepare('SELECT count(*) AS requests FROM demo_requests').first('requests')
    const draft = draftOf(await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'wall-mounted' }, cookie))
    await (await postForm(NEW, { draft, step: 'dates', move: 'next', from: day(3), until: day(6) }, cookie)).arrayBuffer()
    const none = await postForm(NEW, { draft, step: 'products', move: 'next', 'units:55VS3500/00': '0' }, cookie)
    expect(none.status).toBe(422)
    expect(await none.text()).toContain('Choose at least one product.')
    const tooMany = await postForm(NEW, { draft, step: 'products', move: 'next', 'units:FP125H/00': '17' }, cookie)
    expect(tooMany.status).toBe(422)
    expect(await tooMany.text()).toContain('You can borrow at most 16 units of a product.')
    await (await postForm(NEW, { draft, step: 'products', move: 'next', 'units:FP125H/00': '16' }, cookie)).arrayBuffer()
    const details = await postForm(NEW, { draft, step: 'details', move: 'next', event: 'Showroom', country: 'XX' }, cookie)
    const html = await details.text()
    expect(details.status).toBe(422)
    for (const message of ['Street is required', 'Number is required', 'City is required', 'Zip is required', 'Country is not valid.'])
      expect(html).toContain(message)
    // Confirming before every step is answered goes back to the first unanswered one.
    const early = await postForm(NEW, { draft, step: 'review', move: 'confirm' }, cookie)
    expect(early.status).toBe(422)
    expect(await early.text()).toContain('data-demo-step="details"')
    expect(await env.DB.prepare('SELECT count(*) AS requests FROM demo_requests').first('requests')).toBe(requestsBefore)
  })

  it('previous keeps the answers; cancel discards the draft and sends nothing', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const draft = draftOf(await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'ceiling-hung' }, cookie))
    const back = await postForm(NEW, { draft, step: 'dates', move: 'previous', from: day(4), until: day(7) }, cookie)
    expect(back.status).toBe(303)
    expect(back.headers.get('Location')).toContain('step=installation-type')
    const dates = await (await visit(`${NEW}?draft=${draft}&step=dates`, { headers: { Cookie: cookie } })).text()
    expect(dates).toContain(`value="${day(4)}"`)
    // A step beyond the first unanswered one shows that one.
    expect(await (await visit(`${NEW}?draft=${draft}&step=review`, { headers: { Cookie: cookie } })).text()).toContain(
      'data-demo-step="products"',
    )
    const cancelled = await postForm(NEW, { draft, step: 'products', move: 'cancel' }, cookie)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('Location')).toBe('/portal/demo-equipment?notice=cancelled')
    expect(await env.DB.prepare('SELECT count(*) AS drafts FROM wizard_drafts WHERE id = ?1').bind(draft).first('drafts')).toBe(0)
  })

  it('a draft belongs to its author: someone else cannot continue it', async () => {
    await loadCatalogue()
    const draft = draftOf(
      await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'floor-stand' }, await signedInCookies(EXECUTIVE)),
    )
    const other = await signedInCookies('usr-daan-visser')
    const response = await postForm(NEW, { draft, step: 'dates', move: 'next', from: day(3), until: day(5) }, other)
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(NEW)
    const saved = await readWizardDraft(env.DB, namedDraftKey(DEMO_REQUEST_WIZARD, EXECUTIVE, draft))
    expect(saved!.values).toEqual({ installationType: 'floor-stand' })
  })

  it('only a partner executive may start a request', async () => {
    const draftsBefore = await env.DB.prepare('SELECT count(*) AS drafts FROM wizard_drafts').first('drafts')
    for (const person of ['usr-tom-hughes', SALES_MANAGER, 'usr-uma-patel']) {
      const response = await postForm(
        NEW,
        { step: 'installation-type', move: 'next', installationType: 'floor-stand' },
        await signedInCookies(person),
      )
      await response.arrayBuffer()
      expect(response.status, person).toBe(403)
    }
    expect(await env.DB.prepare('SELECT count(*) AS drafts FROM wizard_drafts').first('drafts')).toBe(draftsBefore)
  })
})

describe('the status workflow', () => {
  it('the sales manager sends it for approval; only the demo coordinator approves it, with a reason the partner reads; every step is audited and notified', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    const manager = await signedInCookies(SALES_MANAGER)
    const tooEarly = await move(id, 'approve', manager)
    await tooEarly.arrayBuffer()
    expect(tooEarly.status, 'a sales manager does not approve').toBe(403)
    const sent = await move(id, 'send-for-approval', manager)
    expect(sent.status).toBe(303)
    await sent.arrayBuffer()
    expect(await status(id)).toBe('sent-for-approval')

    const coordinator = await signedInCookies(COORDINATOR)
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: coordinator } })).text()
    expect(page).toContain('data-demo-decide')
    expect(page).toContain('data-stock-product="55VS3500/00" data-stock-enough="yes"')
    const approved = await move(id, 'approve', coordinator, { note: 'Approved for the showcase, enjoy it.' })
    expect(approved.status).toBe(303)
    await approved.arrayBuffer()
    expect(await status(id)).toBe('approved')

    const trail = await auditTrailOf(env.DB, 'demo-request', id)
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['demo-request.requested', EXECUTIVE],
      ['demo-request.sent-for-approval', SALES_MANAGER],
      ['demo-request.approved', COORDINATOR],
    ])
    expect(trail[2]!.after).toMatchObject({ status: 'approved', stockShort: false, note: 'Approved for the showcase, enjoy it.' })

    const told = await notificationsAbout(env.DB, 'demo-request', id)
    expect(told.map((one) => [one.userId, one.kind])).toEqual([
      [EXECUTIVE, 'demo-request.requested'],
      [SALES_MANAGER, 'demo-request.to-review'],
      [EXECUTIVE, 'demo-request.sent-for-approval'],
      [COORDINATOR, 'demo-request.to-approve'],
      [EXECUTIVE, 'demo-request.approved'],
    ])
    expect(told.at(-1)!.values).toMatchObject({ event: 'Spring retail showcase', reason: 'Approved for the showcase, enjoy it.' })
    const mail = (await localMailTo(env.DB, 'olivia.bennett@brightline-av.example'))[0]!
    expect(mail.subject).toBe('Your demo request for “Spring retail showcase” was approved')
    expect(mail.text).toContain('Reason: Approved for the showcase, enjoy it.')
    expect(mail.text).toContain(`http://127.0.0.1:8787/portal/demo-equipment/${id}`)

    const partnerPage = await (
      await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: await signedInCookies(EXECUTIVE) } })
    ).text()
    expect(partnerPage).toContain('data-demo-status="approved"')
    expect(partnerPage).toContain('Approved for the showcase, enjoy it.')
    expect(partnerPage).not.toContain('data-demo-decide')
  })

  it('a rejection needs a reason; the rejected request goes to the history and cannot be approved afterwards', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    await (await move(id, 'send-for-approval', await signedInCookies(SALES_MANAGER))).arrayBuffer()
    const coordinator = await signedInCookies(COORDINATOR)
    const noReason = await move(id, 'reject', coordinator, { note: '  ' })
    expect(noReason.status).toBe(422)
    expect(await noReason.text()).toContain('Reason is required')
    expect(await status(id)).toBe('sent-for-approval')
    const rejected = await move(id, 'reject', coordinator, { note: 'All our LED cabinets are at a trade fair that week.' })
    expect(rejected.status).toBe(303)
    await rejected.arrayBuffer()
    expect(await status(id)).toBe('rejected')
    const late = await move(id, 'approve', coordinator)
    expect(late.status).toBe(409)
    expect(await late.text()).toContain('This cannot be done now: the request is rejected.')
    const list = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(EXECUTIVE) } })).text()
    const history = list.slice(list.indexOf('data-demo-list="history"'))
    expect(history).toContain(`data-demo-request="${id}"`)
    const mail = (await localMailTo(env.DB, 'olivia.bennett@brightline-av.example'))[0]!
    expect(mail.subject).toBe('Your demo request for “Spring retail showcase” was declined')
    expect(mail.text).toContain('Reason: All our LED cabinets are at a trade fair that week.')
  })

  it('refuses a move out of order (wrong state) and changes nothing', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    const early = await move(id, 'approve', await signedInCookies(COORDINATOR))
    expect(early.status).toBe(409)
    expect(await early.text()).toContain('This cannot be done now: the request is requested.')
    const unknown = await move(id, 'teleport', await signedInCookies(SALES_MANAGER))
    expect(unknown.status).toBe(422)
    await unknown.arrayBuffer()
    expect(await status(id)).toBe('requested')
    expect((await auditTrailOf(env.DB, 'demo-request', id)).map((entry) => entry.action)).toEqual(['demo-request.requested'])
  })

  it('refuses the wrong role: the requester, a trainee and a user admin cannot decide; another partner’s sales manager cannot see it', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    await (await move(id, 'send-for-approval', await signedInCookies(SALES_MANAGER))).arrayBuffer()
    for (const [person, expected] of [
      [EXECUTIVE, 403],
      ['usr-tom-hughes', 403],
      ['usr-uma-patel', 403],
      [OTHER_SALES_MANAGER, 404],
      ['usr-ravi-mehta', 403],
    ] as const) {
      const response = await move(id, 'approve', await signedInCookies(person))
      await response.arrayBuffer()
      expect(response.status, person).toBe(expected)
    }
    // Withdrawing is the partner's: the coordinator may not, the sales manager may not.
    for (const person of [COORDINATOR, SALES_MANAGER]) {
      const response = await move(id, 'withdraw', await signedInCookies(person))
      await response.arrayBuffer()
      expect(response.status, person).toBe(403)
    }
    expect(await status(id)).toBe('sent-for-approval')
  })
})

describe('the demo pool’s stock', () => {
  it('is checked when the partner asks: more than is free for the dates is refused at the products step', async () => {
    await loadCatalogue()
    const first = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:55HB4000/00': '1' })
    await approve(first)
    // The one high-brightness display is promised for these dates: another partner cannot ask for it.
    const other = await signedInCookies('usr-daan-visser')
    const draft = draftOf(await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'floor-stand' }, other))
    await (await postForm(NEW, { draft, step: 'dates', move: 'next', from: day(12), until: day(13) }, other)).arrayBuffer()
    const refused = await postForm(NEW, { draft, step: 'products', move: 'next', 'units:55HB4000/00': '1' }, other)
    expect(refused.status).toBe(422)
    const html = await refused.text()
    expect(html).toContain('There is not enough demo equipment free for your dates.')
    expect(html).toContain('data-pool-free="0"')
    expect(html).toContain('0 of 1 free for your dates')
    // Other dates are fine.
    await (await postForm(NEW, { draft, step: 'dates', move: 'previous', from: day(40), until: day(42) }, other)).arrayBuffer()
    await (await postForm(NEW, { draft, step: 'dates', move: 'next', from: day(40), until: day(42) }, other)).arrayBuffer()
    const fine = await postForm(NEW, { draft, step: 'products', move: 'next', 'units:55HB4000/00': '1' }, other)
    expect(fine.status).toBe(303)
    await fine.arrayBuffer()
  })

  it('an approval the stock cannot cover is still approved, flagged, and the requester reads that we will contact them', async () => {
    await loadCatalogue()
    // Both asked before either was approved: each was free when asked.
    const later = { from: day(60), until: day(62) }
    const first = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:55HB4000/00': '1' }, later)
    const second = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:55HB4000/00': '1' }, later)
    await approve(first)
    await (await move(second, 'send-for-approval', await signedInCookies(SALES_MANAGER))).arrayBuffer()
    const page = await (await visit(`/portal/demo-equipment/${second}`, { headers: { Cookie: await signedInCookies(COORDINATOR) } })).text()
    expect(page, 'the coordinator sees the shortage before deciding').toContain('data-stock-product="55HB4000/00" data-stock-enough="no"')
    await (await move(second, 'approve', await signedInCookies(COORDINATOR))).arrayBuffer()
    const rows = await env.DB.prepare('SELECT id, stock_short FROM demo_requests WHERE id IN (?1, ?2)')
      .bind(first, second)
      .all<{ id: string; stock_short: number }>()
    expect(Object.fromEntries(rows.results.map((row) => [row.id, row.stock_short]))).toEqual({ [first]: 0, [second]: 1 })
    const partner = await (
      await visit(`/portal/demo-equipment/${second}`, { headers: { Cookie: await signedInCookies(EXECUTIVE) } })
    ).text()
    expect(partner).toContain('data-stock-short')
    expect((await notificationsAbout(env.DB, 'demo-request', second)).at(-1)!.values).toMatchObject({ stockShort: 'yes' })
  })
})

describe('fulfilment', () => {
  it('the coordinator allocates free units, ships them with carrier, tracking number and due-back day, and marks them returned', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:43TS4500/00': '2' })
    await approve(id)
    const coordinator = await signedInCookies(COORDINATOR)
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: coordinator } })).text()
    expect(page).toContain('data-demo-stage="awaiting-allocation"')
    expect(page).toMatch(/<input type="checkbox" name="unit"[^>]*value="du-43ts4500-00-01"/)
    expect(page.match(/<input type="checkbox" name="unit"[^>]*>/g)!.filter((input) => input.includes('checked'))).toHaveLength(2)
    const one = await move(id, 'allocate', coordinator, { unit: 'du-43ts4500-00-01' })
    expect(one.status, 'one unit where two were asked').toBe(422)
    expect(await one.text()).toContain('Choose exactly the number of units asked for of each product, among the free ones.')
    const foreign = await postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: id }), {}, coordinator, [
      ['transition', 'allocate'],
      ['unit', 'du-43ts4500-00-01'],
      ['unit', 'du-55vs3500-00-03'],
    ])
    expect(foreign.status, 'a unit of another product').toBe(422)
    await foreign.arrayBuffer()
    const allocated = await postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: id }), {}, coordinator, [
      ['transition', 'allocate'],
      ['unit', 'du-43ts4500-00-01'],
      ['unit', 'du-43ts4500-00-02'],
    ])
    expect(allocated.status).toBe(303)
    await allocated.arrayBuffer()
    const units = await env.DB.prepare('SELECT unit_id FROM demo_allocations WHERE request_id = ?1 ORDER BY unit_id').bind(id).all()
    expect(units.results).toEqual([{ unit_id: 'du-43ts4500-00-01' }, { unit_id: 'du-43ts4500-00-02' }])

    // The same units cannot go to another loan on the same days.
    const rival = await requestThroughWizard(await signedInCookies('usr-claire-martin'), { 'units:43TS4500/00': '1' })
    await approve(rival, 'usr-sam-carter')
    const taken = await postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: rival }), {}, coordinator, [
      ['transition', 'allocate'],
      ['unit', 'du-43ts4500-00-01'],
    ])
    expect(taken.status).toBe(422)
    await taken.arrayBuffer()
    const free = await (await visit(`/portal/demo-equipment/${rival}`, { headers: { Cookie: coordinator } })).text()
    expect(free).toContain('value="du-43ts4500-00-03"')
    expect(free).not.toContain('value="du-43ts4500-00-01"')

    const missing = await move(id, 'ship', coordinator, { carrier: 'DHL Express', tracking: '', dueBack: day(15) })
    expect(missing.status).toBe(422)
    expect(await missing.text()).toContain('Tracking number is required')
    const early = await move(id, 'ship', coordinator, { carrier: 'DHL Express', tracking: 'JD0146', dueBack: day(11) })
    expect(early.status).toBe(422)
    expect(await early.text()).toContain('The equipment cannot be due back before the loan ends.')
    const shipped = await move(id, 'ship', coordinator, { carrier: 'DHL Express', tracking: 'JD014600006281234567', dueBack: day(17) })
    expect(shipped.status).toBe(303)
    await shipped.arrayBuffer()
    const row = await env.DB.prepare('SELECT status, carrier, tracking_number, due_back, shipped_at FROM demo_requests WHERE id = ?1')
      .bind(id)
      .first<Record<string, string>>()
    expect(row).toMatchObject({ status: 'approved', carrier: 'DHL Express', tracking_number: 'JD014600006281234567', due_back: day(17) })
    expect(row!.shipped_at).toBeTruthy()
    const shippedMail = (await localMailTo(env.DB, 'olivia.bennett@brightline-av.example'))[0]!
    expect(shippedMail.subject).toBe('The demo equipment for “Spring retail showcase” is on its way')
    expect(shippedMail.text).toContain('Carrier: DHL Express. Tracking number: JD014600006281234567.')

    const returned = await move(id, 'return', coordinator)
    expect(returned.status).toBe(303)
    await returned.arrayBuffer()
    expect(await status(id)).toBe('handled')
    expect((await auditTrailOf(env.DB, 'demo-request', id)).map((entry) => entry.action).slice(-3)).toEqual([
      'demo-request.allocated',
      'demo-request.shipped',
      'demo-request.returned',
    ])
    // Back: the units are free again for the rival.
    const again = await (await visit(`/portal/demo-equipment/${rival}`, { headers: { Cookie: coordinator } })).text()
    expect(again).toContain('value="du-43ts4500-00-01"')
  })

  it('closing an approved request without shipping needs a reason; a shipped one cannot be closed', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:IS390S/00': '4' })
    await approve(id)
    const coordinator = await signedInCookies(COORDINATOR)
    const noReason = await move(id, 'close', coordinator)
    expect(noReason.status).toBe(422)
    await noReason.arrayBuffer()
    const closed = await move(id, 'close', coordinator, { note: 'The partner cancelled the event by phone.' })
    expect(closed.status).toBe(303)
    await closed.arrayBuffer()
    expect(await status(id)).toBe('handled')
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: await signedInCookies(EXECUTIVE) } })).text()
    expect(page).toContain('The partner cancelled the event by phone.')
    expect((await notificationsAbout(env.DB, 'demo-request', id)).at(-1)!.kind).toBe('demo-request.closed')
  })
})

describe('the partner withdraws or changes a request until it is approved', () => {
  it('withdrawing asks for confirmation, tells the sales manager, and is refused once the request is approved', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const id = await requestThroughWizard(cookie)
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: cookie } })).text()
    expect(page).toContain(`href="/portal/demo-equipment/${id}?confirm=withdraw"`)
    expect(page).not.toContain('data-demo-confirm-withdraw')
    const confirm = await (await visit(`/portal/demo-equipment/${id}?confirm=withdraw`, { headers: { Cookie: cookie } })).text()
    expect(confirm).toContain('data-demo-confirm-withdraw')
    expect(confirm).toContain('Withdraw this request?')
    const withdrawn = await move(id, 'withdraw', cookie)
    expect(withdrawn.status).toBe(303)
    await withdrawn.arrayBuffer()
    expect(await status(id)).toBe('withdrawn')
    expect((await notificationsAbout(env.DB, 'demo-request', id)).slice(-2).map((one) => [one.userId, one.kind])).toEqual([
      [EXECUTIVE, 'demo-request.withdrawn'],
      [SALES_MANAGER, 'demo-request.withdrawn-by-partner'],
    ])

    const approvedId = await requestThroughWizard(cookie)
    await approve(approvedId)
    const late = await move(approvedId, 'withdraw', cookie)
    expect(late.status).toBe(409)
    await late.arrayBuffer()
    expect(await status(approvedId)).toBe('approved')
  })

  it('changing opens the wizard at the review with the request’s answers; saving updates the request, audits before and after, and tells the sales manager and the coordinators', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const id = await requestThroughWizard(cookie)
    await (await move(id, 'send-for-approval', await signedInCookies(SALES_MANAGER))).arrayBuffer()
    const started = await postForm(pathFor('portal-demo-requests-request-change', 'en-gb', { requestId: id }), {}, cookie)
    expect(started.status).toBe(303)
    const draft = draftOf(started)
    expect(started.headers.get('Location')).toContain('step=review')
    const review = await (await visit(`${NEW}?draft=${draft}&step=review`, { headers: { Cookie: cookie } })).text()
    expect(review).toContain('Change your demo equipment request')
    expect(review).toContain(asHtml('Spring retail showcase'))
    await (await postForm(NEW, { draft, step: 'dates', move: 'next', from: day(20), until: day(23) }, cookie)).arrayBuffer()
    await (await postForm(NEW, { draft, step: 'products', move: 'next', 'units:55VS3500/00': '3' }, cookie)).arrayBuffer()
    await (await postForm(NEW, { draft, step: 'details', move: 'next', ...DETAILS, event: 'Summer retail showcase' }, cookie)).arrayBuffer()
    const saved = await postForm(NEW, { draft, step: 'review', move: 'confirm' }, cookie)
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe(`/portal/demo-equipment/${id}?notice=changed`)
    const row = await env.DB.prepare('SELECT status, date_from, event FROM demo_requests WHERE id = ?1').bind(id).first()
    expect(row).toEqual({ status: 'sent-for-approval', date_from: day(20), event: 'Summer retail showcase' })
    const products = await env.DB.prepare('SELECT product_ctn, units FROM demo_request_products WHERE request_id = ?1').bind(id).all()
    expect(products.results).toEqual([{ product_ctn: '55VS3500/00', units: 3 }])
    const changed = (await auditTrailOf(env.DB, 'demo-request', id)).at(-1)!
    expect(changed.action).toBe('demo-request.changed')
    expect(changed.before).toMatchObject({ event: 'Spring retail showcase', from: day(10) })
    expect(changed.after).toMatchObject({ event: 'Summer retail showcase', from: day(20) })
    expect(
      (await notificationsAbout(env.DB, 'demo-request', id))
        .filter((one) => one.kind === 'demo-request.changed-by-partner')
        .map((one) => one.userId)
        .sort(),
    ).toEqual([SALES_MANAGER, COORDINATOR].sort())
    expect(await env.DB.prepare('SELECT count(*) AS drafts FROM wizard_drafts WHERE id = ?1').bind(draft).first('drafts')).toBe(0)

    // Once approved, there is nothing to change any more.
    await (await move(id, 'approve', await signedInCookies(COORDINATOR))).arrayBuffer()
    const late = await postForm(pathFor('portal-demo-requests-request-change', 'en-gb', { requestId: id }), {}, cookie)
    expect(late.status).toBe(409)
    await late.arrayBuffer()
  })
})

describe('overdue equipment', () => {
  it('the cron sweep reminds the requester and the coordinators once a day until the equipment is back', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:FP125H/00': '2' })
    await approve(id)
    const coordinator = await signedInCookies(COORDINATOR)
    await (
      await postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: id }), {}, coordinator, [
        ['transition', 'allocate'],
        ['unit', 'du-fp125h-00-01'],
        ['unit', 'du-fp125h-00-02'],
      ])
    ).arrayBuffer()
    await (await move(id, 'ship', coordinator, { carrier: 'UPS', tracking: '1Z999AA10123456784', dueBack: day(16) })).arrayBuffer()
    // Time passes: the equipment was due back yesterday.
    await env.DB.prepare('UPDATE demo_requests SET date_from = ?2, date_until = ?3, due_back = ?4 WHERE id = ?1')
      .bind(id, day(-8), day(-4), day(-1))
      .run()
    const context = notificationContextFor(env, 'LOCAL', consoleLogger)
    expect(await remindOverdueDemoRequests(context, day(0))).toEqual([id])
    expect(await remindOverdueDemoRequests(context, day(0)), 'once a day').toEqual([])
    const reminders = (await notificationsAbout(env.DB, 'demo-request', id)).filter((one) => one.kind.startsWith('demo-request.overdue'))
    expect(reminders.map((one) => [one.userId, one.kind])).toEqual([
      [EXECUTIVE, 'demo-request.overdue'],
      [COORDINATOR, 'demo-request.overdue-for-staff'],
    ])
    expect((await auditTrailOf(env.DB, 'demo-request', id)).at(-1)!.action).toBe('demo-request.overdue-reminder')
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: coordinator } })).text()
    expect(page).toContain('overdue')
    const inbox = await (await visit('/portal/staff', { headers: { Cookie: coordinator } })).text()
    expect(inbox).toContain('data-inbox-queue="demo-requests-overdue"')
    expect(inbox.slice(inbox.indexOf('data-inbox-queue="demo-requests-overdue"'))).toMatch(/data-inbox-count="1"/)
    expect(await remindOverdueDemoRequests(context, day(1)), 'the next day again').toEqual([id])
    await (await move(id, 'return', coordinator)).arrayBuffer()
    expect(await remindOverdueDemoRequests(context, day(2)), 'back: no more reminders').toEqual([])
  })
})

describe('the lists, the calendar and the dashboard', () => {
  it('the partner sees pending requests and the history; the dashboard lists the open ones', async () => {
    await loadCatalogue()
    const cookie = await signedInCookies(EXECUTIVE)
    const id = await requestThroughWizard(cookie)
    const list = await (await visit('/portal/demo-equipment', { headers: { Cookie: cookie } })).text()
    const pending = list.slice(list.indexOf('data-demo-list="pending"'), list.indexOf('data-demo-list="history"'))
    expect(pending).toContain(`data-demo-request="${id}"`)
    expect(pending).not.toContain('dr-seeded-atlas')
    expect(list).toContain('New demo request')
    const dashboard = await (await visit('/portal', { headers: { Cookie: cookie } })).text()
    const block = dashboard.slice(dashboard.indexOf('data-dashboard-block="open-demo-requests"'))
    expect(block).toContain(`/portal/demo-equipment/${id}`)
    expect(block).toContain('Spring retail showcase')
  })

  it('staff get a list with filters, search, paging and CSV: a sales manager their partners’, the coordinator everyone’s', async () => {
    await loadCatalogue()
    const mine = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(SALES_MANAGER) } })).text()
    expect(mine).toContain('data-staff-list="demo-requests"')
    expect(mine).toContain('data-row="dr-seeded-atlas"')
    expect(mine).toContain('Atlas Visual Solutions')
    expect(mine).not.toContain('New demo request')
    const others = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(OTHER_SALES_MANAGER) } })).text()
    expect(others).not.toContain('dr-seeded-atlas')
    expect(others).toContain('No demo equipment requests match.')

    const coordinator = await signedInCookies(COORDINATOR)
    const waiting = await (await visit('/portal/demo-equipment?status=sent-for-approval', { headers: { Cookie: coordinator } })).text()
    expect(waiting).toContain('data-row="dr-seeded-atlas"')
    expect(waiting).not.toContain('data-row="dr-seeded-brightline"')
    const searched = await (await visit('/portal/demo-equipment?q=open%20day', { headers: { Cookie: coordinator } })).text()
    expect(searched).toContain('data-row="dr-seeded-brightline"')
    expect(searched).not.toContain('data-row="dr-seeded-atlas"')
    const bogus = await visit('/portal/demo-equipment?status=%27%20OR%201%3D1', { headers: { Cookie: coordinator } })
    expect(bogus.status, 'an unknown filter value shows the unfiltered list').toBe(200)
    expect(await bogus.text()).toContain('data-row="dr-seeded-atlas"')

    const csv = await visit('/portal/demo-equipment?status=handled&format=csv', { headers: { Cookie: coordinator } })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename="demo-requests-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('id,event,partner,requester,from,until,status,products,carrier,tracking number,due back,created,updated')
    const seeded = lines.find((line) => line.startsWith('dr-seeded-brightline,'))!
    expect(seeded).toContain('DHL Express')
    expect(lines.slice(1).every((line) => line.includes(',Handled,'))).toBe(true)
  })

  it('the demo pool calendar shows each unit with its loans in the month, and approved requests still without units', async () => {
    await loadCatalogue()
    const coordinator = await signedInCookies(COORDINATOR)
    const month = day(-58).slice(0, 7)
    const calendar = await visit(`/portal/staff/demo-pool?month=${month}`, { headers: { Cookie: coordinator } })
    expect(calendar.status).toBe(200)
    const html = await calendar.text()
    expect(html).toContain('data-pool-unit="VD-55VS3500-00-01"')
    const unit = html.slice(html.indexOf('data-pool-unit="VD-55VS3500-00-01"'), html.indexOf('data-pool-unit="VD-55VS3500-00-02"'))
    expect(unit).toContain('data-loan="dr-seeded-brightline"')
    expect(unit).toContain('Retail technology open day')
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:IS390S/00': '2' })
    await approve(id)
    const now = await (await visit(`/portal/staff/demo-pool?month=${day(10).slice(0, 7)}`, { headers: { Cookie: coordinator } })).text()
    expect(now.slice(now.indexOf('data-pool-demand'))).toContain(`/portal/demo-equipment/${id}`)
    const forbidden = await visit('/portal/staff/demo-pool', { headers: { Cookie: await signedInCookies(SALES_MANAGER) } })
    await forbidden.arrayBuffer()
    expect(forbidden.status).toBe(403)
  })
})
