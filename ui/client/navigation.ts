/**
 * Fast navigation (docs/decisions/017-client-navigation.md): same-origin link clicks fetch the
 * next page and swap it in instead of a full load; back and forward swap the page of that entry
 * back in and restore its scroll position. A new page starts at the top, or at its anchor; focus
 * moves to the page's main heading and its title is announced. Anything that goes wrong ends in
 * an ordinary full load of the same URL, so the site never depends on this module.
 */
import type { Logger } from '../log/logger.ts'
import { isSafeHref } from '../routes/safe-url.ts'
import { type LinkFacts, clickOutcome, linkOutcome, samePage } from './link-rules.ts'
import { createLoadingBar } from './loading-bar.ts'
import { type FetchedPage, fetchPage, parsePage, swapPage, swapRegions } from './page-swap.ts'
import { prefetch, takePrefetched, watchLikelyNext } from './prefetch.ts'
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, readDataBlock } from './runtime-config.ts'

export const MAIN_CONTENT_SELECTOR = '#main-content'
/** The announcement waits a moment so screen readers are done with the focus move. */
const ANNOUNCE_DELAY_MS = 100
const SCROLL_SAVE_DELAY_MS = 150

/** `update`: a live form's change, the page's live regions replaced and the address with them (live-forms.ts). */
type Mode = 'push' | 'replace' | 'pop' | 'refresh' | 'update'

/** What the runtime keeps in each history entry it made: a key to its scroll position. */
interface EntryState {
  key: string
}

export interface NavigationOptions {
  logger: Logger
  /** The build this runtime belongs to: a page of another build is loaded in full. */
  buildId: string | undefined
  /** True once a newer build is out: the next navigation is a full load. */
  outdated: () => boolean
  /** Runs after every swapped-in page (analytics, preview, prefetch). */
  pageChanged: () => void
}

export interface NavigateOptions {
  /** Required for a URL on another origin; that navigation is a full load. */
  external?: boolean
  replace?: boolean
}

/**
 * Scroll positions by history entry key, kept in session storage so they survive a reload. Not
 * in the entries themselves: replacing an entry's state while the visitor scrolls or clicks would
 * count as a navigation of its own.
 */
const SCROLL_POSITIONS_KEY = 'site:scroll'
const SCROLL_POSITIONS_KEPT = 50

let options: NavigationOptions | undefined
let shown = new URL(location.href)
let shownKey = ''
let inFlight: AbortController | undefined
/** The navigation started last: an update that waited for a press to end gives way to any newer one. */
let latest: AbortController | undefined
let announcer: HTMLElement | undefined
const loadingBar = createLoadingBar()
const positions = readPositions()

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '[]') as Array<[string, number]>)
  } catch {
    return new Map()
  }
}

function newKey(): string {
  return Math.random().toString(36).slice(2)
}

/** Remembers where the visitor is on the entry shown now. */
function saveScroll(): void {
  positions.delete(shownKey)
  positions.set(shownKey, window.scrollY)
  while (positions.size > SCROLL_POSITIONS_KEPT) positions.delete(positions.keys().next().value as string)
  try {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions]))
  } catch {
    // Without session storage, positions last as long as the document.
  }
}

/** Gives the entry shown now a key of its own, if the browser made it (first load, hash change). */
function adoptEntry(): void {
  const state = history.state as Partial<EntryState> | null
  shownKey = state?.key ?? newKey()
  if (!state?.key) history.replaceState({ ...state, key: shownKey } satisfies EntryState, '')
}

function fullLoad(url: URL, mode: Mode): void {
  if (mode === 'pop' || mode === 'refresh') location.reload()
  else if (mode === 'replace' || mode === 'update') location.replace(url.href)
  else location.assign(url.href)
}

function anchorOf(url: URL): HTMLElement | null {
  if (!url.hash) return null
  const id = decodeURIComponent(url.hash.slice(1))
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null
}

function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

function announce(text: string): void {
  if (!announcer) {
    announcer = document.createElement('p')
    announcer.setAttribute('aria-live', 'assertive')
    announcer.setAttribute('aria-atomic', 'true')
    announcer.dataset.routeAnnouncer = ''
    Object.assign(announcer.style, {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: '0',
    })
    // Outside <body>, so swaps never remove the live region.
    document.documentElement.appendChild(announcer)
  }
  const region = announcer
  region.textContent = ''
  setTimeout(() => (region.textContent = text), ANNOUNCE_DELAY_MS)
}

function placeViewport(url: URL, mode: Mode, scrollY: number): void {
  // A refresh keeps the visitor where they are, focus included.
  if (mode === 'refresh') {
    window.scrollTo(0, scrollY)
    return
  }
  const anchor = anchorOf(url)
  if (mode === 'pop') window.scrollTo(0, scrollY)
  else if (anchor) anchor.scrollIntoView()
  else window.scrollTo(0, 0)
  const main = document.querySelector<HTMLElement>(MAIN_CONTENT_SELECTOR)
  const target = (mode !== 'pop' && anchor) || main?.querySelector<HTMLElement>('h1') || main
  if (target) focusWithoutScroll(target)
}

function configOf(page: Document): RuntimeConfig | null {
  return readDataBlock<RuntimeConfig>(page, RUNTIME_CONFIG_ELEMENT_ID)
}

async function go(url: URL, mode: Mode, scrollY = 0): Promise<void> {
  const current = options
  if (!current || current.outdated()) return fullLoad(url, mode)
  inFlight?.abort()
  const controller = new AbortController()
  inFlight = controller
  latest = controller
  if (mode === 'push' || mode === 'replace') saveScroll()
  if (mode === 'refresh') scrollY = window.scrollY
  loadingBar.start()
  let page: FetchedPage | null
  try {
    // A refresh or an update wants the page as it is now, not as it was prefetched.
    const prefetched = mode === 'refresh' || mode === 'update' ? undefined : takePrefetched(url)
    page = await (prefetched ?? fetchPage(url.href, controller.signal))
  } finally {
    if (inFlight === controller) loadingBar.finish()
  }
  if (controller.signal.aborted) return
  inFlight = undefined
  const next = page && parsePage(page.html)
  const nextConfig = next && configOf(next)
  if (!page || !next || !nextConfig || nextConfig.buildId !== current.buildId) {
    current.logger.info(`Loading ${url.href} in full`)
    return fullLoad(url, mode)
  }
  const landed = new URL(page.url)
  landed.hash = url.hash
  if (mode === 'update') {
    // A press in progress (a second box being ticked) finishes first: replacing the element under
    // the pointer would swallow that click. Its change then starts a newer update, which wins.
    await pointerReleased()
    if (latest !== controller) return
    if (!swapRegions(next)) return fullLoad(url, mode)
    history.replaceState(history.state, '', landed.href)
    shown = new URL(location.href)
    watchLikelyNext(prefetchableUrl)
    return
  }
  if (mode === 'push') {
    shownKey = newKey()
    history.pushState({ key: shownKey } satisfies EntryState, '', landed.href)
  } else if (mode !== 'refresh' && landed.href !== location.href) {
    history.replaceState({ ...(history.state as object | null), key: shownKey }, '', landed.href)
  }
  shown = new URL(location.href)
  swapPage(next, () => announce(document.title))
  placeViewport(landed, mode, scrollY)
  current.pageChanged()
}

/**
 * The link's URL when it may be prefetched: the runtime would swap to it, and following it has
 * no effect a mere hover must not have (`data-no-prefetch`, e.g. the language chooser's links).
 */
export function prefetchableUrl(link: HTMLAnchorElement): URL | undefined {
  if (link.target && link.target !== '_self') return undefined
  if (link.hasAttribute('download') || link.hasAttribute('data-no-swap') || link.hasAttribute('data-no-prefetch')) return undefined
  const href = link.getAttribute('href') ?? ''
  return linkOutcome(href, new URL(location.href)) === 'swap' ? new URL(href, location.href) : undefined
}

function linkFacts(link: HTMLAnchorElement): LinkFacts {
  return {
    href: link.getAttribute('href') ?? '',
    target: link.target,
    download: link.hasAttribute('download'),
    noSwap: link.hasAttribute('data-no-swap'),
  }
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!link) return
  const outcome = clickOutcome(linkFacts(link), event, new URL(location.href))
  if (outcome === 'refuse') {
    event.preventDefault()
    options?.logger.warn('Refused a javascript: link')
  } else if (outcome === 'swap') {
    event.preventDefault()
    void go(new URL(link.getAttribute('href') ?? '', location.href), 'push')
  }
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  const url = link && prefetchableUrl(link)
  if (url && !samePage(url, new URL(location.href))) prefetch(url)
}

function onPopState(): void {
  // The document still shows the page being left, scrolled as the visitor left it.
  saveScroll()
  const url = new URL(location.href)
  const samePageShown = samePage(url, shown)
  shown = url
  adoptEntry()
  // A hash change within the page shown: the browser scrolls to the anchor itself.
  if (samePageShown) return
  void go(url, 'pop', positions.get(shownKey) ?? 0)
}

let scrollTimer: ReturnType<typeof setTimeout> | undefined
let pressed = false
let released: Array<() => void> = []

/** Resolves at once, or once the pointer pressed now is released and its click has run. */
function pointerReleased(): Promise<void> {
  return pressed ? new Promise((resolve) => released.push(resolve)) : Promise.resolve()
}

function onPress(event: PointerEvent): void {
  pressed = event.type === 'pointerdown'
  if (pressed) return
  const waiting = released
  released = []
  // After the click and change events of this release.
  setTimeout(() => {
    for (const resolve of waiting) resolve()
  })
}

/** Starts fast navigation on the page shown now. */
export function startNavigation(startOptions: NavigationOptions): void {
  options = startOptions
  shown = new URL(location.href)
  history.scrollRestoration = 'manual'
  adoptEntry()
  // A reload or a return from another site lands here: put the page back where it was.
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const saved = positions.get(shownKey)
  if (saved && (entry?.type === 'reload' || entry?.type === 'back_forward')) window.scrollTo(0, saved)
  document.addEventListener('click', onClick)
  for (const type of ['pointerdown', 'pointerup', 'pointercancel'] as const)
    document.addEventListener(type, onPress, { capture: true, passive: true })
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
  document.addEventListener('touchstart', onIntent, { passive: true })
  window.addEventListener('popstate', onPopState)
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(scrollTimer)
      scrollTimer = setTimeout(saveScroll, SCROLL_SAVE_DELAY_MS)
    },
    { passive: true },
  )
  window.addEventListener('pagehide', saveScroll)
  watchLikelyNext(prefetchableUrl)
}

/** Fetches `url` and puts its live regions in place of the page's, replacing the address (a live form's change). */
export function updatePage(url: URL): Promise<void> {
  return go(url, 'update')
}

/** Refetches the page shown now and swaps it in where the visitor is (live content preview). */
export function refreshPage(): Promise<void> {
  return go(new URL(location.href), 'refresh')
}

/**
 * Navigates from code (SPEC.md point 2): `javascript:` URLs are refused, another origin needs
 * `{ external: true }` and is a full load; a page of this site is swapped in.
 */
export function navigate(to: string, navigateOptions: NavigateOptions = {}): Promise<void> {
  if (!isSafeHref(to)) throw new Error(`Refused to navigate to a javascript: URL`)
  const url = new URL(to, location.href)
  if (url.origin !== location.origin) {
    if (!navigateOptions.external) throw new Error(`Navigating to an external URL requires the external option: ${url.href}`)
    if (navigateOptions.replace) location.replace(url.href)
    else location.assign(url.href)
    return Promise.resolve()
  }
  return go(url, navigateOptions.replace ? 'replace' : 'push')
}
