/**
 * Times of scheduled publishes and expiries (decision 039), entered in `datetime-local` fields and
 * read as UTC (the PIM says so beside each field): staff in several time zones share one clock,
 * and the cron sweep compares ISO times.
 */
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/

/** A field's value as an ISO time; null when left empty; undefined when it is not a time. */
export function scheduledTimeOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null
  if (typeof value !== 'string' || !LOCAL_INPUT.test(value.trim())) return undefined
  const time = new Date(`${value.trim()}Z`)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

/** An ISO time as a `datetime-local` value (UTC, to the minute). */
export function scheduleInputOf(iso: string | null): string {
  return iso ? iso.slice(0, 16) : ''
}
