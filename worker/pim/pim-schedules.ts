/**
 * The cron sweep's part for the PIM (decision 039): catalogue records whose scheduled publish is
 * due go to the site (the draft as it is then), products whose expiry is due are archived on the
 * site, and assets become active or inactive at their dates. Each change is made in the name of the
 * editor who scheduled it, lands in the record's history and is mailed to them. A record that cannot
 * be published (its draft breaks a reference the publisher checks) loses its schedule, with the reason
 * in its history and the editor's mail; the others go ahead. Only a busy publish lock waits for the
 * next sweep.
 */
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { Bindings } from '../env.ts'
import { PublishBusy, publishCatalogueRecords } from '../publish/catalogue-publisher.ts'
import { applyDueAssetSchedules } from './asset-store.ts'
import { type CatalogueItem, dropFailedSchedule, dueCatalogueItems } from './catalogue-store.ts'
import { mailScheduleOutcome } from './schedule-mail.ts'

/** Who a scheduled change is made by when nobody is named (a schedule set before its author was recorded). */
export const SCHEDULE_ACTOR = 'pim-schedule'

export interface ScheduleSweep {
  published: string[]
  expired: string[]
  failed: string[]
  assets: { activated: number; deactivated: number }
}

function whoScheduled(item: CatalogueItem) {
  return { actorId: item.scheduledBy ?? SCHEDULE_ACTOR, onBehalfOfId: null }
}

export async function sweepPimSchedules(env: Bindings, logger: Logger, now: Date = new Date()): Promise<ScheduleSweep> {
  const sweep: ScheduleSweep = { published: [], expired: [], failed: [], assets: { activated: 0, deactivated: 0 } }
  const due = await dueCatalogueItems(env.DB, now)
  const attempt = async (item: CatalogueItem, which: 'publish' | 'expiry', work: () => Promise<unknown>) => {
    const name = `${item.kind} ${item.id}`
    try {
      await work()
      ;(which === 'publish' ? sweep.published : sweep.expired).push(name)
      await mailScheduleOutcome(env, logger, item, { kind: which === 'publish' ? 'published' : 'expired', at: now })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      sweep.failed.push(name)
      // Another publish held the catalogue: the next sweep tries again.
      if (error instanceof PublishBusy) return logger.warn(`The scheduled ${which} of ${name} waits for the next sweep: ${reason}`)
      logger.error(`The scheduled ${which} of ${name} failed; its schedule is removed`, reason)
      await dropFailedSchedule(env.DB, item, which, reason)
      await mailScheduleOutcome(env, logger, item, { kind: 'failed', at: now, reason })
    }
  }
  for (const item of due.publish) {
    await attempt(item, 'publish', () =>
      publishCatalogueRecords(env, logger, whoScheduled(item), [{ item, record: item.draft, revision: item.draftRevision }], { now }),
    )
  }
  for (const item of due.expire) {
    if (item.kind !== 'product') continue
    const current = (item.published ?? item.draft) as SourceProduct
    await attempt(item, 'expiry', () =>
      publishCatalogueRecords(
        env,
        logger,
        whoScheduled(item),
        [{ item, record: { ...current, status: 'archived' }, revision: item.publishedRevision ?? item.draftRevision }],
        { action: 'expired', now },
      ),
    )
  }
  sweep.assets = await applyDueAssetSchedules(env.DB, now)
  if (sweep.published.length || sweep.expired.length || sweep.failed.length || sweep.assets.activated || sweep.assets.deactivated) {
    logger.info(
      `PIM schedules: published ${sweep.published.join(', ') || 'nothing'}; expired ${sweep.expired.join(', ') || 'nothing'}; ` +
        `failed ${sweep.failed.join(', ') || 'nothing'}; assets activated ${sweep.assets.activated}, deactivated ${sweep.assets.deactivated}`,
    )
  }
  return sweep
}
