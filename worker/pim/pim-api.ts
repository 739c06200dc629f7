/**
 * The PIM's JSON endpoints on the PIM host: streamed multipart uploads (start, status, parts,
 * complete, abort) and adding or changing assets. Every call passes the permission table
 * (`pim.assets.edit`, `pim.view` to read); every change is audited (asset-store.ts).
 */
import { i18nOf } from '../render/request-i18n.ts'
import { ArkErrors } from 'arktype'
import { type Context, Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { validationTemplates, fillTemplate } from '../../ui/forms/validation-messages.ts'
import { ASSET_FILE_KINDS, type AssetFileKind, type AssetFormField, assetFormProblems } from '../../ui/pim/assets.ts'
import { assetFormSchema } from '../../ui/pim/asset-form-schema.ts'
import { versionProblems } from '../../ui/pim/asset-versions.ts'
import { assetProblemMessage } from '../../ui/pim/pim-texts.ts'
import { auditIdentitiesOf } from '../partners/audit-trail-store.ts'
import type { AppEnv } from '../env.ts'
import { sha256OfObject } from './file-checksums.ts'
import {
  type AssetChanges,
  type StoredUpload,
  addAsset,
  auditedAsset,
  findAsset,
  listAssets,
  updateAsset,
  versionLinks,
} from './asset-store.ts'
import {
  RELEASE_NOTES_TYPES,
  UploadRefused,
  abortUpload,
  completeUpload,
  completedUpload,
  maximumSizeOf,
  startUpload,
  storePart,
  uploadStatus,
} from './multipart-upload-store.ts'
import { pimAccess } from './pim-gate.ts'
import { pimCatalogue } from './pim-catalogue.ts'
import { scheduledTimeOf } from '../../ui/pim/schedule-times.ts'
import { storeProductPhoto } from './product-photo-store.ts'
import { PIM_API } from '../../ui/pim/pim-paths.ts'
import { cleanFileName } from '../../ui/forms/file-names.ts'
import { SNIFF_BYTES, fileTypesAgree, sniffFileType } from '../../ui/forms/file-types.ts'
import {
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_MAX_SIDE,
  PRODUCT_PHOTO_TYPES,
  imageSizeOf,
  isProductPhotoType,
  productPhotoHref,
} from '../../ui/catalogue/product-photos.ts'

/** The photo endpoint's path inside this router (mounted at /api/pim). */
const PHOTO_API_PATH = PIM_API.productPhotos.slice('/api/pim'.length)

export const pimApi = new Hono<AppEnv>()

const BYTES_PER_MB = 1024 * 1024

function notFoundMessage(c: Context<AppEnv>): string {
  const i18n = i18nOf(c)
  return i18n._({ id: 'pim.not_found', message: 'Not found' })
}

function refused(c: Context<AppEnv>, status: ContentfulStatusCode, message: string, errors?: Record<string, string>) {
  return c.json({ message, statusCode: status, ...(errors ? { errors } : {}) }, status)
}

/** The acting person's id when they may take `action`, otherwise the refusal. */
function gate(c: Context<AppEnv>, action: 'pim.view' | 'pim.assets.edit' | 'pim.catalogue.edit'): string | Response {
  const access = pimAccess(c, action)
  const i18n = i18nOf(c)
  if (access.kind === 'signed-out') return refused(c, 401, i18n._({ id: 'pim.api.signed_out', message: 'Please sign in again.' }))
  if (access.kind === 'no-access')
    return refused(
      c,
      403,
      action === 'pim.catalogue.edit'
        ? i18n._({ id: 'pim.no_catalogue_edit_access', message: 'Only PIM editors may change products, product lines and categories.' })
        : i18n._({ id: 'pim.no_edit_access', message: 'Only PIM editors may add or change assets.' }),
    )
  return (access.viewer.actor ?? access.viewer.person).id
}

function uploadProblem(c: Context<AppEnv>, error: UploadRefused, purpose: AssetFileKind = 'file'): Response {
  const i18n = i18nOf(c)
  const templates = validationTemplates(i18n)
  const field: AssetFormField = purpose === 'file' ? 'file' : 'releaseNotes'
  switch (error.problem) {
    case 'not-found':
      return refused(c, 404, assetProblemMessage(i18n, 'upload-missing'))
    case 'file_size':
      return refused(c, 422, '', { [field]: fillTemplate(templates.file_size, { 0: Math.round(maximumSizeOf(purpose) / BYTES_PER_MB) }) })
    case 'mime_type':
      return refused(c, 422, '', {
        [field]: fillTemplate(templates.mime_type_cumul, {
          0: RELEASE_NOTES_TYPES.map((type) => type.split('/')[1]!.toUpperCase()).join(', '),
        }),
      })
    case 'file_type_mismatch':
      return refused(c, 422, '', { [field]: fillTemplate(templates.file_type_mismatch, { 0: error.fileName }) })
    default:
      return refused(
        c,
        409,
        i18n._({
          id: 'pim.problem.upload_failed',
          message: 'The upload was interrupted. Please try again: it continues where it stopped.',
        }),
        { [field]: error.problem },
      )
  }
}

async function withUploads<T>(c: Context<AppEnv>, work: () => Promise<T>, purpose?: AssetFileKind): Promise<T | Response> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof UploadRefused) return uploadProblem(c, error, purpose)
    throw error
  }
}

pimApi.post('/uploads', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const body = (await c.req.json().catch(() => null)) as {
    purpose?: unknown
    fileName?: unknown
    fileType?: unknown
    fileSize?: unknown
  } | null
  const purpose = body?.purpose
  if (
    !(ASSET_FILE_KINDS as readonly unknown[]).includes(purpose) ||
    typeof body?.fileName !== 'string' ||
    typeof body.fileSize !== 'number' ||
    (body.fileType !== undefined && typeof body.fileType !== 'string')
  ) {
    return refused(c, 422, assetProblemMessage(i18nOf(c), 'invalid'))
  }
  const upload = {
    purpose: purpose as AssetFileKind,
    fileName: body.fileName,
    fileType: (body.fileType as string | undefined) ?? '',
    fileSize: body.fileSize,
    owner,
  }
  const started = await withUploads(c, () => startUpload(c.env.DB, c.env.FILES, upload), purpose as AssetFileKind)
  return started instanceof Response ? started : c.json(started, 201)
})

pimApi.get('/uploads/:id', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const status = await withUploads(c, () => uploadStatus(c.env.DB, c.req.param('id'), owner))
  return status instanceof Response ? status : c.json(status)
})

pimApi.put('/uploads/:id/parts/:part', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const body = c.req.raw.body
  const declaredLength = Number(c.req.header('Content-Length'))
  if (!body || !Number.isSafeInteger(declaredLength)) return refused(c, 411, assetProblemMessage(i18nOf(c), 'invalid'))
  const status = await withUploads(c, () =>
    storePart(c.env.DB, c.env.FILES, { id: c.req.param('id'), owner, partNumber: Number(c.req.param('part')), body, declaredLength }),
  )
  return status instanceof Response ? status : c.json(status)
})

pimApi.post('/uploads/:id/complete', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const status = await withUploads(c, () => uploadStatus(c.env.DB, c.req.param('id'), owner))
  if (status instanceof Response) return status
  const completed = await withUploads(c, () => completeUpload(c.env.DB, c.env.FILES, status.id, owner), status.purpose)
  return completed instanceof Response
    ? completed
    : c.json({ id: status.id, name: completed.name, type: completed.type, size: completed.size })
})

pimApi.delete('/uploads/:id', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const done = await withUploads(c, () => abortUpload(c.env.DB, c.env.FILES, c.req.param('id'), owner))
  return done instanceof Response ? done : c.body(null, 204)
})

pimApi.get('/assets', async (c) => {
  const who = gate(c, 'pim.view')
  if (who instanceof Response) return who
  return c.json({ data: (await listAssets(c.env.DB)).map(auditedAsset) })
})

type Checked =
  | { ok: true; changes: AssetChanges; file: StoredUpload | null; releaseNotes: StoredUpload | null }
  | { ok: false; response: Response }

/** Checks an add or edit (`assetId` null: an add): fields, linked products against the catalogue, the version chain, finished uploads. */
async function checkedChanges(c: Context<AppEnv>, owner: string, assetId: string | null): Promise<Checked> {
  const needsFile = assetId === null
  const i18n = i18nOf(c)
  const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null
  const input = body
    ? {
        ...body,
        title: typeof body.title === 'string' ? body.title.trim() : body.title,
        version: typeof body.version === 'string' ? body.version.trim() : body.version,
        // No previous version: null, '' (a plain select's empty choice) or absent.
        supersedesId: body.supersedesId === '' || body.supersedesId === undefined ? null : body.supersedesId,
      }
    : {}
  const problems = assetFormProblems(input, { needsFile })
  const parsed = assetFormSchema(input)
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, assetProblemMessage(i18n, problem)]),
  )
  if (!Object.keys(errors).length && parsed instanceof ArkErrors) errors.title = assetProblemMessage(i18n, 'invalid')
  if (Object.keys(errors).length || parsed instanceof ArkErrors) {
    return {
      ok: false,
      response: refused(c, 422, i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }), errors),
    }
  }
  const catalogue = await pimCatalogue(c)
  const known = new Set((catalogue?.products ?? []).map((product) => product.ctn))
  if (parsed.productCtns.some((ctn) => !known.has(ctn))) {
    return {
      ok: false,
      response: refused(c, 422, i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }), {
        productCtns: assetProblemMessage(i18n, 'unknown-product'),
      }),
    }
  }
  const supersedesId = parsed.supersedesId ?? null
  const chainProblems = versionProblems(await versionLinks(c.env.DB), assetId, supersedesId, parsed.type)
  if (Object.keys(chainProblems).length) {
    return {
      ok: false,
      response: refused(
        c,
        422,
        i18n._({ id: 'pim.problem.fix_fields', message: 'Please correct the marked fields.' }),
        Object.fromEntries(Object.entries(chainProblems).map(([field, problem]) => [field, assetProblemMessage(i18n, problem)])),
      ),
    }
  }
  const file = parsed.fileUploadId ? await completedUpload(c.env.DB, parsed.fileUploadId, owner, 'file') : null
  const releaseNotes = parsed.releaseNotesUploadId
    ? await completedUpload(c.env.DB, parsed.releaseNotesUploadId, owner, 'release-notes')
    : null
  const missing: Record<string, string> = {}
  if (parsed.fileUploadId && !file) missing.file = assetProblemMessage(i18n, 'upload-missing')
  if (parsed.releaseNotesUploadId && !releaseNotes) missing.releaseNotes = assetProblemMessage(i18n, 'upload-missing')
  if (Object.keys(missing).length) return { ok: false, response: refused(c, 422, missing.file ?? missing.releaseNotes!, missing) }
  const { title, version, type, status, availability, partnerLevel, minimumPartnerLevel, productCtns } = parsed
  const publishAt = scheduledTimeOf(parsed.publishAt) ?? null
  const expiresAt = scheduledTimeOf(parsed.expiresAt) ?? null
  return {
    ok: true,
    changes: {
      title,
      version,
      type,
      status,
      availability,
      partnerLevel,
      minimumPartnerLevel,
      productCtns,
      publishAt,
      expiresAt,
      supersedesId,
    },
    file,
    releaseNotes,
  }
}

/** A finished upload with its SHA-256, read back from R2 (decision 050). */
async function withChecksum(bucket: R2Bucket, upload: StoredUpload): Promise<StoredUpload> {
  return { ...upload, sha256: await sha256OfObject(bucket, upload.key) }
}

pimApi.post('/assets', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const checked = await checkedChanges(c, owner, null)
  if (!checked.ok) return checked.response
  const file = await withChecksum(c.env.FILES, checked.file!)
  const asset = await addAsset(c.env.DB, auditIdentitiesOf(c.get('viewer')!), checked.changes, file, checked.releaseNotes)
  return c.json({ id: asset.id }, 201)
})

pimApi.put('/assets/:id', async (c) => {
  const owner = gate(c, 'pim.assets.edit')
  if (owner instanceof Response) return owner
  const before = await findAsset(c.env.DB, c.req.param('id'))
  if (!before) return refused(c, 404, notFoundMessage(c))
  const checked = await checkedChanges(c, owner, before.id)
  if (!checked.ok) return checked.response
  const after = await updateAsset(
    c.env.DB,
    auditIdentitiesOf(c.get('viewer')!),
    before,
    checked.changes,
    checked.file ? await withChecksum(c.env.FILES, checked.file) : null,
    checked.releaseNotes,
  )
  return c.json({ id: after.id })
})

/**
 * A photo for a product, line or category (decision 038): the file itself as the body, its name in
 * `?name=`, its type in Content-Type. Name, declared type and bytes must agree and be PNG or JPEG
 * (ui/forms/file-types.ts); the size is at most PRODUCT_PHOTO_MAX_BYTES (the body limit cuts off
 * more). Answers where it is served and its size in pixels; the editor puts them into the draft.
 */
pimApi.put(PHOTO_API_PATH, async (c) => {
  const owner = gate(c, 'pim.catalogue.edit')
  if (owner instanceof Response) return owner
  const i18n = i18nOf(c)
  const templates = validationTemplates(i18n)
  const fileName = cleanFileName(c.req.query('name') ?? '')
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  const allowed = Object.keys(PRODUCT_PHOTO_TYPES).map((type) => type.split('/')[1]!.toUpperCase())
  const photoRefused = (message: string) => refused(c, 422, message, { photo: message })
  if (!bytes.length) return photoRefused(assetProblemMessage(i18n, 'required'))
  if (bytes.length > PRODUCT_PHOTO_MAX_BYTES)
    return photoRefused(fillTemplate(templates.file_size, { 0: Math.round(PRODUCT_PHOTO_MAX_BYTES / BYTES_PER_MB) }))
  const sniffed = sniffFileType(bytes.subarray(0, SNIFF_BYTES))
  if (!fileTypesAgree({ name: fileName, declared: c.req.header('Content-Type') ?? '', sniffed }))
    return photoRefused(fillTemplate(templates.file_type_mismatch, { 0: fileName }))
  if (!isProductPhotoType(sniffed)) return photoRefused(fillTemplate(templates.mime_type_cumul, { 0: allowed.join(', ') }))
  const size = imageSizeOf(bytes, sniffed)
  if (!size || size.width < 1 || size.height < 1 || Math.max(size.width, size.height) > PRODUCT_PHOTO_MAX_SIDE)
    return photoRefused(
      i18n._({ id: 'pim.photo.unreadable', message: 'This picture cannot be read. Please choose another PNG or JPEG file.' }),
    )
  const stored = await storeProductPhoto(c.env.FILES, bytes, sniffed, owner)
  return c.json({ src: productPhotoHref(stored), ...size }, 201)
})
