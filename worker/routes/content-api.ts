/** The content API (SPEC.md point 7). GET /api/redirects answers `{ data: Redirect[] }`. */
import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { isolateRedirectList } from '../middleware/redirects.ts'

export const contentApi = new Hono<AppEnv>()

contentApi.get('/redirects', async (c) => {
  const { redirects } = await isolateRedirectList.current(c.env.CONTENT, c.get('logger'))
  c.header('Cache-Control', 'public, max-age=300')
  return c.json({ data: redirects })
})

contentApi.all('*', (c) =>
  c.json({ message: 'Not Found', statusCode: 404, statusMessage: `No API endpoint at ${new URL(c.req.url).pathname}`, data: null }, 404),
)
