/**
 * The form pages in workerd: every form page in its localised path, forms that work without
 * JavaScript (the no-JS project request wizard walked step by step through plain posts), the
 * thank-you page, the brochure download and the partner finder.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { PROJECT_REQUEST_STEPS, MAX_PROJECT_PRODUCTS } from '../../ui/project-request/project-request-form.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { RETAIL_BROCHURE_KEY } from '../../worker/leads/form-api.ts'
import { VALID_SUBMISSIONS, asFormBody, freshClient, uniqueEmail } from './forms-fixtures.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { ORIGIN, loadSeedFor, settle, visit, visitWith } from './helpers.ts'

const FORM_PAGES = [
  '/contact',
  '/contact?topic=technical',
  '/it-it/contatti?topic=partner',
  '/fr-fr/contact?topic=project',
  '/wave-enquiry-form',
  '/de-de/wave-enquiry-form',
  '/enquiry?product=55BDL4511D/00',
  '/es-es/consulta',
  '/retail-brochure',
  '/ja-jp/retail-brochure',
  '/project-request',
  '/fr-fr/demande-de-projet',
  '/partner-finder',
  '/de-de/partnersuche?country=DE&line=led',
  '/thank-you?form=contact-general',
]

beforeAll(async () => {
  await loadSeedFor(FORM_PAGES.map((path) => path.split('?')[0]!))
})

function formFieldsOf(html: string): string[] {
  return [...html.matchAll(/<(?:input|select|textarea)[^>]*name="([^"]+)"/g)].map((match) => match[1]!)
}

describe('form pages', () => {
  it.each(FORM_PAGES)('%s answers 200 in its language', async (path) => {
    const { status, body } = await settle(await visit(path))
    expect(status).toBe(200)
    const prefix = path.split('/')[1]!
    const lang = /<html lang="([^"]+)"/.exec(body)![1]!
    expect(lang.toLowerCase()).toBe(/^[a-z]{2}-[a-z]{2}$/.test(prefix) ? prefix : 'en-gb')
  })

  it('the localised paths of the new routes', () => {
    expect(pathFor('project-request', 'de-de')).toBe('/de-de/projektanfrage')
    expect(pathFor('retail-brochure', 'fr-fr')).toBe('/fr-fr/brochure-commerce')
    expect(pathFor('partner-finder', 'es-es')).toBe('/es-es/buscar-un-partner')
    expect(pathFor('thank-you', 'it-it')).toBe('/it-it/grazie')
    expect(pathFor('enquiry', 'en-us')).toBe('/en-us/enquiry')
  })

  it('a form page sets the CSRF cookie and carries its token, submission id, locale and bot token', async () => {
    const response = await visit('/contact?topic=technical')
    expect(response.headers.get('Set-Cookie')).toMatch(/^csrf=/)
    const html = await response.text()
    const names = formFieldsOf(html)
    expect(names).toEqual(
      expect.arrayContaining(['_csrf', 'submission_id', 'form', 'locale', 'cf-turnstile-response', 'model_number', 'files']),
    )
    expect(html).toMatch(/enctype="multipart\/form-data"/i)
    expect(html).toContain('data-island="LeadForm"')
    expect(html).toMatch(/href="\/contact\?topic=technical"[^>]*aria-current="page"/)
  })

  it('labels tie to their controls and optional fields say so', async () => {
    const html = await (await visit('/contact')).text()
    expect(html).toMatch(/<label for="contact-general-first_name"[^>]*>First name<span aria-hidden="true"> \*<\/span><\/label>/)
    expect(html).toMatch(/<label for="contact-general-organisation"[^>]*>Organisation<span[^>]*>\(optional\)<\/span>/)
    expect(html).toMatch(/id="contact-general-first_name"[^>]*aria-required="true"/)
  })

  it('the countries and states are sent once, in the selects, not again in the form island’s props', async () => {
    const html = await (await visit('/contact')).text()
    expect(html).toMatch(/<option value="DE">Germany<\/option>/)
    expect(html).toMatch(/<optgroup label="United States">/)
    const props = /data-island="LeadForm" data-island-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"')
    expect(props).toBeDefined()
    const fields = (JSON.parse(props!) as { sections: Array<{ fields: Array<Record<string, unknown>> }> }).sections.flatMap(
      (section) => section.fields,
    )
    const country = fields.find((field) => field.name === 'country')
    expect(country).toMatchObject({ control: 'select', label: 'Country' })
    expect(country).not.toHaveProperty('options')
    expect(fields.find((field) => field.name === 'state')).not.toHaveProperty('optionGroups')
  })

  it('the enquiry page names the product it is about and carries it', async () => {
    const html = await (await visit('/enquiry?product=55BDL4511D/00&campaign=spring-2027')).text()
    expect(html).toContain('data-enquiry-product')
    expect(html).toMatch(/name="product" value="55BDL4511D\/00"/)
    expect(html).toMatch(/name="campaign" value="spring-2027"/)
    const ignored = await (await visit('/enquiry?product=%3Cscript%3E')).text()
    expect(ignored).not.toContain('data-enquiry-product')
  })
})

describe('when the content store fails', () => {
  it('the contact page still offers its form (with its own title)', async () => {
    const brokenKv = {
      get: async () => {
        throw new Error('KV is down')
      },
      getWithMetadata: async () => {
        throw new Error('KV is down')
      },
      list: async () => {
        throw new Error('KV is down')
      },
    } as unknown as KVNamespace
    clearContentCache()
    const { status, body } = await settle(await visitWith({ CONTENT: brokenKv }, '/de-de/contact'))
    expect(status).toBe(200)
    expect(body).toContain('data-island="LeadForm"')
    expect(body).toMatch(/<h1[^>]*>Kontakt<\/h1>/)
  })
})

describe('a plain post to a form page', () => {
  it("valid: 303 to the thank-you page in the page's locale, the lead stored with that locale", async () => {
    const email = uniqueEmail()
    const body = asFormBody({
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      submission_id: crypto.randomUUID(),
      ...VALID_SUBMISSIONS['wave-enquiry'],
      email,
    })
    const response = await visit('/de-de/wave-enquiry-form', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.pathname).toBe('/de-de/danke')
    const lead = await findLead(env.DB, location.searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'wave-enquiry', locale: 'de-de', email })
    const thanks = await (await visit(`${location.pathname}${location.search}`)).text()
    expect(thanks).toContain('data-thank-you')
    expect(thanks).toContain('<meta name="robots" content="noindex"/>')
  })

  it('the contact page takes the form of its topic', async () => {
    const email = uniqueEmail()
    const body = asFormBody({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX', ...VALID_SUBMISSIONS['contact-partner'], email })
    const response = await visit('/it-it/contatti?topic=partner', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } })
    expect(response.status).toBe(303)
    const lead = await findLead(env.DB, new URL(response.headers.get('Location')!, ORIGIN).searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'contact-partner', locale: 'it-it' })
  })

  it('to a page without a form is not a form post', async () => {
    const response = await visit('/events', {
      method: 'POST',
      body: 'x=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })
})

describe('the retail brochure', () => {
  it('is offered on the thank-you page and downloads for a stored brochure lead only', async () => {
    const pdf = await (await import('../../kv-seed/files/retail-brochure.pdf?raw')).default
    await env.FILES.put(RETAIL_BROCHURE_KEY, pdf)
    const email = uniqueEmail()
    const body = asFormBody({ 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX', ...VALID_SUBMISSIONS['retail-brochure'], email })
    const posted = await visit('/retail-brochure', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } })
    const location = new URL(posted.headers.get('Location')!, ORIGIN)
    const leadId = location.searchParams.get('lead')!
    const thanks = await (await visit(`${location.pathname}${location.search}`)).text()
    expect(thanks).toContain(`href="/api/retail-brochure/${leadId}/retail-brochure.pdf"`)

    const download = await visit(`/api/retail-brochure/${leadId}/retail-brochure.pdf`)
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/pdf')
    expect(download.headers.get('Content-Disposition')).toContain('retail-brochure.pdf')
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    const other = await visit(`/api/retail-brochure/${crypto.randomUUID()}/retail-brochure.pdf`)
    expect(other.status).toBe(404)
    await other.arrayBuffer()
    const contactLead = (await (
      await visit('/api/contact-request', {
        method: 'POST',
        body: JSON.stringify({
          'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
          ...VALID_SUBMISSIONS['contact-general'],
          email: uniqueEmail(),
        }),
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
      })
    ).json()) as { id: string }
    const notABrochureLead = await visit(`/api/retail-brochure/${contactLead.id}/retail-brochure.pdf`)
    expect(notABrochureLead.status).toBe(404)
    await notABrochureLead.arrayBuffer()
  })
})

describe('the project request wizard without JavaScript', () => {
  const STEP_FIELD = 'wizard_step'

  async function post(step: number, action: string, values: Record<string, unknown>, extra: Record<string, string> = {}) {
    const body = asFormBody({
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      [STEP_FIELD]: String(step),
      wizard_action: action,
      ...values,
      ...extra,
    })
    return settle(await visit('/project-request', { method: 'POST', body, headers: { 'CF-Connecting-IP': freshClient() } }))
  }

  function shownStep(html: string): string | undefined {
    return /data-wizard-step="([^"]+)"/.exec(html)?.[1]
  }

  it('walks every step forward with plain posts and sends the request on confirm', async () => {
    const { products, ...rest } = VALID_SUBMISSIONS['project-request'] as Record<string, unknown> & {
      products: Array<{ ctn: string; quantity: string }>
    }
    const email = uniqueEmail()
    let values: Record<string, unknown> = { ...rest, email, submission_id: crypto.randomUUID(), products: [] }
    const productsStep = PROJECT_REQUEST_STEPS.findIndex((step) => step.id === 'products')
    for (let step = 0; step < PROJECT_REQUEST_STEPS.length - 1; step++) {
      if (step === productsStep) {
        for (const product of products) {
          const added = await post(step, 'add_product', values, { new_product: product.ctn, new_quantity: product.quantity })
          expect(added.status).toBe(200)
          values = { ...values, products: [...(values.products as unknown[]), product] }
          expect(added.body).toContain(`value="${product.ctn}"`)
        }
      }
      const { status, body } = await post(step, 'next', values)
      expect(status, PROJECT_REQUEST_STEPS[step]!.id).toBe(200)
      expect(shownStep(body)).toBe(PROJECT_REQUEST_STEPS[step + 1]!.id)
    }
    const confirmed = await post(PROJECT_REQUEST_STEPS.length - 1, 'confirm', values)
    expect(confirmed.status).toBe(303)
    const lead = await findLead(env.DB, new URL(confirmed.location!, ORIGIN).searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'project-request', email })
    expect(lead!.values.products).toEqual(products)
    expect(lead!.values.countries).toEqual(['NL', 'BE'])
  })

  it('stays on an invalid step with the wizard message and the errors, and keeps the values going back', async () => {
    const invalid = await post(0, 'next', { first_name: 'Ada', email: 'broken' })
    expect(invalid.status).toBe(422)
    expect(shownStep(invalid.body)).toBe('personal')
    expect(invalid.body).toContain('Please check the form data. Some fields were not (correctly) filled.')
    expect(invalid.body).toContain('id="project-request-email-error"')
    expect(invalid.body).toContain('value="Ada"')

    const back = await post(2, 'previous', { ...VALID_SUBMISSIONS['project-request'] })
    expect(shownStep(back.body)).toBe('general')
    expect(back.body).toContain('value="Babbage Retail"')
    // later steps' values travel as hidden fields
    expect(back.body).toMatch(/type="hidden" name="description" value="Twelve stores/)
  })

  it(`warns when the product list reaches ${MAX_PROJECT_PRODUCTS} and adds no more`, async () => {
    const productsStep = PROJECT_REQUEST_STEPS.findIndex((step) => step.id === 'products')
    const full = Array.from({ length: MAX_PROJECT_PRODUCTS }, (_, index) => ({ ctn: `TEST${index}/00`, quantity: '1' }))
    const response = await post(
      productsStep,
      'add_product',
      { ...VALID_SUBMISSIONS['project-request'], products: full },
      { new_product: 'ONE/MORE', new_quantity: '1' },
    )
    expect(response.body).toContain('data-products-warning')
    expect(response.body).not.toContain('value="ONE/MORE"')
    expect(response.body.match(/name="products_ctn"/g)).toHaveLength(MAX_PROJECT_PRODUCTS)
  })

  it('cancel starts over', async () => {
    const response = await post(3, 'cancel', { ...VALID_SUBMISSIONS['project-request'] })
    expect(response.status).toBe(303)
    expect(response.location).toBe('/project-request')
  })
})

describe('the partner finder', () => {
  it('lists the partners of the chosen country by level and business line', async () => {
    const { body } = await settle(await visit('/partner-finder?country=NL'))
    expect(body).toContain('Partners in Netherlands')
    const levels = [...body.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1])
    expect(levels[0]).toBe('Distributors')
    const led = await (await visit('/partner-finder?country=NL&line=led')).text()
    const all = (body.match(/<li /g) ?? []).length
    const onlyLed = (led.match(/<li /g) ?? []).length
    expect(onlyLed).toBeLessThan(all)
  })

  it("preselects the visitor's country, offers countries by region, and has an empty state", async () => {
    const german = await (await visit('/de-de/partnersuche')).text()
    expect(german).toMatch(/<option value="DE" selected="">/)
    expect(german).toMatch(/<optgroup label="Europa">/)
    const none = await (await visit('/partner-finder?country=')).text()
    expect(none).not.toContain('partner-results')
    const unknown = await (await visit('/partner-finder?country=ZZ')).text()
    expect(unknown).not.toContain('partner-results')
    const empty = await (await visit('/partner-finder?country=ZA&line=pro')).text()
    expect(empty).toContain('There are no partners for this choice yet.')
  })
})
