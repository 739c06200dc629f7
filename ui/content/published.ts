/**
 * The publish format the pages read from KV (written by `kv-seed/`): one record per page and
 * locale, already resolved to that locale, with the page's path in every other locale.
 */
import type { LocaleCode } from '../../locales/registry.ts'

export type ContentBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'link'; text: string; href: string }

export interface PublishedPage {
  id: string
  title: string
  description?: string
  intro?: string
  blocks: ContentBlock[]
  /** Path of this page in each locale it exists in (no origin). */
  alternates: Partial<Record<LocaleCode, string>>
}

export interface CollectionItem {
  title: string
  summary?: string
  href: string
}

export interface PublishedCollection {
  items: CollectionItem[]
}

export const contentKeys = {
  page: (code: LocaleCode, path: string) => `pages/${code}${path === '' ? '/' : path}`,
  record: (type: string, code: LocaleCode, slug: string) => `records/${type}/${code}/${slug}`,
  collection: (name: string, code: LocaleCode) => `collections/${name}/${code}`,
} as const
