/**
 * Publishing an approved partner success story in the insights (docs/decisions/036-success-story-review-and-publication.md):
 * the story becomes a `SuccessStory` record (the shape the publish command writes, ui/content/model.ts)
 * in every locale of the language it was written in, and joins the insights list and the search
 * index of those locales under the success stories category, with the partner organisation credited
 * as its author. Its first picture is published as an immutable public image (the PIM's photo
 * store). The written records go through the same announcement as every publish: this isolate
 * forgets them, previews refresh and the cached insight pages are purged. The other languages are
 * the marketing team's translation task.
 */
import { CATALOG_FILES, LOCALE_CODES, type LocaleCode, localeFor } from '../../locales/registry.ts'
import { imageSizeOf, isProductPhotoType, productPhotoHref } from '../../ui/catalogue/product-photos.ts'
import {
  CONTENT_KEYS,
  type ContentImage,
  type InsightIndex,
  SUCCESS_STORY_CATEGORY_ID,
  type SearchDocument,
  type SearchIndex,
  type SuccessStory,
} from '../../ui/content/model.ts'
import type { ContentBlock } from '../../ui/content/published.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import type { Logger } from '../../ui/log/logger.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import type { Bindings } from '../env.ts'
import { storeProductPhoto } from '../pim/product-photo-store.ts'
import { announcePublished } from '../publish/published-records.ts'
import type { StoryForReview } from './success-story-store.ts'

/** The languages the site is written in (one catalog per language; English once). */
export const STORY_LANGUAGES = [...new Set(CATALOG_FILES.map((file) => file.slice(0, 2)))]

/** The language a story was written in (its wizard's locale). */
export function storyLanguageOf(locale: string): string {
  return STORY_LANGUAGES.includes(locale.slice(0, 2)) ? locale.slice(0, 2) : 'en'
}

/** The languages a published story still needs translating into. */
export function translationLanguagesOf(sourceLanguage: string): string[] {
  return STORY_LANGUAGES.filter((language) => language !== sourceLanguage)
}

/** The locales that show a story written in `language`. */
export function localesOfLanguage(language: string): LocaleCode[] {
  return LOCALE_CODES.filter((code) => code.slice(0, 2) === language)
}

/** A slug from the project's name (letters and digits, dashes between), made unique by the story's id. */
export function storySlugOf(projectName: string, storyId: string): string {
  const words = projectName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Nd}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  const suffix = storyId.replace(/[^a-z0-9]/g, '').slice(0, 8)
  return words ? `${words}-${suffix}` : `story-${suffix}`
}

function text(values: StoryForReview['values'], name: string): string {
  const value = values[name]
  return typeof value === 'string' ? value.trim() : ''
}

/** The story's texts as content blocks: a heading per part, a paragraph per line of the partner's text. */
function bodyOf(story: StoryForReview, code: LocaleCode): ContentBlock[] {
  const i18n = i18nFor(localeFor(code, 'LOCAL'))
  const parts: Array<[string, string[]]> = [
    [i18n._({ id: 'story.public.client', message: 'The client' }), ['background', 'why_chosen']],
    [i18n._({ id: 'story.public.challenge', message: 'The challenge' }), ['challenge_reason', 'requirements']],
    [i18n._({ id: 'story.public.solution', message: 'The solution' }), ['products_used', 'implementation', 'other_hardware_software']],
    [i18n._({ id: 'story.public.results', message: 'The results' }), ['benefits_gained', 'tangible_results', 'intangible_results']],
  ]
  const blocks: ContentBlock[] = []
  for (const [heading, fields] of parts) {
    const paragraphs = fields
      .flatMap((field) => text(story.values, field).split(/\n+/))
      .map((line) => line.trim())
      .filter(Boolean)
    if (!paragraphs.length) continue
    blocks.push(
      { type: 'heading', text: heading },
      ...paragraphs.map((paragraph): ContentBlock => ({ type: 'paragraph', text: paragraph })),
    )
  }
  const quote = text(story.values, 'quote')
  if (quote) blocks.push({ type: 'paragraph', text: `“${quote}”` })
  return blocks
}

function summaryOf(story: StoryForReview): string {
  const source = text(story.values, 'benefits_gained') || text(story.values, 'background')
  const oneLine = source.replace(/\s+/g, ' ')
  return oneLine.length > 200 ? `${oneLine.slice(0, 197).trimEnd()}…` : oneLine
}

/** Publishes the story's first picture as a public image; null when it has none the site can show. */
async function publishedImageOf(bucket: R2Bucket, story: StoryForReview, actorId: string): Promise<ContentImage | null> {
  const picture = story.files.find((file) => file.kind === 'picture')
  if (!picture || !isProductPhotoType(picture.contentType)) return null
  const object = await bucket.get(picture.key)
  if (!object) return null
  const bytes = new Uint8Array(await object.arrayBuffer())
  const size = imageSizeOf(bytes, picture.contentType)
  if (!size) return null
  const fileName = await storeProductPhoto(bucket, bytes, picture.contentType, actorId)
  return { src: productPhotoHref(fileName), alt: `${story.projectName} – ${story.clientName}`, ...size }
}

/** The id of a published partner story's record starts with this (the seed's insights never do). */
export const PARTNER_STORY_ID_PREFIX = 'partner-story-'

/**
 * How a record that lists partner stories beside the seed's content keeps them: the list in the
 * record, whether an entry is a partner story's, what names an entry, and the record with the kept
 * entries put back in their place.
 */
interface PartnerStoryList<Record, Entry> {
  entries(record: Record): unknown
  isPartnerStory(entry: Entry): boolean
  nameOf(entry: Entry): string
  withKept(record: Record, entries: Entry[], kept: Entry[]): Record
}

/**
 * A list about to replace `current` (the publish command and the PIM's publish send the seed's),
 * with the partner stories of `current` kept: they were published from the staff console, not from
 * the seed, and would otherwise drop out at the next publish (their own records stay). Answers the
 * value to write: `incoming` as sent when there is nothing to keep or either side is not a list.
 */
function keepingPartnerStories<Record, Entry>(list: PartnerStoryList<Record, Entry>) {
  return (incoming: string, current: string | null): string => {
    if (!current) return incoming
    let next: Record
    let previous: Record
    try {
      next = JSON.parse(incoming) as Record
      previous = JSON.parse(current) as Record
    } catch {
      return incoming
    }
    const nextEntries = list.entries(next)
    const previousEntries = list.entries(previous)
    if (!Array.isArray(nextEntries) || !Array.isArray(previousEntries)) return incoming
    const listed = new Set((nextEntries as Entry[]).map(list.nameOf))
    const kept = (previousEntries as Entry[]).filter((entry) => list.isPartnerStory(entry) && !listed.has(list.nameOf(entry)))
    return kept.length ? JSON.stringify(list.withKept(next, nextEntries as Entry[], kept)) : incoming
  }
}

/** A locale's insights list with the partner stories of the list it replaces kept, newest first. */
export const withPartnerStoriesKept = keepingPartnerStories<InsightIndex, InsightIndex['items'][number]>({
  entries: (index) => index.items,
  isPartnerStory: (item) => item.id.startsWith(PARTNER_STORY_ID_PREFIX),
  nameOf: (item) => item.id,
  withKept: (index, items, kept) => ({ ...index, items: [...items, ...kept].sort((a, b) => b.date.localeCompare(a.date)) }),
})

/** A published partner story's search document (marked with its record's id, PARTNER_STORY_ID_PREFIX). */
function isPartnerStoryDocument(document: SearchDocument): boolean {
  return typeof document.id === 'string' && document.id.startsWith(PARTNER_STORY_ID_PREFIX)
}

/**
 * `documents` with `added` among the insights: before the first insight document (the newest story
 * first, as in the insights list), after everything when there is none. Ties in the search keep
 * the index's order, so products still come before insights of the same score.
 */
function withInsightDocuments(documents: readonly SearchDocument[], added: readonly SearchDocument[]): SearchDocument[] {
  const at = documents.findIndex((document) => document.type === 'insight')
  if (at < 0) return [...documents, ...added]
  return [...documents.slice(0, at), ...added, ...documents.slice(at)]
}

/**
 * A locale's search index with the partner stories' documents of the index it replaces kept. A
 * partner story's document carries its record's id (`partner-story-…`); the seed's have none.
 */
export const withPartnerStoryDocumentsKept = keepingPartnerStories<SearchIndex, SearchDocument>({
  entries: (index) => index.documents,
  isPartnerStory: isPartnerStoryDocument,
  nameOf: (document) => document.href,
  withKept: (index, documents, kept) => ({ ...index, documents: withInsightDocuments(documents, kept) }),
})

/** The keys of the records that list partner stories beside the seed's content, and how each keeps them. */
const PARTNER_STORY_LISTS = new Map<string, (incoming: string, current: string | null) => string>(
  LOCALE_CODES.flatMap((code) => [
    [CONTENT_KEYS.insights(code), withPartnerStoriesKept] as const,
    [CONTENT_KEYS.search(code), withPartnerStoryDocumentsKept] as const,
  ]),
)

/** Whether the record under `key` lists partner stories (a locale's insights list or search index). */
export function listsPartnerStories(key: string): boolean {
  return PARTNER_STORY_LISTS.has(key)
}

/**
 * The value to write under `key` when a publish sends `incoming` over `current`: for a locale's
 * insights list or search index, `incoming` with the partner stories of `current` kept; any other
 * record as sent.
 */
export function withPartnerStoriesKeptIn(key: string, incoming: string, current: string | null): string {
  const keep = PARTNER_STORY_LISTS.get(key)
  return keep ? keep(incoming, current) : incoming
}

/** The story's document in a locale's search index: found by its title, summary, category, partner and client. */
export function successStorySearchDocument(record: SuccessStory, categoryTitle: string | undefined): SearchDocument {
  return {
    type: 'insight',
    title: record.title,
    summary: record.summary,
    href: record.href,
    keywords: [categoryTitle ?? '', record.author, record.client].filter(Boolean),
    id: record.id,
  }
}

export interface StoryPublication {
  slug: string
  locales: LocaleCode[]
  sourceLanguage: string
  translateInto: string[]
  hrefs: Partial<Record<LocaleCode, string>>
}

/** Where and how the story will be published (no writes). */
export function plannedPublication(story: StoryForReview): StoryPublication {
  const sourceLanguage = storyLanguageOf(story.locale)
  const locales = localesOfLanguage(sourceLanguage)
  const slug = storySlugOf(story.projectName, story.id)
  return {
    slug,
    locales,
    sourceLanguage,
    translateInto: translationLanguagesOf(sourceLanguage),
    hrefs: Object.fromEntries(locales.map((code) => [code, pathFor('insights-slug', code, { slug })])),
  }
}

/** The story's record in one locale. */
export function successStoryRecord(
  story: StoryForReview,
  publication: StoryPublication,
  code: LocaleCode,
  image: ContentImage,
  date: string,
): SuccessStory {
  const i18n = i18nFor(localeFor(code, 'LOCAL'))
  const href = publication.hrefs[code]!
  return {
    id: `${PARTNER_STORY_ID_PREFIX}${story.id}`,
    slug: publication.slug,
    title: story.projectName,
    summary: summaryOf(story),
    href,
    image,
    date,
    categoryId: SUCCESS_STORY_CATEGORY_ID,
    author: story.organisationName ?? story.submitterName,
    dateModified: date,
    body: bodyOf(story, code),
    relatedProductCtns: [],
    alternates: { ...publication.hrefs },
    breadcrumbs: [
      { title: i18n._({ id: 'insights.title', message: 'Insights' }), href: pathFor('insights', code) },
      { title: story.projectName, href },
    ],
    client: story.clientName,
    industryId: text(story.values, 'industry'),
  }
}

/** A stand-in picture when the story has none the site can show (never expected: stories need pictures). */
const NO_PICTURE: ContentImage = { src: '/images/editorial/led-wall.svg', alt: '', width: 1200, height: 800 }

/**
 * Writes the story's records, the insights lists and the search indexes of its locales into KV,
 * then announces them (cache forgotten, previews told, cached pages purged). Publishing the same
 * story again replaces its entries (same id or address) instead of adding them twice. Returns the
 * written keys.
 */
export async function publishSuccessStory(
  env: Pick<Bindings, 'CONTENT' | 'FILES' | 'CONTENT_CHANGES'>,
  logger: Logger,
  story: StoryForReview,
  publication: StoryPublication,
  actorId: string,
  now = new Date(),
): Promise<string[]> {
  const image = (await publishedImageOf(env.FILES, story, actorId)) ?? NO_PICTURE
  const date = now.toISOString().slice(0, 10)
  const written: string[] = []
  for (const code of publication.locales) {
    const record = successStoryRecord(story, publication, code, image, date)
    const recordKey = CONTENT_KEYS.insight(code, publication.slug)
    await env.CONTENT.put(recordKey, JSON.stringify(record))
    written.push(recordKey)
    const indexKey = CONTENT_KEYS.insights(code)
    const index = ((await env.CONTENT.get<InsightIndex>(indexKey, 'json')) ?? { categories: [], items: [] }) as InsightIndex
    const { id, slug, title, summary, href, categoryId } = record
    const items = [{ id, slug, title, summary, href, image, date, categoryId }, ...index.items.filter((item) => item.id !== id)].sort(
      (a, b) => b.date.localeCompare(a.date),
    )
    await env.CONTENT.put(indexKey, JSON.stringify({ ...index, items }))
    written.push(indexKey)
    const searchKey = CONTENT_KEYS.search(code)
    const search = ((await env.CONTENT.get<SearchIndex>(searchKey, 'json')) ?? { documents: [] }) as SearchIndex
    const categoryTitle = index.categories.find((category) => category.id === SUCCESS_STORY_CATEGORY_ID)?.title
    const others = search.documents.filter((document) => document.href !== href && document.id !== id)
    const documents = withInsightDocuments(others, [successStorySearchDocument(record, categoryTitle)])
    await env.CONTENT.put(searchKey, JSON.stringify({ ...search, documents }))
    written.push(searchKey)
  }
  await announcePublished(env, logger, written)
  return written
}
