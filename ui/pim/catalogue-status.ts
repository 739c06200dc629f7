/**
 * What happens to a catalogue record in the PIM (its history's actions) and what the record's
 * screen says after a post (its notices). Shared by the worker (audit entries, redirects) and the
 * screens.
 */
/** `schedule-failed`: the cron sweep could not make a scheduled change and dropped the schedule. */
export const CATALOGUE_ACTIONS = ['saved', 'published', 'reverted', 'scheduled', 'expired', 'schedule-failed'] as const
export type CatalogueAction = (typeof CATALOGUE_ACTIONS)[number]

export function isCatalogueAction(value: string): value is CatalogueAction {
  return (CATALOGUE_ACTIONS as readonly string[]).includes(value)
}

/** `unchanged`: a publish with nothing new to publish; `busy`: another publish held the catalogue. */
export const CATALOGUE_NOTICES = ['saved', 'published', 'reverted', 'scheduled', 'unchanged', 'busy'] as const
export type CatalogueNotice = (typeof CATALOGUE_NOTICES)[number]

export function catalogueNoticeOf(value: string | undefined): CatalogueNotice | null {
  return value && (CATALOGUE_NOTICES as readonly string[]).includes(value) ? (value as CatalogueNotice) : null
}
