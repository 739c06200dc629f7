/**
 * What follows every write of published records, whoever wrote them (the publish endpoint, the
 * PIM's publish and its cron sweep): this isolate forgets the old values, previews showing them
 * refresh, and the cached pages rendered from them are purged (decision 018).
 */
import type { Logger } from '../../ui/log/logger.ts'
import { forgetContent } from '../content/content-store.ts'
import type { Bindings } from '../env.ts'
import { notifyPublished } from '../preview/content-notifications.ts'
import { purgeCachedPages } from '../render/page-cache.ts'

export interface PublishAnnouncement {
  purged: number
  notified: number
}

export async function announcePublished(
  env: Pick<Bindings, 'CONTENT_CHANGES'>,
  logger: Logger,
  changed: readonly string[],
): Promise<PublishAnnouncement> {
  if (!changed.length) return { purged: 0, notified: 0 }
  forgetContent(changed)
  const outcome = await notifyPublished(env, [...changed])
  const purged = await purgeCachedPages(outcome.cacheKeys)
  logger.info(`Published ${changed.length} record(s), purged ${purged} page(s), notified ${outcome.notified} preview(s)`)
  return { purged, notified: outcome.notified }
}
