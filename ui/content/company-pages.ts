/**
 * The company and legal pages (About us, Sustainability, privacy policy, terms, imprint, cookie
 * policy, accessibility statement): CMS pages with fixed ids and slugs, because the shell links
 * them from places that are not content — the footer's built-in links and every consent
 * sentence of the forms. The seed (kv-seed/content/company-pages.ts) publishes them at these
 * addresses; the publisher refuses a seed that moves them (kv-seed/publish.ts).
 */
import { type CatalogFile, type LocaleCode, localeFor } from '../../locales/registry.ts'
import { pathFor } from '../routes/route-table.ts'

export const COMPANY_PAGE_IDS = [
  'about-us',
  'sustainability',
  'privacy-policy',
  'terms',
  'imprint',
  'cookie-policy',
  'accessibility-statement',
] as const
export type CompanyPageId = (typeof COMPANY_PAGE_IDS)[number]

/** The legal pages, in the order the footer lists them. */
export const LEGAL_PAGE_IDS = [
  'privacy-policy',
  'terms',
  'imprint',
  'cookie-policy',
  'accessibility-statement',
] as const satisfies readonly CompanyPageId[]

/** A slug per catalog file; en-us uses en-gb's. */
export type CompanyPageSlugs = Omit<Record<CatalogFile, string>, 'en-us'>

export interface CompanyPageAddress {
  /** The page it sits under (its slug comes first in the path). */
  parent?: CompanyPageId
  slug: CompanyPageSlugs
}

export const COMPANY_PAGES: Record<CompanyPageId, CompanyPageAddress> = {
  'about-us': {
    slug: {
      'en-gb': 'about-us',
      'fr-fr': 'a-propos',
      'it-it': 'chi-siamo',
      'de-de': 'ueber-uns',
      'es-es': 'sobre-nosotros',
      'ja-jp': 'about-us',
    },
  },
  sustainability: {
    parent: 'about-us',
    slug: {
      'en-gb': 'sustainability',
      'fr-fr': 'developpement-durable',
      'it-it': 'sostenibilita',
      'de-de': 'nachhaltigkeit',
      'es-es': 'sostenibilidad',
      'ja-jp': 'sustainability',
    },
  },
  'privacy-policy': {
    slug: {
      'en-gb': 'privacy-policy',
      'fr-fr': 'politique-de-confidentialite',
      'it-it': 'informativa-sulla-privacy',
      'de-de': 'datenschutzerklaerung',
      'es-es': 'politica-de-privacidad',
      'ja-jp': 'privacy-policy',
    },
  },
  terms: {
    slug: {
      'en-gb': 'terms',
      'fr-fr': 'conditions-generales',
      'it-it': 'condizioni-generali',
      'de-de': 'agb',
      'es-es': 'condiciones-generales',
      'ja-jp': 'terms',
    },
  },
  imprint: {
    slug: {
      'en-gb': 'imprint',
      'fr-fr': 'mentions-legales',
      'it-it': 'note-legali',
      'de-de': 'impressum',
      'es-es': 'aviso-legal',
      'ja-jp': 'imprint',
    },
  },
  'cookie-policy': {
    slug: {
      'en-gb': 'cookie-policy',
      'fr-fr': 'politique-cookies',
      'it-it': 'cookie-policy',
      'de-de': 'cookie-richtlinie',
      'es-es': 'politica-de-cookies',
      'ja-jp': 'cookie-policy',
    },
  },
  'accessibility-statement': {
    slug: {
      'en-gb': 'accessibility-statement',
      'fr-fr': 'declaration-accessibilite',
      'it-it': 'dichiarazione-accessibilita',
      'de-de': 'erklaerung-zur-barrierefreiheit',
      'es-es': 'declaracion-de-accesibilidad',
      'ja-jp': 'accessibility-statement',
    },
  },
}

/** The page's slug in a locale's language (en-us and the Swiss locales read their catalog file's). */
export function companyPageSlug(id: CompanyPageId, code: LocaleCode): string {
  const file = localeFor(code, 'LOCAL').file
  const slugs = COMPANY_PAGES[id].slug
  return file === 'en-us' ? slugs['en-gb'] : slugs[file]
}

/** The page's path in a locale (`/de-de/ueber-uns/nachhaltigkeit`). */
export function companyPagePath(id: CompanyPageId, code: LocaleCode): string {
  const chain: string[] = []
  for (let current: CompanyPageId | undefined = id; current; current = COMPANY_PAGES[current].parent) {
    chain.unshift(companyPageSlug(current, code))
  }
  return pathFor('slug', code, { slug: chain.join('/') })
}
