/**
 * The shared fetch wrapper (SPEC.md point 7 "Client behaviour"):
 * - `timeout` aborts the call with a TimeoutError 'The operation was aborted due to timeout'
 *   (a DOMException, code 23). The timeout is the caller's whole budget: it is not retried.
 * - answers with a status from 400 to 599 raise an HttpError unless `ignoreResponseError` says so;
 * - idempotent methods (GET, HEAD, OPTIONS) retry once, POST, PUT, PATCH and DELETE never, on the
 *   statuses of RETRY_STATUSES and on network failures. A caller's own abort is never retried.
 * Plain TypeScript on `fetch`, for the browser runtime and the worker alike.
 */

export const TIMEOUT_MESSAGE = 'The operation was aborted due to timeout'
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const IDEMPOTENT_RETRIES = 1
export const RETRY_DELAY_MS = 250

const NEVER_RETRIED = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    readonly response: Response,
    method: string,
    url: string,
  ) {
    super(`${method} ${url} answered ${status} ${response.statusText}`.trim())
  }
}

export interface HttpOptions extends RequestInit {
  /** Milliseconds before the call is aborted with a TimeoutError. */
  timeout?: number
  /** true, or a test per status: answers that should not raise. */
  ignoreResponseError?: boolean | ((status: number) => boolean)
  /** Retries on RETRY_STATUSES; defaults to 1 for idempotent methods and is always 0 for the others. */
  retry?: number
  retryDelayMs?: number
  fetch?: typeof fetch
}

export function timeoutError(): DOMException {
  return new DOMException(TIMEOUT_MESSAGE, 'TimeoutError')
}

export function retriesFor(method: string, requested?: number): number {
  if (NEVER_RETRIED.has(method)) return 0
  return Math.max(0, requested ?? IDEMPOTENT_RETRIES)
}

function ignores(option: HttpOptions['ignoreResponseError'], status: number): boolean {
  return typeof option === 'function' ? option(status) : option === true
}

function pause(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/** One attempt, aborted with a TimeoutError after `timeout` ms. */
async function attempt(run: typeof fetch, url: string, init: RequestInit, timeout: number | undefined): Promise<Response> {
  if (!timeout) return run(url, init)
  const controller = new AbortController()
  const caller = init.signal
  const onCallerAbort = () => controller.abort(caller?.reason)
  if (caller?.aborted) onCallerAbort()
  caller?.addEventListener('abort', onCallerAbort, { once: true })
  const timer = setTimeout(() => controller.abort(timeoutError()), timeout)
  try {
    return await run(url, { ...init, signal: controller.signal })
  } catch (error) {
    if (controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError' && !caller?.aborted) {
      throw controller.signal.reason
    }
    throw error
  } finally {
    clearTimeout(timer)
    caller?.removeEventListener('abort', onCallerAbort)
  }
}

export async function http(url: string, options: HttpOptions = {}): Promise<Response> {
  const { timeout, ignoreResponseError, retry, retryDelayMs = RETRY_DELAY_MS, fetch: run = fetch, ...init } = options
  const method = (init.method ?? 'GET').toUpperCase()
  let retriesLeft = retriesFor(method, retry)
  for (;;) {
    let response: Response
    try {
      response = await attempt(run, url, { ...init, method }, timeout)
    } catch (error) {
      const networkFailure = error instanceof TypeError && !init.signal?.aborted
      if (!networkFailure || retriesLeft <= 0) throw error
      retriesLeft--
      await pause(retryDelayMs, init.signal)
      continue
    }
    if (RETRY_STATUSES.has(response.status) && retriesLeft > 0) {
      retriesLeft--
      await response.body?.cancel()
      await pause(retryDelayMs, init.signal)
      continue
    }
    if (response.status >= 400 && response.status <= 599 && !ignores(ignoreResponseError, response.status)) {
      throw new HttpError(response.status, response, method, url)
    }
    return response
  }
}

/** `http` for a JSON answer. */
export async function httpJson<T>(url: string, options: HttpOptions = {}): Promise<T> {
  const headers = new Headers(options.headers)
  if (!headers.has('Accept')) headers.set('Accept', 'application/json')
  const response = await http(url, { ...options, headers })
  return (await response.json()) as T
}
