/**
 * Storing a lead is one D1 round trip (issue 20, docs/decisions/046-one-round-trip-per-lead.md):
 * one batch counts the client's hit under the submission limit, inserts the lead with its files
 * and its queue state, and reads back the lead stored under the submission key. Proved with a D1
 * that counts its round trips (every statement run on its own, every batch) around the real one.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import { contactGeneralForm, contactTechnicalForm } from '../../ui/leads/lead-forms.ts'
import { FORM_SUBMISSION_LIMITS } from '../../worker/forms/rate-limit.ts'
import { type Submission, takeInLead } from '../../worker/leads/lead-intake.ts'
import type { PendingHit } from '../../worker/middleware/post-rate-limits.ts'
import { consoleLogger as consoleLoggerForTests } from '../../ui/log/logger.ts'
import { CV_PDF as PDF_BYTES, VALID_SUBMISSIONS, uniqueEmail } from './forms-fixtures.ts'

/** The real D1, counting round trips: each statement run alone, and each batch, is one. */
function countingDatabase(db: D1Database) {
  const trips: string[] = []
  const real = new WeakMap<object, D1PreparedStatement>()
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values), sql)
        if (property === 'first' || property === 'run' || property === 'all' || property === 'raw') {
          return (...args: unknown[]) => {
            trips.push(sql)
            return (target[property] as (...a: unknown[]) => unknown).apply(target, args)
          }
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    real.set(wrapped, statement)
    return wrapped
  }
  const database = {
    prepare: (sql: string) => wrap(db.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      trips.push(`batch of ${statements.length}`)
      return db.batch(statements.map((statement) => real.get(statement) ?? statement))
    },
    exec: (sql: string) => {
      trips.push(sql)
      return db.exec(sql)
    },
  } as unknown as D1Database
  return { database, trips }
}

function capturingQueue() {
  const sent: unknown[] = []
  return { queue: { send: async (body: unknown) => void sent.push(body) } as unknown as Queue, sent }
}

const LIMIT = FORM_SUBMISSION_LIMITS['contact-request']

function pendingHit(clientKey: string): PendingHit {
  const windowMs = LIMIT.windowSeconds * 1000
  return { limit: LIMIT, clientKey, windowStart: Math.floor(Date.now() / windowMs) * windowMs, retryAfterSeconds: 60, counted: false }
}

function generalSubmission(email = uniqueEmail()): Submission {
  return {
    formId: 'contact-general',
    form: contactGeneralForm,
    values: contactGeneralForm.read({
      text: (name) => ({ ...VALID_SUBMISSIONS['contact-general'], email })[name],
      all: () => [],
    }),
    locale: localeFor('en-gb', 'LOCAL'),
    submissionId: crypto.randomUUID(),
  }
}

async function leadRow(id: string) {
  return env.DB.prepare('SELECT status, queued_at, email FROM leads WHERE id = ?')
    .bind(id)
    .first<{ status: string; queued_at: string | null; email: string }>()
}

async function hitsOf(hit: PendingHit): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT hits FROM rate_limit_windows WHERE limit_name = ? AND client_key = ? AND window_start = ?')
    .bind(hit.limit.name, hit.clientKey, hit.windowStart)
    .first<{ hits: number }>()
  return row?.hits
}

const passing = { verify: async () => 'passed' as const }

describe('storing a lead', () => {
  it('is one D1 round trip: the limit hit, the lead in its queue state and the read-back in one batch; then its message is sent', async () => {
    const { database, trips } = countingDatabase(env.DB)
    const { queue, sent } = capturingQueue()
    const hit = pendingHit(`round-trip-${crypto.randomUUID()}`)
    const submission = generalSubmission()
    const outcome = await takeInLead(submission, {
      db: database,
      files: env.FILES,
      queue,
      botProtection: passing,
      admission: { pending: hit },
      logger: consoleLoggerForTests,
    })
    expect(outcome).toMatchObject({ kind: 'accepted', duplicate: false, held: false })
    expect(trips).toEqual(['batch of 3'])
    const id = (outcome as { leadId: string }).leadId
    expect(sent).toEqual([{ leadId: id }])
    const row = await leadRow(id)
    expect(row?.status).toBe('queued')
    expect(row?.queued_at).not.toBeNull()
    expect(await hitsOf(hit)).toBe(1)
    expect(hit.counted).toBe(true)
  })

  it('a lead with files: still one round trip (the files go to R2 first, their rows in the batch)', async () => {
    const { database, trips } = countingDatabase(env.DB)
    const { queue } = capturingQueue()
    const email = uniqueEmail()
    const outcome = await takeInLead(
      {
        formId: 'contact-technical',
        form: contactTechnicalForm,
        values: {
          ...contactTechnicalForm.read({ text: (name) => ({ ...VALID_SUBMISSIONS['contact-technical'], email })[name], all: () => [] }),
          files: [new File([PDF_BYTES], 'report.pdf', { type: 'application/pdf' })],
        },
        locale: localeFor('en-gb', 'LOCAL'),
        submissionId: crypto.randomUUID(),
      },
      {
        db: database,
        files: env.FILES,
        queue,
        botProtection: passing,
        admission: { pending: pendingHit(`files-${crypto.randomUUID()}`) },
        logger: consoleLoggerForTests,
      },
    )
    expect(outcome.kind).toBe('accepted')
    expect(trips).toEqual(['batch of 4'])
    const id = (outcome as { leadId: string }).leadId
    const files = await env.DB.prepare('SELECT r2_key FROM lead_files WHERE lead_id = ?').bind(id).all<{ r2_key: string }>()
    expect(files.results).toHaveLength(1)
    const stored = await env.FILES.get(files.results[0]!.r2_key)
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF_BYTES)
  })

  it('the same submission sent again is the same lead, found in the same one round trip, and sent to the queue once', async () => {
    const { database, trips } = countingDatabase(env.DB)
    const { queue, sent } = capturingQueue()
    const hit = pendingHit(`again-${crypto.randomUUID()}`)
    const submission = generalSubmission()
    const dependencies = { db: database, files: env.FILES, queue, botProtection: passing, logger: consoleLoggerForTests }
    const first = await takeInLead(submission, { ...dependencies, admission: { pending: hit } })
    const again = await takeInLead(submission, { ...dependencies, admission: { pending: { ...hit, counted: false } } })
    expect(again).toMatchObject({ kind: 'accepted', duplicate: true, leadId: (first as { leadId: string }).leadId })
    expect(trips).toEqual(['batch of 3', 'batch of 3'])
    expect(sent).toHaveLength(1)
    expect(await hitsOf(hit)).toBe(2)
  })

  it('over the limit: the hit is counted, nothing is stored, the answer says when to try again', async () => {
    const { database, trips } = countingDatabase(env.DB)
    const { queue, sent } = capturingQueue()
    const hit = pendingHit(`over-${crypto.randomUUID()}`)
    await env.DB.prepare('INSERT INTO rate_limit_windows (limit_name, client_key, window_start, hits) VALUES (?, ?, ?, ?)')
      .bind(hit.limit.name, hit.clientKey, hit.windowStart, LIMIT.maxHits)
      .run()
    const submission = generalSubmission()
    const outcome = await takeInLead(submission, {
      db: database,
      files: env.FILES,
      queue,
      botProtection: passing,
      admission: { pending: hit },
      logger: consoleLoggerForTests,
    })
    expect(outcome).toEqual({ kind: 'rate-limited', retryAfterSeconds: 60 })
    expect(trips).toEqual(['batch of 3'])
    expect(sent).toEqual([])
    expect(await hitsOf(hit)).toBe(LIMIT.maxHits + 1)
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM leads WHERE email = ?')
      .bind(String(submission.values.email))
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })

  it('a queue that refuses the message leaves the lead stored and `received`, for the sweep to queue', async () => {
    const refusing = {
      send: async () => {
        throw new Error('Queue unavailable')
      },
    } as unknown as Queue
    const outcome = await takeInLead(generalSubmission(), {
      db: env.DB,
      files: env.FILES,
      queue: refusing,
      botProtection: passing,
      admission: { pending: pendingHit(`refused-${crypto.randomUUID()}`) },
      logger: consoleLoggerForTests,
    })
    expect(outcome.kind).toBe('accepted')
    expect((await leadRow((outcome as { leadId: string }).leadId))?.status).toBe('received')
  })

  it('a lead held for want of a bot verdict is stored held, in one round trip, and not queued', async () => {
    const { database, trips } = countingDatabase(env.DB)
    const { queue, sent } = capturingQueue()
    const outcome = await takeInLead(generalSubmission(), {
      db: database,
      files: env.FILES,
      queue,
      botProtection: { verify: async () => 'missing' as const },
      admission: { pending: pendingHit(`held-${crypto.randomUUID()}`) },
      logger: consoleLoggerForTests,
    })
    expect(outcome).toMatchObject({ kind: 'accepted', held: true })
    expect(trips).toEqual(['batch of 3'])
    expect(sent).toEqual([])
    expect((await leadRow((outcome as { leadId: string }).leadId))?.status).toBe('held')
  })
})
