/**
 * The lead hand-off: the LEADS queue consumer retries with backoff while the customer record
 * system is down and delivers once it is up (no lead lost), parks leads that cannot be delivered
 * in the dead-letter state, and the replay puts them back on the queue.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from 'cloudflare:test'
import worker from '../../worker/index.ts'
import { describe, expect, it } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import type { CustomerRecordSystem, HandOffResult } from '../../worker/adapters/lead-records/lead-record-system.ts'
import type { Lead } from '../../worker/leads/lead-record.ts'
import { DEAD_LETTER_QUEUE_PREFIX, handOffLeads } from '../../worker/leads/lead-hand-off.ts'
import { UNQUEUED_GRACE_MINUTES, sweepStuckLeads } from '../../worker/leads/lead-sweep.ts'
import { findLead, storeLead } from '../../worker/leads/lead-store.ts'
import { MAX_HAND_OFF_ATTEMPTS, retryDelaySeconds } from '../../worker/leads/retry-policy.ts'
import { createLogger } from '../../ui/log/logger.ts'
import { uniqueEmail } from './forms-fixtures.ts'
import { visit } from './helpers.ts'

const quiet = createLogger('silent')

async function aStoredLead(status: 'received' | 'held' = 'received'): Promise<string> {
  const email = uniqueEmail()
  const stored = await storeLead(env.DB, {
    submissionKey: `test:${crypto.randomUUID()}`,
    form: 'contact-general',
    locale: localeFor('fr-fr', 'LOCAL').code,
    email,
    values: { first_name: 'Ada', last_name: 'Lovelace', email, country: 'FR', subject: 'Hello', body: 'A question', consent_privacy: true },
    consents: { privacy: true, terms: false, marketing: true },
    botCheck: 'passed',
    status,
    receivedAt: new Date().toISOString(),
    files: [],
  })
  return stored.id
}

/** A customer record system that is down for `failures` calls, then up. */
function flakyCustomerRecords(
  failures: number,
  failure: HandOffResult = { ok: false, retryable: true, reason: 'HTTP 503 from the customer record system' },
) {
  const calls: string[] = []
  const delivered: Lead[] = []
  const system: CustomerRecordSystem = {
    async sendLead(lead) {
      calls.push(lead.id)
      if (calls.length <= failures) return failure
      delivered.push(lead)
      return { ok: true, externalId: `00Q${lead.id.slice(0, 12)}` }
    },
  }
  return { system, calls, delivered }
}

/** The delays asked for on retry (the test queue's result does not keep them). */
function recordDelays(batch: MessageBatch): Map<string, number | undefined> {
  const delays = new Map<string, number | undefined>()
  for (const message of batch.messages) {
    const retry = message.retry.bind(message)
    Object.defineProperty(message, 'retry', {
      value: (options?: QueueRetryOptions) => {
        delays.set(message.id, options?.delaySeconds)
        retry(options)
      },
    })
  }
  return delays
}

async function deliverOnce(leadId: string, attempt: number, customerRecords: CustomerRecordSystem, queue = 'leads') {
  const batch = createMessageBatch(queue, [{ id: `message-${attempt}`, timestamp: new Date(), attempts: attempt, body: { leadId } }])
  const delays = recordDelays(batch)
  const ctx = createExecutionContext()
  await handOffLeads(batch, { db: env.DB, customerRecords, logger: quiet })
  const result = await getQueueResult(batch, ctx)
  return { ...result, retryMessages: result.retryMessages.map(({ msgId }) => ({ msgId, delaySeconds: delays.get(msgId) })) }
}

describe('the customer record system down N times, then up', () => {
  const DOWN = 4

  it(`retries with growing delays, then delivers exactly once: the lead is not lost`, async () => {
    const leadId = await aStoredLead()
    const crm = flakyCustomerRecords(DOWN)
    for (let attempt = 1; attempt <= DOWN; attempt++) {
      const result = await deliverOnce(leadId, attempt, crm.system)
      expect(result.retryMessages).toEqual([{ msgId: `message-${attempt}`, delaySeconds: retryDelaySeconds(attempt) }])
      expect(result.explicitAcks).toEqual([])
      const lead = await findLead(env.DB, leadId)
      expect(lead).toMatchObject({ status: 'received', attempts: attempt, lastError: 'HTTP 503 from the customer record system' })
    }
    expect(retryDelaySeconds(2)).toBe(2 * retryDelaySeconds(1))

    const result = await deliverOnce(leadId, DOWN + 1, crm.system)
    expect(result.explicitAcks).toEqual([`message-${DOWN + 1}`])
    expect(result.retryMessages).toEqual([])
    expect(crm.delivered.map((lead) => lead.id)).toEqual([leadId])
    expect(crm.delivered[0]!.values.body).toBe('A question')
    const lead = await findLead(env.DB, leadId)
    expect(lead).toMatchObject({ status: 'delivered', attempts: DOWN + 1, lastError: null, externalId: `00Q${leadId.slice(0, 12)}` })

    // A late duplicate of the message does not send the lead again.
    const duplicate = await deliverOnce(leadId, 1, crm.system)
    expect(duplicate.explicitAcks).toEqual(['message-1'])
    expect(crm.calls.length).toBe(DOWN + 1)
  })

  it("through the worker's own queue() export and the local customer record system", async () => {
    const leadId = await aStoredLead()
    const batch = createMessageBatch('leads', [{ id: 'local-1', timestamp: new Date(), attempts: 1, body: { leadId } }])
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    const result = await getQueueResult(batch, ctx)
    expect(result.explicitAcks).toEqual(['local-1'])
    const record = await env.DB.prepare('SELECT record_json FROM local_customer_leads WHERE lead_id = ?')
      .bind(leadId)
      .first<{ record_json: string }>()
    expect(JSON.parse(record!.record_json)).toMatchObject({
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Country: 'FR',
      LeadSource: 'Web',
      Website_Form__c: 'contact-general',
      Website_Locale__c: 'fr-fr',
      Preferred_Language__c: 'French',
      Privacy_Consent__c: true,
      HasOptedOutOfEmail: false,
    })
    expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'delivered', externalId: `local-lead-${leadId}` })
  })
})

describe('a batch of messages', () => {
  it('hands off every lead in one call to a system that takes batches, and acknowledges each message once', async () => {
    const [first, second, third] = [await aStoredLead(), await aStoredLead(), await aStoredLead()]
    const batches: string[][] = []
    const system: CustomerRecordSystem = {
      sendLead: async () => ({ ok: false, retryable: true, reason: 'sent one by one' }),
      async sendLeads(leads) {
        batches.push(leads.map((lead) => lead.id))
        return leads.map((lead) =>
          lead.id === third ? { ok: false, retryable: true, reason: 'HTTP 503' } : { ok: true, externalId: `00Q-${lead.id}` },
        )
      },
    }
    const batch = createMessageBatch('leads', [
      { id: 'a', timestamp: new Date(), attempts: 1, body: { leadId: first } },
      { id: 'b', timestamp: new Date(), attempts: 1, body: { leadId: second } },
      // A replay's second message for a lead still on the queue.
      { id: 'b-again', timestamp: new Date(), attempts: 1, body: { leadId: second } },
      { id: 'c', timestamp: new Date(), attempts: 2, body: { leadId: third } },
    ])
    const delays = recordDelays(batch)
    const ctx = createExecutionContext()
    await handOffLeads(batch, { db: env.DB, customerRecords: system, logger: quiet })
    const result = await getQueueResult(batch, ctx)

    expect(batches).toEqual([[first, second, third]])
    expect(result.explicitAcks.sort()).toEqual(['a', 'b', 'b-again'])
    expect(result.retryMessages.map(({ msgId }) => ({ msgId, delaySeconds: delays.get(msgId) }))).toEqual([
      { msgId: 'c', delaySeconds: retryDelaySeconds(2) },
    ])
    expect(await findLead(env.DB, first)).toMatchObject({ status: 'delivered', attempts: 1, externalId: `00Q-${first}` })
    expect(await findLead(env.DB, second)).toMatchObject({ status: 'delivered', attempts: 1, externalId: `00Q-${second}` })
    expect(await findLead(env.DB, third)).toMatchObject({ status: 'received', attempts: 1, lastError: 'HTTP 503' })
  })

  it('the local customer record system keeps every lead of the batch', async () => {
    const ids = [await aStoredLead(), await aStoredLead()]
    const batch = createMessageBatch(
      'leads',
      ids.map((leadId, index) => ({ id: `local-${index}`, timestamp: new Date(), attempts: 1, body: { leadId } })),
    )
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(['local-0', 'local-1'])
    for (const leadId of ids) {
      expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'delivered', externalId: `local-lead-${leadId}` })
    }
  })
})
describe('a lead that cannot be delivered', () => {
  it(`is parked in the dead-letter state after ${MAX_HAND_OFF_ATTEMPTS} attempts, and a replay delivers it`, async () => {
    const leadId = await aStoredLead()
    const down = flakyCustomerRecords(Number.POSITIVE_INFINITY)
    for (let attempt = 1; attempt < MAX_HAND_OFF_ATTEMPTS; attempt++) {
      expect((await deliverOnce(leadId, attempt, down.system)).retryMessages).toHaveLength(1)
    }
    const last = await deliverOnce(leadId, MAX_HAND_OFF_ATTEMPTS, down.system)
    expect(last.retryMessages).toEqual([])
    expect(last.explicitAcks).toEqual([`message-${MAX_HAND_OFF_ATTEMPTS}`])
    expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'dead_letter', attempts: MAX_HAND_OFF_ATTEMPTS })

    // The replay puts it back on the queue; the system is up again.
    const unauthorised = await visit('/api/leads/replay', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })
    expect(unauthorised.status).toBe(401)
    await unauthorised.arrayBuffer()
    const replay = await visit('/api/leads/replay', {
      method: 'POST',
      body: JSON.stringify({ status: 'dead_letter' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.LEAD_REPLAY_TOKEN}` },
    })
    expect(replay.status).toBe(200)
    const { replayed } = (await replay.json()) as { replayed: string[] }
    expect(replayed).toContain(leadId)
    expect(['queued', 'delivered']).toContain((await findLead(env.DB, leadId))!.status)

    const up = flakyCustomerRecords(0)
    const delivered = await deliverOnce(leadId, 1, up.system)
    expect(delivered.explicitAcks).toEqual(['message-1'])
    expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'delivered' })
  })

  it('is parked at once when the failure cannot heal (the data was refused)', async () => {
    const leadId = await aStoredLead()
    const refusing = flakyCustomerRecords(1, { ok: false, retryable: false, reason: 'Salesforce answered 400: INVALID_EMAIL_ADDRESS' })
    const result = await deliverOnce(leadId, 1, refusing.system)
    expect(result.explicitAcks).toEqual(['message-1'])
    expect(await findLead(env.DB, leadId)).toMatchObject({
      status: 'dead_letter',
      lastError: 'Salesforce answered 400: INVALID_EMAIL_ADDRESS',
    })
  })

  it('an adapter that throws counts as a retryable failure', async () => {
    const leadId = await aStoredLead()
    const throwing: CustomerRecordSystem = {
      sendLead: async () => {
        throw new TypeError('fetch failed')
      },
    }
    const result = await deliverOnce(leadId, 1, throwing)
    expect(result.retryMessages).toEqual([{ msgId: 'message-1', delaySeconds: retryDelaySeconds(1) }])
    expect(await findLead(env.DB, leadId)).toMatchObject({ lastError: 'fetch failed' })
  })

  it('when D1 itself fails the message is retried by the queue (and reaches the dead-letter queue in the end)', async () => {
    const broken = {
      prepare() {
        throw new Error('D1 is down')
      },
    } as unknown as D1Database
    const batch = createMessageBatch('leads', [{ id: 'm', timestamp: new Date(), attempts: 3, body: { leadId: crypto.randomUUID() } }])
    const delays = recordDelays(batch)
    const ctx = createExecutionContext()
    await handOffLeads(batch, { db: broken, customerRecords: flakyCustomerRecords(0).system, logger: quiet })
    expect((await getQueueResult(batch, ctx)).retryMessages.map(({ msgId }) => msgId)).toEqual(['m'])
    expect(delays.get('m')).toBe(retryDelaySeconds(3))
  })

  it('messages on the dead-letter queue park their lead', async () => {
    const leadId = await aStoredLead()
    const batch = createMessageBatch(DEAD_LETTER_QUEUE_PREFIX, [{ id: 'dlq-1', timestamp: new Date(), attempts: 1, body: { leadId } }])
    const ctx = createExecutionContext()
    await worker.queue(batch, env)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['dlq-1'])
    expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'dead_letter' })
  })

  it('a message without a lead, or for an unknown lead, is acknowledged and logged', async () => {
    const batch = createMessageBatch<unknown>('leads', [
      { id: 'garbage', timestamp: new Date(), attempts: 1, body: 'not a lead' },
      { id: 'unknown', timestamp: new Date(), attempts: 1, body: { leadId: crypto.randomUUID() } },
    ])
    const ctx = createExecutionContext()
    const crm = flakyCustomerRecords(0)
    await handOffLeads(batch, { db: env.DB, customerRecords: crm.system, logger: quiet })
    expect((await getQueueResult(batch, ctx)).explicitAcks.sort()).toEqual(['garbage', 'unknown'])
    expect(crm.calls).toEqual([])
  })
})

describe('leads that never reached the queue', () => {
  it('are queued by the scheduled sweep after the grace period', async () => {
    const leadId = await aStoredLead()
    const later = new Date(Date.now() + (UNQUEUED_GRACE_MINUTES + 1) * 60_000)
    const sent: unknown[] = []
    const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue
    const { requeued } = await sweepStuckLeads(queue, env.DB, quiet, later)
    expect(requeued).toContain(leadId)
    expect(sent).toContainEqual({ leadId })
    expect(await findLead(env.DB, leadId)).toMatchObject({ status: 'queued' })
  })

  it("the worker's scheduled() export runs the sweep", async () => {
    const controller = createScheduledController({ scheduledTime: new Date(), cron: '*/10 * * * *' })
    const leadId = await aStoredLead()
    await env.DB.prepare('UPDATE leads SET received_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - (UNQUEUED_GRACE_MINUTES + 1) * 60_000).toISOString(), leadId)
      .run()
    await worker.scheduled(controller, env)
    expect(['queued', 'delivered']).toContain((await findLead(env.DB, leadId))!.status)
  })

  it('held leads (no bot verdict) wait for a person to release them with the replay', async () => {
    const leadId = await aStoredLead('held')
    const replay = await visit('/api/leads/replay', {
      method: 'POST',
      body: JSON.stringify({ status: 'held' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.LEAD_REPLAY_TOKEN}` },
    })
    expect(((await replay.json()) as { replayed: string[] }).replayed).toContain(leadId)
  })
})
