/**
 * Link building from content records (SPEC.md point 2 "Link building from content records").
 * A record of an unknown type logs a warning and yields no link; `null` yields an empty path.
 */
import { DEFAULT_LOCALE, type LocaleCode } from '../../locales/registry.ts'
import type { LinkRecord, LinkableRecord, LocalisedSlug, ProductGroupRecord } from '../content/link-records.ts'
import { type Logger, consoleLogger } from '../log/logger.ts'
import { isSafeHref } from './safe-url.ts'
import { pathFor } from './route-table.ts'

export interface BuiltLink {
  href: string
  external: boolean
  openInNewWindow: boolean
}

/** The record's slug in a locale, falling back to the default locale's slug. */
export function slugIn(slugs: readonly LocalisedSlug[], code: LocaleCode): string | undefined {
  return (slugs.find((slug) => slug.locale === code) ?? slugs.find((slug) => slug.locale === DEFAULT_LOCALE))?.value
}

function groupChain(group: ProductGroupRecord): ProductGroupRecord[] {
  const chain: ProductGroupRecord[] = []
  const seen = new Set<ProductGroupRecord>()
  for (let current: ProductGroupRecord | null | undefined = group; current && !seen.has(current); current = current.parent) {
    seen.add(current)
    chain.unshift(current)
  }
  return chain
}

function joinSlugs(slugs: Array<string | undefined>): string | undefined {
  return slugs.some((slug) => !slug) ? undefined : slugs.join('/')
}

function pathOfRecord(record: LinkableRecord, code: LocaleCode): string | undefined {
  switch (record.__typename) {
    case 'EventRecord': {
      const slug = slugIn(record.slug, code)
      return slug ? pathFor('events-slug', code, { slug }) : undefined
    }
    case 'InsightRecord': {
      const slug = slugIn(record.slug, code)
      return slug ? pathFor('insights-slug', code, { slug }) : undefined
    }
    case 'FeatureRecord': {
      const slug = slugIn(record.slug, code)
      return slug ? pathFor('partnership-slug', code, { slug }) : undefined
    }
    case 'ProductGroupRecord': {
      const slugs = joinSlugs(groupChain(record).map((group) => slugIn(group.slug, code)))
      return slugs === undefined ? undefined : `${pathFor('display-solutions', code)}/${slugs}`
    }
    case 'ProductRecord': {
      const chain = groupChain(record.productGroup)
      const slugs = joinSlugs([slugIn(chain[0]!.slug, code), slugIn(record.productGroup.slug, code), slugIn(record.slug, code)])
      return slugs === undefined ? undefined : `${pathFor('display-solutions', code)}/${slugs}`
    }
    case 'PageRecord': {
      const chain: string[] = []
      const seen = new Set<unknown>()
      for (let page: typeof record | null | undefined = record; page && !seen.has(page); page = page.parent) {
        seen.add(page)
        const slug = slugIn(page.slug, code)
        if (slug === undefined) return undefined
        chain.unshift(slug)
      }
      const slug = chain.filter((piece) => piece !== '' && piece !== 'home').join('/')
      return pathFor('slug', code, { slug })
    }
  }
}

function queryString(parameters: string | Record<string, string> | null | undefined): string {
  if (!parameters) return ''
  const search =
    typeof parameters === 'string'
      ? new URLSearchParams(parameters.replace(/^\?/, '')).toString()
      : new URLSearchParams(parameters).toString()
  return search ? `?${search}` : ''
}

/**
 * The link of a content record in a locale. `undefined` means "render no link" (unknown record
 * type, unsafe URL, or a record without a slug in this locale).
 */
export function linkFor(record: LinkRecord | null, code: LocaleCode, logger: Logger = consoleLogger): BuiltLink | undefined {
  if (record === null) return { href: '', external: false, openInNewWindow: false }
  const typename = (record as { __typename?: string }).__typename
  switch (record.__typename) {
    case 'ExternalLinkRecord':
      if (!isSafeHref(record.url)) {
        logger.warn(`Refused an unsafe external link: ${record.url}`)
        return undefined
      }
      return { href: record.url, external: true, openInNewWindow: Boolean(record.openInNewWindow) }
    case 'InternalLinkRecord': {
      const target = record.link === null ? { href: '', external: false, openInNewWindow: false } : linkFor(record.link, code, logger)
      if (!target) return undefined
      const anchor = record.anchor ? `#${encodeURIComponent(record.anchor.replace(/^#/, ''))}` : ''
      return { ...target, href: `${target.href}${queryString(record.queryParameters)}${anchor}` }
    }
    case 'FileRecord':
      return isSafeHref(record.url) ? { href: record.url, external: true, openInNewWindow: true } : undefined
    case 'MetaItemFileRecord':
      return linkFor(record.file, code, logger)
    case 'MetaItemTextRecord':
      return undefined
    case 'EventRecord':
    case 'InsightRecord':
    case 'FeatureRecord':
    case 'ProductGroupRecord':
    case 'ProductRecord':
    case 'PageRecord': {
      const href = pathOfRecord(record, code)
      return href === undefined ? undefined : { href, external: false, openInNewWindow: false }
    }
    default:
      logger.warn(`Cannot build a link: unknown record type ${typename ?? '(none)'}`)
      return undefined
  }
}
