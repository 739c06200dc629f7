/**
 * Version chains of assets (issue 19, decision 051): an asset may supersede one earlier asset of
 * the same type ("2.1.0 supersedes 2.0.9"), and be superseded by at most one newer one, so a chain
 * is a line, never a tree or a loop. Pure rules shared by the editor, the worker's checks, the
 * PIM's screens and the public lists (which offer only the newest version a visitor may have).
 */
import type { AssetType } from './assets.ts'

/** What the rules need of an asset. */
export interface VersionLink {
  id: string
  type: AssetType
  supersedesId: string | null
}

export const VERSION_PROBLEMS = ['unknown-version', 'other-type', 'version-cycle', 'already-superseded'] as const
export type VersionProblem = (typeof VERSION_PROBLEMS)[number]

/**
 * Why `assetId` (null: a new asset) of `type` may not supersede `supersedesId`, by the field to
 * mark: the chosen previous version (`supersedesId`), or the type when the asset's newer version
 * is of another type. Empty when the chain stays a line of one type.
 */
export function versionProblems(
  assets: readonly VersionLink[],
  assetId: string | null,
  supersedesId: string | null,
  type: AssetType,
): Partial<Record<'supersedesId' | 'type', VersionProblem>> {
  const byId = new Map(assets.map((asset) => [asset.id, asset]))
  const problems: Partial<Record<'supersedesId' | 'type', VersionProblem>> = {}
  if (assetId && assets.some((asset) => asset.supersedesId === assetId && asset.type !== type)) problems.type = 'other-type'
  if (!supersedesId) return problems
  const previous = byId.get(supersedesId)
  if (!previous) problems.supersedesId = 'unknown-version'
  else if (previous.id === assetId) problems.supersedesId = 'version-cycle'
  else if (previous.type !== type) problems.supersedesId = 'other-type'
  else if (assets.some((asset) => asset.supersedesId === supersedesId && asset.id !== assetId)) problems.supersedesId = 'already-superseded'
  else if (assetId && olderVersionsOf(byId, supersedesId).some((older) => older.id === assetId)) problems.supersedesId = 'version-cycle'
  return problems
}

/** The versions `id` supersedes, nearest first (stops at a loop, which the checks never let in). */
function olderVersionsOf<T extends VersionLink>(byId: ReadonlyMap<string, T>, id: string): T[] {
  const older: T[] = []
  const seen = new Set<string>([id])
  let next = byId.get(id)?.supersedesId ?? null
  while (next && !seen.has(next)) {
    seen.add(next)
    const asset = byId.get(next)
    if (!asset) break
    older.push(asset)
    next = asset.supersedesId
  }
  return older
}

function newerVersionsOf<T extends VersionLink>(assets: readonly T[], id: string): T[] {
  const successorOf = new Map(assets.filter((asset) => asset.supersedesId).map((asset) => [asset.supersedesId!, asset]))
  const newer: T[] = []
  const seen = new Set<string>([id])
  let next = successorOf.get(id)
  while (next && !seen.has(next.id)) {
    seen.add(next.id)
    newer.push(next)
    next = successorOf.get(next.id)
  }
  return newer
}

/** The asset's chain: what it supersedes (nearest first) and what superseded it (nearest first). */
export function versionChainOf<T extends VersionLink>(assets: readonly T[], id: string): { older: T[]; newer: T[] } {
  return { older: olderVersionsOf(new Map(assets.map((asset) => [asset.id, asset])), id), newer: newerVersionsOf(assets, id) }
}

/**
 * The newest of each chain among `listed` (the assets a visitor may have on a surface): an asset
 * leaves the list when a newer version of it (at any distance, through versions not listed here)
 * is listed too. `links` are all assets' links, so a chain is followed through versions that are
 * not linked to this product or not available to this visitor.
 */
export function newestVersionsOnly<T extends { id: string }>(listed: readonly T[], links: readonly VersionLink[]): T[] {
  const listedIds = new Set(listed.map((asset) => asset.id))
  const successorOf = new Map(links.filter((link) => link.supersedesId).map((link) => [link.supersedesId!, link.id]))
  return listed.filter((asset) => {
    const seen = new Set<string>([asset.id])
    let next = successorOf.get(asset.id)
    while (next && !seen.has(next)) {
      if (listedIds.has(next)) return false
      seen.add(next)
      next = successorOf.get(next)
    }
    return true
  })
}

/** The assets an editor may choose as the previous version of `assetId` (null: a new asset) of `type`. */
export function previousVersionChoices<T extends VersionLink>(assets: readonly T[], assetId: string | null, type: AssetType): T[] {
  return assets.filter((asset) => asset.id !== assetId && !versionProblems(assets, assetId, asset.id, type).supersedesId)
}
