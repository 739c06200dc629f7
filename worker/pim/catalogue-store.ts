/**
 * The catalogue the PIM owns, in D1 (worker/db/migrations/0040_pim_catalogue.sql; decision 037):
 * categories, product lines and products, each with its draft and the version last published.
 * Every record read is checked against its schema (ui/content/catalogue-source.ts); every change
 * goes into one batch with its audit entry (who, when, before and after: the history and its
 * reverts read those), and a draft's preview entries (what its draft would change on the site)
 * are replaced in the same batch.
 */
import { type } from 'arktype'
import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  type CatalogueRecordOf,
  type CatalogueRecords,
  checkCatalogueRecord,
} from '../../ui/content/catalogue-source.ts'
import type { KvEntry } from '../../kv-seed/publish.ts'
import { canonicalJson } from '../../ui/pim/catalogue-diff.ts'
import type { CatalogueAction } from '../../ui/pim/catalogue-status.ts'
import { allRows, firstRow, runBatch, runStatement } from '../db/d1-queries.ts'
import { type AuditIdentities, type AuditRecord, auditStatementIfChanged, auditTrailOf } from '../partners/audit-trail-store.ts'

export interface CatalogueItem<Kind extends CatalogueKind = CatalogueKind> {
  kind: Kind
  id: string
  position: number
  draft: CatalogueRecordOf[Kind]
  /** The version on the site; null when it was never published. */
  published: CatalogueRecordOf[Kind] | null
  draftRevision: number
  publishedRevision: number | null
  draftSavedAt: string
  draftSavedBy: string | null
  publishedAt: string | null
  publishedBy: string | null
  /** When the cron sweep publishes the draft, or archives the product (ISO, UTC). */
  publishAt: string | null
  expiresAt: string | null
  scheduledBy: string | null
}

/** A row of the lists: what they show without the whole record. */
export interface CatalogueListing {
  kind: CatalogueKind
  id: string
  position: number
  status: string | null
  draft: CatalogueRecordOf[CatalogueKind]
  unpublishedChanges: boolean
  publishAt: string | null
  expiresAt: string | null
}

const catalogueRow = type({
  kind: type.enumerated(...CATALOGUE_KINDS),
  id: 'string',
  position: 'number',
  draft_json: 'string',
  published_json: 'string | null',
  draft_revision: 'number',
  published_revision: 'number | null',
  draft_saved_at: 'string',
  draft_saved_by: 'string | null',
  published_at: 'string | null',
  published_by: 'string | null',
  publish_at: 'string | null',
  expires_at: 'string | null',
  scheduled_by: 'string | null',
})
type CatalogueRow = typeof catalogueRow.infer

const COLUMNS =
  'kind, id, position, draft_json, published_json, draft_revision, published_revision, draft_saved_at, draft_saved_by, published_at, published_by, publish_at, expires_at, scheduled_by'

/** A stored record, checked against its schema: a row that fails it is a broken database, not input. */
function recordOf<Kind extends CatalogueKind>(kind: Kind, json: string, where: string): CatalogueRecordOf[Kind] {
  const checked = checkCatalogueRecord(kind, JSON.parse(json))
  if (!checked.ok) throw new Error(`The stored ${where} of ${kind} does not match its schema: ${JSON.stringify(checked.problems)}`)
  return checked.record
}

function itemOf(row: CatalogueRow): CatalogueItem {
  return {
    kind: row.kind,
    id: row.id,
    position: row.position,
    draft: recordOf(row.kind, row.draft_json, 'draft'),
    published: row.published_json === null ? null : recordOf(row.kind, row.published_json, 'published version'),
    draftRevision: row.draft_revision,
    publishedRevision: row.published_revision,
    draftSavedAt: row.draft_saved_at,
    draftSavedBy: row.draft_saved_by,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    publishAt: row.publish_at,
    expiresAt: row.expires_at,
    scheduledBy: row.scheduled_by,
  }
}

export function hasUnpublishedChanges(item: Pick<CatalogueItem, 'draft' | 'published'>): boolean {
  return item.published === null || canonicalJson(item.draft) !== canonicalJson(item.published)
}

export async function findCatalogueItem<Kind extends CatalogueKind>(
  db: D1Database,
  kind: Kind,
  id: string,
): Promise<CatalogueItem<Kind> | null> {
  const row = await firstRow(
    db.prepare(`SELECT ${COLUMNS} FROM pim_catalogue_records WHERE kind = ?1 AND id = ?2`).bind(kind, id),
    catalogueRow,
  )
  return row ? (itemOf(row) as CatalogueItem<Kind>) : null
}

/** Every record of `kind` (drafts, in catalogue order) for the PIM's lists. */
export async function listCatalogueItems(db: D1Database, kind: CatalogueKind): Promise<CatalogueListing[]> {
  const rows = await allRows(
    db.prepare(`SELECT ${COLUMNS} FROM pim_catalogue_records WHERE kind = ?1 ORDER BY position, id`).bind(kind),
    catalogueRow,
  )
  return rows.map((row) => {
    const item = itemOf(row)
    return {
      kind: item.kind,
      id: item.id,
      position: item.position,
      status: 'status' in item.draft ? item.draft.status : null,
      draft: item.draft,
      unpublishedChanges: hasUnpublishedChanges(item),
      publishAt: item.publishAt,
      expiresAt: item.expiresAt,
    }
  })
}

/** How many records the catalogue holds (0 before it was seeded). */
export async function catalogueSize(db: D1Database): Promise<number> {
  const row = await firstRow(db.prepare('SELECT count(*) AS records FROM pim_catalogue_records'), type({ records: 'number' }))
  return row?.records ?? 0
}

/** The published version of every record, in catalogue order (what the site shows). */
export async function publishedCatalogue(db: D1Database): Promise<CatalogueRecords> {
  const rows = await allRows(
    db.prepare('SELECT kind, id, published_json FROM pim_catalogue_records WHERE published_json IS NOT NULL ORDER BY position, id'),
    type({ kind: type.enumerated(...CATALOGUE_KINDS), id: 'string', published_json: 'string' }),
  )
  const records: CatalogueRecords = { categories: [], lines: [], products: [] }
  for (const row of rows) {
    if (row.kind === 'category') records.categories.push(recordOf('category', row.published_json, 'published version'))
    else if (row.kind === 'line') records.lines.push(recordOf('line', row.published_json, 'published version'))
    else records.products.push(recordOf('product', row.published_json, 'published version'))
  }
  return records
}

/** What the audit trail calls a record (`pim-product`, `pim-line`, `pim-category`). */
export function catalogueSubject(kind: CatalogueKind): string {
  return `pim-${kind}`
}

function auditAction(kind: CatalogueKind, action: CatalogueAction): string {
  return `${catalogueSubject(kind)}.${action}`
}

/** The statements that put a draft's preview entries in place of its former ones, if the draft is still at `revision`. */
function previewEntryStatements(db: D1Database, item: Pick<CatalogueItem, 'kind' | 'id'>, revision: number, entries: readonly KvEntry[]) {
  const current = '(SELECT draft_revision FROM pim_catalogue_records WHERE kind = ?1 AND id = ?2) = ?3'
  return [
    db.prepare(`DELETE FROM pim_draft_entries WHERE kind = ?1 AND id = ?2 AND ${current}`).bind(item.kind, item.id, revision),
    ...entries.map(({ key, value }) =>
      db
        .prepare(`INSERT INTO pim_draft_entries (kind, id, key, value) SELECT ?1, ?2, ?4, ?5 WHERE ${current}`)
        .bind(item.kind, item.id, revision, key, value),
    ),
  ]
}

export type DraftSaved = { saved: true; revision: number } | { saved: false; reason: 'stale' }

/**
 * Saves `draft` over the item's draft if nobody saved it since `item` was read (its revision), with
 * its audit entry and its preview entries (the published records it would change), in one batch.
 */
export async function saveCatalogueDraft<Kind extends CatalogueKind>(
  db: D1Database,
  who: AuditIdentities,
  item: CatalogueItem<Kind>,
  draft: CatalogueRecordOf[Kind],
  previewEntries: readonly KvEntry[],
  options: { action?: 'saved' | 'reverted'; now?: Date } = {},
): Promise<DraftSaved> {
  const revision = item.draftRevision + 1
  const [changed] = await runBatch(db, [
    db
      .prepare(
        `UPDATE pim_catalogue_records SET draft_json = ?1, draft_revision = ?2, draft_saved_at = ?3, draft_saved_by = ?4
          WHERE kind = ?5 AND id = ?6 AND draft_revision = ?7`,
      )
      .bind(
        JSON.stringify(draft),
        revision,
        (options.now ?? new Date()).toISOString(),
        who.actorId,
        item.kind,
        item.id,
        item.draftRevision,
      ),
    auditStatementIfChanged(db, who, {
      action: auditAction(item.kind, options.action ?? 'saved'),
      subjectType: catalogueSubject(item.kind),
      subjectId: item.id,
      before: item.draft,
      after: draft,
    }),
    ...previewEntryStatements(db, item, revision, previewEntries),
  ])
  return changed === 1 ? { saved: true, revision } : { saved: false, reason: 'stale' }
}

/** A record made public: the version written to the site, and the draft revision it was. */
export interface PublishedRecord<Kind extends CatalogueKind = CatalogueKind> {
  item: CatalogueItem<Kind>
  record: CatalogueRecordOf[Kind]
  revision: number
}

/**
 * Notes that the records were written to the site: each one's published version, when and by whom,
 * and its audit entry; a draft that is now the published version loses its preview entries. A
 * scheduled publish also clears its schedule; an expiry archives the draft too.
 */
export async function markCataloguePublished(
  db: D1Database,
  who: AuditIdentities,
  published: readonly PublishedRecord[],
  options: { action?: 'published' | 'expired'; now?: Date } = {},
): Promise<void> {
  const at = (options.now ?? new Date()).toISOString()
  const action = options.action ?? 'published'
  await runBatch(
    db,
    published.flatMap(({ item, record, revision }) => [
      db
        .prepare(
          `UPDATE pim_catalogue_records SET published_json = ?1, published_revision = ?2, published_at = ?3, published_by = ?4,
             publish_at = CASE WHEN publish_at <= ?3 THEN NULL ELSE publish_at END,
             expires_at = CASE WHEN expires_at <= ?3 THEN NULL ELSE expires_at END,
             draft_json = CASE WHEN ?7 = 'expired' THEN json_set(draft_json, '$.status', 'archived') ELSE draft_json END
           WHERE kind = ?5 AND id = ?6`,
        )
        .bind(JSON.stringify(record), revision, at, who.actorId, item.kind, item.id, action),
      auditStatementIfChanged(db, who, {
        action: auditAction(item.kind, action),
        subjectType: catalogueSubject(item.kind),
        subjectId: item.id,
        before: item.published,
        after: record,
      }),
      db
        .prepare(
          `DELETE FROM pim_draft_entries WHERE kind = ?1 AND id = ?2
             AND (SELECT draft_json FROM pim_catalogue_records WHERE kind = ?1 AND id = ?2) = (SELECT published_json FROM pim_catalogue_records WHERE kind = ?1 AND id = ?2)`,
        )
        .bind(item.kind, item.id),
    ]),
  )
}

/** Sets (or clears, with nulls) when the cron sweep publishes the draft and when it archives the product. */
export async function scheduleCatalogueItem(
  db: D1Database,
  who: AuditIdentities,
  item: CatalogueItem,
  schedule: { publishAt: string | null; expiresAt: string | null },
): Promise<void> {
  await runBatch(db, [
    db
      .prepare('UPDATE pim_catalogue_records SET publish_at = ?1, expires_at = ?2, scheduled_by = ?3 WHERE kind = ?4 AND id = ?5')
      .bind(schedule.publishAt, schedule.expiresAt, who.actorId, item.kind, item.id),
    auditStatementIfChanged(db, who, {
      action: auditAction(item.kind, 'scheduled'),
      subjectType: catalogueSubject(item.kind),
      subjectId: item.id,
      before: { publishAt: item.publishAt, expiresAt: item.expiresAt },
      after: schedule,
    }),
  ])
}

/**
 * The cron sweep could not make a scheduled change: the schedule is dropped (it would fail again
 * every ten minutes) and the history says why, in the name of the editor who set it.
 */
export async function dropFailedSchedule(db: D1Database, item: CatalogueItem, which: 'publish' | 'expiry', reason: string): Promise<void> {
  await runBatch(db, [
    db
      .prepare(`UPDATE pim_catalogue_records SET ${which === 'publish' ? 'publish_at' : 'expires_at'} = NULL WHERE kind = ?1 AND id = ?2`)
      .bind(item.kind, item.id),
    auditStatementIfChanged(
      db,
      { actorId: item.scheduledBy ?? 'pim-schedule', onBehalfOfId: null },
      {
        action: auditAction(item.kind, 'schedule-failed'),
        subjectType: catalogueSubject(item.kind),
        subjectId: item.id,
        before: { publishAt: item.publishAt, expiresAt: item.expiresAt },
        after: { reason },
      },
    ),
  ])
}

/** Records whose scheduled publish or expiry is due at `now`. */
export async function dueCatalogueItems(db: D1Database, now: Date): Promise<{ publish: CatalogueItem[]; expire: CatalogueItem[] }> {
  const at = now.toISOString()
  const [publish, expire] = await Promise.all([
    allRows(db.prepare(`SELECT ${COLUMNS} FROM pim_catalogue_records WHERE publish_at <= ?1 ORDER BY publish_at`).bind(at), catalogueRow),
    allRows(db.prepare(`SELECT ${COLUMNS} FROM pim_catalogue_records WHERE expires_at <= ?1 ORDER BY expires_at`).bind(at), catalogueRow),
  ])
  return { publish: publish.map(itemOf), expire: expire.map(itemOf) }
}

/** The trail of one record, oldest first: saves, publishes, reverts, schedules and expiries. */
export function catalogueHistory(db: D1Database, kind: CatalogueKind, id: string): Promise<AuditRecord[]> {
  return auditTrailOf(db, catalogueSubject(kind), id)
}

/** The value a previewed draft gives `key` (the first of `items` that changes it), or null. */
export async function draftEntryValue(
  db: D1Database,
  items: ReadonlyArray<{ kind: CatalogueKind; id: string }>,
  key: string,
): Promise<string | null> {
  for (const item of items) {
    const row = await firstRow(
      db.prepare('SELECT value FROM pim_draft_entries WHERE kind = ?1 AND id = ?2 AND key = ?3').bind(item.kind, item.id, key),
      type({ value: 'string' }),
    )
    if (row) return row.value
  }
  return null
}

/** The keys a record's draft changes on the site (its preview entries). */
export async function draftEntryKeys(db: D1Database, kind: CatalogueKind, id: string): Promise<string[]> {
  const rows = await allRows(
    db.prepare('SELECT key FROM pim_draft_entries WHERE kind = ?1 AND id = ?2 ORDER BY key').bind(kind, id),
    type({ key: 'string' }),
  )
  return rows.map((row) => row.key)
}

/** Publishing holds this lock so publishes never interleave; it lapses after PUBLISH_LOCK_SECONDS. */
export const PUBLISH_LOCK_SECONDS = 60

export async function takePublishLock(db: D1Database, holder: string, now = new Date()): Promise<boolean> {
  const until = new Date(now.getTime() + PUBLISH_LOCK_SECONDS * 1000).toISOString()
  const changed = await runStatement(
    db
      .prepare('UPDATE pim_publish_lock SET holder = ?1, held_until = ?2 WHERE id = 1 AND (held_until IS NULL OR held_until < ?3)')
      .bind(holder, until, now.toISOString()),
  )
  return changed === 1
}

export async function releasePublishLock(db: D1Database, holder: string): Promise<void> {
  await runStatement(db.prepare('UPDATE pim_publish_lock SET holder = NULL, held_until = NULL WHERE id = 1 AND holder = ?1').bind(holder))
}
