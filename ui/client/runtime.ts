/**
 * The small shared client runtime every page loads (vanilla TypeScript, no React; budget 10 KB
 * gzip, `npm run size`). The site works in full without it; it adds:
 * - the header's menus and the language chooser closing on Escape or an outside click, returning
 *   focus (disclosures.ts); the language chooser carrying the query the page has now (an island
 *   may have changed it in place) to the chosen locale;
 * - fast navigation with prefetch, a loading bar, scroll and focus handling (navigation.ts);
 * - forms that apply on change, such as the product overview's filters (live-forms.ts);
 * - islands loaded on demand, when the page needs them (island-loading.ts);
 * - the consent banner in place, third-party tags once their category is granted, and analytics
 *   page views with statistic consent (consent.ts, third-party.ts);
 * - new-build detection and the guarded reload after a chunk-load error (build-watch.ts);
 * - live content preview (preview.ts).
 * Code elsewhere reaches `navigate` through `window.siteRuntime`.
 */
import { type ConsentChoice, grants } from '../consent/categories.ts'
import { createLogger } from '../log/logger.ts'
import { outdated, watchBuilds, watchChunkErrors } from './build-watch.ts'
import { watchDisclosures } from './disclosures.ts'
import { currentConsent, enhanceConsentBanner } from './consent.ts'
import { LOCALE_SWITCH_LINK_ATTRIBUTE, withCurrentQuery } from '../layout/language-switch.ts'
import { loadIslandsOnDemand } from './island-loading.ts'
import { watchLiveForms } from './live-forms.ts'
import { navigate, refreshPage, startNavigation, prefetchableUrl, updatePage } from './navigation.ts'
import { adoptServerPage } from './page-swap.ts'
import { watchLikelyNext } from './prefetch.ts'
import { startContentPreview } from './preview.ts'
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig, readDataBlock } from './runtime-config.ts'
import { loadGrantedTags, sendPageView } from './third-party.ts'

declare global {
  interface Window {
    siteRuntime?: { navigate: typeof navigate }
  }
}

watchDisclosures(document)

// Capture phase: the link has the page's current query before navigation reads its href.
document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${LOCALE_SWITCH_LINK_ATTRIBUTE}]`) : null
    if (link) link.setAttribute('href', withCurrentQuery(link.getAttribute('href') ?? '', location.search))
  },
  true,
)

function start() {
  const config = readDataBlock<RuntimeConfig>(document, RUNTIME_CONFIG_ELEMENT_ID)
  const logger = createLogger(config?.log ? 'info' : 'error')
  const tags = config?.tags ?? []
  watchChunkErrors(logger)
  if (config) watchBuilds(config.buildId, logger)

  let consent = currentConsent()
  loadGrantedTags(tags, consent)
  enhanceConsentBanner((choice: ConsentChoice) => {
    const withdrawn = consent?.some((category) => !grants(choice, category)) ?? false
    consent = choice
    // Tags that already run cannot be unloaded: a withdrawal starts the page afresh without them.
    if (withdrawn) return location.reload()
    loadGrantedTags(tags, consent)
    sendPageView(tags, consent)
  })

  const followPreview = startContentPreview(logger, () => void refreshPage())
  adoptServerPage()
  startNavigation({
    logger,
    buildId: config?.buildId,
    outdated,
    pageChanged() {
      sendPageView(tags, consent)
      followPreview()
      watchLikelyNext(prefetchableUrl)
    },
  })
  watchLiveForms(updatePage)
  loadIslandsOnDemand()
  sendPageView(tags, consent)
  followPreview()
  window.siteRuntime = { navigate }
  document.documentElement.dataset.runtime = 'ready'
}

// An async module may run before the page is parsed: start on the whole page.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
