/**
 * Reading a form submission from a request (JSON, urlencoded or multipart: DESIGN.md form
 * contract), choosing its locale, and wiring the intake to the request's bindings.
 */
import { asksForJson } from '../middleware/wants-json.ts'
import type { Context } from 'hono'
import { type Locale, findActiveLocale, localeFor } from '../../locales/registry.ts'
import { BOT_TOKEN_FIELD } from '../../ui/forms/bot-check.ts'
import { FORMS, type FormId, SUBMISSION_FIELDS } from '../../ui/forms/form-endpoints.ts'
import { type SubmittedValues, formDataValues, jsonValues } from '../../ui/forms/form-schema.ts'
import { botProtectionFor } from '../adapters/bot-protection/bot-protection.ts'
import type { AppEnv } from '../env.ts'
import type { IntakeDependencies, Submission } from '../leads/lead-intake.ts'
import { detectRequestLocale } from '../middleware/locale.ts'
import type { SubmissionAdmission } from '../middleware/post-rate-limits.ts'
import { MAX_SUBMISSION_BYTES } from '../middleware/body-limits.ts'

export { MAX_SUBMISSION_BYTES }

export type ReadSubmission =
  | { kind: 'read'; source: SubmittedValues; json: boolean }
  | { kind: 'too-large' }
  | { kind: 'malformed' }
  | { kind: 'unsupported' }

function mediaTypeOf(c: Context<AppEnv>): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase()
}

export function isFormPost(c: Context<AppEnv>): boolean {
  const type = mediaTypeOf(c)
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data'
}

/** A browser's plain form post (no script asked for JSON): it gets pages and redirects back. */
export function isPlainFormPost(c: Context<AppEnv>): boolean {
  return isFormPost(c) && !asksForJson(c)
}

export async function readSubmission(c: Context<AppEnv>): Promise<ReadSubmission> {
  const declared = Number(c.req.header('Content-Length') ?? '0')
  if (Number.isFinite(declared) && declared > MAX_SUBMISSION_BYTES) return { kind: 'too-large' }
  const type = mediaTypeOf(c)
  try {
    if (type === 'application/json') {
      const text = await c.req.text()
      if (text.length > MAX_SUBMISSION_BYTES) return { kind: 'too-large' }
      return { kind: 'read', source: jsonValues(JSON.parse(text) as unknown), json: true }
    }
    if (isFormPost(c)) return { kind: 'read', source: formDataValues(await c.req.formData()), json: false }
  } catch {
    return { kind: 'malformed' }
  }
  return { kind: 'unsupported' }
}

/** The locale of a submission: the form's own `locale` field, else the visitor's (cookie, browser). */
export function submissionLocale(c: Context<AppEnv>, source: SubmittedValues): Locale {
  const environment = c.get('environment')
  const named = source.text(SUBMISSION_FIELDS.locale)
  const fromForm = typeof named === 'string' ? findActiveLocale(named.toLowerCase(), environment) : undefined
  return fromForm ?? localeFor(detectRequestLocale(c), environment)
}

function textOf(source: SubmittedValues, name: string): string | undefined {
  const value = source.text(name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function submissionOf(c: Context<AppEnv>, formId: FormId, source: SubmittedValues, locale: Locale): Submission {
  const form = FORMS[formId]
  return {
    formId,
    form,
    values: form.read(source),
    locale,
    submissionId: textOf(source, SUBMISSION_FIELDS.submissionId),
    botToken: textOf(source, BOT_TOKEN_FIELD),
    clientAddress: c.req.header('CF-Connecting-IP'),
  }
}

/** What the intake needs from this request: its bindings and this client's standing under the endpoint's limit. */
export function intakeDependencies(c: Context<AppEnv>, admission: SubmissionAdmission): IntakeDependencies {
  return {
    db: c.env.DB,
    files: c.env.FILES,
    queue: c.env.LEADS,
    botProtection: botProtectionFor(c.get('environment'), c.env),
    admission,
    logger: c.get('logger'),
  }
}

/** The values of a portal form post (JSON or a form), or null when the body cannot be read. */
export async function postedValues(c: Context<AppEnv>): Promise<SubmittedValues | null> {
  const read = await readSubmission(c)
  return read.kind === 'read' ? read.source : null
}
