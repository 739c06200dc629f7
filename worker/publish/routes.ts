/**
 * `POST /publish`: the publish command (kv-seed/publish-command.ts) hands over published records
 * `{ entries: [{ key, value }] }` with `Authorization: Bearer <PUBLISH_SECRET>`. The worker writes
 * the ones whose value changed into KV, forgets them in this isolate's content cache, tells the
 * content-change object (which notifies preview subscribers and names the cached pages built
 * from those keys), and purges those pages from the Cache API.
 */
import { bearerSecret } from '../middleware/json-errors.ts'
import { type } from 'arktype'
import { checkBlocks, checkPublishedPage } from '../../ui/content/block-schemas.ts'
import { Hono } from 'hono'
import type { AppEnv } from '../env.ts'
import { announcePublished } from './published-records.ts'
import { catalogueSize, publishedCatalogue } from '../pim/catalogue-store.ts'
import { withPartnerStoriesKeptIn } from '../success-stories/story-publisher.ts'

/** Entries per request; the command sends bigger publishes in batches of this size. */
export const PUBLISH_MAX_ENTRIES = 100
/** KV's own limit on a value is 25 MiB; published records are far smaller. */
const MAX_VALUE_LENGTH = 5 * 1024 * 1024

const PublishRequest = type({
  entries: type({ key: `0 < string <= 512`, value: `string <= ${MAX_VALUE_LENGTH}` })
    .array()
    .atMostLength(PUBLISH_MAX_ENTRIES),
})

/** Records made of content blocks are checked against the content model's schemas (ui/content/block-schemas.ts). */
function blockRecordProblem(key: string, value: string): string | null {
  const isPage = key.startsWith('pages/') || key.startsWith('records/')
  const isSamples = key.startsWith('block-samples/')
  if (!isPage && !isSamples) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return 'not JSON'
  }
  const checked = isPage ? checkPublishedPage(parsed) : checkBlocks(parsed)
  return checked.ok ? null : checked.problem
}

export interface PublishReport {
  written: string[]
  unchanged: number
  purged: number
  notified: number
}

export const publishRoutes = new Hono<AppEnv>()

publishRoutes.post(
  '/',
  bearerSecret((c) => c.env.PUBLISH_SECRET),
  async (c) => {
    const body = PublishRequest(await c.req.json().catch(() => null))
    if (body instanceof type.errors) {
      return c.json({ message: body.summary, statusCode: 422, statusMessage: 'Unprocessable Entity', data: null }, 422)
    }

    const refused = body.entries.flatMap(({ key, value }) => {
      const problem = blockRecordProblem(key, value)
      return problem ? [`${key}: ${problem}`] : []
    })
    if (refused.length) {
      // Nothing is written: a page with a block the components cannot render never reaches visitors.
      return c.json({ message: refused.join('; '), statusCode: 422, statusMessage: 'Unprocessable Entity', data: null }, 422)
    }

    const changed: string[] = []
    await Promise.all(
      body.entries.map(async ({ key, value: sent }) => {
        const current = await c.env.CONTENT.get(key)
        // Partner stories published from the staff console stay in the insights lists and search indexes (decision 036).
        const value = withPartnerStoriesKeptIn(key, sent, current)
        if (current === value) return
        await c.env.CONTENT.put(key, value)
        changed.push(key)
      }),
    )
    changed.sort()
    const report: PublishReport = { written: changed, unchanged: body.entries.length - changed.length, purged: 0, notified: 0 }
    Object.assign(report, await announcePublished(c.env, c.get('logger'), changed))
    return c.json(report)
  },
)

/**
 * `GET /publish/catalogue`: the catalogue as the PIM has published it (categories, lines and
 * products from D1, decision 037), for the publish command, which publishes the seed's other
 * content with it instead of the seed's own copy (so it never undoes what editors published).
 * 404 while the PIM holds no catalogue.
 */
publishRoutes.get(
  '/catalogue',
  bearerSecret((c) => c.env.PUBLISH_SECRET),
  async (c) => {
    if (!(await catalogueSize(c.env.DB))) {
      return c.json({ message: 'The PIM holds no catalogue yet', statusCode: 404, statusMessage: 'Not Found', data: null }, 404)
    }
    c.header('Cache-Control', 'no-store')
    return c.json(await publishedCatalogue(c.env.DB))
  },
)
