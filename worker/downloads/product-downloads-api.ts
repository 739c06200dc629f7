/**
 * The public site's PIM endpoints (SPEC.md point 7): `GET /api/pam/product-downloads` lists the
 * assets of a product the caller may see; `GET /api/pam/product-download-link` issues a
 * short-lived signed link to an asset's file or release notes (with `go=1` it sends the browser
 * there); `GET /api/pam/files/{asset}/{kind}` checks the link, the availability and the level
 * again and streams the file from R2. Private assets open only with their unique key.
 */
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { localeFor } from '../../locales/registry.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import type { AssetAccessRefusal } from '../../ui/pim/asset-access.ts'
import { ASSET_FILE_KINDS, type AssetFileKind } from '../../ui/pim/assets.ts'
import { RETURN_TO_PARAMETER } from '../../ui/sign-in/sign-in-problems.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import { secretPurposeKey } from '../auth/signing-secret.ts'
import type { AppEnv } from '../env.ts'
import { renderError } from '../pages/error-pages.tsx'
import { type StoredAsset, countDownload, findAsset } from '../pim/asset-store.ts'
import { streamedFile } from '../pim/file-responses.ts'
import { assetAccessRefusal, downloadViewerOf, issueDownloadLink, visibleAssetsOfProduct } from './public-downloads.ts'
import { downloadLinkRefusal } from '../pim/signed-links.ts'
import { apiError, apiLocale } from '../content-api/api-context.ts'
import type { ApiEnv } from '../content-api/api-context.ts'

export const pamApi = new Hono<ApiEnv>()

/** Longest id or key taken from a query string. */
const MAXIMUM_PARAMETER_LENGTH = 200

function parameter(c: Context, name: string): string | null {
  const value = c.req.query(name)
  return value && value.length <= MAXIMUM_PARAMETER_LENGTH ? value : null
}

function kindOf(c: Context): AssetFileKind | null {
  const kind = c.req.query('file') ?? 'file'
  return (ASSET_FILE_KINDS as readonly string[]).includes(kind) ? (kind as AssetFileKind) : null
}

const REFUSAL_STATUS: Record<AssetAccessRefusal, ContentfulStatusCode> = {
  inactive: 404,
  private: 404,
  'replaced-link': 404,
  'sign-in': 401,
  level: 403,
}

function refusalMessage(
  c: Context<ApiEnv>,
  refusal: AssetAccessRefusal | 'link',
  i18n = i18nFor(c.get('apiLocale'), c.get('logger')),
): string {
  switch (refusal) {
    case 'sign-in':
      return i18n._({ id: 'downloads.sign_in', message: 'Sign in to download' })
    case 'level':
      return i18n._({ id: 'pam.level_too_low', message: 'This download is for partners of a higher level.' })
    case 'link':
      return i18n._({ id: 'pam.link_invalid', message: 'This download link is not valid or has expired. Please open the download again.' })
    case 'replaced-link':
      return i18n._({ id: 'pam.link_replaced', message: 'This link is no longer valid.' })
    default:
      return i18n._({ id: 'pam.not_found', message: 'This download does not exist.' })
  }
}

/**
 * A browser opening a download it may not have: a page that says why, in the visitor's language
 * (the link's `locale`, or else the site's choice: language cookie, then the browser's languages).
 */
function refusalPage(c: Context<ApiEnv>, reason: AssetAccessRefusal | 'link') {
  const site = c as unknown as Context<AppEnv>
  const locale = c.req.query('locale') ? c.get('apiLocale') : localeFor(detectRequestLocale(site), c.get('environment'))
  const i18n = i18nFor(locale, c.get('logger'))
  site.set('locale', locale)
  site.set('i18n', i18n)
  const statusCode = reason === 'link' ? 403 : REFUSAL_STATUS[reason]
  const text =
    reason === 'level'
      ? i18n._({
          id: 'pam.level_too_low_text',
          message: 'Your partner level does not include this download. Your partner executive can tell you which level it needs.',
        })
      : reason === 'link'
        ? i18n._({
            id: 'pam.link_invalid_text',
            message: 'Download links are valid for a few minutes. Go back to the page you came from and open the download again.',
          })
        : reason === 'replaced-link'
          ? i18n._({
              id: 'pam.link_replaced_text',
              message: 'The link to this download has been replaced. Please ask the person who sent it to you for the new link.',
            })
          : null
  const message = refusalMessage(c, reason, i18n)
  return renderError(
    site,
    { statusCode, statusMessage: statusCode === 404 ? 'Not Found' : 'Forbidden', message },
    text ? { title: message, text } : undefined,
  )
}

function opensInBrowser(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('text/html')
}

/** The download links' own key, derived from SESSION_SECRET. */
function downloadLinkKey(c: Context<AppEnv>): Promise<CryptoKey> {
  return secretPurposeKey(c.env.SESSION_SECRET, c.get('environment'), 'pimDownloadLink')
}

function fileOf(asset: StoredAsset, kind: AssetFileKind) {
  if (kind === 'file') return { key: asset.fileKey, ...asset.file }
  return asset.releaseNotes && asset.releaseNotesKey ? { key: asset.releaseNotesKey, ...asset.releaseNotes } : null
}

pamApi.use(apiLocale)
pamApi.use(async (c, next) => {
  await next()
  c.header('Cache-Control', PRIVATE_RESPONSE)
})

pamApi.get('/product-downloads', async (c) => {
  const product = parameter(c, 'product')
  if (!product) return apiError(c, 400, 'The product parameter is required', { parameter: 'product' })
  const viewer = downloadViewerOf(c.get('viewer'))
  return c.json({ data: await visibleAssetsOfProduct(c.env.DB, product, viewer) })
})

pamApi.get('/product-download-link', async (c) => {
  const assetId = parameter(c, 'asset')
  const kind = kindOf(c)
  if (!assetId || !kind) return apiError(c, 400, 'The asset and file parameters are required', { parameter: !assetId ? 'asset' : 'file' })
  const offeredKey = parameter(c, 'key')
  const viewer = c.get('viewer')
  const asset = await findAsset(c.env.DB, assetId)
  const refusal = asset ? assetAccessRefusal(asset, downloadViewerOf(viewer), offeredKey) : 'inactive'
  const file = asset ? fileOf(asset, kind) : null
  const go = c.req.query('go') === '1'
  if (refusal || !asset || !file) {
    const reason = refusal ?? 'inactive'
    if (!go) return apiError(c, REFUSAL_STATUS[reason], refusalMessage(c, reason))
    if (reason === 'sign-in') {
      const url = new URL(c.req.url)
      const code = c.get('apiLocale').code
      return c.redirect(
        `${pathFor('portal-sign-in', code)}?${new URLSearchParams({ [RETURN_TO_PARAMETER]: `${url.pathname}${url.search}` })}`,
        303,
      )
    }
    return refusalPage(c, reason)
  }
  const link = await issueDownloadLink(
    await downloadLinkKey(c as unknown as Context<AppEnv>),
    asset,
    kind,
    viewer?.person.id ?? '',
    offeredKey,
  )
  if (go) return c.redirect(link.url, 303)
  return c.json(link)
})

pamApi.on(['GET', 'HEAD'], '/files/:asset/:kind', async (c) => {
  const kind = c.req.param('kind') as AssetFileKind
  const expires = Number(c.req.query('expires'))
  const signature = parameter(c, 'signature') ?? ''
  const offeredKey = parameter(c, 'key')
  const viewer = c.get('viewer')
  const asset = await findAsset(c.env.DB, c.req.param('asset'))
  if (!asset || !(ASSET_FILE_KINDS as readonly string[]).includes(kind)) return apiError(c, 404, refusalMessage(c, 'inactive'))
  const linkRefusal = await downloadLinkRefusal(
    await downloadLinkKey(c as unknown as Context<AppEnv>),
    {
      assetId: asset.id,
      kind,
      expires,
      holder: viewer?.person.id ?? '',
      privateKey: asset.availability === 'private' ? (offeredKey ?? '') : '',
    },
    signature,
  )
  if (linkRefusal) {
    if (opensInBrowser(c)) return refusalPage(c, 'link')
    return apiError(c, 403, refusalMessage(c, 'link'), { reason: linkRefusal })
  }
  // The asset may have changed since the link was issued: availability and level are checked again.
  const refusal = assetAccessRefusal(asset, downloadViewerOf(viewer), offeredKey)
  if (refusal) return opensInBrowser(c) ? refusalPage(c, refusal) : apiError(c, REFUSAL_STATUS[refusal], refusalMessage(c, refusal))
  const file = fileOf(asset, kind)
  const response = file
    ? await streamedFile(c.env.FILES, file.key, {
        request: c.req.raw,
        fileName: file.name,
        contentType: file.type,
        sha256: kind === 'file' ? asset.fileSha256 : null,
      })
    : null
  if (!response) return apiError(c, 404, refusalMessage(c, 'inactive'))
  // A download is counted once: a whole-file GET, or the first range of a resumable one.
  if (kind === 'file' && c.req.method === 'GET' && isFirstPart(response)) await countDownload(c.env.DB, asset.id)
  return response
})

function isFirstPart(response: Response): boolean {
  return response.status === 200 || (response.status === 206 && (response.headers.get('Content-Range') ?? '').startsWith('bytes 0-'))
}
