/**
 * Files sent with a form: their name is cleaned (ui/forms/file-names.ts) and their type read from
 * their first bytes (never trusted from the browser); they are checked with the form's rules
 * (size, size_cumul, mime_type_cumul, and name, declared type and bytes agreeing) and stored in R2
 * under the lead before the lead itself is written. Only the cleaned name is stored or passed on.
 */
import { FILE_NAME_MAX_LENGTH, cleanFileName } from '../../ui/forms/file-names.ts'
import { SNIFF_BYTES, UNKNOWN_FILE_TYPE, sniffFileType } from '../../ui/forms/file-types.ts'
import type { FileDescription } from '../../ui/forms/validators.ts'
import type { LeadFile } from '../leads/lead-record.ts'
import type { Logger } from '../../ui/log/logger.ts'

export { FILE_NAME_MAX_LENGTH, SNIFF_BYTES, UNKNOWN_FILE_TYPE, cleanFileName, sniffFileType }

/** A received file with what the server knows about it: its cleaned name, real size, sniffed type and the browser's claim. */
export interface ReceivedFile extends FileDescription {
  /** The type the browser declared: it must agree with the name and the bytes (ui/forms/file-types.ts). */
  declaredType: string
  bytes: Uint8Array
}

/** A name for storage keys and plain headers: letters, digits, dot, dash and underscore (from the cleaned name). */
export function safeFileName(name: string): string {
  const cleaned = cleanFileName(name)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-FILE_NAME_MAX_LENGTH)
  return cleaned || 'file'
}

/** `Content-Disposition` of a download: the ASCII name, and the cleaned name in UTF-8 for browsers that read it. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${safeFileName(name)}"; filename*=UTF-8''${encodeURIComponent(cleanFileName(name))}`
}

export async function receiveFiles(files: readonly File[]): Promise<ReceivedFile[]> {
  return Promise.all(
    files.map(async (file) => {
      const bytes = new Uint8Array(await file.arrayBuffer())
      return {
        name: cleanFileName(file.name),
        size: bytes.byteLength,
        type: sniffFileType(bytes.subarray(0, SNIFF_BYTES)),
        declaredType: file.type,
        bytes,
      }
    }),
  )
}

/** What the rules check: the cleaned name, the real size, the sniffed type and the declared one. */
export function describeFiles(files: readonly ReceivedFile[]): FileDescription[] {
  return files.map(({ name, size, type, declaredType }) => ({ name, size, type, declaredType }))
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
        httpMetadata: { contentType: file.type, contentDisposition: attachmentDisposition(file.name) },
        customMetadata: { leadId, originalName: encodeURIComponent(cleanFileName(file.name)) },
      })
      return { position, r2Key: key, fileName: cleanFileName(file.name), contentType: file.type, sizeBytes: file.size }
    }),
  )
}

/**
 * Removes files stored for a submission that was not kept (sent before, or over its limit). A
 * failure is only logged: an orphan file costs storage, never a visitor's answer.
 */
export async function removeStoredFiles(bucket: R2Bucket, files: readonly LeadFile[], logger: Logger): Promise<void> {
  if (files.length === 0) return
  try {
    await bucket.delete(files.map((file) => file.r2Key))
  } catch (error) {
    logger.warn('Removing the files of a submission that was not stored failed', error instanceof Error ? error.message : String(error))
  }
}
