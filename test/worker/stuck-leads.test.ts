/**
 * No lead stays stuck (docs/decisions/009-lead-hand-off.md, "Nothing stuck"): the scheduled sweep
 * puts back on the queue leads whose message was lost (left `queued` with no hand-off activity for
 * QUEUED_IDLE_MINUTES) or never sent (left `received`), parks a lead the sweep has had to put back
 * MAX_LEAD_SWEEPS times in `dead_letter` with the reason, and parks leads `held` without a
 * bot-protection verdict for HELD_REVIEW_HOURS likewise; the replay accepts queued leads too, and
 * the status endpoint shows the counts per state and the oldest lead of each.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import { LEAD_STATUSES, type LeadStatus } from '../../worker/leads/lead-record.ts'
import { HELD_REVIEW_HOURS, MAX_LEAD_SWEEPS, QUEUED_IDLE_MINUTES, UNQUEUED_GRACE_MINUTES } from '../../worker/leads/lead-sweep.ts'
import { findLead, storeLead } from '../../worker/leads/lead-store.ts'
import worker from '../../worker/index.ts'
import { uniqueEmail } from './forms-fixtures.ts'
import { visit } from './helpers.ts'

const MINUTE = 60_000
const cron = () => createScheduledController({ scheduledTime: new Date(), cron: '*/10 * * * *' })
const withToken = (init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${env.LEAD_REPLAY_TOKEN}` },
})

/** A queue that accepts every message and never delivers it: the lost message of a crash. */
function losingQueue() {
  const sent: unknown[] = []
  return { queue: { send: async (body: unknown) => void sent.push(body) } as unknown as Queue, sent }
}

/** A queue that refuses every message (Queues unavailable). */
const refusingQueue = {
  send: async () => {
    throw new Error('Queue unavailable')
  },
} as unknown as Queue

async function aLead(status: 'received' | 'held', receivedMinutesAgo = 0): Promise<string> {
  const email = uniqueEmail()
  const stored = await storeLead(env.DB, {
    submissionKey: `test:${crypto.randomUUID()}`,
    form: 'contact-general',
    locale: localeFor('en-gb', 'LOCAL').code,
    email,
    values: { first_name: 'Ada', last_name: 'Lovelace', email, country: 'GB', subject: 'Hello', body: 'A question', consent_privacy: true },
    consents: { privacy: true, terms: false, marketing: false },
    botCheck: status === 'held' ? 'unverified' : 'passed',
    status,
    receivedAt: new Date(Date.now() - receivedMinutesAgo * MINUTE).toISOString(),
    files: [],
  })
  return stored.id
}

/** A lead that went onto the queue `minutesAgo` and whose message never arrived. */
async function aLostLead(minutesAgo: number): Promise<string> {
  const id = await aLead('received', minutesAgo)
  const ago = new Date(Date.now() - minutesAgo * MINUTE).toISOString()
  await env.DB.prepare("UPDATE leads SET status = 'queued', queued_at = ? WHERE id = ?").bind(ago, id).run()
  return id
}

async function statusOf(id: string): Promise<LeadStatus | undefined> {
  return (await findLead(env.DB, id))?.status
}

describe('a lead whose queue message was lost', () => {
  it(`is put back on the queue by the scheduled sweep once it has been idle ${QUEUED_IDLE_MINUTES} minutes, and delivered`, async () => {
    const lost = await aLostLead(QUEUED_IDLE_MINUTES + 1)
    const recent = await aLostLead(QUEUED_IDLE_MINUTES - 10)
    const lostQueue = losingQueue()
    await worker.scheduled(cron(), { ...env, LEADS: lostQueue.queue })
    expect(lostQueue.sent).toContainEqual({ leadId: lost })
    expect(lostQueue.sent).not.toContainEqual({ leadId: recent })
    const swept = await env.DB.prepare('SELECT status, sweeps, queued_at FROM leads WHERE id = ?')
      .bind(lost)
      .first<{ status: string; sweeps: number; queued_at: string }>()
    expect(swept).toMatchObject({ status: 'queued', sweeps: 1 })
    expect(Date.now() - Date.parse(swept!.queued_at)).toBeLessThan(MINUTE)

    // This time the message arrives: the lead reaches the customer record system.
    const batch = createMessageBatch('leads', [{ id: 'requeued', timestamp: new Date(), attempts: 1, body: { leadId: lost } }])
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['requeued'])
    expect(await statusOf(lost)).toBe('delivered')
  })

  it('is left alone while the hand-off is still retrying it (a recent attempt counts as activity)', async () => {
    const retrying = await aLostLead(QUEUED_IDLE_MINUTES * 3)
    await env.DB.prepare('UPDATE leads SET attempts = 3, last_attempt_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 20 * MINUTE).toISOString(), retrying)
      .run()
    const lostQueue = losingQueue()
    await worker.scheduled(cron(), { ...env, LEADS: lostQueue.queue })
    expect(lostQueue.sent).not.toContainEqual({ leadId: retrying })
  })

  it(`ends in dead_letter with the reason after the sweep has put it back ${MAX_LEAD_SWEEPS} times, never looping`, async () => {
    const lost = await aLostLead(QUEUED_IDLE_MINUTES + 1)
    const lostQueue = losingQueue()
    for (let sweep = 1; sweep <= MAX_LEAD_SWEEPS; sweep++) {
      await worker.scheduled(cron(), { ...env, LEADS: lostQueue.queue })
      expect(await statusOf(lost)).toBe('queued')
      // Another idle stretch passes before the next sweep.
      await env.DB.prepare('UPDATE leads SET queued_at = ? WHERE id = ?')
        .bind(new Date(Date.now() - (QUEUED_IDLE_MINUTES + 1) * MINUTE).toISOString(), lost)
        .run()
    }
    expect(lostQueue.sent.filter((body) => (body as { leadId: string }).leadId === lost)).toHaveLength(MAX_LEAD_SWEEPS)
    await worker.scheduled(cron(), { ...env, LEADS: lostQueue.queue })
    const parked = await findLead(env.DB, lost)
    expect(parked).toMatchObject({ status: 'dead_letter' })
    expect(parked!.lastError).toMatch(new RegExp(`put back on the queue ${MAX_LEAD_SWEEPS} times`))
    expect(lostQueue.sent.filter((body) => (body as { leadId: string }).leadId === lost)).toHaveLength(MAX_LEAD_SWEEPS)
  })

  it('a replay accepts queued leads, puts them back at once and starts their sweep count again', async () => {
    const lost = await aLostLead(5)
    await env.DB.prepare('UPDATE leads SET sweeps = ? WHERE id = ?').bind(MAX_LEAD_SWEEPS, lost).run()
    const replay = await visit(
      '/api/leads/replay',
      withToken({ method: 'POST', body: JSON.stringify({ status: 'queued' }), headers: { 'Content-Type': 'application/json' } }),
    )
    expect(replay.status).toBe(200)
    expect(((await replay.json()) as { replayed: string[] }).replayed).toContain(lost)
    const row = await env.DB.prepare('SELECT sweeps FROM leads WHERE id = ?').bind(lost).first<{ sweeps: number }>()
    expect(row!.sweeps).toBe(0)
  })
})

describe('a lead the queue refused at intake', () => {
  it(`is queued by the sweep after ${UNQUEUED_GRACE_MINUTES} minutes; while the queue keeps refusing it ends in dead_letter with the reason`, async () => {
    const refused = await aLead('received', UNQUEUED_GRACE_MINUTES + 1)
    for (let sweep = 1; sweep <= MAX_LEAD_SWEEPS; sweep++) {
      await worker.scheduled(cron(), { ...env, LEADS: refusingQueue })
      expect(await statusOf(refused)).toBe('received')
    }
    await worker.scheduled(cron(), { ...env, LEADS: refusingQueue })
    const parked = await findLead(env.DB, refused)
    expect(parked).toMatchObject({ status: 'dead_letter' })
    expect(parked!.lastError).toMatch(/queue refused/i)
  })
})

describe('a lead held without a bot-protection verdict', () => {
  it(`waits ${HELD_REVIEW_HOURS} h for a person, then the sweep parks it in dead_letter with the reason`, async () => {
    const old = await aLead('held', HELD_REVIEW_HOURS * 60 + 1)
    const young = await aLead('held', HELD_REVIEW_HOURS * 60 - 30)
    const lostQueue = losingQueue()
    await worker.scheduled(cron(), { ...env, LEADS: lostQueue.queue })
    // Nothing unverified goes to the customer record system by itself.
    expect(lostQueue.sent).not.toContainEqual({ leadId: old })
    expect(await statusOf(young)).toBe('held')
    const parked = await findLead(env.DB, old)
    expect(parked).toMatchObject({ status: 'dead_letter' })
    expect(parked!.lastError).toMatch(/bot-protection verdict/)
  })
})

describe('lead operations over HTTP (bearer LEAD_REPLAY_TOKEN)', () => {
  it('GET /api/leads/status gives the count per state and the oldest lead of each', async () => {
    // Older than any other held or queued lead of this file (the sweep has parked older held ones).
    const oldestHeld = await aLead('held', HELD_REVIEW_HOURS * 60 - 1)
    await aLead('held', 10)
    const oldestQueued = await aLostLead(3 * 24 * 60)
    await env.DB.prepare("UPDATE leads SET last_error = 'Salesforce answered 503: SERVER_UNAVAILABLE' WHERE id = ?")
      .bind(oldestQueued)
      .run()
    const refused = await visit('/api/leads/status')
    expect(refused.status).toBe(401)
    await refused.body?.cancel()

    const response = await visit('/api/leads/status', withToken())
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { states } = (await response.json()) as {
      states: Array<{ status: LeadStatus; count: number; oldest: { id: string; receivedAt: string; lastError: string | null } | null }>
    }
    expect(states.map((state) => state.status)).toEqual([...LEAD_STATUSES])
    const counts = await env.DB.prepare('SELECT status, COUNT(*) AS n FROM leads GROUP BY status').all<{ status: LeadStatus; n: number }>()
    for (const state of states) expect(state.count).toBe(counts.results.find((row) => row.status === state.status)?.n ?? 0)
    const stateOf = (status: LeadStatus) => states.find((state) => state.status === status)!
    expect(stateOf('held').count).toBeGreaterThanOrEqual(2)
    expect(stateOf('held').oldest?.id).toBe(oldestHeld)
    expect(stateOf('queued').oldest).toMatchObject({ id: oldestQueued, lastError: 'Salesforce answered 503: SERVER_UNAVAILABLE' })
    expect(Date.now() - Date.parse(stateOf('queued').oldest!.receivedAt)).toBeGreaterThan(3 * 24 * 60 * MINUTE - MINUTE)
  })

  it('POST /api/leads/sweep runs the same sweep as the cron (for wrangler dev, which has no cron)', async () => {
    const lost = await aLostLead(QUEUED_IDLE_MINUTES + 5)
    const refused = await visit('/api/leads/sweep', { method: 'POST' })
    expect(refused.status).toBe(401)
    await refused.body?.cancel()
    const response = await visit('/api/leads/sweep', withToken({ method: 'POST' }))
    expect(response.status).toBe(200)
    const { requeued, parked } = (await response.json()) as { requeued: string[]; parked: string[] }
    expect(requeued).toContain(lost)
    expect(parked).not.toContain(lost)
    expect(['queued', 'delivered']).toContain(await statusOf(lost))
  })
})
