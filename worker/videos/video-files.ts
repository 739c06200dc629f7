/**
 * The portal's files from R2, for signed-in people whose role may see them (the permission
 * table): the video library's videos (with byte ranges, so players can seek), posters and
 * captions. Nobody else learns whether a file exists.
 */
import { type Context, Hono } from 'hono'
import { isAllowed } from '../../ui/portal/permissions.ts'
import { PRIVATE_RESPONSE } from '../auth/session-step.ts'
import type { AppEnv } from '../env.ts'
import { videoMediaOf } from './video-library-store.ts'

const LANGUAGE_PATTERN = /^[a-z]{2}$/

export const portalFiles = new Hono<AppEnv>()

portalFiles.use('*', async (c, next) => {
  c.header('Cache-Control', PRIVATE_RESPONSE)
  const viewer = c.get('viewer')
  if (!viewer) return c.text('Unauthorized', 401)
  if (!isAllowed(viewer, 'videos.view')) return c.text('Forbidden', 403)
  await next()
})

/** `bytes=start-end` of a Range header, within the object's size; undefined for the whole object. */
function rangeOf(header: string | undefined, size: number): { offset: number; length: number } | undefined | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match) return undefined
  const [, first, last] = match
  if (first === '' && last === '') return 'unsatisfiable'
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first)
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (start > end || start >= size) return 'unsatisfiable'
  return { offset: start, length: end - start + 1 }
}

async function serveObject(c: Context<AppEnv>, key: string | null, type: string): Promise<Response> {
  if (!key) return c.notFound()
  const head = await c.env.FILES.head(key)
  if (!head) return c.notFound()
  const range = rangeOf(c.req.header('Range'), head.size)
  if (range === 'unsatisfiable')
    return new Response(null, { status: 416, headers: { 'Content-Range': `bytes */${head.size}`, 'Cache-Control': PRIVATE_RESPONSE } })
  const object = await c.env.FILES.get(key, range ? { range } : {})
  if (!object) return c.notFound()
  const headers = new Headers({
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Cache-Control': PRIVATE_RESPONSE,
    'X-Content-Type-Options': 'nosniff',
  })
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`)
    headers.set('Content-Length', String(range.length))
    return new Response(object.body, { status: 206, headers })
  }
  headers.set('Content-Length', String(head.size))
  return new Response(object.body, { status: 200, headers })
}

portalFiles.get('/videos/:slug/video', async (c) => {
  const media = await videoMediaOf(c.env.DB, c.req.param('slug'))
  return serveObject(c, media?.videoKey ?? null, media?.videoType ?? 'video/webm')
})

portalFiles.get('/videos/:slug/poster', async (c) => {
  const media = await videoMediaOf(c.env.DB, c.req.param('slug'))
  return serveObject(c, media?.posterKey ?? null, 'image/png')
})

portalFiles.get('/videos/:slug/captions/:language', async (c) => {
  const language = c.req.param('language')
  if (!LANGUAGE_PATTERN.test(language)) return c.notFound()
  const media = await videoMediaOf(c.env.DB, c.req.param('slug'))
  if (!media) return c.notFound()
  const own = await c.env.FILES.head(`${media.captionsPrefix}${language}.vtt`)
  return serveObject(c, `${media.captionsPrefix}${own ? language : 'en'}.vtt`, 'text/vtt; charset=utf-8')
})
