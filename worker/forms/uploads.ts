/**
 * Files sent with a form: their type is read from their first bytes (never trusted from the
 * browser), they are checked with the form's rules (size, size_cumul, mime_type_cumul) on that
 * sniffed type, and stored in R2 under the lead before the lead itself is written.
 */
import type { FileDescription } from '../../ui/forms/validators.ts'
import type { LeadFile } from '../leads/lead.ts'

/** Magic numbers of the types the forms may accept, and of a few they must recognise to refuse. */
const SIGNATURES: ReadonlyArray<{ type: string; bytes: readonly number[]; offset?: number }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/x-msdownload', bytes: [0x4d, 0x5a] },
]
/** What a file is when no signature matches. */
export const UNKNOWN_FILE_TYPE = 'application/octet-stream'
/** File names are kept this long at most (the R2 key and the customer record show them). */
export const FILE_NAME_MAX_LENGTH = 100

export function sniffFileType(bytes: Uint8Array): string {
  for (const signature of SIGNATURES) {
    const offset = signature.offset ?? 0
    if (bytes.length < offset + signature.bytes.length) continue
    if (signature.bytes.every((byte, index) => bytes[offset + index] === byte)) return signature.type
  }
  return UNKNOWN_FILE_TYPE
}

/** A received file with what the server knows about it. */
export interface ReceivedFile extends FileDescription {
  /** The type the browser claimed (kept for the log, never used for decisions). */
  declaredType: string
  bytes: Uint8Array
}

/** A safe name for storage: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-FILE_NAME_MAX_LENGTH)
  return cleaned || 'file'
}

export async function receiveFiles(files: readonly File[]): Promise<ReceivedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer())
      return { name: file.name.slice(0, FILE_NAME_MAX_LENGTH), size: bytes.byteLength, type: sniffFileType(bytes), declaredType: file.type, bytes }
    }),
  )
}

/** What the rules check: the real size and the sniffed type. */
export function describeFiles(files: readonly ReceivedFile[]): FileDescription[] {
  return files.map(({ name, size, type }) => ({ name, size, type }))
}

export function leadFileKey(leadId: string, position: number, name: string): string {
  return `leads/${leadId}/${position}-${safeFileName(name)}`
}

/** Writes the files to R2 under the lead; returns the rows for `lead_files`. */
export async function storeFiles(bucket: R2Bucket, leadId: string, files: readonly ReceivedFile[]): Promise<LeadFile[]> {
  return Promise.all(
    files.map(async (file, position) => {
      const key = leadFileKey(leadId, position, file.name)
      await bucket.put(key, file.bytes, {
        httpMetadata: { contentType: file.type, contentDisposition: `attachment; filename="${safeFileName(file.name)}"` },
        customMetadata: { leadId, originalName: encodeURIComponent(file.name) },
      })
      return { position, r2Key: key, fileName: file.name, contentType: file.type, sizeBytes: file.size }
    }),
  )
}
