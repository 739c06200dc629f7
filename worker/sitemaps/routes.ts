/**
 * /sitemap.xml (the index of the per-locale files) and `{file}-{code}-sitemap.xml` (SPEC.md
 * point 2), written from the published sitemap record. In PRD only the production locales are
 * listed and served; an unknown name is the site's 404.
 */
import { Hono } from 'hono'
import type { SitemapRecord } from '../../ui/sitemaps/sitemap-xml.ts'
import { SITEMAP_KEY } from '../../ui/sitemaps/sitemap-xml.ts'
import { ContentStore } from '../content/content-store.ts'
import { entriesOf, findSitemapFile, sitemapFiles, sitemapIndexXml, sitemapXml } from './sitemap-entries.ts'
import type { AppEnv } from '../env.ts'

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

/** Written files per published record (the content cache keeps one record object for a minute). */
const written = new WeakMap<SitemapRecord, Map<string, string>>()

function cachedXml(record: SitemapRecord | null, key: string, write: () => string): string {
  if (!record) return write()
  let files = written.get(record)
  if (!files) {
    files = new Map()
    written.set(record, files)
  }
  let xml = files.get(key)
  if (xml === undefined) {
    xml = write()
    files.set(key, xml)
  }
  return xml
}

export const sitemaps = new Hono<AppEnv>()

/** robots.txt names the sitemap index by absolute URL (a relative one is invalid), so it is served per site origin. */
export function robotsTxt(siteOrigin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteOrigin).toString()}\n`
}

sitemaps.get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_ORIGIN)))

sitemaps.get('/sitemap.xml', (c) => c.body(sitemapIndexXml(sitemapFiles(c.get('environment')), c.env.SITE_ORIGIN), 200, XML_HEADERS))

sitemaps.get('/:name{[a-z-]+-sitemap\\.xml}', async (c) => {
  const environment = c.get('environment')
  const ref = findSitemapFile(c.req.param('name'), environment)
  if (!ref) return c.notFound()
  const record = await new ContentStore(c.env.CONTENT, c.get('logger')).json<SitemapRecord>(SITEMAP_KEY)
  const origin = c.env.SITE_ORIGIN
  const xml = cachedXml(record, `${environment} ${origin} ${ref.name}`, () =>
    sitemapXml(entriesOf(record, ref.file), ref.locale, environment, origin),
  )
  return c.body(xml, 200, XML_HEADERS)
})
