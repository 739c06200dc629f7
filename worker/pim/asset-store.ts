/**
 * PIM assets in D1 (worker/db/migrations/0012_pim_assets.sql, 0046 for versions, archive and link
 * rotation): read, add, change, archive, restore, replace a private link and delete, each change in
 * one batch with its audit entry (who, what, before and after).
 */
import { type } from 'arktype'
import { allRows, allRowsOf, runBatchWithResults } from '../db/d1-queries.ts'
import { randomToken } from '../crypto/random-token.ts'
import type { PartnerLevel } from '../../ui/content/model.ts'
import {
  ASSET_TYPES,
  type AssetAvailability,
  type AssetStatus,
  type AssetType,
  type PimAsset,
  type StoredFile,
} from '../../ui/pim/assets.ts'
import type { VersionLink } from '../../ui/pim/asset-versions.ts'
import { type AuditIdentities, auditStatement } from '../partners/audit-trail-store.ts'

/** An asset as the worker keeps it: with its unique-link key and R2 keys. */
export interface StoredAsset extends PimAsset {
  privateKey: string
  fileKey: string
  releaseNotesKey: string | null
}

interface AssetRow {
  id: string
  title: string
  version: string
  type: AssetType
  status: AssetStatus
  availability: AssetAvailability
  partner_level: PartnerLevel | null
  minimum_partner_level: PartnerLevel | null
  private_key: string
  file_key: string
  file_name: string
  file_type: string
  file_size: number
  release_notes_key: string | null
  release_notes_name: string | null
  release_notes_type: string | null
  release_notes_size: number | null
  updated_at: string
  updated_by: string
  publish_at: string | null
  expires_at: string | null
  file_sha256: string | null
  download_count: number
  supersedes_id: string | null
  archived_at: string | null
  link_rotated_at: string | null
  product_ctns: string | null
}

const SELECT_ASSETS = `SELECT a.*, (SELECT group_concat(product_ctn, ' ') FROM pim_asset_products p WHERE p.asset_id = a.id) AS product_ctns FROM pim_assets a`

function assetOf(row: AssetRow): StoredAsset {
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    type: row.type,
    status: row.status,
    availability: row.availability,
    partnerLevel: row.partner_level,
    minimumPartnerLevel: row.minimum_partner_level,
    productCtns: row.product_ctns ? row.product_ctns.split(' ').sort() : [],
    file: { name: row.file_name, type: row.file_type, size: row.file_size },
    releaseNotes:
      row.release_notes_key && row.release_notes_name && row.release_notes_type && row.release_notes_size !== null
        ? { name: row.release_notes_name, type: row.release_notes_type, size: row.release_notes_size }
        : null,
    fileSha256: row.file_sha256,
    downloadCount: row.download_count,
    publishAt: row.publish_at,
    expiresAt: row.expires_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    supersedesId: row.supersedes_id,
    archivedAt: row.archived_at,
    linkRotatedAt: row.link_rotated_at,
    privateKey: row.private_key,
    fileKey: row.file_key,
    releaseNotesKey: row.release_notes_key,
  }
}

export async function listAssets(db: D1Database): Promise<StoredAsset[]> {
  const { results } = await db.prepare(`${SELECT_ASSETS} ORDER BY a.updated_at DESC, a.id`).all<AssetRow>()
  return results.map(assetOf)
}

export async function findAsset(db: D1Database, id: string): Promise<StoredAsset | null> {
  const row = await db.prepare(`${SELECT_ASSETS} WHERE a.id = ?1`).bind(id).first<AssetRow>()
  return row ? assetOf(row) : null
}

function assetsOfProductStatement(db: D1Database, ctn: string): D1PreparedStatement {
  return db
    .prepare(
      `${SELECT_ASSETS} WHERE a.id IN (SELECT asset_id FROM pim_asset_products WHERE product_ctn = ?1) ORDER BY a.type, a.updated_at DESC`,
    )
    .bind(ctn)
}

export async function assetsOfProduct(db: D1Database, ctn: string): Promise<StoredAsset[]> {
  const { results } = await assetsOfProductStatement(db, ctn).all<AssetRow>()
  return results.map(assetOf)
}

/** A product's assets and every asset's place in its version chain, in one round trip (the product page: decision 056). */
export async function assetsOfProductWithVersionLinks(
  db: D1Database,
  ctn: string,
): Promise<{ assets: StoredAsset[]; links: VersionLink[] }> {
  const [assets, links] = await runBatchWithResults(db, [assetsOfProductStatement(db, ctn), versionLinksStatement(db)])
  return { assets: ((assets?.results ?? []) as AssetRow[]).map(assetOf), links: allRowsOf(links, VERSION_LINK_ROW).map(versionLinkOf) }
}

/** How many assets each product has, by CTN (products without any are absent). */
export async function assetCountsByProduct(db: D1Database): Promise<Record<string, number>> {
  const rows = await allRows(
    db.prepare('SELECT product_ctn, count(*) AS assets FROM pim_asset_products GROUP BY product_ctn'),
    type({ product_ctn: 'string', assets: 'number' }),
  )
  return Object.fromEntries(rows.map((row) => [row.product_ctn, row.assets]))
}

/** The fields an editor sets; files come from finished uploads. */
export interface AssetChanges {
  title: string
  version: string
  type: AssetType
  status: AssetStatus
  availability: AssetAvailability
  partnerLevel: PartnerLevel | null
  minimumPartnerLevel: PartnerLevel | null
  productCtns: string[]
  /** When the cron sweep makes the asset active, and inactive (ISO, UTC); null for none. */
  publishAt: string | null
  expiresAt: string | null
  /** The asset this one is the new version of (checked by ui/pim/asset-versions.ts first). */
  supersedesId: string | null
}

export interface StoredUpload extends StoredFile {
  key: string
  /** Its SHA-256 (hex), when known. */
  sha256?: string | null
}

/** What the audit trail keeps of an asset: everything but its secret. */
export function auditedAsset(asset: StoredAsset): Omit<StoredAsset, 'privateKey'> {
  const { privateKey: _secret, ...rest } = asset
  return rest
}

/** Random bytes of a private asset's unique-link key (base64url: 32 characters). */
const PRIVATE_KEY_BYTES = 24

function newPrivateKey(): string {
  return randomToken(PRIVATE_KEY_BYTES)
}

function productStatements(db: D1Database, assetId: string, ctns: readonly string[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM pim_asset_products WHERE asset_id = ?1').bind(assetId),
    ...[...new Set(ctns)].map((ctn) =>
      db.prepare('INSERT INTO pim_asset_products (asset_id, product_ctn) VALUES (?1, ?2)').bind(assetId, ctn),
    ),
  ]
}

/** What an edit keeps of the stored asset. */
type KeptState = Pick<StoredAsset, 'downloadCount' | 'archivedAt' | 'linkRotatedAt'>
const NEW_ASSET_STATE: KeptState = { downloadCount: 0, archivedAt: null, linkRotatedAt: null }

function resultOf(
  id: string,
  privateKey: string,
  changes: AssetChanges,
  file: StoredUpload,
  releaseNotes: StoredUpload | null,
  updatedAt: string,
  updatedBy: string,
  { downloadCount, archivedAt, linkRotatedAt }: KeptState = NEW_ASSET_STATE,
): StoredAsset {
  return {
    id,
    ...changes,
    archivedAt,
    linkRotatedAt,
    productCtns: [...new Set(changes.productCtns)].sort(),
    file: { name: file.name, type: file.type, size: file.size },
    fileSha256: file.sha256 ?? null,
    downloadCount,
    releaseNotes: releaseNotes ? { name: releaseNotes.name, type: releaseNotes.type, size: releaseNotes.size } : null,
    updatedAt,
    updatedBy,
    privateKey,
    fileKey: file.key,
    releaseNotesKey: releaseNotes?.key ?? null,
  }
}

const WRITE_ASSET = `INSERT INTO pim_assets (id, title, version, type, status, availability, partner_level, minimum_partner_level, private_key,
    file_key, file_name, file_type, file_size, release_notes_key, release_notes_name, release_notes_type, release_notes_size, updated_at, updated_by,
    publish_at, expires_at, scheduled_by, file_sha256, supersedes_id)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24)
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, version = excluded.version, type = excluded.type, status = excluded.status,
    availability = excluded.availability, partner_level = excluded.partner_level, minimum_partner_level = excluded.minimum_partner_level,
    file_key = excluded.file_key, file_name = excluded.file_name, file_type = excluded.file_type, file_size = excluded.file_size,
    release_notes_key = excluded.release_notes_key, release_notes_name = excluded.release_notes_name,
    release_notes_type = excluded.release_notes_type, release_notes_size = excluded.release_notes_size,
    updated_at = excluded.updated_at, updated_by = excluded.updated_by,
    publish_at = excluded.publish_at, expires_at = excluded.expires_at, scheduled_by = excluded.scheduled_by,
    file_sha256 = excluded.file_sha256, supersedes_id = excluded.supersedes_id`

function writeStatement(db: D1Database, asset: StoredAsset): D1PreparedStatement {
  return db
    .prepare(WRITE_ASSET)
    .bind(
      asset.id,
      asset.title,
      asset.version,
      asset.type,
      asset.status,
      asset.availability,
      asset.partnerLevel,
      asset.minimumPartnerLevel,
      asset.privateKey,
      asset.fileKey,
      asset.file.name,
      asset.file.type,
      asset.file.size,
      asset.releaseNotesKey,
      asset.releaseNotes?.name ?? null,
      asset.releaseNotes?.type ?? null,
      asset.releaseNotes?.size ?? null,
      asset.updatedAt,
      asset.updatedBy,
      asset.publishAt,
      asset.expiresAt,
      asset.publishAt || asset.expiresAt ? asset.updatedBy : null,
      asset.fileSha256,
      asset.supersedesId,
    )
}

/** Adds an asset, its product links and the audit entry in one batch. */
export async function addAsset(
  db: D1Database,
  who: AuditIdentities,
  changes: AssetChanges,
  file: StoredUpload,
  releaseNotes: StoredUpload | null,
  now = new Date(),
): Promise<StoredAsset> {
  const asset = resultOf(crypto.randomUUID(), newPrivateKey(), changes, file, releaseNotes, now.toISOString(), who.actorId)
  await db.batch([
    writeStatement(db, asset),
    ...productStatements(db, asset.id, asset.productCtns),
    auditStatement(db, who, { action: 'pim-asset.created', subjectType: 'pim-asset', subjectId: asset.id, after: auditedAsset(asset) }),
  ])
  return asset
}

/** Changes an asset (replacing a file when a new upload is given) with its audit entry (before and after) in one batch. */
export async function updateAsset(
  db: D1Database,
  who: AuditIdentities,
  before: StoredAsset,
  changes: AssetChanges,
  file: StoredUpload | null,
  releaseNotes: StoredUpload | null,
  now = new Date(),
): Promise<StoredAsset> {
  const keptFile = file ?? { ...before.file, key: before.fileKey, sha256: before.fileSha256 }
  const keptNotes =
    releaseNotes ?? (before.releaseNotes && before.releaseNotesKey ? { ...before.releaseNotes, key: before.releaseNotesKey } : null)
  const after = resultOf(before.id, before.privateKey, changes, keptFile, keptNotes, now.toISOString(), who.actorId, before)
  await db.batch([
    writeStatement(db, after),
    ...productStatements(db, after.id, after.productCtns),
    auditStatement(db, who, {
      action: 'pim-asset.updated',
      subjectType: 'pim-asset',
      subjectId: after.id,
      before: auditedAsset(before),
      after: auditedAsset(after),
    }),
  ])
  return after
}

/**
 * The cron sweep's part for assets (decision 039): an asset whose publish time has come becomes
 * active, one whose expiry has come inactive; each change with its audit entry, in the name of the
 * editor who set the time.
 */
export async function applyDueAssetSchedules(db: D1Database, now = new Date()): Promise<{ activated: number; deactivated: number }> {
  const at = now.toISOString()
  const { results } = await db
    .prepare(`${SELECT_ASSETS} WHERE a.archived_at IS NULL AND (a.publish_at <= ?1 OR a.expires_at <= ?1)`)
    .bind(at)
    .all<AssetRow & { scheduled_by: string | null }>()
  let activated = 0
  let deactivated = 0
  const statements = results.flatMap((row) => {
    const before = assetOf(row)
    const publishDue = row.publish_at !== null && row.publish_at <= at
    const expiryDue = row.expires_at !== null && row.expires_at <= at
    // Both due: the later of the two times decides.
    const status: AssetStatus = publishDue && (!expiryDue || row.publish_at! > row.expires_at!) ? 'active' : 'inactive'
    if (status === 'active') activated++
    else deactivated++
    const after: StoredAsset = {
      ...before,
      status,
      publishAt: publishDue ? null : before.publishAt,
      expiresAt: expiryDue ? null : before.expiresAt,
      updatedAt: at,
      updatedBy: row.scheduled_by ?? row.updated_by,
    }
    return [
      writeStatement(db, after),
      auditStatement(
        db,
        { actorId: after.updatedBy, onBehalfOfId: null },
        {
          action: 'pim-asset.updated',
          subjectType: 'pim-asset',
          subjectId: after.id,
          before: auditedAsset(before),
          after: auditedAsset(after),
        },
      ),
    ]
  })
  if (statements.length) await db.batch(statements)
  return { activated, deactivated }
}

/** Keeps a file's SHA-256 computed after the fact (assets stored before checksums were kept). */
export async function storeFileChecksum(db: D1Database, assetId: string, fileKey: string, sha256: string): Promise<void> {
  await db.prepare('UPDATE pim_assets SET file_sha256 = ?3 WHERE id = ?1 AND file_key = ?2').bind(assetId, fileKey, sha256).run()
}

/** One more download of the asset's file by the public site. */
export async function countDownload(db: D1Database, assetId: string): Promise<void> {
  await db.prepare('UPDATE pim_assets SET download_count = download_count + 1 WHERE id = ?1').bind(assetId).run()
}

const VERSION_LINK_ROW = type({ id: 'string', type: type.enumerated(...ASSET_TYPES), supersedes_id: 'string | null' })

function versionLinksStatement(db: D1Database): D1PreparedStatement {
  return db.prepare('SELECT id, type, supersedes_id FROM pim_assets')
}

function versionLinkOf(row: typeof VERSION_LINK_ROW.infer): VersionLink {
  return { id: row.id, type: row.type, supersedesId: row.supersedes_id }
}

/** Every asset's place in its version chain (ui/pim/asset-versions.ts), without the rest of the row. */
export async function versionLinks(db: D1Database): Promise<VersionLink[]> {
  return (await allRows(versionLinksStatement(db), VERSION_LINK_ROW)).map(versionLinkOf)
}

async function changeWithAudit(
  db: D1Database,
  who: AuditIdentities,
  action: string,
  before: StoredAsset,
  after: StoredAsset,
  change: D1PreparedStatement,
): Promise<StoredAsset> {
  await db.batch([
    change,
    auditStatement(db, who, {
      action,
      subjectType: 'pim-asset',
      subjectId: after.id,
      before: auditedAsset(before),
      after: auditedAsset(after),
    }),
  ])
  return after
}

/** Archives an asset: kept with its files and links, restorable, but on no public or partner surface. */
export function archiveAsset(db: D1Database, who: AuditIdentities, before: StoredAsset, now = new Date()): Promise<StoredAsset> {
  const at = now.toISOString()
  const after: StoredAsset = { ...before, archivedAt: at, updatedAt: at, updatedBy: who.actorId }
  return changeWithAudit(
    db,
    who,
    'pim-asset.archived',
    before,
    after,
    db
      .prepare('UPDATE pim_assets SET archived_at = ?2, archived_by = ?3, updated_at = ?2, updated_by = ?3 WHERE id = ?1')
      .bind(before.id, at, who.actorId),
  )
}

/** Brings an archived asset back as it was (its status, availability and links unchanged). */
export function restoreAsset(db: D1Database, who: AuditIdentities, before: StoredAsset, now = new Date()): Promise<StoredAsset> {
  const at = now.toISOString()
  const after: StoredAsset = { ...before, archivedAt: null, updatedAt: at, updatedBy: who.actorId }
  return changeWithAudit(
    db,
    who,
    'pim-asset.restored',
    before,
    after,
    db
      .prepare('UPDATE pim_assets SET archived_at = NULL, archived_by = NULL, updated_at = ?2, updated_by = ?3 WHERE id = ?1')
      .bind(before.id, at, who.actorId),
  )
}

/**
 * Replaces a private asset's link: a new unique key, so the old unique link and every download
 * link issued with the old key are refused from now on (signed-links.ts signs the key).
 */
export function rotateAssetLink(db: D1Database, who: AuditIdentities, before: StoredAsset, now = new Date()): Promise<StoredAsset> {
  const at = now.toISOString()
  const after: StoredAsset = { ...before, privateKey: newPrivateKey(), linkRotatedAt: at, updatedAt: at, updatedBy: who.actorId }
  return changeWithAudit(
    db,
    who,
    'pim-asset.link-rotated',
    before,
    after,
    db
      .prepare('UPDATE pim_assets SET private_key = ?2, link_rotated_at = ?3, updated_at = ?3, updated_by = ?4 WHERE id = ?1')
      .bind(before.id, after.privateKey, at, who.actorId),
  )
}

/**
 * Deletes an asset for good: its record, its product links (cascade) and then its files in R2. A
 * newer version that superseded it supersedes its previous version instead, so the chain stays
 * whole. The audit entry keeps what was deleted.
 */
export async function deleteAsset(db: D1Database, bucket: R2Bucket, who: AuditIdentities, asset: StoredAsset): Promise<void> {
  await db.batch([
    // Its own link first: the newer version takes it over (one newer version per asset).
    db.prepare('UPDATE pim_assets SET supersedes_id = NULL WHERE id = ?1').bind(asset.id),
    db.prepare('UPDATE pim_assets SET supersedes_id = ?2 WHERE supersedes_id = ?1').bind(asset.id, asset.supersedesId),
    db.prepare('DELETE FROM pim_assets WHERE id = ?1').bind(asset.id),
    auditStatement(db, who, { action: 'pim-asset.deleted', subjectType: 'pim-asset', subjectId: asset.id, before: auditedAsset(asset) }),
  ])
  // The record is gone first: a file left behind by a failed delete is only storage, never a broken download.
  await bucket.delete([asset.fileKey, ...(asset.releaseNotesKey ? [asset.releaseNotesKey] : [])])
}
