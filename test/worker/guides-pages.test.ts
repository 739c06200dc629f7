/**
 * The guides' pages in workerd against the seeded catalogue: every step renders on the server
 * from its query (the no-JavaScript path), with the same results as the pure modules; the
 * corporate quote request stores a lead; the island bundles load on these pages only.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_KEYS, type Catalogue } from '../../ui/content/model.ts'
import { corporateStateOf, proposeDisplays } from '../../ui/guides/corporate-configurator.ts'
import { guideProductsOf } from '../../ui/guides/guide-products.ts'
import { chooseProducts, chooserStateOf } from '../../ui/guides/product-chooser.ts'
import { proposeForZone } from '../../ui/guides/retail-layout.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { VALID_SUBMISSIONS, asFormBody, freshClient, uniqueEmail } from './forms-fixtures.ts'
import { ORIGIN, loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'

const PAGES = [
  '/product-chooser',
  '/de-de/produktberater',
  '/fr-fr/choisir-un-ecran',
  '/corporate-configurator',
  '/de-de/unternehmenskonfigurator',
  '/retail-configurator',
  '/de-de/einzelhandelskonfigurator',
  '/ja-jp/retail-configurator',
  '/es-es/configurador-comercio',
  '/it-it/configuratore-aziendale',
]

beforeAll(async () => {
  await loadSeedFor([...PAGES, '/contact', '/enquiry'])
})

function seededCatalogue(code = 'en-gb'): Catalogue {
  return JSON.parse(publishedSeedEntries().get(CONTENT_KEYS.catalogue(code as 'en-gb'))!) as Catalogue
}

async function page(path: string) {
  return settle(await visit(path))
}

const attributeValues = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!)

describe('guide pages', () => {
  it.each(PAGES)('%s answers 200 in its language with its island', async (path) => {
    const { status, body } = await page(path)
    expect(status).toBe(200)
    expect(body).toMatch(/data-island="(ProductChooser|CorporateConfigurator|RetailConfigurator)"/)
    expect(body).toMatch(/<script type="module" src="[^"]+" async/)
    expect(body).toContain('data-guide-step-heading')
  })

  it('have localised paths in every production locale', () => {
    expect(pathFor('corporate-configurator', 'fr-fr')).toBe('/fr-fr/configurateur-entreprise')
    expect(pathFor('retail-configurator', 'de-de')).toBe('/de-de/einzelhandelskonfigurator')
    expect(pathFor('product-chooser', 'es-es')).toBe('/es-es/elegir-pantalla')
    expect(pathFor('product-chooser', 'en-us')).toBe('/en-us/product-chooser')
  })

  it('keep configurations in the query out of search engines', async () => {
    expect((await page('/product-chooser')).body).not.toContain('content="noindex"')
    expect((await page('/product-chooser?step=results&use=retail')).body).toContain('<meta name="robots" content="noindex"/>')
  })
})

describe('product chooser without JavaScript', () => {
  it('each question is a GET form that carries the other answers and moves with next', async () => {
    const { body } = await page('/product-chooser?step=use&go=next&use=retail&connection=hdmi')
    expect(body).toMatch(/<form[^>]*action="\/product-chooser" method="get"/)
    expect(body).toContain('Step 2 of 6: Size')
    expect(body).toContain('<input type="hidden" name="use" value="retail"/>')
    expect(body).toContain('<input type="hidden" name="connection" value="hdmi"/>')
    expect(body).toContain('name="size"')
  })

  it('shows the same matches as the chooser module over the seeded catalogue', async () => {
    const query = 'step=results&use=retail&orientation=portrait&connection=lan'
    const expected = chooseProducts(guideProductsOf(seededCatalogue()), chooserStateOf(new URLSearchParams(query)).answers)
    expect(expected.length).toBeGreaterThan(3)
    const { body } = await page(`/product-chooser?${query}`)
    expect(attributeValues(body, 'data-chooser-count')).toEqual([String(expected.length)])
    expect(attributeValues(body, 'data-chooser-product')).toEqual(expected.map((product) => product.ctn))
  })

  it('warns at the maximum and when more were asked for, and hands the selection to the comparison', async () => {
    const ctns = chooseProducts(guideProductsOf(seededCatalogue()), chooserStateOf(new URLSearchParams('use=retail')).answers).map(
      (each) => each.ctn,
    )
    const four = ctns
      .slice(0, 4)
      .map((ctn) => `ctn=${encodeURIComponent(ctn)}`)
      .join('&')
    const atLimit = (await page(`/product-chooser?step=results&use=retail&${four}`)).body
    expect(atLimit).toContain('You have selected the maximum of 4 products.')
    expect(atLimit).toContain('Selected for comparison: 4 of 4')
    expect(atLimit).toMatch(/formAction="\/display-solutions\/compare"/i)
    const five = `${four}&ctn=${encodeURIComponent(ctns[4]!)}`
    const over = (await page(`/product-chooser?step=results&use=retail&${five}`)).body
    expect(over).toContain('At most 4 products can be selected; only the first 4 were kept.')
    expect(attributeValues(over, 'data-chooser-selected')).toEqual(['4'])
  })

  it('never lists LED cabinets as 43–49" displays, and sends LED answers to the LED configurator', async () => {
    const { body } = await page('/product-chooser?step=results&use=retail&size=43-49')
    const listed = attributeValues(body, 'data-chooser-product')
    expect(listed.length).toBeGreaterThan(0)
    const led = new Set(
      guideProductsOf(seededCatalogue())
        .filter((product) => product.led)
        .map((product) => product.ctn),
    )
    expect(listed.filter((ctn) => led.has(ctn))).toEqual([])
    // The retail LED cabinets (indoor and outdoor) meet every answer but the size: a 46" 16:9 wall, 1018 × 573 mm.
    expect(attributeValues(body, 'data-chooser-led')).toEqual(['21'])
    expect(body).toMatch(/href="\/led-configurator\?step=size&amp;model=fc094h_00&amp;w=1018&amp;h=573"/)
    const german = (await page('/de-de/produktberater?step=results&use=retail&size=43-49')).body
    expect(german).toContain('href="/de-de/led-konfigurator?step=size&amp;model=fc094h_00&amp;w=1018&amp;h=573"')
  })

  it('with no match, offers to leave out an answer', async () => {
    const { body } = await page('/product-chooser?step=results&use=healthcare&size=80-plus')
    expect(attributeValues(body, 'data-chooser-count')).toEqual(['0'])
    expect(body).toContain('No product matches all your answers.')
    expect(body).toMatch(/href="\/product-chooser\?step=results&amp;size=80-plus"/)
  })
})

describe('corporate configurator without JavaScript', () => {
  it('starts with the answer time and moves to the first location', async () => {
    const start = (await page('/corporate-configurator')).body
    expect(start).toContain('Answers usually come within 24 hours.')
    const location = (await page('/corporate-configurator?step=start&go=start')).body
    expect(location).toContain('Step 2 of 4: Locations')
    expect(location).toContain('Location 1 of 1')
    for (const name of ['room', 'size', 'audience', 'use']) expect(location).toContain(`name="${name}"`)
  })

  it('names every missing answer, tied to its group, and stays on the location', async () => {
    const { body } = await page('/corporate-configurator?step=location&at=0&loc=...&room=boardroom&go=next')
    expect(body).toContain('Location 1 of 1')
    expect(body).toMatch(/role="alert"[^>]*data-guide-errors/)
    expect(body).toContain('Choose the room size.')
    expect(body).toMatch(/<fieldset aria-describedby="corporate-size-error" aria-invalid="true">/)
    expect(body).not.toContain('corporate-roomType-error')
  })

  it('proposes displays per location and says when there is no solution, with a contact option', async () => {
    const query = 'step=solutions&loc=meeting-room.medium.7-20.presentation&loc=meeting-room.small.21-60.presentation'
    const { body } = await page(`/corporate-configurator?${query}`)
    const products = guideProductsOf(seededCatalogue())
    const state = corporateStateOf(new URLSearchParams(query))
    const first = proposeDisplays(products, state.locations[0]!)
    expect(first.kind).toBe('displays')
    expect(attributeValues(body, 'data-proposed-product')).toEqual(first.kind === 'displays' ? first.products.map((each) => each.ctn) : [])
    expect(attributeValues(body, 'data-location-proposal')).toEqual(['displays', 'none'])
    expect(body).toContain('No solution for this location')
    expect(body).toContain('href="/contact?topic=project"')
    expect(body).toContain('data-share-by-email')
  })

  it('the quote step shows the quote form carrying the configuration', async () => {
    const { body } = await page('/corporate-configurator?step=solutions&loc=meeting-room.medium.7-20.presentation&go=quote')
    expect(body).toContain('data-corporate-quote')
    expect(body).toContain('name="configuration" value="step=solutions&amp;loc=meeting-room.medium.7-20.presentation"')
    expect(body).toContain('name="form" value="corporate-quote"')
  })

  it('a quote request posted to the page is stored as a lead, then answered with the thank-you page', async () => {
    const email = uniqueEmail()
    const values = {
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      form: 'corporate-quote',
      ...VALID_SUBMISSIONS['corporate-quote'],
      email,
    }
    const response = await visit('/fr-fr/configurateur-entreprise?step=quote&loc=meeting-room.medium.7-20.presentation', {
      method: 'POST',
      body: asFormBody(values),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.pathname).toBe('/fr-fr/merci')
    const lead = await findLead(env.DB, location.searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'corporate-quote', locale: 'fr-fr', email })
    expect(lead!.values.configuration).toBe('step=solutions&loc=meeting-room.medium.7-20.presentation')
  })

  it('an invalid quote request changes nothing and shows the form again at the quote step', async () => {
    const email = 'not-an-address'
    const values = { form: 'corporate-quote', ...VALID_SUBMISSIONS['corporate-quote'], email }
    const response = await visit('/corporate-configurator?step=quote', {
      method: 'POST',
      body: asFormBody(values),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    const { status, body } = await settle(response)
    expect(status).toBe(422)
    expect(body).toContain('Email address is not a valid format')
    expect(body).toContain('data-corporate-quote')
    expect(body).toContain('Step 4 of 4: Request quote')
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM leads WHERE email = ?').bind(email).first<{ n: number }>()
    expect(stored!.n).toBe(0)
  })
})

describe('retail configurator without JavaScript', () => {
  it('needs a zone before moving on', async () => {
    const { body } = await page('/retail-configurator?step=layout&go=next')
    expect(body).toContain('Choose at least one zone.')
    expect(body).toMatch(/<fieldset aria-describedby="retail-zone-error" aria-invalid="true">/)
  })

  it('proposes the same products per zone as the layout module, with each zone’s advice', async () => {
    const { body } = await page('/retail-configurator?step=layout&zone=window&zone=checkout&go=next')
    const products = guideProductsOf(seededCatalogue())
    const expected = [...proposeForZone(products, 'window'), ...proposeForZone(products, 'checkout')].map((each) => each.ctn)
    expect(expected.length).toBeGreaterThan(2)
    expect(attributeValues(body, 'data-proposed-product')).toEqual(expected)
    expect(attributeValues(body, 'data-retail-advice')).toHaveLength(2)
    expect(body).toContain('at least 2,500 cd/m²')
    expect(body).toContain('Portrait, like a poster')
    expect(body).toContain('350 to 700 cd/m²')
  })

  /**
   * The three sample stores of docs/decisions/041-retail-zone-rules.md, over the seeded catalogue:
   * each zone gets exactly the products its rule promises.
   */
  const SAMPLE_STORES = {
    'high-street fashion boutique': {
      zones: ['window', 'wall', 'checkout'],
      expected: {
        window: ['55HB7000/00', '65HB7000/00', '43HB7000/00'],
        wall: ['IS298S/00', 'IS298T/00', 'IS250S/00'],
        checkout: ['43VS3500/00', '43VS4500/00'],
      },
    },
    supermarket: {
      zones: ['checkout', 'shelf', 'kiosk'],
      expected: {
        checkout: ['43VS3500/00', '43VS4500/00'],
        shelf: ['32TS4500/00'],
        kiosk: ['43TS4500/00', '43TS5500/00', '32TS4500/00'],
      },
    },
    'electronics flagship store': {
      zones: ['window', 'wall', 'shelf', 'kiosk'],
      expected: {
        window: ['55HB7000/00', '65HB7000/00', '43HB7000/00'],
        wall: ['IS298S/00', 'IS298T/00', 'IS250S/00'],
        shelf: ['32TS4500/00'],
        kiosk: ['43TS4500/00', '43TS5500/00', '32TS4500/00'],
      },
    },
  } as const

  it.each(Object.entries(SAMPLE_STORES))('gives the %s the advice its zone rules promise', async (_store, { zones, expected }) => {
    const { body } = await page(`/retail-configurator?step=products&${zones.map((zone) => `zone=${zone}`).join('&')}`)
    for (const zone of zones) {
      const start = body.indexOf(`data-retail-zone="${zone}"`)
      const section = body.slice(start, body.indexOf('</section>', start))
      expect(attributeValues(section, 'data-proposed-product'), zone).toEqual(expected[zone as keyof typeof expected])
    }
    // A window never gets the 1,500 cd/m² displays, a checkout never a window display.
    expect(body).not.toMatch(/data-retail-zone="checkout"[^§]*?data-proposed-product="43HB/)
  })

  it('sends the feature wall to the LED configurator, ranked for shoppers 3 m away', async () => {
    const { body } = await page('/de-de/einzelhandelskonfigurator?step=products&zone=wall')
    expect(body).toContain('href="/de-de/led-konfigurator?step=model&amp;distance=3000&amp;model=is298s_00"')
    expect(body).toContain('Diese Wand im LED-Konfigurator planen')
  })

  it('ends with the proposal and a quote request carrying it, beside the brochure', async () => {
    const { body } = await page('/retail-configurator?step=quote&zone=window&zone=checkout')
    expect(body).toContain('data-retail-quote')
    expect(body).toContain('data-island="LeadForm"')
    expect(body).toContain('<input type="hidden" name="campaign" value="retail-configurator"/>')
    expect(body).toContain(
      'Shop window: we propose 55&quot; 4K UHD high-brightness display (55HB7000/00), 65&quot; 4K UHD high-brightness display (65HB7000/00)',
    )
    expect(body).toContain('Please send me a quote for the displays of my store. Shop window: ')
    expect(body).toContain('http://127.0.0.1:8787/retail-configurator?step=products&amp;zone=window&amp;zone=checkout')
    expect(body).toContain('href="/retail-brochure"')
    const brochure = (await page('/de-de/einzelhandelskonfigurator?step=products&zone=window&go=next')).body
    expect(brochure).toContain('href="/de-de/einzelhandel-broschure"')
    expect(brochure).toContain('Einzelhandelsbroschüre herunterladen')
    expect(brochure).toContain('Angebot für Ihr Geschäft anfordern')
  })

  it('stores the quote request with the proposal as a lead of the retail campaign', async () => {
    const email = uniqueEmail()
    const proposal = 'Please send me a quote for the displays of my store. Shop window: 55" 4K UHD high-brightness display (55HB7000/00).'
    const response = await visit('/enquiry?campaign=retail-configurator', {
      method: 'POST',
      body: asFormBody({
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
        form: 'enquiry',
        ...VALID_SUBMISSIONS.enquiry,
        product: '',
        campaign: 'retail-configurator',
        body: proposal,
        email,
      }),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    const lead = await findLead(env.DB, new URL(response.headers.get('Location')!, ORIGIN).searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'enquiry', email })
    expect(lead!.values).toMatchObject({ campaign: 'retail-configurator', body: proposal })
  })
})

describe('share by email', () => {
  const configuration = 'step=solutions&loc=meeting-room.medium.7-20.presentation'

  it('stores the share, sends the link through the local mailbox and comes back to the configuration', async () => {
    const email = uniqueEmail()
    const response = await visit('/api/corporate-configurator/share', {
      method: 'POST',
      body: asFormBody({ email, configuration, locale: 'de-de' }),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.pathname).toBe('/de-de/unternehmenskonfigurator')
    expect(location.searchParams.get('shared')).toBe('sent')
    expect(location.searchParams.getAll('loc')).toEqual(['meeting-room.medium.7-20.presentation'])

    const share = await env.DB.prepare('SELECT * FROM configuration_shares WHERE email = ?')
      .bind(email)
      .first<{ status: string; link: string; locale: string }>()
    expect(share).toMatchObject({ status: 'sent', locale: 'de-de' })
    expect(share!.link).toBe(`${ORIGIN}/de-de/unternehmenskonfigurator?${configuration}`)
    const mails = await localMailTo(env.DB, email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ purpose: 'corporate-configuration', subject: 'Ihre Displaykonfiguration für Unternehmen' })
    expect(mails[0]!.text).toContain(share!.link)

    const back = (await page(`${location.pathname}${location.search}`)).body
    expect(back).toContain('data-share-sent')
    expect(back).toContain('Der Link zu Ihrer Konfiguration wurde gesendet.')
  })

  it('refuses a bad address with the translated message, storing and sending nothing', async () => {
    const response = await visit('/api/corporate-configurator/share', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@', configuration, locale: 'fr-fr' }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ errors: { email: 'Adresse e-mail : le format n’est pas valide' } })
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM configuration_shares WHERE email = ?').bind('ada@').first<{ n: number }>()
    expect(count!.n).toBe(0)
  })

  it('refuses a configuration with an incomplete location', async () => {
    const response = await visit('/api/corporate-configurator/share', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail(), configuration: 'loc=meeting-room..', locale: 'en-gb' }),
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(422)
    expect(Object.keys((await response.json()) as { errors: object }).length).toBe(1)
  })

  it('shows the field error on the page after a plain post with a bad address', async () => {
    const response = await visit('/api/corporate-configurator/share', {
      method: 'POST',
      body: asFormBody({ email: 'nope', configuration, locale: 'en-gb' }),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.searchParams.get('shared')).toBe('invalid')
    const { body } = await page(`${location.pathname}${location.search}`)
    expect(body).toMatch(/aria-invalid="true" aria-describedby="share-email-error"/)
    expect(body).toContain('Email address is not a valid format')
  })
})
