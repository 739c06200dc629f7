/**
 * The LED configurator beyond the four steps, in workerd and without JavaScript: viewing distance
 * first (the models ranked for it), the comparison and choosing from it, power and signal on the
 * LED area, the views and the bill of materials on the summary and the result page, the PDF and
 * the CSV behind the result's signed link (in the page's language), the mail carrying the PDF
 * link, the spare percentage said out loud, and the calculator going on to the configurator or a
 * quote. Figures come from the seeded catalogue (kv-seed/content/catalogue).
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { resultLinkQuery } from '../../worker/led/result-links.ts'
import { freshClient, uniqueEmail } from './forms-fixtures.ts'
import { CONTENT_KEYS } from '../../ui/content/model.ts'
import { ORIGIN, loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'

const CONFIGURATOR = '/led-configurator'
// IS250S/00: 500 × 500 mm cabinets of 200 × 200 px at 2.5 mm, 197 W at most, 8.0 kg.
const WALL = 'w=3000&h=2000&unit=cm&region=EU&model=is250s_00&rounding=nearest&spare=3'

beforeAll(async () => {
  await loadSeedFor([
    CONFIGURATOR,
    '/en-us/led-configurator',
    '/de-de/led-konfigurator',
    '/ja-jp/led-configurator',
    '/led-calculator',
    '/de-de/led-rechner',
    '/enquiry',
  ])
  // The PDF's contact block reads the company's globals, which no page of the list reads.
  for (const code of ['en-gb', 'de-de', 'ja-jp'] as const) {
    await env.CONTENT.put(CONTENT_KEYS.globals(code), publishedSeedEntries().get(CONTENT_KEYS.globals(code))!)
  }
  // Seven locales' catalogues: more than the default hook time on a loaded machine.
}, 60_000)

const page = async (path: string) => settle(await visit(path))

function attributeValues(body: string, attribute: string): string[] {
  return [...body.matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!)
}

async function savedLink(query = WALL): Promise<URL> {
  const saved = await settle(
    await visit(CONFIGURATOR, {
      method: 'POST',
      body: new URLSearchParams(query),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshClient() },
    }),
  )
  expect(saved.status).toBe(303)
  return new URL(saved.location!, ORIGIN)
}

/** The texts a pdf-lib PDF draws: its (deflated) content streams' hex strings, read as WinAnsi (Latin-1 for these texts). */
async function pdfTexts(bytes: Uint8Array): Promise<string> {
  const raw = new TextDecoder('latin1').decode(bytes)
  const texts: string[] = []
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length
    // The stream's data ends with the line break before `endstream`.
    const end = raw.lastIndexOf('\n', raw.indexOf('endstream', start))
    const chunk = bytes.slice(start, end)
    try {
      const inflated = await new Response(new Blob([chunk]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer()
      const content = new TextDecoder('latin1').decode(inflated)
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
        texts.push(hex[1]!.replace(/../g, (pair) => String.fromCharCode(Number.parseInt(pair, 16))))
      }
    } catch {
      // Not a deflated content stream (a font's or an image's): nothing drawn as text.
    }
  }
  return texts.join('\n')
}

describe('viewing distance first', () => {
  it('ranks the models for 4 m and Full HD content: the fitting pitches, the coarsest first, each with the wall it builds', async () => {
    const { status, body } = await page(`${CONFIGURATOR}?step=model&content=full-hd&distance=4000`)
    expect(status).toBe(200)
    // 4000 / 3438 = 1.16 mm; min(4000 / 1000, 2 × 4000 × tan 20° / 1920) = 1.52 mm
    expect(body).toContain('Viewed from 4 m: pixel pitches from 1.16 mm to 1.52 mm fit.')
    const fitting = body.slice(body.indexOf('data-led-ranking="fitting"'), body.indexOf('data-led-ranking="others"'))
    // 1.25 mm fits (Full HD on 600 × 337.5 mm cabinets: 2400 × 1350 mm); 0.94 mm fits but is finer than the eye sees from 4 m.
    expect(attributeValues(fitting, 'data-led-model').slice(0, 2)).toEqual(['fp125h_00', 'fp125s_00'])
    expect(new Set(attributeValues(fitting, 'data-verdict'))).toEqual(new Set(['fits', 'finer-than-needed']))
    expect(fitting).toContain('Builds 240 cm × 135 cm with 1,920 × 1,080 px')
    const others = body.slice(body.indexOf('data-led-ranking="others"'))
    expect(attributeValues(others, 'data-verdict')).not.toContain('fits')
    expect(others).toContain('Too wide to take in from this distance')
    expect(others).toContain('Pixels visible from this distance')
  })

  it('reads the distance typed on the first step in metres, and in feet where lengths are imperial', async () => {
    const metric = await page(`${CONFIGURATOR}?step=model&viewing=6,5&shown=cm&content=uhd-4k`)
    expect(metric.body).toContain('Viewed from 6.5 m')
    const imperial = await page(`/en-us${CONFIGURATOR}?step=model&viewing=20&shown=ft&unit=ft&content=size`)
    // 20 ft = 6096 mm, shown back in feet
    expect(imperial.body).toContain('Viewed from 20 ft')
    const wrong = await page(`${CONFIGURATOR}?step=model&viewing=0.1&shown=cm`)
    expect(wrong.body).toContain('data-led-step="size"')
    expect(wrong.body).toContain('Please enter a viewing distance from 0.5 m to 500 m.')
  })

  it('sizes the wall from native content: 4K on 1.25 mm cabinets is 4.8 × 2.7 m whatever size was typed', async () => {
    const { body } = await page(`${CONFIGURATOR}?step=summary&content=uhd-4k&model=fp125h_00&width=100&shown=cm`)
    expect(body).toContain('3,840 × 2,160 px')
    expect(body).toContain('480 cm × 270 cm')
  })
})

describe('comparison', () => {
  const compared = 'step=compare&content=full-hd&distance=4000&compare=fp125h_00&compare=is250s_00'

  it('shows the ticked models side by side for the same content, each with a button to go on with it', async () => {
    const { body } = await page(`${CONFIGURATOR}?${compared}`)
    expect(body).toContain('data-led-step="compare"')
    expect(attributeValues(body, 'data-led-compare-model')).toEqual(['fp125h_00', 'is250s_00'])
    for (const row of ['verdict', 'resolution', 'cabinets', 'weight', 'max-power', 'typical-power', 'heat', 'circuits', 'controllers']) {
      expect(body).toContain(`data-compare-row="${row}"`)
    }
    // Full HD on 2.5 mm: 1920 / 200 = 9.6 → 10 columns, 1080 / 200 = 5.4 → 6 rows = 2000 × 1200 px
    expect(body).toContain('2,000 × 1,200 px')
    expect(attributeValues(body, 'data-led-choose')).toEqual(['fp125h_00', 'is250s_00'])
    // The progress shows the model step.
    expect(body).toMatch(/aria-current="step"[^>]*>2\. LED model</)
  })

  it('goes on with the model chosen there to the LED area', async () => {
    const { body } = await page(`${CONFIGURATOR}?${compared}&model=fp125h_00&choose=is250s_00`)
    expect(body).toContain('data-led-step="area"')
    expect(body).toContain('<input type="hidden" name="model" value="is250s_00"/>')
  })

  it('needs two models, and keeps three at most', async () => {
    const one = await page(`${CONFIGURATOR}?step=compare&compare=fp125h_00`)
    expect(one.body).toContain('data-led-step="model"')
    expect(one.body).toContain('Tick at least two models to compare them.')
    const four = await page(`${CONFIGURATOR}?step=compare&compare=fp125h_00&compare=is250s_00&compare=fc125h_00&compare=is298s_00`)
    expect(attributeValues(four.body, 'data-led-compare-model')).toEqual(['fp125h_00', 'is250s_00', 'fc125h_00'])
    expect(four.body).toContain('You can compare up to 3 models at a time: the first 3 you ticked are shown.')
  })
})

describe('power, signal and spares on the LED area', () => {
  it('plans 32 A circuits and 10 bit at 50 Hz when asked, and says when the spare percentage was brought within range', async () => {
    const { body } = await page(`${CONFIGURATOR}?${WALL}&step=summary&amps=32&bits=10&hz=50&spare=3`)
    // 230 V × 32 A × 0.8 = 5888 W → ⌊5888 / 197⌋ = 29 cabinets per circuit: the 24 on one circuit
    expect(body).toContain('1 × 32 A at 230 V (5,888 W each, up to 29 cabinets per circuit)')
    // 943,718,400 / (3 × 10 × 50) = 629,145 px per port → 15 cabinets of 40,000 px → 2 ports
    expect(body).toContain('10 bit per colour at 50 Hz (629,145 pixels per port)')
    expect(body).toContain('2 (up to 15 cabinets per port)')
    const clamped = await page(`${CONFIGURATOR}?${WALL.replace('spare=3', 'spare=25')}&step=area`)
    expect(clamped.body).toContain('Spare modules are limited to 0–20 %: 20 % are planned.')
    expect(clamped.body).toMatch(/name="spare"[^>]*value="20"|value="20"[^>]*name="spare"/)
  })

  it('says when one port cannot drive a cabinet at the colour depth and frame rate, and keeps the visitor on the LED area', async () => {
    // FP094H/00: 640 × 360 = 230,400 px; 12 bit at 120 Hz leaves 218,453 px per port
    const { body } = await page(`${CONFIGURATOR}?w=2400&h=1350&model=fp094h_00&bits=12&hz=120&step=summary`)
    expect(body).toContain('data-led-step="area"')
    expect(body).toContain('one data port cannot drive a single cabinet of this model')
  })

  it('offers the region’s usual circuit first: 20 A in the USA', async () => {
    const { body } = await page(`/en-us${CONFIGURATOR}?${WALL.replace('region=EU', 'region=USA')}&step=area`)
    expect(body).toContain('20 A circuits (usual in your region)')
    expect(body).toMatch(/<option value="20" selected="">/)
  })
})

describe('summary: views and bill of materials without JavaScript', () => {
  it('draws the blueprint, the data path and the power wiring as SVG, lists each chain, and gives the bill of materials', async () => {
    const { body } = await page(`${CONFIGURATOR}?${WALL}&step=summary`)
    expect(attributeValues(body, 'data-led-drawing')).toEqual(['blueprint', 'data', 'power'])
    expect(body).toContain('Blueprint of the wall: 3,000 mm × 2,000 mm, 6 columns and 4 rows of 500 mm × 500 mm cabinets')
    // 16 cabinets per port: port 1 ends at row 3 column 4, port 2 takes the 8 after it
    expect(body).toContain('Port 1 (controller 1, output 1): 16 cabinets, from row 1 column 1 to row 3 column 4')
    expect(body).toContain('Port 2 (controller 1, output 2): 8 cabinets, from row 3 column 5 to row 4 column 1')
    // 14 cabinets of 197 W per 16 A circuit: 2758 W and 10 × 197 = 1970 W
    expect(body).toContain('Circuit 1: 14 cabinets, up to 2,758 W')
    expect(body).toContain('Circuit 2: 10 cabinets, up to 1,970 W')
    expect(attributeValues(body, 'data-bom-line')).toHaveLength(10)
    expect(body).toMatch(/LED cabinets<\/th><td>IS250S\/00<\/td><td data-quantity="">24<\/td>/)
    expect(body).toMatch(/Data jumper cables between cabinets<\/th><td><\/td><td data-quantity="">22<\/td>/)
    expect(body).toMatch(/Horizontal frame beams<\/th><td><\/td><td data-quantity="">5<\/td>/)
  })
})

describe('the saved result: documents, PDF, CSV and mail', () => {
  it('links the PDF and the CSV in the page’s language behind the same signed query', async () => {
    const link = await savedLink()
    const { body } = await page(`${link.pathname}${link.search}`)
    const id = link.pathname.split('/').pop()
    const pdf = body.match(/href="([^"]+)"[^>]*data-led-pdf/)?.[1]?.replaceAll('&amp;', '&')
    expect(pdf).toBe(`/led-configurations/${id}/en-gb.pdf${link.search}`)
    expect(body).toContain(`/led-configurations/${id}/en-gb.csv`)
    expect(attributeValues(body, 'data-led-drawing')).toEqual(['blueprint', 'data', 'power'])
    const german = await page(`/de-de/led-konfigurator/ergebnis/${id}${link.search}`)
    expect(german.body).toContain(`/led-configurations/${id}/de-de.pdf`)
    expect(german.body).toContain('Als PDF herunterladen')
    expect(german.body).toContain('Stückliste')
  })

  it('writes the bill of materials as CSV with its translated headings', async () => {
    const link = await savedLink()
    const id = link.pathname.split('/').pop()
    const csv = await visit(`/led-configurations/${id}/de-de.csv${link.search}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment; filename="led-wall-is250s-00-[0-9a-f]{8}\.csv"/)
    expect(csv.headers.get('Cache-Control')).toBe('private, max-age=3600')
    const bytes = new Uint8Array(await csv.arrayBuffer())
    // The UTF-8 byte order mark first: spreadsheet programs then read the umlauts.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe('Position,Produktcode,Menge,Hinweise')
    expect(lines[1]).toBe('LED-Cabinets,IS250S/00,24,6 Spalten × 4 Reihen')
    expect(lines).toHaveLength(12)
  })

  it('writes a branded PDF with the summary, the drawings, the bill of materials and the contact, in the page’s language', async () => {
    const link = await savedLink()
    const id = link.pathname.split('/').pop()
    const english = await visit(`/led-configurations/${id}/en-gb.pdf${link.search}`)
    expect(english.status).toBe(200)
    expect(english.headers.get('Content-Type')).toBe('application/pdf')
    expect(english.headers.get('Content-Disposition')).toMatch(/^attachment; filename="led-wall-is250s-00-[0-9a-f]{8}\.pdf"/)
    const bytes = new Uint8Array(await english.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pages = new TextDecoder('latin1').decode(bytes).match(/\/Type \/Page\b/g)?.length ?? 0
    expect(pages).toBeGreaterThanOrEqual(5)
    const texts = await pdfTexts(bytes)
    for (const expected of [
      'Vantage Displays',
      'Your LED wall',
      'Summary',
      '6 × 4 (24)',
      'Front view to scale',
      'Blueprint',
      'Data path',
      'Power wiring',
      'Bill of materials',
      'IS250S/00',
      'Contact',
      'Request a quote:',
    ]) {
      expect(texts, expected).toContain(expected)
    }
    expect(texts).toContain(`${ORIGIN}/led-configurator/result/${id}`)
    const german = await pdfTexts(new Uint8Array(await (await visit(`/led-configurations/${id}/de-de.pdf${link.search}`)).arrayBuffer()))
    expect(german).toContain('Stückliste')
    expect(german).toContain('Stromverkabelung')
    // Helvetica cannot show Japanese: the Japanese PDF falls back to English texts, figures and codes stay.
    const japanese = await visit(`/led-configurations/${id}/ja-jp.pdf${link.search}`)
    expect(japanese.status).toBe(200)
    const japaneseTexts = await pdfTexts(new Uint8Array(await japanese.arrayBuffer()))
    expect(japaneseTexts).toContain('Bill of materials')
    expect(japaneseTexts).toContain('IS250S/00')
    expect(japaneseTexts).toContain('Vantage Displays Ltd, 12 Riverside Quay, London SE1 9PG, United Kingdom')
    expect(japaneseTexts).not.toMatch(/\?{3}/)
  })

  it('refuses a changed link (404) and an expired one (410), and unknown documents', async () => {
    const link = await savedLink()
    const id = link.pathname.split('/').pop()!
    const forged = new URLSearchParams(link.search)
    forged.set('signature', 'forged')
    expect((await settle(await visit(`/led-configurations/${id}/en-gb.pdf?${forged}`))).status).toBe(404)
    const expired = await resultLinkQuery(env.SESSION_SECRET, 'LOCAL', id, Date.now() - 1000)
    expect((await settle(await visit(`/led-configurations/${id}/en-gb.csv?${expired}`))).status).toBe(410)
    expect((await settle(await visit(`/led-configurations/${id}/xx-yy.pdf${link.search}`))).status).toBe(404)
    expect((await settle(await visit(`/led-configurations/${id}/en-gb.exe${link.search}`))).status).toBe(404)
  })

  it('mails the link of the PDF with the configuration', async () => {
    const link = await savedLink()
    const email = uniqueEmail()
    const posted = await settle(
      await visit(`${link.pathname}${link.search}`, {
        method: 'POST',
        body: new URLSearchParams({ email }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': freshClient() },
      }),
    )
    expect(posted.status).toBe(303)
    const [mail] = await localMailTo(env.DB, email)
    const id = link.pathname.split('/').pop()
    expect(mail!.text).toContain('Download it as a PDF with the drawings and the bill of materials:')
    expect(mail!.text).toContain(`${ORIGIN}/led-configurations/${id}/en-gb.pdf${link.search}`)
    expect(mail!.html).toContain(`/led-configurations/${id}/en-gb.pdf`)
  })
})

describe('LED calculator', () => {
  it('goes on from the results to the configurator with the same wall, or to a quote', async () => {
    const { body } = await page(`/led-calculator?${WALL}&step=results`)
    const links = [...body.slice(body.indexOf('data-led-continue')).matchAll(/<a href="([^"]+)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    )
    expect(links[0]).toMatch(/^\/led-configurator\?step=area&w=3000&h=2000&unit=cm&region=EU&model=is250s_00/)
    expect(links[1]).toBe('/enquiry?campaign=led-calculator&product=IS250S%2F00')
  })

  it('shows pixel pitches in the locale with two decimals', async () => {
    const { body } = await page('/de-de/led-rechner')
    expect(body).toContain('(FP094H/00) · 0,94 mm</option>')
    expect(body).not.toContain('0.9375 mm')
    expect(body).not.toContain('0,9375 mm')
  })
})
