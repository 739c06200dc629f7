/**
 * Streamed multipart uploads of PIM files into R2. The browser sends a file in parts of
 * UPLOAD_PART_SIZE_BYTES; each part's request body is piped straight into R2's uploadPart (never
 * held whole in memory) and recorded in D1 with its ETag, so a dropped part is simply sent again
 * and a reloaded page asks which parts are stored and sends only the rest. The first bytes are
 * sniffed on the way through: the stored type is never the browser's claim.
 */
import {
  ASSET_FILE_MAX_BYTES,
  type AssetFileKind,
  RELEASE_NOTES_MAX_BYTES,
  UPLOAD_PART_SIZE_BYTES,
  partCountOf,
} from '../../ui/pim/assets.ts'
import { fileTypesAgree } from '../../ui/forms/file-types.ts'
import { SNIFF_BYTES, UNKNOWN_FILE_TYPE, cleanFileName, safeFileName, sniffFileType } from '../forms/uploads.ts'

/**
 * Release notes are documents: PDF only. Asset files (firmware images, tools) may be any type, but
 * like every upload their name, declared type and content must agree (a `.pdf` that is not a PDF,
 * or a page named `.html`, is refused; ui/forms/file-types.ts).
 */
export const RELEASE_NOTES_TYPES: readonly string[] = ['application/pdf']

export type UploadState = 'uploading' | 'completed' | 'aborted'

export interface UploadStatus {
  id: string
  purpose: AssetFileKind
  fileName: string
  fileSize: number
  partSize: number
  partCount: number
  state: UploadState
  uploadedParts: number[]
}

export interface CompletedUpload {
  key: string
  name: string
  type: string
  size: number
}

export type UploadProblem =
  | 'file_size'
  | 'mime_type'
  | 'file_type_mismatch'
  | 'missing-parts'
  | 'part-size'
  | 'part-number'
  | 'not-uploading'
  | 'not-found'

export class UploadRefused extends Error {
  constructor(
    readonly problem: UploadProblem,
    /** The cleaned name of the file, for messages that name it. */
    readonly fileName: string = '',
  ) {
    super(`Upload refused: ${problem}`)
    this.name = 'UploadRefused'
  }
}

interface UploadRow {
  id: string
  r2_key: string
  r2_upload_id: string
  purpose: AssetFileKind
  file_name: string
  file_size: number
  part_size: number
  sniffed_type: string | null
  state: UploadState
  created_by: string
}

export function maximumSizeOf(purpose: AssetFileKind): number {
  return purpose === 'file' ? ASSET_FILE_MAX_BYTES : RELEASE_NOTES_MAX_BYTES
}

/** The exact size part `partNumber` (1-based) of a file must have. */
export function expectedPartSize(fileSize: number, partSize: number, partNumber: number): number {
  const count = partCountOf(fileSize, partSize)
  return partNumber < count ? partSize : fileSize - partSize * (count - 1)
}

async function uploadRow(db: D1Database, id: string, owner: string): Promise<UploadRow> {
  const row = await db.prepare('SELECT * FROM pim_uploads WHERE id = ?1 AND created_by = ?2').bind(id, owner).first<UploadRow>()
  if (!row) throw new UploadRefused('not-found')
  return row
}

async function statusOf(db: D1Database, row: UploadRow): Promise<UploadStatus> {
  const { results } = await db
    .prepare('SELECT part_number FROM pim_upload_parts WHERE upload_id = ?1 ORDER BY part_number')
    .bind(row.id)
    .all<{ part_number: number }>()
  return {
    id: row.id,
    purpose: row.purpose,
    fileName: row.file_name,
    fileSize: row.file_size,
    partSize: row.part_size,
    partCount: partCountOf(row.file_size, row.part_size),
    state: row.state,
    uploadedParts: results.map((part) => part.part_number),
  }
}

export async function startUpload(
  db: D1Database,
  bucket: R2Bucket,
  {
    purpose,
    fileName,
    fileType = '',
    fileSize,
    owner,
  }: { purpose: AssetFileKind; fileName: string; fileType?: string; fileSize: number; owner: string },
): Promise<UploadStatus> {
  if (!Number.isSafeInteger(fileSize) || fileSize <= 0 || fileSize > maximumSizeOf(purpose)) throw new UploadRefused('file_size')
  const name = cleanFileName(fileName)
  // The bytes are not here yet: the name and the declared type must agree now, the bytes on completion.
  if (!fileTypesAgree({ name, declared: fileType })) throw new UploadRefused('file_type_mismatch', name)
  const id = crypto.randomUUID()
  const key = `pim/${purpose}/${id}/${safeFileName(name)}`
  const multipart = await bucket.createMultipartUpload(key, { customMetadata: { uploadId: id, originalName: encodeURIComponent(name) } })
  await db
    .prepare(
      `INSERT INTO pim_uploads (id, r2_key, r2_upload_id, purpose, file_name, file_size, part_size, state, created_by)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'uploading', ?8)`,
    )
    .bind(id, key, multipart.uploadId, purpose, name, fileSize, UPLOAD_PART_SIZE_BYTES, owner)
    .run()
  return statusOf(db, (await uploadRow(db, id, owner))!)
}

export async function uploadStatus(db: D1Database, id: string, owner: string): Promise<UploadStatus> {
  return statusOf(db, await uploadRow(db, id, owner))
}

/** Passes bytes through unchanged and keeps the first SNIFF_BYTES of them. */
function sniffingStream(): { stream: TransformStream<Uint8Array, Uint8Array>; firstBytes: () => Uint8Array } {
  const first = new Uint8Array(SNIFF_BYTES)
  let filled = 0
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (filled < SNIFF_BYTES) {
        const take = chunk.subarray(0, SNIFF_BYTES - filled)
        first.set(take, filled)
        filled += take.length
      }
      controller.enqueue(chunk)
    },
  })
  return { stream, firstBytes: () => first.subarray(0, filled) }
}

/**
 * Streams one part into R2 and records it. `declaredLength` is the request's Content-Length: it
 * must be this part's exact size, and R2 is told that length before a byte arrives.
 */
export async function storePart(
  db: D1Database,
  bucket: R2Bucket,
  {
    id,
    owner,
    partNumber,
    body,
    declaredLength,
  }: { id: string; owner: string; partNumber: number; body: ReadableStream<Uint8Array>; declaredLength: number },
): Promise<UploadStatus> {
  const row = await uploadRow(db, id, owner)
  if (row.state !== 'uploading') throw new UploadRefused('not-uploading')
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > partCountOf(row.file_size, row.part_size))
    throw new UploadRefused('part-number')
  if (declaredLength !== expectedPartSize(row.file_size, row.part_size, partNumber)) throw new UploadRefused('part-size')
  const sniffer = sniffingStream()
  const sized = body.pipeThrough(sniffer.stream).pipeThrough(new FixedLengthStream(declaredLength))
  const uploaded = await bucket.resumeMultipartUpload(row.r2_key, row.r2_upload_id).uploadPart(partNumber, sized)
  const statements = [
    db
      .prepare('INSERT OR REPLACE INTO pim_upload_parts (upload_id, part_number, etag, size) VALUES (?1, ?2, ?3, ?4)')
      .bind(id, partNumber, uploaded.etag, declaredLength),
  ]
  if (partNumber === 1)
    statements.push(db.prepare('UPDATE pim_uploads SET sniffed_type = ?2 WHERE id = ?1').bind(id, sniffFileType(sniffer.firstBytes())))
  await db.batch(statements)
  return statusOf(db, row)
}

/** Joins the parts into the stored file once every part is there and the file's type is allowed. */
export async function completeUpload(db: D1Database, bucket: R2Bucket, id: string, owner: string): Promise<CompletedUpload> {
  const row = await uploadRow(db, id, owner)
  if (row.state === 'completed')
    return { key: row.r2_key, name: row.file_name, type: row.sniffed_type ?? UNKNOWN_FILE_TYPE, size: row.file_size }
  if (row.state !== 'uploading') throw new UploadRefused('not-uploading')
  const { results: parts } = await db
    .prepare('SELECT part_number, etag FROM pim_upload_parts WHERE upload_id = ?1 ORDER BY part_number')
    .bind(id)
    .all<{ part_number: number; etag: string }>()
  if (parts.length !== partCountOf(row.file_size, row.part_size)) throw new UploadRefused('missing-parts')
  const type = row.sniffed_type ?? UNKNOWN_FILE_TYPE
  const multipart = bucket.resumeMultipartUpload(row.r2_key, row.r2_upload_id)
  const problem: UploadProblem | undefined =
    row.purpose === 'release-notes' && !RELEASE_NOTES_TYPES.includes(type)
      ? 'mime_type'
      : !fileTypesAgree({ name: row.file_name, declared: '', sniffed: type })
        ? 'file_type_mismatch'
        : undefined
  if (problem) {
    await multipart.abort()
    await db.prepare(`UPDATE pim_uploads SET state = 'aborted' WHERE id = ?1`).bind(id).run()
    throw new UploadRefused(problem, row.file_name)
  }
  await multipart.complete(parts.map((part) => ({ partNumber: part.part_number, etag: part.etag })))
  await db.prepare(`UPDATE pim_uploads SET state = 'completed' WHERE id = ?1`).bind(id).run()
  return { key: row.r2_key, name: row.file_name, type, size: row.file_size }
}

export async function abortUpload(db: D1Database, bucket: R2Bucket, id: string, owner: string): Promise<void> {
  const row = await uploadRow(db, id, owner)
  if (row.state !== 'uploading') return
  await bucket.resumeMultipartUpload(row.r2_key, row.r2_upload_id).abort()
  await db.prepare(`UPDATE pim_uploads SET state = 'aborted' WHERE id = ?1`).bind(id).run()
}

/** A completed upload of the given purpose, for attaching to an asset. */
export async function completedUpload(db: D1Database, id: string, owner: string, purpose: AssetFileKind): Promise<CompletedUpload | null> {
  const row = await db
    .prepare(`SELECT * FROM pim_uploads WHERE id = ?1 AND created_by = ?2 AND purpose = ?3 AND state = 'completed'`)
    .bind(id, owner, purpose)
    .first<UploadRow>()
  return row ? { key: row.r2_key, name: row.file_name, type: row.sniffed_type ?? UNKNOWN_FILE_TYPE, size: row.file_size } : null
}
