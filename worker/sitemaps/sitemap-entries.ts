/**
 * Sitemaps as XML (sitemaps.org protocol with xhtml:link hreflang alternates). Pure: the route
 * in worker/sitemaps/routes.ts reads the published sitemap record and calls these.
 */
import { DEFAULT_LOCALE, type Environment, type LocaleCode, activeLocales, localeFor } from '../../locales/registry.ts'
import {
  SITEMAP_FILES,
  SITEMAP_LOCALES,
  type SitemapEntry,
  type SitemapFile,
  type SitemapRecord,
  sitemapFileName,
} from '../../ui/sitemaps/sitemap-xml.ts'

export interface SitemapFileRef {
  name: string
  file: SitemapFile
  locale: LocaleCode
}

/** The sitemap locales served in an environment (PRD: the production ones only). */
export function sitemapLocales(environment: Environment): LocaleCode[] {
  const active = new Set(activeLocales(environment).map((locale) => locale.code))
  return SITEMAP_LOCALES.filter((code) => active.has(code))
}

/** Every sitemap file of an environment, locale by locale. */
export function sitemapFiles(environment: Environment): SitemapFileRef[] {
  return sitemapLocales(environment).flatMap((locale) =>
    SITEMAP_FILES.map((file) => ({ name: sitemapFileName(file, locale), file, locale })),
  )
}

/** The file a name stands for, when the environment serves it. */
export function findSitemapFile(name: string, environment: Environment): SitemapFileRef | undefined {
  return sitemapFiles(environment).find((ref) => ref.name === name)
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** Published paths always start with `/`. */
function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}${path}`
}

export function sitemapIndexXml(files: readonly SitemapFileRef[], origin: string, lastmod?: string): string {
  const items = files
    .map(
      (ref) =>
        `<sitemap><loc>${escapeXml(absolute(origin, `/${ref.name}`))}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`
}

/**
 * One locale's sitemap file: every entry that exists in the locale, with its alternates in every
 * sitemap locale of the environment and an x-default (the default locale's URL).
 */
export function sitemapXml(entries: readonly SitemapEntry[], locale: LocaleCode, environment: Environment, origin: string): string {
  const locales = sitemapLocales(environment)
  const urls = entries
    .filter((entry) => entry.paths[locale] !== undefined)
    .map((entry) => {
      const links = locales
        .filter((code) => entry.paths[code] !== undefined)
        .map(
          (code) =>
            `<xhtml:link rel="alternate" hreflang="${localeFor(code, environment).iso}" href="${escapeXml(absolute(origin, entry.paths[code]!))}"/>`,
        )
      const fallback = entry.paths[DEFAULT_LOCALE]
      if (fallback !== undefined)
        links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(origin, fallback))}"/>`)
      const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ''
      return `<url><loc>${escapeXml(absolute(origin, entry.paths[locale]!))}</loc>${lastmod}${links.join('')}</url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

/** The entries of one file of the record (empty when the record lacks it). */
export function entriesOf(record: SitemapRecord | null, file: SitemapFile): SitemapEntry[] {
  return record?.files[file] ?? []
}
