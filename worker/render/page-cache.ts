/**
 * The edge page cache (Cache API) for public pages, PAGE_CACHE_SECONDS long (off when unset or 0).
 *
 * Only anonymous GET pages are cached: a request carrying any cookie other than the consent and
 * locale cookies (a session, a CSRF token, a preview token) is never looked up nor stored, and
 * neither is an answer that sets a cookie, is not a 200 text/html page, or still needs React's
 * streaming scripts (content that arrived after the shell). The key holds the build id and the
 * variant of the page (the consent choice, and for paths without a locale prefix the locale the
 * visitor would be sent to), so one visitor never gets another's variant.
 *
 * Cached HTML carries the nonce of the request that rendered it, kept beside it with the byte
 * offsets where it occurs; a hit gets the current request's nonce written over those bytes (the
 * page is never decoded, searched or encoded again: decision 052), matching the fresh CSP header.
 * Every nonce is 24 base64 characters, so the page keeps its length; the bytes at each offset are
 * checked to be the stored nonce first. A stored page without its offsets gets the stored nonce
 * replaced in its text (a 128-bit random string, which cannot occur by chance elsewhere), and one
 * without its nonce beside it gets every `nonce` attribute rewritten (HTMLRewriter).
 *
 * Each stored page is recorded in the content-change object with the KV keys it was rendered
 * from; a publish of one of those keys purges it (worker/publish/routes.ts). The isolate also keeps
 * the pages it stored or served lately in memory, in front of the edge cache, for as long as it
 * keeps published content (decision 056).
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { LOCALE_COOKIE } from '../../locales/registry.ts'
import { CONSENT_COOKIE, parseConsentCookie } from '../../ui/consent/categories.ts'
import { splitLocalePrefix } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import { originOf, pathnameOf, searchOf } from '../middleware/request-url.ts'
import { contentChanges } from '../preview/content-changes.ts'
import { BUILD_ID } from './client-assets.ts'
import { CONTENT_CACHE_TTL_MS } from '../content/content-store.ts'

export const PAGE_CACHE_HEADER = 'X-Page-Cache'
/** Where cached pages live in the Cache API, beside the real URLs of the site. */
export const PAGE_CACHE_PATH = '/__page-cache'
/** Cookies that do not make a page personal: their values are part of the cache key instead. */
const VARIANT_COOKIES = new Set<string>([CONSENT_COOKIE.name, LOCALE_COOKIE.name])
/** Markers of a page React finished with inline scripts (`<template id="B:0">`, `<div hidden id="S:0">`). */
const STREAMED_LATER = /<template id="B:|<div hidden id="S:/
const STORED_VARY_HEADER = 'X-Page-Cache-Vary'
/** The nonce the stored page was rendered with (kept with it, never sent). */
const STORED_NONCE_HEADER = 'X-Page-Cache-Nonce'
/** The byte offsets of that nonce in the stored page, comma-separated (kept with it, never sent). */
const STORED_NONCE_OFFSETS_HEADER = 'X-Page-Cache-Nonce-At'
const encoder = new TextEncoder()

/** The data centre's default cache (the DOM typings of `caches` lack Cloudflare's `default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default
}

export function pageCacheSeconds(value: string | undefined): number {
  const seconds = Number(value ?? 0)
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
}

/** The cache key of this request's page, or undefined when the page must not come from the cache. */
export function pageCacheKey(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== 'GET' || c.get('preview')) return undefined
  const cookies = c.req.header('Cookie')
  if (cookieNames(cookies).some((name) => !VARIANT_COOKIES.has(name))) return undefined
  const url = c.req.url
  const pathname = pathnameOf(url)
  const consent = (cookies ? parseConsentCookie(getCookie(c, CONSENT_COOKIE.name))?.join('.') : undefined) ?? 'undecided'
  const { prefixed } = splitLocalePrefix(pathname, c.get('environment'))
  const variant = prefixed ? consent : `${consent}~${detectRequestLocale(c)}`
  return `${originOf(url)}${PAGE_CACHE_PATH}/${BUILD_ID}/${variant}${pathname}${searchOf(url)}`
}

function cacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !response.headers.has('Set-Cookie') &&
    !response.headers.has('Cache-Control')
  )
}

/** Where `needle` occurs in `haystack`, by byte offset (neither overlapping nor empty). */
export function byteOffsetsOf(haystack: Uint8Array, needle: Uint8Array): number[] {
  const offsets: number[] = []
  const first = needle[0]
  if (first === undefined) return offsets
  const last = haystack.length - needle.length
  for (let at = haystack.indexOf(first); at >= 0 && at <= last; at = haystack.indexOf(first, at + 1)) {
    let matches = true
    for (let index = 1; index < needle.length; index++) {
      if (haystack[at + index] !== needle[index]) {
        matches = false
        break
      }
    }
    if (matches) {
      offsets.push(at)
      at += needle.length - 1
    }
  }
  return offsets
}

/**
 * `page` with `replacement` written over `stored` at each of `offsets` (in place), or undefined
 * when the two differ in length or the bytes at an offset are not `stored` (then the caller
 * replaces in the text instead).
 */
export function withNonceAt(
  page: Uint8Array<ArrayBuffer>,
  offsets: readonly number[],
  stored: Uint8Array,
  replacement: Uint8Array,
): Uint8Array<ArrayBuffer> | undefined {
  if (stored.length !== replacement.length) return undefined
  for (const at of offsets) {
    if (!Number.isInteger(at) || at < 0 || at + stored.length > page.length) return undefined
    for (let index = 0; index < stored.length; index++) if (page[at + index] !== stored[index]) return undefined
  }
  for (const at of offsets) page.set(replacement, at)
  return page
}

/**
 * Pages this isolate stored in or served from the edge cache lately, kept in memory in front of it
 * (decision 056): a hit then needs no Cache API lookup. Kept no longer than published content is
 * kept per isolate (CONTENT_CACHE_TTL_MS), so a publish another isolate handled shows within the
 * same minute as it does through that content; a publish here forgets them with the edge copies.
 * Bounded in count and bytes; the oldest go first.
 */
export const REMEMBERED_PAGES_MAX = 64
export const REMEMBERED_PAGES_MAX_BYTES = 8 * 1024 * 1024

/** A stored page ready to answer: headers, bytes, and the nonce it was stored with with its byte offsets. */
interface PreparedPage {
  /** The headers it is answered with (the edge cache's own and the stored nonce's removed). */
  headers: Headers
  bytes: Uint8Array<ArrayBuffer>
  storedNonce: string
  storedNonceBytes: Uint8Array
  offsets: number[]
}

interface RememberedPage extends PreparedPage {
  expiresAt: number
}

const rememberedPages = new Map<string, RememberedPage>()
let rememberedBytes = 0

function forgetPage(key: string): void {
  const page = rememberedPages.get(key)
  if (!page) return
  rememberedPages.delete(key)
  rememberedBytes -= page.bytes.byteLength
}

function rememberPage(key: string, page: PreparedPage, seconds: number, now = Date.now()): void {
  if (page.bytes.byteLength > REMEMBERED_PAGES_MAX_BYTES) return
  forgetPage(key)
  while (
    rememberedPages.size &&
    (rememberedPages.size >= REMEMBERED_PAGES_MAX || rememberedBytes + page.bytes.byteLength > REMEMBERED_PAGES_MAX_BYTES)
  ) {
    forgetPage(rememberedPages.keys().next().value!)
  }
  rememberedPages.set(key, { ...page, expiresAt: now + Math.min(seconds * 1000, CONTENT_CACHE_TTL_MS) })
  rememberedBytes += page.bytes.byteLength
}

function recallPage(key: string, now = Date.now()): PreparedPage | undefined {
  const page = rememberedPages.get(key)
  if (page && page.expiresAt > now) return page
  forgetPage(key)
  return undefined
}

async function store(c: Context<AppEnv>, key: string, response: Response, seconds: number, nonce: string): Promise<void> {
  const page = new Uint8Array(await response.arrayBuffer())
  const html = new TextDecoder().decode(page)
  if (STREAMED_LATER.test(html)) return
  const headers = new Headers(response.headers)
  const vary = headers.get('Vary')
  headers.delete('Vary')
  if (vary) headers.set(STORED_VARY_HEADER, vary)
  headers.set(STORED_NONCE_HEADER, nonce)
  headers.set(STORED_NONCE_OFFSETS_HEADER, byteOffsetsOf(page, encoder.encode(nonce)).join(','))
  headers.set('Cache-Control', `public, max-age=${seconds}`)
  await edgeCache().put(key, new Response(page.slice(), { status: 200, headers }))
  rememberPage(key, preparedPage(headers, page), seconds)
  const contentKeys = [...(c.get('contentKeys') ?? [])]
  if (contentKeys.length) await contentChanges(c.env).recordCachedPage(key, contentKeys, Date.now() + seconds * 1000)
}

/** The headers a stored page is answered with: the edge cache's own and the stored nonce's removed. */
function answerHeaders(stored: Headers): Headers {
  const headers = new Headers(stored)
  headers.delete('Cache-Control')
  headers.delete('Age')
  const vary = headers.get(STORED_VARY_HEADER)
  headers.delete(STORED_VARY_HEADER)
  if (vary) headers.set('Vary', vary)
  headers.set(PAGE_CACHE_HEADER, 'hit')
  headers.delete(STORED_NONCE_HEADER)
  headers.delete(STORED_NONCE_OFFSETS_HEADER)
  return headers
}

/** A page as stored with its nonce and the nonce's offsets, prepared once for every hit it answers. */
function preparedPage(stored: Headers, bytes: Uint8Array<ArrayBuffer>): PreparedPage {
  const storedNonce = stored.get(STORED_NONCE_HEADER) ?? ''
  const offsets = stored.get(STORED_NONCE_OFFSETS_HEADER)
  return {
    headers: answerHeaders(stored),
    bytes,
    storedNonce,
    storedNonceBytes: encoder.encode(storedNonce),
    offsets: offsets ? offsets.split(',').map(Number) : [],
  }
}

/** The page with `nonce` written over the stored one, in a copy (the prepared bytes stay as stored). */
function servedWithNonce(page: PreparedPage, nonce: string): Response {
  const rewritten = withNonceAt(page.bytes.slice(), page.offsets, page.storedNonceBytes, encoder.encode(nonce))
  const body = rewritten ?? new TextDecoder().decode(page.bytes).replaceAll(page.storedNonce, nonce)
  return new Response(body, { status: 200, headers: page.headers })
}

async function servedFromCache(key: string, cached: Response, nonce: string, seconds: number): Promise<Response> {
  const storedNonce = cached.headers.get(STORED_NONCE_HEADER)
  if (storedNonce && cached.headers.has(STORED_NONCE_OFFSETS_HEADER)) {
    const page = preparedPage(cached.headers, new Uint8Array(await cached.arrayBuffer()))
    rememberPage(key, page, seconds)
    return servedWithNonce(page, nonce)
  }
  const headers = answerHeaders(cached.headers)
  if (storedNonce) return new Response((await cached.text()).replaceAll(storedNonce, nonce), { status: cached.status, headers })
  const response = new Response(cached.body, { status: cached.status, headers })
  return new HTMLRewriter()
    .on('[nonce]', {
      element(element) {
        element.setAttribute('nonce', nonce)
      },
    })
    .transform(response)
}

export const pageCache = createMiddleware<AppEnv>(async (c, next) => {
  const seconds = pageCacheSeconds(c.env.PAGE_CACHE_SECONDS)
  const key = seconds ? pageCacheKey(c) : undefined
  if (!key) return next()
  const remembered = recallPage(key)
  if (remembered) {
    c.res = servedWithNonce(remembered, c.get('cspNonce'))
    return
  }
  const cached = await edgeCache().match(key)
  if (cached) {
    c.res = await servedFromCache(key, cached, c.get('cspNonce'), seconds)
    return
  }
  await next()
  if (!cacheable(c.res)) return
  c.header(PAGE_CACHE_HEADER, 'miss')
  const copy = c.res.clone()
  c.executionCtx.waitUntil(
    store(c, key, copy, seconds, c.get('cspNonce')).catch((error: unknown) =>
      c.get('logger').warn('Storing a page in the cache failed', String(error)),
    ),
  )
})

/** Removes pages from the cache; returns how many were there. */
export async function purgeCachedPages(keys: readonly string[]): Promise<number> {
  for (const key of keys) forgetPage(key)
  const removed = await Promise.all(keys.map((key) => edgeCache().delete(key)))
  return removed.filter(Boolean).length
}
