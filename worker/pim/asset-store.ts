/**
 * PIM assets in D1 (worker/db/migrations/0012_pim_assets.sql): read, add and change, each change
 * in one batch with its audit entry (who, what, before and after).
 */
import { type } from 'arktype'
import { allRows } from '../db/d1-queries.ts'
import { randomToken } from '../crypto/random-token.ts'
import type { PartnerLevel } from '../../ui/content/model.ts'
import type { AssetAvailability, AssetStatus, AssetType, PimAsset, StoredFile } from '../../ui/pim/assets.ts'
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

export async function assetsOfProduct(db: D1Database, ctn: string): Promise<StoredAsset[]> {
  const { results } = await db
    .prepare(
      `${SELECT_ASSETS} WHERE a.id IN (SELECT asset_id FROM pim_asset_products WHERE product_ctn = ?1) ORDER BY a.type, a.updated_at DESC`,
    )
    .bind(ctn)
    .all<AssetRow>()
  return results.map(assetOf)
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

function resultOf(
  id: string,
  privateKey: string,
  changes: AssetChanges,
  file: StoredUpload,
  releaseNotes: StoredUpload | null,
  updatedAt: string,
  updatedBy: string,
  downloadCount = 0,
): StoredAsset {
  return {
    id,
    ...changes,
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
    publish_at, expires_at, scheduled_by, file_sha256)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23)
  ON CONFLICT (id) DO UPDATE SET title = excluded.title, version = excluded.version, type = excluded.type, status = excluded.status,
    availability = excluded.availability, partner_level = excluded.partner_level, minimum_partner_level = excluded.minimum_partner_level,
    file_key = excluded.file_key, file_name = excluded.file_name, file_type = excluded.file_type, file_size = excluded.file_size,
    release_notes_key = excluded.release_notes_key, release_notes_name = excluded.release_notes_name,
    release_notes_type = excluded.release_notes_type, release_notes_size = excluded.release_notes_size,
    updated_at = excluded.updated_at, updated_by = excluded.updated_by,
    publish_at = excluded.publish_at, expires_at = excluded.expires_at, scheduled_by = excluded.scheduled_by,
    file_sha256 = excluded.file_sha256`

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
  const after = resultOf(before.id, before.privateKey, changes, keptFile, keptNotes, now.toISOString(), who.actorId, before.downloadCount)
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
    .prepare(`${SELECT_ASSETS} WHERE a.publish_at <= ?1 OR a.expires_at <= ?1`)
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
