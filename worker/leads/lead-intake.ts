/**
 * Taking in a submitted form (every form endpoint and every plain form post goes through here):
 * the rate limit's verdict so far, uploads sniffed, the form's schema, bot protection, then store
 * first (files in R2, then the lead in D1) and only then answer; the lead is queued for the
 * customer record system after it is stored. A second submission of the same form (same
 * submission id, or the same values the same day) is the same lead.
 *
 * Storing is one D1 round trip (decision 046): one batch counts the client's hit under the
 * submission limit, inserts the lead (within the limit only) with its files and its queue state,
 * and reads back the lead stored under the submission key (this one, or the earlier one).
 */
import { checkForm } from '../../ui/forms/form-check.ts'
import type { Locale } from '../../locales/registry.ts'
import type { FormId } from '../../ui/forms/form-endpoints.ts'
import type { AnyFormDefinition, FieldFailures, FormValues } from '../../ui/forms/form-schema.ts'
import type { Logger } from '../../ui/log/logger.ts'
import type { BotProtection, BotVerdict } from '../adapters/bot-protection/bot-protection.ts'
import { type SubmissionAdmission, noteCountedHit } from '../middleware/post-rate-limits.ts'
import { type ReceivedFile, describeFiles, receiveFiles, removeStoredFiles, storeFiles } from '../forms/uploads.ts'
import { sendLeadMessage } from './lead-queue.ts'
import { storeSubmittedLead } from './lead-store.ts'

/** What becomes of a submission per bot-protection verdict. */
export const BOT_VERDICT_HANDLING = {
  passed: 'forward',
  /** No token (no JavaScript, so no widget): stored and held for a person to release. */
  missing: 'hold',
  /** The check itself failed: stored and held rather than lost. */
  unavailable: 'hold',
  failed: 'refuse',
} as const satisfies Record<BotVerdict, 'forward' | 'hold' | 'refuse'>

/** A client's submission id must look like one of ours (a UUID) to be trusted as the dedupe key. */
const SUBMISSION_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface Submission {
  formId: FormId
  form: AnyFormDefinition
  /** The form's values as read from the request; `files` fields hold the received File objects. */
  values: FormValues
  locale: Locale
  submissionId?: string
  botToken?: string
  clientAddress?: string
}

export interface IntakeDependencies {
  db: D1Database
  files: R2Bucket
  queue: Queue
  botProtection: BotProtection
  /** This client's standing under the submission limit (submissionAdmission): a verdict, or a hit to count in the lead's batch. */
  admission: SubmissionAdmission
  logger: Logger
  now?: () => Date
}

export type IntakeOutcome =
  | { kind: 'accepted'; leadId: string; duplicate: boolean; held: boolean }
  | { kind: 'invalid'; failures: FieldFailures }
  | { kind: 'bot-refused' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** Nothing could be stored: the visitor is told to try again (the one case a submission is not kept). */
  | { kind: 'failed'; reason: string }

function fileFieldsOf(form: AnyFormDefinition): string[] {
  return form.fieldNames.filter((name) => form.fields[name]!.input === 'files')
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The dedupe key: the form's own submission id, else the values themselves on that day. */
async function submissionKeyOf(submission: Submission, values: Record<string, unknown>, receivedAt: Date): Promise<string> {
  if (submission.submissionId && SUBMISSION_ID_PATTERN.test(submission.submissionId)) {
    return `${submission.formId}:${submission.submissionId.toLowerCase()}`
  }
  const day = receivedAt.toISOString().slice(0, 10)
  return `${submission.formId}:sha256:${await sha256Hex(`${day}\n${JSON.stringify(values)}`)}`
}

export async function takeInLead(submission: Submission, dependencies: IntakeDependencies): Promise<IntakeOutcome> {
  const { db, logger } = dependencies
  const receivedAt = (dependencies.now ?? (() => new Date()))()

  const admission = dependencies.admission
  if ('failure' in admission) return { kind: 'failed', reason: admission.failure }
  if ('allowed' in admission && !admission.allowed) return { kind: 'rate-limited', retryAfterSeconds: admission.retryAfterSeconds }
  const pending = 'pending' in admission ? admission.pending : undefined

  // Files are judged by their real bytes, not by what the browser said they are.
  const received = new Map<string, ReceivedFile[]>()
  const values: FormValues = { ...submission.values }
  for (const name of fileFieldsOf(submission.form)) {
    const raw = values[name]
    const items: unknown[] = Array.isArray(raw) ? raw : []
    // Files only arrive as multipart uploads; anything else in their place is not a file.
    if (items.some((item) => !(item instanceof File))) return { kind: 'invalid', failures: { [name]: { key: 'invalid', values: {} } } }
    const receivedFiles = await receiveFiles(items as File[])
    received.set(name, receivedFiles)
    values[name] = describeFiles(receivedFiles)
  }

  const checked = checkForm(submission.form, values)
  if (!checked.ok) return { kind: 'invalid', failures: checked.failures }

  const handling = BOT_VERDICT_HANDLING[await dependencies.botProtection.verify(submission.botToken, submission.clientAddress)]
  if (handling === 'refuse') return { kind: 'bot-refused' }

  const stored = Object.fromEntries(Object.entries(checked.values as Record<string, unknown>).filter(([name]) => !received.has(name)))
  const submissionKey = await submissionKeyOf(submission, stored, receivedAt)
  try {
    const leadId = crypto.randomUUID()
    const files = await storeFiles(dependencies.files, leadId, [...received.values()].flat())
    const forward = handling === 'forward'
    const { lead, hits } = await storeSubmittedLead(
      db,
      {
        submissionKey,
        form: submission.formId,
        locale: submission.locale.code,
        email: String(stored.email ?? ''),
        values: stored,
        consents: {
          privacy: stored.consent_privacy === true,
          terms: stored.consent_terms === true,
          marketing: stored.consent_marketing === true,
        },
        botCheck: forward ? 'passed' : 'unverified',
        status: forward ? 'received' : 'held',
        receivedAt: receivedAt.toISOString(),
        files,
      },
      leadId,
      {
        hit: pending && {
          limitName: pending.limit.name,
          clientKey: pending.clientKey,
          windowStart: pending.windowStart,
          maxHits: pending.limit.maxHits,
        },
        queued: forward,
      },
    )
    const verdict = pending && hits !== undefined ? noteCountedHit(pending, hits) : undefined
    // Files of a submission that was not stored now (over the limit, or sent before) are not kept twice.
    if (!lead || lead.duplicate) await removeStoredFiles(dependencies.files, files, logger)
    if (verdict && !verdict.allowed) return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds }
    if (!lead) throw new Error(`Lead ${leadId} was not stored`)
    if (lead.duplicate) return { kind: 'accepted', leadId: lead.id, duplicate: true, held: lead.status === 'held' }
    if (forward) await sendLeadMessage(dependencies.queue, db, lead.id, logger, { from: 'received' })
    if (handling === 'hold') logger.warn(`Lead ${lead.id} (${submission.formId}) is held: no bot-protection verdict`)
    return { kind: 'accepted', leadId: lead.id, duplicate: false, held: handling === 'hold' }
  } catch (error) {
    logger.error(
      `Storing a ${submission.formId} submission failed`,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    )
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) }
  }
}
