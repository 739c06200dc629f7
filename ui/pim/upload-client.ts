/**
 * The browser side of a streamed multipart upload: ask the worker to start (or find the upload a
 * reloaded page left unfinished), send each missing part of UPLOAD_PART_SIZE_BYTES as its own PUT
 * (one part in memory at a time, a dropped part sent again with growing pauses), then complete.
 * Plain TypeScript on `fetch` and `Blob.slice`, so tests can drive it with any fetch.
 */
import { reconnectDelay } from '../client/backoff.ts'
import { type AssetFileKind, UPLOAD_PART_ATTEMPTS } from './assets.ts'
import { PIM_API, uploadPartPath, uploadPath } from './pim-paths.ts'

export interface UploadStatusAnswer {
  id: string
  partSize: number
  partCount: number
  state: 'uploading' | 'completed' | 'aborted'
  uploadedParts: number[]
}

export interface UploadOptions {
  purpose: AssetFileKind
  csrfToken: string
  /** Bytes stored so far and the file's size. */
  onProgress: (sent: number, total: number) => void
  fetch?: typeof fetch
  /** Where an unfinished upload is remembered for a reloaded page (localStorage in the browser). */
  memory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null
  wait?: (ms: number) => Promise<void>
}

/** Raised with the worker's translated message when an upload is refused or keeps failing. */
export class UploadFailed extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message)
    this.name = 'UploadFailed'
  }
}

export function rememberedUploadKey(purpose: AssetFileKind, file: File): string {
  return `pim-upload:${purpose}:${file.name}:${file.size}:${file.lastModified}`
}

async function failureOf(response: Response, fallback: string): Promise<UploadFailed> {
  const answer = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null
  const [field, message] = Object.entries(answer?.errors ?? {})[0] ?? [null, answer?.message ?? fallback]
  return new UploadFailed(message ?? fallback, field)
}

/** Uploads `file` and returns the id of the completed upload, to attach to an asset. */
export async function uploadInParts(file: File, options: UploadOptions, fallbackMessage: string): Promise<string> {
  const send = options.fetch ?? fetch
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const headers = { 'X-CSRF-Token': options.csrfToken }
  const memoryKey = rememberedUploadKey(options.purpose, file)

  let status: UploadStatusAnswer | null = null
  const remembered = options.memory?.getItem(memoryKey)
  if (remembered) {
    const response = await send(uploadPath(remembered), { headers }).catch(() => null)
    if (response?.ok) {
      const found = (await response.json()) as UploadStatusAnswer
      if (found.state === 'uploading') status = found
    }
  }
  if (!status) {
    const response = await send(PIM_API.uploads, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ purpose: options.purpose, fileName: file.name, fileType: file.type, fileSize: file.size }),
    })
    if (!response.ok) throw await failureOf(response, fallbackMessage)
    status = (await response.json()) as UploadStatusAnswer
    options.memory?.setItem(memoryKey, status.id)
  }

  const stored = new Set(status.uploadedParts)
  const sizeOf = (part: number) => Math.min(status.partSize, file.size - (part - 1) * status.partSize)
  let sent = [...stored].reduce((total, part) => total + sizeOf(part), 0)
  options.onProgress(sent, file.size)
  for (let part = 1; part <= status.partCount; part++) {
    if (stored.has(part)) continue
    const start = (part - 1) * status.partSize
    const body = file.slice(start, start + sizeOf(part))
    for (let attempt = 0; ; attempt++) {
      const response = await send(uploadPartPath(status.id, part), {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/octet-stream' },
        body,
      }).catch(() => null)
      if (response?.ok) break
      // A refusal (4xx) will not change by sending again; a dropped connection or 5xx may.
      if (response && response.status >= 400 && response.status < 500) throw await failureOf(response, fallbackMessage)
      if (attempt + 1 >= UPLOAD_PART_ATTEMPTS) throw new UploadFailed(fallbackMessage, null)
      await wait(reconnectDelay(attempt))
    }
    sent += sizeOf(part)
    options.onProgress(sent, file.size)
  }

  const completed = await send(`${uploadPath(status.id)}/complete`, { method: 'POST', headers })
  if (!completed.ok) throw await failureOf(completed, fallbackMessage)
  options.memory?.removeItem(memoryKey)
  return status.id
}
