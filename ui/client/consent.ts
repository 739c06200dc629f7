/**
 * The consent banner in the browser: the runtime takes over its form (the server renders it and
 * handles it without JavaScript, ui/consent/ConsentBanner.tsx), writes the consent cookie itself,
 * closes the banner and reports the new choice. The footer's "Cookie settings" link opens it again.
 */
import {
  CONSENT_COOKIE,
  type ConsentChoice,
  type ConsentDecision,
  consentCookieValue,
  consentFor,
  parseConsentCookie,
} from '../consent/categories.ts'

const BANNER_SELECTOR = '[data-consent-banner]'

export function currentConsent(): ConsentChoice {
  const pair = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${CONSENT_COOKIE.name}=`))
  return parseConsentCookie(pair?.slice(CONSENT_COOKIE.name.length + 1))
}

function saveConsent(choice: readonly string[]): void {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${CONSENT_COOKIE.name}=${consentCookieValue(choice)}; Max-Age=${CONSENT_COOKIE.maxAgeSeconds}; Path=${CONSENT_COOKIE.path}; SameSite=${CONSENT_COOKIE.sameSite}${secure}`
}

function closeBanner(banner: HTMLElement): void {
  banner.removeAttribute('data-open')
  banner.setAttribute('data-decided', '')
  banner.hidden = true
  if (location.hash === `#${banner.parentElement?.id}`) history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  document.querySelector<HTMLElement>('#main-content')?.focus({ preventScroll: true })
}

function openBanner(banner: HTMLElement): void {
  banner.hidden = false
  banner.setAttribute('data-open', '')
  banner.querySelector<HTMLElement>('h2')?.focus()
}

/** Takes over the banner of every page; `changed` gets each new choice. */
export function enhanceConsentBanner(changed: (choice: ConsentChoice) => void): void {
  document.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null
    const banner = form?.closest<HTMLElement>(BANNER_SELECTOR)
    if (!form || !banner) return
    event.preventDefault()
    const decision = ((event.submitter as HTMLButtonElement | null)?.value ?? 'save') as ConsentDecision
    const ticked = new FormData(form).getAll('categories').map(String)
    const choice = consentFor(decision, ticked)
    saveConsent(choice)
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="categories"]')) box.checked = choice.includes(box.value as never)
    closeBanner(banner)
    changed(choice)
  })
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-consent-open]') : null
    const banner = document.querySelector<HTMLElement>(BANNER_SELECTOR)
    if (!link || !banner) return
    event.preventDefault()
    openBanner(banner)
  })
}
