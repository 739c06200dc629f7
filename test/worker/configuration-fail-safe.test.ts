/**
 * Configuration that fails safe (issue 15, point 6): an unknown or missing ENVIRONMENT never runs
 * as LOCAL (its built-in sign-in provider, its stand-ins, no HSTS): every request on the site and
 * on the PIM host answers 503 with a log line, and the queue consumer and the cron sweep refuse
 * to run. The same worker with a known environment serves as usual.
 */
import { createExecutionContext, createMessageBatch, createScheduledController, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../../worker/app.tsx'
import worker from '../../worker/index.ts'
import { UNCONFIGURED_STATUS } from '../../worker/middleware/request-context.ts'
import { ORIGIN, loadSeedFor } from './helpers.ts'
import { PIM_ORIGIN } from './pim-fixtures.ts'

const BROKEN_ENVIRONMENTS: Array<[string, unknown]> = [
  ['missing', undefined],
  ['empty', ''],
  ['a typo', 'PROD'],
  ['lower case', 'local'],
  ['another stage', 'STAGING'],
]
const PATHS = [
  `${ORIGIN}/`,
  `${ORIGIN}/contact`,
  `${ORIGIN}/portal`,
  `${ORIGIN}/auth/local-oidc/.well-known/openid-configuration`,
  `${ORIGIN}/api/products`,
  `${PIM_ORIGIN}/`,
]

afterEach(() => {
  vi.restoreAllMocks()
})

function withEnvironment(value: unknown): Cloudflare.Env {
  const bindings = { ...env } as Record<string, unknown>
  if (value === undefined) delete bindings.ENVIRONMENT
  else bindings.ENVIRONMENT = value
  return bindings as unknown as Cloudflare.Env
}

describe('an unknown or missing ENVIRONMENT refuses to run', () => {
  for (const [label, value] of BROKEN_ENVIRONMENTS) {
    it(`${label}: every request answers ${UNCONFIGURED_STATUS} with a log line, nothing served as LOCAL`, async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      for (const url of PATHS) {
        const response = await app.request(url, {}, withEnvironment(value), createExecutionContext())
        expect({ url, status: response.status }).toEqual({ url, status: UNCONFIGURED_STATUS })
        expect(response.headers.get('Cache-Control')).toBe('no-store')
        expect(await response.text()).toBe('Service Unavailable')
      }
      const post = await app.request(
        `${ORIGIN}/api/contact-request`,
        { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
        withEnvironment(value),
        createExecutionContext(),
      )
      expect(post.status).toBe(UNCONFIGURED_STATUS)
      await post.arrayBuffer()
      expect(logged).toHaveBeenCalledTimes(PATHS.length + 1)
      expect(String(logged.mock.calls[0]![0])).toMatch(
        /^\[error\] ENVIRONMENT is .+; it must be one of LOCAL, DEV, UAT, PRD\. Refusing to run\./,
      )
    })
  }

  it('the queue consumer and the cron sweep refuse too (logged; the queue retries the batch)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const batch = createMessageBatch('leads', [{ id: 'message-1', timestamp: new Date(), attempts: 1, body: { leadId: 'lead-1' } }])
    await expect(worker.queue(batch, withEnvironment('STAGING'))).rejects.toThrow(/ENVIRONMENT is "STAGING"/)
    const controller = createScheduledController({ scheduledTime: new Date(), cron: '*/10 * * * *' })
    await expect(worker.scheduled(controller, withEnvironment(undefined))).rejects.toThrow(/ENVIRONMENT is missing/)
    expect(logged).toHaveBeenCalledTimes(2)
  })

  it('a known environment serves as usual', async () => {
    await loadSeedFor(['/'])
    for (const environment of ['LOCAL', 'PRD']) {
      const response = await app.request(`${ORIGIN}/`, {}, withEnvironment(environment), createExecutionContext())
      expect({ environment, status: response.status }).toEqual({ environment, status: 200 })
      await response.arrayBuffer()
    }
  })
})
