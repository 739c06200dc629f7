/**
 * The shared fetch wrapper (ui/client/http.ts, SPEC.md point 7 "Client behaviour"): timeout,
 * statuses that raise, and which methods retry on which statuses.
 */
import { describe, expect, it } from 'vitest'
import { HttpError, RETRY_STATUSES, TIMEOUT_MESSAGE, http, httpJson } from '../../ui/client/http.ts'

/** A fetch that answers the given statuses in turn and counts its calls. */
function answering(...statuses: number[]) {
  const calls: Array<{ url: string; method: string }> = []
  const run = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET' })
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!
    return new Response(status === 204 ? null : JSON.stringify({ status }), { status, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { run, calls }
}

/** A fetch that never answers until its signal aborts. */
const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true })
  })) as typeof fetch

describe('timeout', () => {
  it('aborts with a TimeoutError "The operation was aborted due to timeout" (code 23)', async () => {
    const error = await http('/slow', { fetch: hanging, timeout: 20 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DOMException)
    expect(error).toMatchObject({ name: 'TimeoutError', message: TIMEOUT_MESSAGE, code: 23 })
    expect(TIMEOUT_MESSAGE).toBe('The operation was aborted due to timeout')
  })

  it('is not retried: the timeout is the whole budget of the call', async () => {
    let calls = 0
    const counting = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls++
      return hanging(input, init)
    }) as typeof fetch
    await expect(http('/slow', { fetch: counting, timeout: 10 })).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(calls).toBe(1)
  })

  it("keeps the caller's own abort as it is, not as a timeout, and does not retry it", async () => {
    const controller = new AbortController()
    const pending = http('/slow', { fetch: hanging, timeout: 1_000, signal: controller.signal })
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'Left the page' })
  })

  it('does not fire once the answer is there', async () => {
    const { run } = answering(200)
    const response = await http('/fast', { fetch: run, timeout: 50 })
    expect(response.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 80))
  })
})

describe('error statuses', () => {
  it.each([400, 404, 422, 500, 599])('%i raises an HttpError carrying the status and response', async (status) => {
    const { run } = answering(status)
    const error = await http('/x', { fetch: run, retry: 0 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(status)
    expect(await (error as HttpError).response.json()).toEqual({ status })
  })

  it.each([200, 204, 301, 399])('%i does not raise', async (status) => {
    const { run } = answering(status)
    expect((await http('/x', { fetch: run })).status).toBe(status)
  })

  it('does not raise when told to ignore the error, for every status or for chosen ones', async () => {
    expect((await http('/x', { fetch: answering(404).run, ignoreResponseError: true })).status).toBe(404)
    expect((await http('/x', { fetch: answering(404).run, ignoreResponseError: (status) => status === 404 })).status).toBe(404)
    await expect(http('/x', { fetch: answering(410).run, ignoreResponseError: (status) => status === 404 })).rejects.toBeInstanceOf(
      HttpError,
    )
  })

  it('httpJson reads the JSON answer and asks for JSON', async () => {
    let accept: string | null = null
    const run = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      accept = new Headers(init?.headers).get('Accept')
      return Response.json({ id: 'abc' })
    }) as typeof fetch
    expect(await httpJson('/builds/latest.json', { fetch: run })).toEqual({ id: 'abc' })
    expect(accept).toBe('application/json')
  })
})

describe('retries', () => {
  it('lists exactly the statuses of SPEC.md point 7', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it.each([...RETRY_STATUSES])('GET retries once on %i, then answers', async (status) => {
    const { run, calls } = answering(status, 200)
    const response = await http('/x', { fetch: run, retryDelayMs: 0 })
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it.each(['GET', 'HEAD', 'OPTIONS'])('%s retries only once, then raises the status', async (method) => {
    const { run, calls } = answering(503)
    const error = await http('/x', { fetch: run, method, retryDelayMs: 0 }).catch((caught: unknown) => caught)
    expect((error as HttpError).status).toBe(503)
    expect(calls).toHaveLength(2)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('%s never retries, even when asked to', async (method) => {
    const { run, calls } = answering(503, 200)
    await expect(http('/x', { fetch: run, method, retry: 3, retryDelayMs: 0 })).rejects.toMatchObject({ status: 503 })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe(method.toUpperCase())
  })

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('GET does not retry on %i', async (status) => {
    const { run, calls } = answering(status, 200)
    await expect(http('/x', { fetch: run, retryDelayMs: 0 })).rejects.toMatchObject({ status })
    expect(calls).toHaveLength(1)
  })

  it('GET retries once after a network failure', async () => {
    let calls = 0
    const flaky = (async () => {
      calls++
      if (calls === 1) throw new TypeError('Network connection lost')
      return new Response('ok')
    }) as typeof fetch
    expect(await (await http('/x', { fetch: flaky, retryDelayMs: 0 })).text()).toBe('ok')
    expect(calls).toBe(2)
  })

  it('POST does not retry after a network failure', async () => {
    let calls = 0
    const failing = (async () => {
      calls++
      throw new TypeError('Network connection lost')
    }) as typeof fetch
    await expect(http('/x', { fetch: failing, method: 'POST', retryDelayMs: 0 })).rejects.toBeInstanceOf(TypeError)
    expect(calls).toBe(1)
  })
})
