/**
 * A stored file as an HTTP answer streamed from R2: content type, length, ETag, conditional
 * requests (If-None-Match) and byte ranges (one range per request, as browsers and download
 * managers ask), the download name (RFC 6266, with RFC 5987's `filename*` for any name). PIM
 * files and the public site's downloads (worker/downloads/download-file-routes.ts) both use it;
 * by default the answer is private and not stored, a public file says how long it may be cached.
 */
import { reprDigest } from './file-checksums.ts'

export type ByteRange = { offset: number; length: number } | { suffix: number }

/** The one range of a `Range` header, `undefined` for none, or `'unsatisfiable'`. */
export function requestedRange(header: string | undefined, size: number): ByteRange | undefined | 'unsatisfiable' {
  if (!header) return undefined
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable'
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix > 0 ? { suffix: Math.min(suffix, size) } : 'unsatisfiable'
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  if (start >= size || end < start) return 'unsatisfiable'
  return { offset: start, length: end - start + 1 }
}

/** How the browser should treat the file: save it (a download) or show it (an image the page embeds). */
export type FileDisposition = 'attachment' | 'inline'

export function contentDisposition(name: string, disposition: FileDisposition = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export async function streamedFile(
  bucket: R2Bucket,
  key: string,
  {
    request,
    fileName,
    contentType,
    cacheControl = 'private, no-store',
    disposition = 'attachment',
    sha256,
  }: {
    request: Request
    fileName: string
    contentType: string
    cacheControl?: string
    disposition?: FileDisposition
    /** The whole file's SHA-256 (hex): sent as `Repr-Digest` (RFC 9530), also with a range. */
    sha256?: string | null
  },
): Promise<Response | null> {
  const head = await bucket.head(key)
  if (!head) return null
  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Disposition': contentDisposition(fileName, disposition),
    ETag: head.httpEtag,
    'Accept-Ranges': 'bytes',
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  })
  if (sha256) headers.set('Repr-Digest', reprDigest(sha256))
  if (request.headers.get('If-None-Match') === head.httpEtag) return new Response(null, { status: 304, headers })
  const range = requestedRange(request.headers.get('Range') ?? undefined, head.size)
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`)
    return new Response(null, { status: 416, headers })
  }
  // A range for another version of the file (If-Range) gets the whole file.
  const ifRange = request.headers.get('If-Range')
  const partial = range && (!ifRange || ifRange === head.httpEtag) ? range : undefined
  // A whole-file HEAD needs no body: reading one and dropping it leaves a cancelled stream behind.
  if (request.method === 'HEAD' && !partial) {
    headers.set('Content-Length', String(head.size))
    return new Response(null, { status: 200, headers })
  }
  const object = await bucket.get(key, partial ? { range: partial } : {})
  if (!object) return null
  if (!partial) {
    headers.set('Content-Length', String(object.size))
    return new Response(request.method === 'HEAD' ? null : object.body, { status: 200, headers })
  }
  const offset = 'suffix' in partial ? object.size - partial.suffix : partial.offset
  const length = 'suffix' in partial ? partial.suffix : partial.length
  headers.set('Content-Length', String(length))
  headers.set('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`)
  return new Response(request.method === 'HEAD' ? null : object.body, { status: 206, headers })
}
