/**
 * Live content preview in the browser (docs/decisions/018-live-content-preview.md): a page opened
 * in preview mode carries its subscription (ui/client/runtime-config.ts); the runtime POSTs it to
 * the stream endpoint and refreshes the page whenever a `next` event says its content was
 * republished. A 4xx answer ends the subscription (no retry); a 5xx, a wrong content type or a
 * broken stream reconnects after a backoff starting at 1 s, doubling with jitter up to 20 s.
 */
import type { Logger } from '../log/logger.ts'
import { reconnectDelay } from './backoff.ts'
import { parseEventStream } from './event-stream.ts'
import { http } from './http.ts'
import { CONTENT_PREVIEW_ELEMENT_ID, type ContentPreviewConfig, readDataBlock } from './runtime-config.ts'

export const EVENT_STREAM_TYPE = 'text/event-stream'

export type StreamAnswer = 'stream' | 'give-up' | 'retry'

/** What to do with the subscription's answer. */
export function streamAnswer(status: number, contentType: string | null): StreamAnswer {
  if (status >= 400 && status < 500) return 'give-up'
  if (status >= 200 && status < 300 && (contentType ?? '').startsWith(EVENT_STREAM_TYPE)) return 'stream'
  return 'retry'
}

interface Subscription {
  signature: string
  controller: AbortController
  timer?: ReturnType<typeof setTimeout>
}

export function startContentPreview(logger: Logger, republished: () => void) {
  let active: Subscription | undefined

  async function read(subscription: Subscription, body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }))
      buffer = parsed.rest
      for (const event of parsed.events) {
        if (event.event === 'complete') return
        if (event.event === 'next' && subscription === active) republished()
      }
    }
  }

  function connect(subscription: Subscription, config: ContentPreviewConfig, attempt: number): void {
    const retry = (why: string) => {
      if (subscription !== active) return
      const delay = reconnectDelay(attempt)
      logger.warn(`Content stream ${why}; reconnecting in ${delay} ms`)
      subscription.timer = setTimeout(() => connect(subscription, config, attempt + 1), delay)
    }
    http(config.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: EVENT_STREAM_TYPE },
      body: JSON.stringify({ query: config.query, variables: config.variables }),
      credentials: 'same-origin',
      signal: subscription.controller.signal,
      ignoreResponseError: true,
    })
      .then(async (response) => {
        const answer = streamAnswer(response.status, response.headers.get('Content-Type'))
        if (answer !== 'stream' || !response.body) {
          await response.body?.cancel()
          if (answer === 'give-up') logger.warn(`Content stream refused (${response.status}); not retrying`)
          else retry(`answered ${response.status} ${response.headers.get('Content-Type') ?? ''}`)
          return
        }
        // Connected: a later break starts the backoff afresh.
        attempt = 0
        await read(subscription, response.body)
        retry('ended')
      })
      .catch((error: unknown) => {
        if (!subscription.controller.signal.aborted) retry(`failed: ${String(error)}`)
      })
  }

  /** Follows the subscription of the page shown now: keeps it, replaces it or ends it. */
  return function follow(): void {
    const config = readDataBlock<ContentPreviewConfig>(document, CONTENT_PREVIEW_ELEMENT_ID)
    const signature = config ? JSON.stringify(config) : ''
    if (active?.signature === signature) return
    if (active) {
      clearTimeout(active.timer)
      active.controller.abort()
      active = undefined
    }
    if (!config) return
    active = { signature, controller: new AbortController() }
    connect(active, config, 0)
  }
}
