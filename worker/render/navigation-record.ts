/**
 * The header and footer links of a locale (the published navigation record). The read starts as
 * soon as the locale is known, beside the page's own reads; the shell waits for it no longer than
 * the page waits for its content, then falls back to the built-in links so a slow read never
 * holds back the streamed shell.
 */
import type { LocaleCode } from '../../locales/registry.ts'
import type { Navigation } from '../../ui/content/model.ts'
import type { ContentStore } from '../content/content-store.ts'
import { ContentRepository } from '../content/repository.ts'

/** The navigation record, or null when it is missing or cannot be read. Never rejects. */
export function readNavigation(store: ContentStore, code: LocaleCode): Promise<Navigation | null> {
  return new ContentRepository(store, code).navigation().catch(() => null)
}

/** The navigation if it arrives within `deadlineMs`, else null (the built-in links). */
export async function navigationWithin(pending: Promise<Navigation | null>, deadlineMs: number): Promise<Navigation | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const result = await Promise.race([
    pending,
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), deadlineMs)
    }),
  ])
  clearTimeout(timer)
  return result
}
