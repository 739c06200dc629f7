/**
 * The portal's video library in D1 (`portal_videos`, `portal_video_collections`): the most
 * recently added, the collections, all videos, one collection, search by title and description
 * in the viewer's language, and one video. Texts are stored per language; a language without its
 * own text falls back to English.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import { likePattern } from '../partners/portal-user-store.ts'

/** How many videos "Most recently added" shows. */
export const RECENT_VIDEO_COUNT = 3
/** The media of a video are served here (worker/videos/video-files.ts). */
export const VIDEO_MEDIA_ROOT = '/api/portal/videos'

export interface VideoCollection {
  id: string
  slug: string
  title: string
  videoCount: number
}

export interface LibraryVideo {
  id: string
  slug: string
  title: string
  description: string
  durationSeconds: number
  addedAt: string
  collection: { slug: string; title: string } | null
  hasVideo: boolean
  hasPoster: boolean
}

interface VideoRow {
  id: string
  slug: string
  titles_json: string
  descriptions_json: string
  duration_seconds: number
  added_at: string
  video_key: string | null
  poster_key: string | null
  collection_slug: string | null
  collection_titles_json: string | null
}

/** The language of a locale's texts: en-gb and en-us share English, the Swiss locales their language. */
export function videoLanguageOf(code: LocaleCode): string {
  return code.slice(0, 2)
}

function textIn(json: string, language: string): string {
  const texts = JSON.parse(json) as Record<string, string>
  return texts[language] ?? texts.en ?? ''
}

const VIDEO_SELECT = `SELECT v.id, v.slug, v.titles_json, v.descriptions_json, v.duration_seconds, v.added_at, v.video_key, v.poster_key,
       c.slug AS collection_slug, c.titles_json AS collection_titles_json
  FROM portal_videos v LEFT JOIN portal_video_collections c ON c.id = v.collection_id`

function videoFrom(row: VideoRow, language: string): LibraryVideo {
  return {
    id: row.id,
    slug: row.slug,
    title: textIn(row.titles_json, language),
    description: textIn(row.descriptions_json, language),
    durationSeconds: row.duration_seconds,
    addedAt: row.added_at,
    collection:
      row.collection_slug && row.collection_titles_json
        ? { slug: row.collection_slug, title: textIn(row.collection_titles_json, language) }
        : null,
    hasVideo: !!row.video_key,
    hasPoster: !!row.poster_key,
  }
}

export interface VideoLibrary {
  recent: LibraryVideo[]
  collections: VideoCollection[]
  all: LibraryVideo[]
}

export async function videoLibraryOf(db: D1Database, code: LocaleCode): Promise<VideoLibrary> {
  const language = videoLanguageOf(code)
  const [videos, collections] = await db.batch<VideoRow | { id: string; slug: string; titles_json: string; video_count: number }>([
    db.prepare(`${VIDEO_SELECT} ORDER BY v.added_at DESC, v.id`),
    db.prepare(
      `SELECT c.id, c.slug, c.titles_json, (SELECT count(*) FROM portal_videos v WHERE v.collection_id = c.id) AS video_count
         FROM portal_video_collections c ORDER BY c.position, c.slug`,
    ),
  ])
  const all = (videos!.results as VideoRow[]).map((row) => videoFrom(row, language))
  return {
    recent: all.slice(0, RECENT_VIDEO_COUNT),
    all: [...all].sort((a, b) => a.title.localeCompare(b.title, code)),
    collections: (collections!.results as Array<{ id: string; slug: string; titles_json: string; video_count: number }>).map((row) => ({
      id: row.id,
      slug: row.slug,
      title: textIn(row.titles_json, language),
      videoCount: row.video_count,
    })),
  }
}

/** Videos whose title or description, in the viewer's language or English, holds the search text. */
export async function searchVideos(db: D1Database, code: LocaleCode, search: string): Promise<LibraryVideo[]> {
  const language = videoLanguageOf(code)
  const pattern = likePattern(search)
  const { results } = await db
    .prepare(
      `${VIDEO_SELECT}
        WHERE coalesce(json_extract(v.titles_json, '$.' || ?1), '') LIKE ?2 ESCAPE '\\'
           OR coalesce(json_extract(v.descriptions_json, '$.' || ?1), '') LIKE ?2 ESCAPE '\\'
           OR json_extract(v.titles_json, '$.en') LIKE ?2 ESCAPE '\\'
        ORDER BY v.added_at DESC`,
    )
    .bind(language, pattern)
    .all<VideoRow>()
  return results.map((row) => videoFrom(row, language))
}

export async function findVideo(db: D1Database, code: LocaleCode, slug: string): Promise<LibraryVideo | null> {
  const row = await db.prepare(`${VIDEO_SELECT} WHERE v.slug = ?1`).bind(slug).first<VideoRow>()
  return row ? videoFrom(row, videoLanguageOf(code)) : null
}

/** The R2 keys of a video's media. */
export async function videoMediaOf(
  db: D1Database,
  slug: string,
): Promise<{ videoKey: string | null; videoType: string | null; posterKey: string | null; captionsPrefix: string } | null> {
  const row = await db
    .prepare('SELECT video_key, video_type, poster_key, captions_prefix FROM portal_videos WHERE slug = ?1')
    .bind(slug)
    .first<{ video_key: string | null; video_type: string | null; poster_key: string | null; captions_prefix: string }>()
  return row ? { videoKey: row.video_key, videoType: row.video_type, posterKey: row.poster_key, captionsPrefix: row.captions_prefix } : null
}

export function videoMediaPaths(slug: string, language: string) {
  const base = `${VIDEO_MEDIA_ROOT}/${encodeURIComponent(slug)}`
  return { video: `${base}/video`, poster: `${base}/poster`, captions: `${base}/captions/${language}` }
}
