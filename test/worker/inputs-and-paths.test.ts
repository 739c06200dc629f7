/**
 * Inputs that cannot hurt (issue 15, point 5), through the real worker: typed text refuses control
 * characters (NUL, CR/LF in one-line fields, direction overrides) with a translated message and
 * stores nothing, while text areas keep their line breaks; and a path of any length answers 404,
 * never 500 (KV refuses keys over 512 bytes).
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { isoDay } from '../../ui/demo-requests/demo-request-rules.ts'
import { assetFormProblems } from '../../ui/pim/assets.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { freshClient, leadCountFor, sendValid, uniqueEmail } from './forms-fixtures.ts'
import { ORIGIN, publishedSeedEntries, settle, visit, visitUrl } from './helpers.ts'
import { PIM_EDITOR, PIM_ORIGIN, pimRequest } from './pim-fixtures.ts'
import { postForm, signedInCookies } from './portal-helpers.ts'

describe('typed text refuses control characters', () => {
  const refusals: Array<[string, Record<string, string>, Record<string, string>]> = [
    [
      'NUL in a name',
      { first_name: 'Ada\u0000' },
      { first_name: 'First name contains characters that are not allowed (control or text-direction characters)' },
    ],
    ['a line break in a one-line field', { subject: 'Showroom\r\nBcc: someone@example.com' }, { subject: 'Subject must fit on one line' }],
    ['a line feed alone', { organisation: 'Analytical\nEngines' }, { organisation: 'Organisation must fit on one line' }],
    ['a tab in a one-line field', { last_name: 'Love\tlace' }, { last_name: 'Last name must fit on one line' }],
    [
      'a right-to-left override',
      { organisation: 'Engines \u202Egnp.exe' },
      { organisation: 'Organisation contains characters that are not allowed (control or text-direction characters)' },
    ],
    [
      'an isolate',
      { subject: 'Visit \u2066next\u2069 week' },
      { subject: 'Subject contains characters that are not allowed (control or text-direction characters)' },
    ],
    [
      'a C1 control',
      { subject: 'Visit\u0085next week' },
      { subject: 'Subject contains characters that are not allowed (control or text-direction characters)' },
    ],
    [
      'NUL in a text area',
      { body: 'Line one\n\u0000' },
      { body: 'Your message contains characters that are not allowed (control or text-direction characters)' },
    ],
  ]
  for (const [label, overrides, errors] of refusals) {
    it(`${label}: 422 with the field's message, nothing stored`, async () => {
      const email = uniqueEmail()
      const response = await sendValid('contact-general', { ...overrides, email })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ errors })
      expect(await leadCountFor(env.DB, email)).toBe(0)
    })
  }

  it("says so in the visitor's language", async () => {
    const response = await sendValid('contact-general', { subject: 'Visite\nla semaine prochaine' }, { locale: 'fr-fr' })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string> }
    expect(errors.subject).toMatch(/doit tenir sur une seule ligne$/)
  })

  it('a text area keeps its line breaks and tabs; letters, marks and emoji of any script stay', async () => {
    const body = 'First line\r\nSecond line\n\tindented\nمرحبا \u200Fبالعالم — 👩\u200D💻 日本語'
    const response = await sendValid('contact-general', { body, organisation: 'Bücher & Söhne \u200Eاختبار' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const lead = await findLead(env.DB, id)
    expect(lead!.values.body).toBe(body)
  })

  it("the portal's forms refuse them too (a suggestion summary with a line break)", async () => {
    const cookie = await signedInCookies('usr-tom-hughes')
    const { status, body } = await settle(
      await postForm(
        '/portal/support/suggestion',
        { kind: 'bug', summary: 'Broken\nlink', description: 'The link\nis broken.', page_address: '' },
        cookie,
      ),
    )
    expect(status).toBe(422)
    expect(body).toContain('Summary must fit on one line')
  })
  it('the demo request wizard: one-line address fields and the remarks', async () => {
    clearContentCache()
    await env.CONTENT.put('catalogue/en-gb', publishedSeedEntries().get('catalogue/en-gb')!)
    const cookie = await signedInCookies('usr-olivia-bennett')
    const wizard = pathFor('portal-demo-requests-new', 'en-gb')
    const first = await postForm(wizard, { step: 'installation-type', move: 'next', installationType: 'floor-stand' }, cookie)
    const draft = new URL(first.headers.get('Location')!, ORIGIN).searchParams.get('draft')!
    const day = (offset: number) => isoDay(new Date(Date.now() + offset * 86_400_000))
    for (const [step, fields] of [
      ['dates', { from: day(10), until: day(14) }],
      ['products', { 'units:55VS3500/00': '1' }],
    ] as const) {
      const response = await postForm(wizard, { draft, step, move: 'next', ...fields }, cookie)
      expect(response.status, step).toBe(303)
      await response.arrayBuffer()
    }
    const details = {
      event: 'Showcase',
      street: 'Deans\ngate',
      number: '101',
      bus: '',
      city: 'Manchester\u202e',
      zip: 'M3 2BQ',
      country: 'GB',
      installationRequired: 'no',
      remarks: 'Loading bay,\nplease.\u0000',
    }
    const { status, body } = await settle(await postForm(wizard, { draft, step: 'details', move: 'next', ...details }, cookie))
    expect(status).toBe(422)
    expect(body).toContain('Street must fit on one line')
    expect(body).toContain('City contains characters that are not allowed (control or text-direction characters)')
    expect(body).toContain('Remarks contains characters that are not allowed (control or text-direction characters)')
    const fine = await postForm(
      wizard,
      { draft, step: 'details', move: 'next', ...details, street: 'Deansgate', city: 'Manchester', remarks: 'Loading bay,\nplease.' },
      cookie,
    )
    expect(fine.status).toBe(303)
    await fine.arrayBuffer()
  })

  it('user management: a name with a control character is not valid, nobody is added', async () => {
    const email = `nina.control.${Date.now()}@brightline-av.example`
    const response = await postForm(
      '/portal/users/new',
      { name: 'Nina\u0000Control', email, role: 'trainee', level: 'blue', organisationId: 'org-brightline-av' },
      await signedInCookies('usr-uma-patel'),
    )
    expect(response.status).toBe(422)
    await response.arrayBuffer()
    expect(await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?1').bind(email).first('n')).toBe(0)
  })

  it('the PIM: an asset title or version over more than one line, or with control characters, is not valid', async () => {
    const fields = {
      title: 'Scaler\nfirmware',
      version: '2.1\u202e',
      type: 'firmware',
      status: 'active',
      availability: 'everyone',
      partnerLevel: null,
      minimumPartnerLevel: null,
      productCtns: [],
      fileUploadId: 'upload-1',
    }
    expect(assetFormProblems(fields, { needsFile: true })).toEqual({ title: 'invalid', version: 'invalid' })
    const response = await pimRequest('/api/pim/assets', PIM_EDITOR, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    })
    expect(response.status).toBe(422)
    expect(Object.keys(((await response.json()) as { errors: Record<string, string> }).errors).sort()).toEqual(['title', 'version'])
  })
})

describe('a path of any length answers 404, never 500', () => {
  const LENGTHS = [505, 506, 520, 1000, 4000, 16_000]
  const PREFIXES = [
    '/',
    '/fr-fr/',
    '/products/',
    '/fr-fr/produits/',
    '/insights/',
    '/events/',
    '/api/',
    '/api/products/',
    '/portal/',
    '/downloads/',
  ]

  it('on the site, in every kind of route, with ASCII and multi-byte characters', async () => {
    const statuses = new Map<string, number>()
    for (const length of LENGTHS) {
      for (const prefix of PREFIXES) {
        for (const letter of ['a', 'é']) {
          const response = await visit(`${prefix}${encodeURIComponent(letter.repeat(length))}`, {
            headers: { 'CF-Connecting-IP': freshClient() },
          })
          await response.arrayBuffer()
          statuses.set(`${prefix} ${letter}×${length}`, response.status)
        }
      }
    }
    const not404 = [...statuses].filter(([, status]) => status !== 404)
    expect(not404).toEqual([])
  })

  it('with a long query string too, and on the PIM host never a 500', async () => {
    const long = 'x'.repeat(6000)
    for (const path of [`/insights/${long}?page=2&q=${long}`, `/${long}/${long}?${long}`]) {
      const response = await visit(path)
      await response.arrayBuffer()
      expect({ path: path.slice(0, 30), status: response.status }).toEqual({ path: path.slice(0, 30), status: 404 })
    }
    const search = await visit(`/search?q=${long}`)
    await search.arrayBuffer()
    expect(search.status).toBeLessThan(500)
    const pim = await visitUrl(`${PIM_ORIGIN}/${long}`)
    await pim.arrayBuffer()
    expect(pim.status).toBeLessThan(500)
  })
})
