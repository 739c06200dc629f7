/**
 * Cookie consent (SPEC.md point 3 "Consent categories"): five categories, only `necessary` on by
 * default, the visitor's choice remembered in a cookie that both the worker (banner, noscript
 * pixel) and the client runtime (third-party scripts, page views) read.
 *
 * Cookie value: `v1` and the granted categories joined by dots, e.g. `v1.necessary.statistic`.
 * No cookie, another version or a garbled value means "not decided yet": the banner shows.
 */

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'statistic', 'marketing', 'unclassified'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** Categories the visitor can switch; `necessary` is always on. */
export const OPTIONAL_CONSENT_CATEGORIES = CONSENT_CATEGORIES.filter((category) => category !== 'necessary')

export const DEFAULT_CONSENT: readonly ConsentCategory[] = ['necessary']

export const CONSENT_COOKIE = {
  name: 'consent',
  version: 'v1',
  maxAgeSeconds: 180 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const

/** The granted categories, or null when the visitor has not decided. */
export type ConsentChoice = readonly ConsentCategory[] | null

export function isConsentCategory(value: string): value is ConsentCategory {
  return (CONSENT_CATEGORIES as readonly string[]).includes(value)
}

/** Granted categories in the canonical order, `necessary` always first. */
export function normaliseConsent(categories: Iterable<string>): ConsentCategory[] {
  const granted = new Set<string>(categories)
  return CONSENT_CATEGORIES.filter((category) => category === 'necessary' || granted.has(category))
}

export function consentCookieValue(categories: Iterable<string>): string {
  return [CONSENT_COOKIE.version, ...normaliseConsent(categories)].join('.')
}

export function parseConsentCookie(value: string | undefined | null): ConsentChoice {
  if (!value) return null
  const [version, ...categories] = value.split('.')
  if (version !== CONSENT_COOKIE.version || categories.some((category) => !isConsentCategory(category))) return null
  return normaliseConsent(categories)
}

/** The choice behind the banner's buttons: accept all, deny (necessary only), or the ticked categories. */
export type ConsentDecision = 'accept' | 'deny' | 'save'

export function consentFor(decision: ConsentDecision, ticked: Iterable<string> = []): ConsentCategory[] {
  if (decision === 'accept') return [...CONSENT_CATEGORIES]
  if (decision === 'deny') return [...DEFAULT_CONSENT]
  return normaliseConsent(ticked)
}

export function grants(choice: ConsentChoice, category: ConsentCategory): boolean {
  return category === 'necessary' || (choice?.includes(category) ?? false)
}
