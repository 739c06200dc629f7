/**
 * The build records the client polls to notice a new deployment (SPEC.md point 7):
 * `builds/latest` and `builds/meta/{buildId}.json`, published to KV by the seed loader / deploy.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'

export const BUILD_KV_KEYS = {
  latest: 'builds/latest',
  meta: (id: string) => `builds/meta/${id}.json`,
} as const

export const buildRecords = new Hono<AppEnv>()

buildRecords.get('/latest.json', async (c) => {
  const latest = await c.env.CONTENT.get(BUILD_KV_KEYS.latest, 'json').catch((error: unknown) => {
    c.get('logger').error('Reading the latest build failed', String(error))
    return null
  })
  c.header('Cache-Control', 'no-store')
  return latest ? c.json(latest) : c.json({ message: 'No build published', statusCode: 404 }, 404)
})

buildRecords.get('/meta/:file{[a-z0-9]+\\.json}', async (c) => {
  const id = c.req.param('file').replace(/\.json$/, '')
  const meta = await c.env.CONTENT.get(BUILD_KV_KEYS.meta(id), 'json')
  c.header('Cache-Control', 'public, max-age=31536000, immutable')
  return meta ? c.json(meta) : c.json({ message: 'Unknown build', statusCode: 404 }, 404)
})
