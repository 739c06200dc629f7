/**
 * /sitemap.xml (the index of the per-locale files) and `{file}-{code}-sitemap.xml` (SPEC.md
 * point 2), written from the published sitemap record. In PRD only the production locales are
 * listed and served; an unknown name is the site's 404.
 */
import { Hono } from 'hono'
import type { SitemapRecord } from '../../ui/content/sitemap.ts'
import { SITEMAP_KEY } from '../../ui/content/sitemap.ts'
import { ContentStore } from '../content/content-store.ts'
import { entriesOf, findSitemapFile, sitemapFiles, sitemapIndexXml, sitemapXml } from '../content/sitemaps.ts'
import type { AppEnv } from '../env.ts'

const XML_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }

export const sitemaps = new Hono<AppEnv>()

sitemaps.get('/sitemap.xml', (c) => c.body(sitemapIndexXml(sitemapFiles(c.get('environment')), c.env.SITE_ORIGIN), 200, XML_HEADERS))

sitemaps.get('/:name{[a-z-]+-sitemap\\.xml}', async (c) => {
  const environment = c.get('environment')
  const ref = findSitemapFile(c.req.param('name'), environment)
  if (!ref) return c.notFound()
  const record = await new ContentStore(c.env.CONTENT, c.get('logger')).json<SitemapRecord>(SITEMAP_KEY)
  return c.body(sitemapXml(entriesOf(record, ref.file), ref.locale, environment, c.env.SITE_ORIGIN), 200, XML_HEADERS)
})
