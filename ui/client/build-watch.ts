/**
 * New builds (SPEC.md points 4, 7 and 8): the runtime polls the latest build id, and once a newer
 * build is out it reads that build's manifest and loads the next page in full. A chunk that fails
 * to load (a bundle of an older build that is gone) reloads the page once, held back for 10 s by
 * the reload guard so it never loops. Failed polls and manifest loads are only logged.
 */
import type { Logger } from '../log/logger.ts'
import { httpJson } from './http.ts'
import { reloadOnce } from './reload-guard.ts'

/** How often the client asks whether a new build is out. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000
export const BUILD_REQUEST_TIMEOUT_MS = 10_000
export const LATEST_BUILD_URL = '/builds/latest.json'
export const buildMetaUrl = (id: string) => `/builds/meta/${id}.json`
/** Where the site's hashed bundles live (Vite `assetsDir`). */
const BUNDLE_PATH = '/assets/'
const CHUNK_ERROR_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

let newerBuild: string | undefined

/** True once a build other than the running one was published. */
export function outdated(): boolean {
  return newerBuild !== undefined
}

export async function checkForNewBuild(running: string, logger: Logger): Promise<void> {
  let latest: { id?: string }
  try {
    latest = await httpJson<{ id?: string }>(LATEST_BUILD_URL, { timeout: BUILD_REQUEST_TIMEOUT_MS, cache: 'no-store' })
  } catch (error) {
    logger.error('Checking for a new build failed', String(error))
    return
  }
  if (!latest.id || latest.id === running || latest.id === newerBuild) return
  newerBuild = latest.id
  logger.info(`Build ${latest.id} is out (running ${running})`)
  try {
    await httpJson(buildMetaUrl(latest.id), { timeout: BUILD_REQUEST_TIMEOUT_MS })
  } catch (error) {
    logger.error('Loading the build manifest failed', String(error))
  }
}

export function watchBuilds(running: string, logger: Logger): void {
  setInterval(() => void checkForNewBuild(running, logger), BUILD_CHECK_INTERVAL_MS)
}

function isOwnBundle(url: string): boolean {
  try {
    const parsed = new URL(url, location.href)
    return parsed.origin === location.origin && parsed.pathname.startsWith(BUNDLE_PATH)
  } catch {
    return false
  }
}

function onChunkError(logger: Logger, what: string): void {
  logger.error(`A chunk failed to load: ${what}`)
  reloadOnce(`${location.pathname}${location.search}`, {
    storage: sessionStorage,
    now: Date.now,
    reload: () => location.reload(),
  })
}

/**
 * Bundles can fail before the runtime runs (it is an async module too), so the document's head
 * starts noting load errors of scripts and stylesheets at once, in this global, with an inline
 * script (EARLY_LOAD_ERRORS_SCRIPT). The runtime reads what was noted and then listens itself.
 */
export const EARLY_LOAD_ERRORS = 'siteLoadErrors'
export const EARLY_LOAD_ERRORS_SCRIPT = `window.${EARLY_LOAD_ERRORS}=[];addEventListener('error',function(e){var t=e.target;if(t&&(t.src||t.href))window.${EARLY_LOAD_ERRORS}.push(t.src||t.href)},true)`

/** Reloads once when one of the site's bundles fails to load. */
export function watchChunkErrors(logger: Logger): void {
  const early = (window as unknown as Record<string, string[] | undefined>)[EARLY_LOAD_ERRORS] ?? []
  const failed = early.find(isOwnBundle)
  if (failed) onChunkError(logger, failed)
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target
      const url = element instanceof HTMLScriptElement ? element.src : element instanceof HTMLLinkElement ? element.href : ''
      if (url && isOwnBundle(url)) onChunkError(logger, url)
    },
    true,
  )
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    onChunkError(logger, String((event as Event & { payload?: unknown }).payload))
  })
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason)
    if (CHUNK_ERROR_MESSAGE.test(message)) onChunkError(logger, message)
  })
}
