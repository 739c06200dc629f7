/**
 * What a page rendered in preview mode carries: its subscription to the content it shows (the
 * KV keys its loader read) and the link that ends preview mode.
 */
import type { Context } from 'hono'
import type { ContentPreviewConfig } from '../../ui/client/runtime-config.ts'
import type { AppEnv } from '../env.ts'

export const PREVIEW_PATHS = { enter: '/preview', exit: '/preview/exit', socket: '/preview/socket' } as const

/** The one subscription the preview socket serves (a persisted query: other documents are refused). */
export const CONTENT_CHANGED_QUERY = 'subscription ContentChanged($keys: [String!]!) { contentChanged(keys: $keys) { keys publishedAt } }'

/** A page subscribes to at most this many keys, each at most this long. */
export const PREVIEW_MAX_KEYS = 200
export const PREVIEW_MAX_KEY_LENGTH = 512
/** Subscriptions one socket may hold at once (a page needs one; navigation replaces it). */
export const PREVIEW_MAX_SUBSCRIPTIONS = 4
/** Preview sockets the Durable Object holds at once; past that a new one is closed with PREVIEW_SOCKET_BUSY. */
export const PREVIEW_MAX_SOCKETS = 500
/** "Try again later": the client reconnects after its backoff. */
export const PREVIEW_SOCKET_BUSY = 1013
/** Close code of a socket opened without a valid preview token: the client does not retry (a 4xx refusal). */
export const PREVIEW_SOCKET_UNAUTHORISED = 4401

/** A GraphQL document with its white space collapsed, to compare it with the persisted query. */
export function normalisedQuery(query: string): string {
  return query.replace(/\s+/g, ' ').trim()
}

export function previewFor(c: Context<AppEnv>): { subscription: ContentPreviewConfig; exitHref: string } | undefined {
  const keys = c.get('contentKeys')
  if (!c.get('preview') || !keys?.length) return undefined
  const url = new URL(c.req.url)
  return {
    subscription: { endpoint: PREVIEW_PATHS.socket, query: CONTENT_CHANGED_QUERY, variables: { keys: keys.slice(0, PREVIEW_MAX_KEYS) } },
    exitHref: `${PREVIEW_PATHS.exit}?path=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
  }
}
