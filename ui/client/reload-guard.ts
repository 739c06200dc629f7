/**
 * The reload after a chunk-load error (SPEC.md points 4 and 9): the page reloads once, and an
 * entry in session storage that lives 10 s keeps a page whose chunk still fails after the reload
 * from reloading again, so it never loops.
 */

export const RELOAD_GUARD_KEY = 'site:reload'
export const RELOAD_GUARD_TTL_MS = 10_000

interface ReloadGuardEntry {
  path: string
  expires: number
}

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  reload: () => void
}

function entryIn(storage: ReloadGuardDeps['storage']): ReloadGuardEntry | null {
  try {
    const value = JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? 'null') as Partial<ReloadGuardEntry> | null
    return value && typeof value.path === 'string' && typeof value.expires === 'number' ? (value as ReloadGuardEntry) : null
  } catch {
    return null
  }
}

/** Whether a reload of `path` is still held back by a recent one. */
export function reloadHeldBack(path: string, deps: Pick<ReloadGuardDeps, 'storage' | 'now'>): boolean {
  const entry = entryIn(deps.storage)
  return entry !== null && entry.path === path && entry.expires > deps.now()
}

/**
 * Reloads `path` unless it was reloaded less than RELOAD_GUARD_TTL_MS ago. Returns whether it
 * reloaded. Without session storage (privacy mode) it does not reload: a loop is worse than a
 * broken island.
 */
export function reloadOnce(path: string, deps: ReloadGuardDeps): boolean {
  try {
    if (reloadHeldBack(path, deps)) return false
    const entry: ReloadGuardEntry = { path, expires: deps.now() + RELOAD_GUARD_TTL_MS }
    deps.storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(entry))
  } catch {
    return false
  }
  deps.reload()
  return true
}
