/**
 * Request bodies are counted as they arrive and cut off with 413 once they pass their limit,
 * however they are sent: a declared Content-Length over the limit is refused before a byte is
 * read, and a chunked body (no length) is counted while it streams, never read whole first
 * (Hono's bodyLimit). This runs before anything reads a body (the CSRF check reads form fields).
 */
import { asksForJson } from './wants-json.ts'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { UPLOAD_PART_SIZE_BYTES } from '../../ui/pim/assets.ts'
import { PIM_API } from '../../ui/pim/pim-paths.ts'
import { PRODUCT_PHOTO_MAX_BYTES } from '../../ui/catalogue/product-photos.ts'
import { matchRoute } from '../../ui/routes/route-table.ts'
import type { AppEnv } from '../env.ts'
import { renderError } from '../pages/error-pages.tsx'
import { detectRequestLocale } from './locale.ts'

const BYTES_PER_MB = 1024 * 1024
/** Any post to the site: a form with 5 files of 1 MB and its fields fits with room to spare. */
export const MAX_SUBMISSION_BYTES = 8 * BYTES_PER_MB
/** A part of a streamed PIM upload is exactly one part (the last one less). */
export const MAX_PIM_PART_BYTES = UPLOAD_PART_SIZE_BYTES
/** Any other request to the PIM host (JSON: starting an upload, an asset's fields). */
export const MAX_PIM_REQUEST_BYTES = 1 * BYTES_PER_MB

const PIM_PART_PATH = /^\/api\/pim\/uploads\/[^/]+\/parts\/[^/]+$/
/** A photo of a product, line or category (sent whole: it is small). */
export const MAX_PIM_PHOTO_BYTES = PRODUCT_PHOTO_MAX_BYTES

function tooLargeText(c: Context<AppEnv>, limitBytes: number): string {
  const i18n = c.get('i18n') ?? i18nFor(c.get('locale'), c.get('logger'))
  return i18n._({
    id: 'forms.too_large',
    message: 'What you sent is too large (at most {limit} MB). Please send smaller files and try again.',
    values: { limit: Math.floor(limitBytes / BYTES_PER_MB) },
  })
}

function wantsJson(c: Context<AppEnv>): boolean {
  const path = new URL(c.req.url).pathname
  return path.startsWith('/api/') || asksForJson(c) || (c.req.header('Content-Type') ?? '').startsWith('application/json')
}

/** The site's answer: JSON for scripts and API clients, the error page (in the page's language) for a plain form post. */
function siteTooLarge(c: Context<AppEnv>): Response | Promise<Response> {
  const path = new URL(c.req.url).pathname
  c.get('logger').warn(`Refused a ${c.req.method} ${path}: body over ${MAX_SUBMISSION_BYTES} bytes`)
  const environment = c.get('environment')
  const locale = matchRoute(path, environment)?.locale ?? localeFor(detectRequestLocale(c), environment)
  c.set('locale', locale)
  c.set('i18n', i18nFor(locale, c.get('logger')))
  const message = tooLargeText(c, MAX_SUBMISSION_BYTES)
  // The form contract's error shape (DESIGN.md): { message } in the visitor's language.
  if (wantsJson(c)) return c.json({ message }, 413)
  return renderError(c, { message, statusCode: 413, statusMessage: message })
}

const limitSiteBody: MiddlewareHandler<AppEnv> = bodyLimit({ maxSize: MAX_SUBMISSION_BYTES, onError: siteTooLarge })

/**
 * Whether a request can carry no body: a GET or HEAD without Content-Length or Transfer-Encoding
 * (HTTP gives a request a body only through one of them). Reading `Request.body` to learn that
 * made a stream object on every page request (decision 052).
 */
function bodiless(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('Content-Length') &&
    !request.headers.has('Transfer-Encoding')
  )
}

/** Every request to the site (after the renderer is set, before anything reads a body). */
export const siteBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => (bodiless(c.req.raw) ? next() : limitSiteBody(c, next))

function pimTooLarge(limitBytes: number) {
  return (c: Context<AppEnv>) => {
    c.get('logger').warn(`Refused a ${c.req.method} ${new URL(c.req.url).pathname} on the PIM host: body over ${limitBytes} bytes`)
    return c.json({ message: tooLargeText(c, limitBytes) }, 413)
  }
}

const pimPartLimit = bodyLimit({ maxSize: MAX_PIM_PART_BYTES, onError: pimTooLarge(MAX_PIM_PART_BYTES) })
const pimRequestLimit = bodyLimit({ maxSize: MAX_PIM_REQUEST_BYTES, onError: pimTooLarge(MAX_PIM_REQUEST_BYTES) })
const pimPhotoLimit = bodyLimit({ maxSize: MAX_PIM_PHOTO_BYTES, onError: pimTooLarge(MAX_PIM_PHOTO_BYTES) })

/** The PIM host: upload parts up to a part's size, photos up to theirs, everything else up to MAX_PIM_REQUEST_BYTES. */
export const pimBodyLimit = createMiddleware<AppEnv>((c, next) => {
  const path = new URL(c.req.url).pathname
  const isPart = c.req.method === 'PUT' && PIM_PART_PATH.test(path)
  const isPhoto = c.req.method === 'PUT' && path === PIM_API.productPhotos
  // biome-ignore lint/suspicious/noConfusingVoidType: the return type of a Hono middleware.
  return (isPart ? pimPartLimit : isPhoto ? pimPhotoLimit : pimRequestLimit)(c, next) as Promise<Response | void>
})
