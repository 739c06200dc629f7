/**
 * The published sitemap record (one KV record for every locale): the URLs of each sitemap file as
 * their path in every locale. The worker writes `/sitemap.xml` and the per-locale files
 * (`{file}-{code}-sitemap.xml`, SPEC.md point 2) from it, keeping the locales active in its
 * environment.
 */
import type { LocaleCode } from '../../locales/registry.ts'

export const SITEMAP_KEY = 'sitemap'

export const SITEMAP_FILES = ['pages', 'contact', 'display-solutions', 'downloads', 'events', 'insights'] as const
export type SitemapFile = (typeof SITEMAP_FILES)[number]

/** The locales with sitemap files (SPEC.md point 2); in PRD only the production ones. */
export const SITEMAP_LOCALES = [
  'en-gb',
  'en-us',
  'fr-fr',
  'fr-ch',
  'it-it',
  'it-ch',
  'de-de',
  'de-ch',
  'es-es',
] as const satisfies readonly LocaleCode[]

export interface SitemapEntry {
  /** The page's path in each locale it exists in. */
  paths: Partial<Record<LocaleCode, string>>
  /** ISO date of the last change, when the content has one. */
  lastmod?: string
}

export interface SitemapRecord {
  files: Record<SitemapFile, SitemapEntry[]>
}

/** `pages-en-gb-sitemap.xml` */
export function sitemapFileName(file: SitemapFile, code: LocaleCode): string {
  return `${file}-${code}-sitemap.xml`
}
