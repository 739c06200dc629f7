/**
 * The cron sweep's part for the PIM (decision 039): catalogue records whose scheduled publish is
 * due go to the site (the draft as it is then), products whose expiry is due are archived on the
 * site, and assets become active or inactive at their dates. Each change is made in the name of the
 * editor who scheduled it and lands in the record's history. A record that cannot be published
 * (its draft breaks a reference) stays scheduled and is logged; the others go ahead.
 */
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { Bindings } from '../env.ts'
import { publishCatalogueRecords } from '../publish/catalogue-publisher.ts'
import { applyDueAssetSchedules } from './asset-store.ts'
import { type CatalogueItem, dueCatalogueItems } from './catalogue-store.ts'

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

export async function sweepPimSchedules(
  env: Pick<Bindings, 'DB' | 'CONTENT' | 'CONTENT_CHANGES'>,
  logger: Logger,
  now: Date = new Date(),
): Promise<ScheduleSweep> {
  const sweep: ScheduleSweep = { published: [], expired: [], failed: [], assets: { activated: 0, deactivated: 0 } }
  const due = await dueCatalogueItems(env.DB, now)
  for (const item of due.publish) {
    const name = `${item.kind} ${item.id}`
    try {
      await publishCatalogueRecords(env, logger, whoScheduled(item), [{ item, record: item.draft, revision: item.draftRevision }], { now })
      sweep.published.push(name)
    } catch (error) {
      logger.error(`The scheduled publish of ${name} failed; it stays scheduled`, error instanceof Error ? error.message : String(error))
      sweep.failed.push(name)
    }
  }
  for (const item of due.expire) {
    const name = `${item.kind} ${item.id}`
    if (item.kind !== 'product') continue
    const current = (item.published ?? item.draft) as SourceProduct
    try {
      await publishCatalogueRecords(
        env,
        logger,
        whoScheduled(item),
        [{ item, record: { ...current, status: 'archived' }, revision: item.publishedRevision ?? item.draftRevision }],
        { action: 'expired', now },
      )
      sweep.expired.push(name)
    } catch (error) {
      logger.error(`The scheduled expiry of ${name} failed; it stays scheduled`, error instanceof Error ? error.message : String(error))
      sweep.failed.push(name)
    }
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
