/**
 * Partner-only downloads follow the signed-in viewer's partner level (SPEC.md point 6), and an
 * impersonator sees no more than the lower of the partner's level and their own.
 */
import { describe, expect, it } from 'vitest'
import { loadSeedFor, visit } from './helpers.ts'
import { sessionCookieFor } from './portal-helpers.ts'

const PAGE = '/downloads/brochures'
const SILVER_FILE = 'partner-price-list-2026-q4'
const GOLD_FILE = 'led-project-price-list-2026'

/** For each partner file: can the viewer download it (a link) or is it gated? */
async function access(cookie: string | null): Promise<Record<string, 'download' | 'gated'>> {
  await loadSeedFor([PAGE])
  const html = await (await visit(PAGE, cookie ? { headers: { Cookie: cookie } } : {})).text()
  const result: Record<string, 'download' | 'gated'> = {}
  for (const id of [SILVER_FILE, GOLD_FILE]) {
    const item = new RegExp(`<li[^>]*data-download="${id}"[^>]*>([\\s\\S]*?)</li>`).exec(html)?.[1]
    expect(item, `${id} is listed`).toBeDefined()
    result[id] = item!.includes('data-gated') ? 'gated' : 'download'
  }
  return result
}

describe('partner downloads', () => {
  it('are gated for signed-out visitors', async () => {
    expect(await access(null)).toEqual({ [SILVER_FILE]: 'gated', [GOLD_FILE]: 'gated' })
  })

  it('open up to the signed-in partner’s level', async () => {
    expect(await access(await sessionCookieFor('usr-olivia-bennett'))).toEqual({ [SILVER_FILE]: 'gated', [GOLD_FILE]: 'gated' })
    expect(await access(await sessionCookieFor('usr-claire-martin'))).toEqual({ [SILVER_FILE]: 'download', [GOLD_FILE]: 'gated' })
    expect(await access(await sessionCookieFor('usr-aoife-byrne'))).toEqual({ [SILVER_FILE]: 'download', [GOLD_FILE]: 'download' })
  })

  it('follow the partner’s level while their portal is shown, never the impersonator’s higher one', async () => {
    // Sam Carter (distributor reach) shows the portal as Claire Martin (silver).
    expect(await access(await sessionCookieFor('usr-claire-martin', 'usr-sam-carter'))).toEqual({
      [SILVER_FILE]: 'download',
      [GOLD_FILE]: 'gated',
    })
  })
})
