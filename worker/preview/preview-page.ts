/**
 * What a page rendered in preview mode carries: its subscription to the content it shows (the
 * KV keys its loader read) and the link that ends preview mode.
 */
import type { Context } from 'hono'
import type { ContentPreviewConfig } from '../../ui/client/runtime-config.ts'
import type { AppEnv } from '../env.ts'

export const PREVIEW_PATHS = { enter: '/preview', exit: '/preview/exit', stream: '/preview/stream' } as const

/** The one subscription the stream endpoint serves (a persisted query: other documents are refused). */
export const CONTENT_CHANGED_QUERY = 'subscription ContentChanged($keys: [String!]!) { contentChanged(keys: $keys) { keys publishedAt } }'

/** A page subscribes to at most this many keys. */
export const PREVIEW_MAX_KEYS = 200

export function previewFor(c: Context<AppEnv>): { subscription: ContentPreviewConfig; exitHref: string } | undefined {
  const keys = c.get('contentKeys')
  if (!c.get('preview') || !keys?.length) return undefined
  const url = new URL(c.req.url)
  return {
    subscription: { endpoint: PREVIEW_PATHS.stream, query: CONTENT_CHANGED_QUERY, variables: { keys: keys.slice(0, PREVIEW_MAX_KEYS) } },
    exitHref: `${PREVIEW_PATHS.exit}?path=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  }
}
