/**
 * A saved LED wall's documents: its branded PDF and its bill of materials as CSV, in the language
 * of the locale in the path (ui/led/led-document-paths.ts). The signed query of the result link
 * opens them as it opens the page: a changed link answers 404, an expired one 410. The PDF is
 * written on request (pdf-lib, loaded on the first PDF only, not at the worker's start).
 */
import { Hono } from 'hono'
import { isLocaleCode, localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { csvOf } from '../../ui/led/led-bill-of-materials.ts'
import { LED_DOCUMENT_KINDS, type LedDocumentKind } from '../../ui/led/led-document-paths.ts'
import { bomRows } from '../../ui/led/led-figure-rows.ts'
import { LED_QUOTE_CAMPAIGNS, wallRequestOf } from '../../ui/led/led-configuration.ts'
import { ledToolTexts } from '../../ui/led/led-texts.ts'
import { ledWallLayout } from '../../ui/led/led-wall-layout.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { COMPANY_NAME } from '../../ui/styles/brand.ts'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import type { AppEnv } from '../env.ts'
import { absolute } from '../pages/page-heads.ts'
import { contentDisposition } from '../pim/file-responses.ts'
import { checkResultLink, RESULT_LINK_PARAMS } from './result-links.ts'
import { readLedConfiguration } from './saved-configuration-store.ts'

/** A document is a file to keep, never a page that may run anything. */
const DOCUMENT_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
/** The documents of a configuration never change; the visitor's browser may keep them an hour. */
const DOCUMENT_CACHE_CONTROL = 'private, max-age=3600'

const CONTENT_TYPES: Record<LedDocumentKind, string> = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' }

export const ledDocumentRoutes = new Hono<AppEnv>()

ledDocumentRoutes.get('/:id/:file', async (c) => {
  const id = c.req.param('id')
  const [code, kind] = c.req.param('file').split('.') as [string, string | undefined]
  const environment = c.get('environment')
  if (!isLocaleCode(code) || !(LED_DOCUMENT_KINDS as readonly string[]).includes(kind ?? '')) return c.notFound()
  const locale = localeFor(code, environment)
  const query = new URL(c.req.url).searchParams
  const check = await checkResultLink(c.env.SESSION_SECRET, environment, id, query)
  if (check === 'expired') return c.text('This link has expired', 410)
  const saved = check === 'valid' ? await readLedConfiguration(c.env.DB, id) : undefined
  if (!saved) return c.notFound()
  const outcome = ledWallLayout(saved.model, wallRequestOf(saved.configuration))
  if (!outcome.ok) return c.notFound()
  const logger = c.get('logger')
  const i18n = i18nFor(locale, logger)
  const name = `led-wall-${saved.model.ctn.replaceAll('/', '-').toLowerCase()}-${saved.id.slice(0, 8)}`
  c.header('Cache-Control', DOCUMENT_CACHE_CONTROL)
  c.header('Content-Security-Policy', DOCUMENT_CONTENT_SECURITY_POLICY)
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Content-Type', CONTENT_TYPES[kind as LedDocumentKind])

  if (kind === 'csv') {
    const bom = ledToolTexts(i18n).bom
    const rows = bomRows(locale.iso, saved.model, outcome.layout, saved.configuration.unit, bom)
    c.header('Content-Disposition', contentDisposition(`${name}.csv`))
    // Quantities stay plain integers (no thousands separators) so spreadsheets read them as numbers.
    return c.body(csvOf([[bom.item, bom.code, bom.quantity, bom.notesHeading], ...rows]))
  }

  const linkQuery = new URLSearchParams({
    [RESULT_LINK_PARAMS.expires]: query.get(RESULT_LINK_PARAMS.expires) ?? '',
    [RESULT_LINK_PARAMS.signature]: query.get(RESULT_LINK_PARAMS.signature) ?? '',
  })
  const store = new ContentStore(c.env.CONTENT, logger)
  const [globals, englishGlobals] = await Promise.all(
    [code, 'en-gb' as const].map((each) => new ContentRepository(store, each).globals().catch(() => null)),
  )
  const quote = new URLSearchParams({ campaign: LED_QUOTE_CAMPAIGNS.configurator, product: saved.model.ctn })
  const { ledWallPdf } = await import('./led-wall-pdf.ts')
  const pdf = await ledWallPdf({
    i18n,
    english: i18nFor(localeFor('en-gb', environment), logger),
    iso: locale.iso,
    saved,
    layout: outcome.layout,
    company: {
      name: globals?.companyName ?? COMPANY_NAME,
      address: globals?.address ?? '',
      englishAddress: englishGlobals?.address ?? '',
      phone: globals?.phone ?? '',
      email: globals?.contactEmail ?? '',
    },
    links: {
      online: absolute(c, `${pathFor('led-configurator-result', code, { configurationId: saved.id })}?${linkQuery}`),
      quote: absolute(c, `${pathFor('enquiry', code)}?${quote}`),
    },
  })
  c.header('Content-Disposition', contentDisposition(`${name}.pdf`))
  return c.body(pdf as Uint8Array<ArrayBuffer>)
})
