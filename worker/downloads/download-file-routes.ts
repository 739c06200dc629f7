/**
 * The public site's files from R2 (keys and paths: ui/downloads/download-files.ts):
 *
 * - `/files/downloads/{version}/{file name}`: a file of the downloads index. Who may have it is
 *   `canDownload` (ui/downloads/download-access.ts), the rule the download lists show: a public file
 *   for everyone, cached for a year as immutable (the version is in the path); a partner file only
 *   for a signed-in partner of its level, never stored by a shared cache. A signed-out visitor is
 *   sent to sign in and back; a partner below the level gets 403.
 * - `/files/downloads/{file name}`: the unversioned path of older links, redirected to the
 *   current version.
 * - `/files/products/{product slug}/{file name}`: a product's datasheet, outline drawing, energy
 *   label or product information sheet, for every product with a public page; cached for a day (the name has no version).
 *
 * Every answer streams from R2 with ranges, ETag and the download name (worker/pim/file-responses.ts).
 */
import { type Context, Hono } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode, localeFor } from '../../locales/registry.ts'
import { canDownload } from '../../ui/downloads/download-access.ts'
import {
  DATASHEET_LOCALES,
  type DatasheetLocale,
  DOWNLOAD_VERSION_PATTERN,
  FILE_NAME_PATTERN,
  PRODUCT_SLUG_PATTERN,
  PRODUCT_FILE_KINDS,
  type ProductFileKind,
  contentTypeOf,
  downloadFileHref,
  downloadFileKey,
  productFileKey,
  productFileName,
} from '../../ui/downloads/download-files.ts'
import { productFileTitle } from '../../ui/downloads/product-files.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import type { AppEnv } from '../env.ts'
import { renderError } from '../pages/error-pages.tsx'
import { streamedFile } from '../pim/file-responses.ts'
import { downloadViewerOf } from './public-downloads.ts'

/** A versioned public download: a year, never revalidated (a new version has a new path). */
export const VERSIONED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** A product file (same path when the catalogue changes): a day. */
export const PRODUCT_FILE_CACHE_SECONDS = 86_400
/** The redirect from an unversioned download path: an hour, as the current version may change. */
export const UNVERSIONED_REDIRECT_CACHE_SECONDS = 3_600
/** Files are documents, never pages: nothing in them may run or load anything. */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const downloadFileRoutes = new Hono<AppEnv>()

function repositoryOf(c: Context<AppEnv>, code: LocaleCode = DEFAULT_LOCALE): ContentRepository {
  return new ContentRepository(new ContentStore(c.env.CONTENT, c.get('logger')), code)
}

function notFound(c: Context<AppEnv>) {
  const i18n = i18nFor(c.get('locale'), c.get('logger'))
  return renderError(c, {
    statusCode: 404,
    statusMessage: 'Not Found',
    message: i18n._({ id: 'pam.not_found', message: 'This download does not exist.' }),
  })
}

function withFileHeaders(response: Response): Response {
  response.headers.set('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY)
  return response
}

/** The download of the (default locale's) index with this file name and, when given, this version. */
async function findDownload(c: Context<AppEnv>, fileName: string) {
  if (!FILE_NAME_PATTERN.test(fileName)) return null
  const index = await repositoryOf(c).downloads()
  return index?.items.find((item) => item.fileName === fileName) ?? null
}

downloadFileRoutes.on(['GET', 'HEAD'], '/downloads/:version/:fileName', async (c) => {
  const version = c.req.param('version')
  const download = DOWNLOAD_VERSION_PATTERN.test(version) ? await findDownload(c, c.req.param('fileName')) : null
  if (!download) return notFound(c)
  // An older version is no longer kept: its path leads to the current one.
  if (download.updated !== version) return c.redirect(downloadFileHref(download), 301)
  const viewer = downloadViewerOf(c.get('viewer'))
  if (!canDownload(download, viewer)) {
    c.header('Cache-Control', PRIVATE_RESPONSE)
    if (viewer === null) {
      const url = new URL(c.req.url)
      const query = new URLSearchParams({ [RETURN_TO_PARAMETER]: url.pathname })
      return c.redirect(`${pathFor('portal-sign-in', c.get('locale').code)}?${query}`, 303)
    }
    const i18n = i18nFor(c.get('locale'), c.get('logger'))
    return renderError(c, {
      statusCode: 403,
      statusMessage: 'Forbidden',
      message: i18n._({ id: 'pam.level_too_low', message: 'This download is for partners of a higher level.' }),
    })
  }
  const response = await streamedFile(c.env.FILES, downloadFileKey(download), {
    request: c.req.raw,
    fileName: download.fileName,
    contentType: contentTypeOf(download.fileName),
    cacheControl: download.access === 'public' ? VERSIONED_FILE_CACHE_CONTROL : PRIVATE_RESPONSE,
  })
  if (!response) {
    c.get('logger').error('A listed download has no file in R2', downloadFileKey(download))
    return notFound(c)
  }
  return withFileHeaders(response)
})

downloadFileRoutes.on(['GET', 'HEAD'], '/downloads/:fileName', async (c) => {
  const download = await findDownload(c, c.req.param('fileName'))
  if (!download) return notFound(c)
  c.header('Cache-Control', `public, max-age=${UNVERSIONED_REDIRECT_CACHE_SECONDS}`)
  return c.redirect(downloadFileHref(download), 301)
})

/** A product file's name → its kind and language; a language-neutral file (label, drawing) is named in English. */
const PRODUCT_FILE_NAMES: ReadonlyMap<string, { kind: ProductFileKind; locale: DatasheetLocale }> = (() => {
  const names = new Map<string, { kind: ProductFileKind; locale: DatasheetLocale }>()
  for (const locale of DATASHEET_LOCALES) {
    for (const kind of PRODUCT_FILE_KINDS) {
      const name = productFileName(kind, locale)
      if (!names.has(name)) names.set(name, { kind, locale })
    }
  }
  return names
})()

downloadFileRoutes.on(['GET', 'HEAD'], '/products/:slug/:fileName', async (c) => {
  const slug = c.req.param('slug')
  const fileName = c.req.param('fileName')
  const file = PRODUCT_FILE_NAMES.get(fileName)
  if (!file || !PRODUCT_SLUG_PATTERN.test(slug)) return notFound(c)
  // The product must have a public page (a disabled product's files are not served).
  const product = await repositoryOf(c).product(slug)
  if (!product || product.status === 'disabled') return notFound(c)
  const i18n = i18nFor(localeFor(file.locale, c.get('environment')), c.get('logger'))
  const extension = fileName.slice(fileName.lastIndexOf('.'))
  const response = await streamedFile(c.env.FILES, productFileKey(product.slug, fileName), {
    request: c.req.raw,
    fileName: `${productFileTitle(i18n, file.kind)} ${product.ctn.replaceAll('/', '-')}${extension}`,
    contentType: contentTypeOf(fileName),
    cacheControl: `public, max-age=${PRODUCT_FILE_CACHE_SECONDS}`,
    disposition: file.kind === 'energy-label' ? 'inline' : 'attachment',
  })
  return response ? withFileHeaders(response) : notFound(c)
})
