/**
 * Loads the configured third-party tags whose consent category is granted, each once, and sends
 * analytics page views to the tag manager's data layer (only with statistic consent).
 */
import { type ConsentChoice, grants } from '../consent/categories.ts'
import { DATA_LAYER, type ThirdPartyTag } from '../consent/third-party.ts'

type DataLayer = Array<Record<string, unknown>>

const loaded = new Set<string>()

/** The tags to load now: granted and not loaded yet. */
export function tagsToLoad(tags: readonly ThirdPartyTag[], choice: ConsentChoice, alreadyLoaded: ReadonlySet<string>): ThirdPartyTag[] {
  return tags.filter((tag) => grants(choice, tag.category) && !alreadyLoaded.has(tag.name))
}

function dataLayer(): DataLayer {
  const global = window as unknown as Record<string, DataLayer | undefined>
  const layer = global[DATA_LAYER] ?? []
  global[DATA_LAYER] = layer
  return layer
}

export function loadGrantedTags(tags: readonly ThirdPartyTag[], choice: ConsentChoice): void {
  for (const tag of tagsToLoad(tags, choice, loaded)) {
    loaded.add(tag.name)
    Object.assign(window, tag.globals)
    if (tag.name === 'tagManager') dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    const element = tag.kind === 'stylesheet' ? document.createElement('link') : document.createElement('script')
    if (element instanceof HTMLLinkElement) {
      element.rel = 'stylesheet'
      element.href = tag.src
    } else {
      element.async = true
      element.src = tag.src
    }
    element.dataset.thirdParty = tag.name
    document.head.appendChild(element)
  }
}

let lastPageView = ''

/** One page view per page shown, when the visitor granted statistics and a tag manager is configured. */
export function sendPageView(tags: readonly ThirdPartyTag[], choice: ConsentChoice): void {
  if (!grants(choice, 'statistic') || !tags.some((tag) => tag.name === 'tagManager')) return
  if (lastPageView === location.href) return
  lastPageView = location.href
  dataLayer().push({
    event: 'page_view',
    page_location: location.href,
    page_path: `${location.pathname}${location.search}`,
    page_title: document.title,
  })
}
