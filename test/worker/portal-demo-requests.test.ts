/**
 * Demo equipment requests (SPEC.md points 2, 3, 4 and 6) over HTTP: the wizard without JavaScript
 * step by step, its date, product and detail rules with translated errors, the status workflow
 * requested → sent for approval → approved or rejected → handled with each move allowed only to the
 * right role and state, the audit trail, the pending and history lists, and an approval that the
 * stock cannot cover.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { DEMO_REQUEST_WIZARD, isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { namedDraftKey, readWizardDraft } from '../../worker/portal/wizard-draft-store.ts'
import { ORIGIN, asHtml, publishedSeedEntries, visit } from './helpers.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

const EXECUTIVE = 'usr-olivia-bennett'
const SALES_MANAGER = 'usr-sam-carter'
const OTHER_SALES_MANAGER = 'usr-elena-ruiz'
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
async function requestThroughWizard(cookie: string, products: Record<string, string> = { 'units:55VS3500/00': '2' }): Promise<string> {
  const first = await postForm(NEW, { step: 'installation-type', move: 'next', installationType: 'floor-stand' }, cookie)
  expect(first.status).toBe(303)
  const draft = draftOf(first)
  expect(first.headers.get('Location')).toContain('step=dates')
  const steps: Array<[string, Record<string, string>]> = [
    ['dates', { from: day(10), until: day(14) }],
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

async function move(id: string, transition: string, cookie: string): Promise<Response> {
  return postForm(pathFor('portal-demo-requests-request', 'en-gb', { requestId: id }), { transition }, cookie)
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
  it('the sales manager sends a request for approval, approves it and marks it handled; every move is audited', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    const manager = await signedInCookies(SALES_MANAGER)
    for (const [transition, reached] of [
      ['send-for-approval', 'sent-for-approval'],
      ['approve', 'approved'],
      ['handle', 'handled'],
    ] as const) {
      const response = await move(id, transition, manager)
      expect(response.status, transition).toBe(303)
      expect(response.headers.get('Location')).toBe(`/portal/demo-equipment/${id}?notice=${transition}`)
      expect(await status(id)).toBe(reached)
    }
    const trail = await auditTrailOf(env.DB, 'demo-request', id)
    expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['demo-request.requested', EXECUTIVE],
      ['demo-request.sent-for-approval', SALES_MANAGER],
      ['demo-request.approved', SALES_MANAGER],
      ['demo-request.handled', SALES_MANAGER],
    ])
    expect(trail[2]!.before).toEqual({ status: 'sent-for-approval' })
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: await signedInCookies(EXECUTIVE) } })).text()
    expect(page).toContain('data-demo-status="handled"')
    expect(page).toMatch(/Approved on .* by Sam Carter/)
    expect(page).not.toContain('data-demo-transitions')
  })

  it('a rejected request goes to the history; it cannot be approved afterwards', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    const manager = await signedInCookies(SALES_MANAGER)
    await (await move(id, 'send-for-approval', manager)).arrayBuffer()
    await (await move(id, 'reject', manager)).arrayBuffer()
    expect(await status(id)).toBe('rejected')
    const late = await move(id, 'approve', manager)
    expect(late.status).toBe(409)
    expect(await late.text()).toContain('This cannot be done now: the request is rejected.')
    expect(await status(id)).toBe('rejected')
    const list = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(EXECUTIVE) } })).text()
    const history = list.slice(list.indexOf('data-demo-list="history"'))
    expect(history).toContain(`data-demo-request="${id}"`)
    expect(history).toContain('data-demo-request="dr-seeded-brightline"')
  })

  it('refuses a move out of order (wrong state) and changes nothing', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    const manager = await signedInCookies(SALES_MANAGER)
    for (const transition of ['approve', 'reject', 'handle']) {
      const response = await move(id, transition, manager)
      await response.arrayBuffer()
      expect(response.status, transition).toBe(409)
    }
    const unknown = await move(id, 'teleport', manager)
    expect(unknown.status).toBe(422)
    await unknown.arrayBuffer()
    expect(await status(id)).toBe('requested')
    expect((await auditTrailOf(env.DB, 'demo-request', id)).length).toBe(1)
  })

  it('refuses the wrong role: the requester, a trainee and a user admin cannot move it; another partner’s sales manager cannot see it', async () => {
    await loadCatalogue()
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE))
    for (const [person, expected] of [
      [EXECUTIVE, 403],
      ['usr-tom-hughes', 403],
      ['usr-uma-patel', 403],
      [OTHER_SALES_MANAGER, 404],
    ] as const) {
      const response = await move(id, 'send-for-approval', await signedInCookies(person))
      await response.arrayBuffer()
      expect(response.status, person).toBe(expected)
    }
    // Showing the portal as the partner does not lend the sales manager the partner's rights, nor the other way round.
    const impersonating = await move(id, 'send-for-approval', await signedInCookies(EXECUTIVE, SALES_MANAGER))
    await impersonating.arrayBuffer()
    expect(impersonating.status).toBe(403)
    expect(await status(id)).toBe('requested')
  })

  it('an approved request the stock cannot cover tells the requester they will be contacted', async () => {
    await loadCatalogue()
    // One high-brightness display is in the demo pool; this request needs two.
    const id = await requestThroughWizard(await signedInCookies(EXECUTIVE), { 'units:55HB4000/00': '2' })
    const manager = await signedInCookies(SALES_MANAGER)
    await (await move(id, 'send-for-approval', manager)).arrayBuffer()
    await (await move(id, 'approve', manager)).arrayBuffer()
    expect(await env.DB.prepare('SELECT status, stock_short FROM demo_requests WHERE id = ?1').bind(id).first()).toEqual({
      status: 'approved',
      stock_short: 1,
    })
    const page = await (await visit(`/portal/demo-equipment/${id}`, { headers: { Cookie: await signedInCookies(EXECUTIVE) } })).text()
    expect(page).toContain('data-stock-short')
    expect(page).toContain('We will contact you to find a solution.')
  })

  it('stock promised to an approved request for overlapping dates is not promised twice', async () => {
    await loadCatalogue()
    const executive = await signedInCookies(EXECUTIVE)
    const manager = await signedInCookies(SALES_MANAGER)
    const first = await requestThroughWizard(executive, { 'units:43TS4500/00': '2' })
    const second = await requestThroughWizard(executive, { 'units:43TS4500/00': '2' })
    for (const id of [first, second]) {
      await (await move(id, 'send-for-approval', manager)).arrayBuffer()
      await (await move(id, 'approve', manager)).arrayBuffer()
    }
    const rows = await env.DB.prepare('SELECT id, stock_short FROM demo_requests WHERE id IN (?1, ?2)')
      .bind(first, second)
      .all<{ id: string; stock_short: number }>()
    expect(Object.fromEntries(rows.results.map((row) => [row.id, row.stock_short]))).toEqual({ [first]: 0, [second]: 1 })
  })
})

describe('the lists and the dashboard', () => {
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

  it('a sales manager sees the requests of the partners they look after, with the partner’s name', async () => {
    await loadCatalogue()
    const mine = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(SALES_MANAGER) } })).text()
    expect(mine).toContain('data-demo-request="dr-seeded-atlas"')
    expect(mine).toContain('Atlas Visual Solutions')
    expect(mine).not.toContain('New demo request')
    const others = await (await visit('/portal/demo-equipment', { headers: { Cookie: await signedInCookies(OTHER_SALES_MANAGER) } })).text()
    expect(others).not.toContain('dr-seeded-atlas')
    expect(others).toContain('There are no pending demo equipment requests.')
  })
})
