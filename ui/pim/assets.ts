/**
 * Assets of the product information area (SPEC.md point 3 "Asset"): firmware, SICP, SICP tool,
 * documents and scaler firmware with their file, release notes, linked products, status, level
 * and availability. Shared by the PIM screens, the upload island and the worker; free of server APIs
 * and of arktype (the endpoint's schema is asset-form-schema.ts, so the editor's bundle stays small).
 */
import { scheduledTimeOf } from './schedule-times.ts'
import { VERSION_PROBLEMS } from './asset-versions.ts'
import { PARTNER_LEVELS, type PartnerLevel, type ProductStatus } from '../content/model.ts'
import { hasControlCharacters, hasLineBreaks } from '../forms/text-characters.ts'

export const ASSET_TYPES = ['firmware', 'sicp', 'sicp-tool', 'document', 'scaler-firmware'] as const
export type AssetType = (typeof ASSET_TYPES)[number]

export const ASSET_STATUSES = ['active', 'inactive'] as const
export type AssetStatus = (typeof ASSET_STATUSES)[number]

/**
 * Who may download: everyone on the public site; partners of a minimum level on the public site;
 * or nobody on the public site, only whoever holds the asset's unique link.
 */
export const ASSET_AVAILABILITIES = ['everyone', 'partners', 'private'] as const
export type AssetAvailability = (typeof ASSET_AVAILABILITIES)[number]

/** A catalogue product's status (published with the catalogue); the PIM filters products by it. */
export const PRODUCT_STATUSES = ['active', 'disabled', 'archived'] as const satisfies readonly ProductStatus[]

/** The two files of an asset. */
export const ASSET_FILE_KINDS = ['file', 'release-notes'] as const
export type AssetFileKind = (typeof ASSET_FILE_KINDS)[number]

/** Longest version text, title and number of linked products an editor may enter. */
export const ASSET_VERSION_MAX_LENGTH = 40
export const ASSET_TITLE_MAX_LENGTH = 120
export const ASSET_LINKED_PRODUCTS_MAX = 200

export interface StoredFile {
  name: string
  /** The type sniffed from the file's first bytes. */
  type: string
  size: number
}

export interface PimAsset {
  id: string
  title: string
  version: string
  type: AssetType
  status: AssetStatus
  availability: AssetAvailability
  /** The level the asset is meant for (information for editors). */
  partnerLevel: PartnerLevel | null
  /** For availability `partners`: the lowest level that may download; null means any partner. */
  minimumPartnerLevel: PartnerLevel | null
  productCtns: string[]
  file: StoredFile
  releaseNotes: StoredFile | null
  /** The file's SHA-256 (64 hex digits); null until computed (decision 050). */
  fileSha256: string | null
  /** How often the public site handed the file out. */
  downloadCount: number
  /** When the cron sweep makes it active, and inactive (ISO, UTC; decision 039). */
  publishAt: string | null
  expiresAt: string | null
  updatedAt: string
  updatedBy: string
  /** The earlier asset this one is the new version of (asset-versions.ts; decision 051). */
  supersedesId: string | null
  /** When it was archived: kept and restorable, but on no public or partner surface. */
  archivedAt: string | null
  /** When a private asset's link was last replaced (older links stop working); null: never. */
  linkRotatedAt: string | null
}

/** What the list and the asset's page show as its state: archived, or its status. */
export const ASSET_STATES = ['active', 'inactive', 'archived'] as const
export type AssetState = (typeof ASSET_STATES)[number]

export function assetStateOf(asset: Pick<PimAsset, 'status' | 'archivedAt'>): AssetState {
  return asset.archivedAt ? 'archived' : asset.status
}

/** An asset as the public site lists it (no storage keys, no secrets). */
export interface PublicAsset {
  id: string
  title: string
  version: string
  type: AssetType
  updated: string
  availability: 'everyone' | 'partners'
  minimumPartnerLevel: PartnerLevel | null
  productCtns: string[]
  file: StoredFile
  releaseNotes: StoredFile | null
}

export type AssetFormField =
  | 'title'
  | 'version'
  | 'type'
  | 'status'
  | 'availability'
  | 'partnerLevel'
  | 'minimumPartnerLevel'
  | 'productCtns'
  | 'file'
  | 'releaseNotes'
  | 'publishAt'
  | 'expiresAt'
  | 'supersedesId'
export const ASSET_FORM_PROBLEMS = [
  'required',
  'invalid',
  'unknown-product',
  'upload-missing',
  'level-needs-partners',
  ...VERSION_PROBLEMS,
] as const
export type AssetFormProblem = (typeof ASSET_FORM_PROBLEMS)[number]

/** Field-level checks shared by the browser (before uploading) and the worker (before storing). */
export function assetFormProblems(
  form: Partial<Record<string, unknown>>,
  { needsFile }: { needsFile: boolean },
): Partial<Record<AssetFormField, AssetFormProblem>> {
  const problems: Partial<Record<AssetFormField, AssetFormProblem>> = {}
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  // One line each, without control or direction-override characters (ui/forms/text-characters.ts).
  const oneLine = (value: string) => !hasControlCharacters(value) && !hasLineBreaks(value)
  if (!text(form.title)) problems.title = 'required'
  else if (text(form.title).length > ASSET_TITLE_MAX_LENGTH || !oneLine(text(form.title))) problems.title = 'invalid'
  if (!text(form.version)) problems.version = 'required'
  else if (text(form.version).length > ASSET_VERSION_MAX_LENGTH || !oneLine(text(form.version))) problems.version = 'invalid'
  if (!(ASSET_TYPES as readonly unknown[]).includes(form.type)) problems.type = 'required'
  if (!(ASSET_STATUSES as readonly unknown[]).includes(form.status)) problems.status = 'required'
  if (!(ASSET_AVAILABILITIES as readonly unknown[]).includes(form.availability)) problems.availability = 'required'
  if (form.partnerLevel !== null && form.partnerLevel !== undefined && !(PARTNER_LEVELS as readonly unknown[]).includes(form.partnerLevel))
    problems.partnerLevel = 'invalid'
  if (
    form.minimumPartnerLevel !== null &&
    form.minimumPartnerLevel !== undefined &&
    !(PARTNER_LEVELS as readonly unknown[]).includes(form.minimumPartnerLevel)
  )
    problems.minimumPartnerLevel = 'invalid'
  // A minimum level limits partner downloads only: "everyone" or "private" with one is a contradiction, refused.
  else if (form.minimumPartnerLevel && form.availability !== 'partners') problems.minimumPartnerLevel = 'level-needs-partners'
  if (!Array.isArray(form.productCtns) || form.productCtns.length > ASSET_LINKED_PRODUCTS_MAX) problems.productCtns = 'invalid'
  if (needsFile && !form.fileUploadId) problems.file = 'required'
  if (scheduledTimeOf(form.publishAt) === undefined) problems.publishAt = 'invalid'
  if (scheduledTimeOf(form.expiresAt) === undefined) problems.expiresAt = 'invalid'
  if (form.supersedesId !== null && form.supersedesId !== undefined && form.supersedesId !== '' && typeof form.supersedesId !== 'string')
    problems.supersedesId = 'invalid'
  return problems
}

/** The steps an upload shows in its progress bar (SPEC.md point 4). */
export const UPLOAD_PROGRESS_STATES = ['uploading-file', 'uploading-release-notes', 'adding-asset', 'modifying-asset'] as const
export type UploadProgressState = (typeof UPLOAD_PROGRESS_STATES)[number]

/**
 * Files go to R2 in parts of this size (R2 needs at least 5 MiB for every part but the last); the
 * browser never holds more than one part, and the worker streams each part straight through.
 */
export const UPLOAD_PART_SIZE_BYTES = 8 * 1024 * 1024
/** The largest asset file accepted (R2 allows 10,000 parts: 78 GiB at this part size). */
export const ASSET_FILE_MAX_BYTES = 5 * 1024 * 1024 * 1024
/** Release notes are documents: much smaller. */
export const RELEASE_NOTES_MAX_BYTES = 50 * 1024 * 1024
/** A dropped part is sent again this many times before the upload is reported as failed. */
export const UPLOAD_PART_ATTEMPTS = 4

export function partCountOf(size: number, partSize = UPLOAD_PART_SIZE_BYTES): number {
  return Math.max(1, Math.ceil(size / partSize))
}
