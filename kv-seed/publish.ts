/**
 * Turns the seed (content as editors write it: one record with text per language) into the
 * publish format the worker reads from KV: one record per locale, resolved, with its path in
 * every other locale, plus the collections the list pages show.
 * Pure: the Node loader and the in-workerd tests both call it.
 */
import { type CatalogFile, LOCALE_CODES, type LocaleCode, localeFor } from '../locales/registry.ts'
import type { LocalisedSlug, PageRecord } from '../ui/content/link-records.ts'
import { type CollectionItem, type ContentBlock, type PublishedPage, contentKeys } from '../ui/content/published.ts'
import { linkFor } from '../ui/routes/links.ts'
import { type RouteName, pathFor } from '../ui/routes/route-table.ts'

/** Text per catalog file; en-us falls back to en-gb, the Swiss locales read their language's. */
export type LocalisedText = Partial<Record<CatalogFile, string>> & { 'en-gb': string }

export type SeedBlock =
  | { type: 'heading'; text: LocalisedText }
  | { type: 'paragraph'; text: LocalisedText }
  | { type: 'link'; text: LocalisedText; route: RouteName }

interface SeedContent {
  id: string
  title: LocalisedText
  description?: LocalisedText
  intro?: LocalisedText
  blocks?: SeedBlock[]
}

export interface SeedPage extends SeedContent {
  /** Pages bound to a named route (home, contact, …). */
  route?: RouteName
  /** CMS pages: slug per language, nested under `parent`. */
  slug?: LocalisedText
  parent?: string | null
}

export const RECORD_ROUTES = {
  insight: { route: 'insights-slug', param: 'slug', collection: 'insights' },
  event: { route: 'events-slug', param: 'slug', collection: 'events' },
  feature: { route: 'partnership-slug', param: 'slug', collection: 'features' },
  'product-category': { route: 'display-solutions-productCategory', param: 'productCategory', collection: 'product-categories' },
} as const satisfies Record<string, { route: RouteName; param: string; collection: string }>

export type SeedRecordType = keyof typeof RECORD_ROUTES

export interface SeedRecord extends SeedContent {
  type: SeedRecordType
  slug: LocalisedText
  summary?: LocalisedText
}

export interface SeedRedirect {
  from: string
  to: string
  redirecttype: number
  enableForAllLocales: boolean
}

export interface Seed {
  pages: SeedPage[]
  records: SeedRecord[]
  redirects: SeedRedirect[]
}

export interface KvEntry {
  key: string
  value: string
}

export function textIn(text: LocalisedText, code: LocaleCode): string {
  const file = localeFor(code, 'LOCAL').file
  return text[file] ?? (file === 'en-us' ? text['en-gb'] : undefined) ?? text['en-gb']
}

function slugsOf(text: LocalisedText): LocalisedSlug[] {
  return LOCALE_CODES.map((code) => ({ locale: code, value: textIn(text, code) }))
}

function withoutPrefix(path: string, code: LocaleCode): string {
  const prefix = `/${code}`
  if (path === prefix) return ''
  const rest = path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path
  return rest === '/' ? '' : rest
}

function blocksIn(blocks: SeedBlock[] | undefined, code: LocaleCode): ContentBlock[] {
  return (blocks ?? []).map((block) =>
    block.type === 'link'
      ? { type: 'link', text: textIn(block.text, code), href: pathFor(block.route, code) }
      : { type: block.type, text: textIn(block.text, code) },
  )
}

function published(content: SeedContent, code: LocaleCode, alternates: Record<LocaleCode, string>): PublishedPage {
  return {
    id: content.id,
    title: textIn(content.title, code),
    ...(content.description ? { description: textIn(content.description, code) } : {}),
    ...(content.intro ? { intro: textIn(content.intro, code) } : {}),
    blocks: blocksIn(content.blocks, code),
    alternates,
  }
}

function pageRecords(pages: SeedPage[]): Map<string, PageRecord> {
  const records = new Map<string, PageRecord>()
  for (const page of pages) {
    if (page.slug) records.set(page.id, { __typename: 'PageRecord', slug: slugsOf(page.slug), parent: null })
  }
  for (const page of pages) {
    const record = records.get(page.id)
    if (record && page.parent) {
      const parent = records.get(page.parent)
      if (!parent) throw new Error(`Page ${page.id} has an unknown parent ${page.parent}`)
      record.parent = parent
    }
  }
  return records
}

export function publishSeed(seed: Seed): KvEntry[] {
  const entries: KvEntry[] = []
  const put = (key: string, value: unknown) => entries.push({ key, value: JSON.stringify(value) })
  const records = pageRecords(seed.pages)

  for (const page of seed.pages) {
    const paths = {} as Record<LocaleCode, string>
    for (const code of LOCALE_CODES) {
      if (page.route) paths[code] = pathFor(page.route, code)
      else {
        const href = linkFor(records.get(page.id) ?? null, code)?.href
        if (!href) throw new Error(`Page ${page.id} has no path in ${code}`)
        paths[code] = href
      }
    }
    for (const code of LOCALE_CODES) put(contentKeys.page(code, withoutPrefix(paths[code], code)), published(page, code, paths))
  }

  const collections = new Map<string, Map<LocaleCode, CollectionItem[]>>()
  for (const record of seed.records) {
    const { route, param, collection } = RECORD_ROUTES[record.type]
    const paths = {} as Record<LocaleCode, string>
    for (const code of LOCALE_CODES) paths[code] = pathFor(route, code, { [param]: textIn(record.slug, code) })
    for (const code of LOCALE_CODES) {
      put(contentKeys.record(record.type, code, textIn(record.slug, code)), published(record, code, paths))
      const byLocale = collections.get(collection) ?? new Map<LocaleCode, CollectionItem[]>()
      collections.set(collection, byLocale)
      const items = byLocale.get(code) ?? []
      byLocale.set(code, items)
      items.push({
        title: textIn(record.title, code),
        ...(record.summary ? { summary: textIn(record.summary, code) } : {}),
        href: paths[code],
      })
    }
  }
  for (const [name, byLocale] of collections) {
    for (const [code, items] of byLocale) put(contentKeys.collection(name, code), { items })
  }

  put('redirects', seed.redirects)
  return entries
}
