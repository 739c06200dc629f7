/**
 * The preview subscription over graphql-ws (docs/decisions/040-live-preview-over-graphql-ws.md),
 * loaded only by pages in preview mode. One client per subscription: it connects to the preview
 * socket, reconnects after 1 s doubling with jitter up to 20 s (backoff.ts) when the connection
 * breaks or the server is busy, and gives up on a refusal (close codes 4400–4499, e.g. 4401 when
 * the preview token has expired). Keep-alive pings every 25 s keep proxies from closing an idle
 * socket; the server's runtime answers them without waking the Durable Object.
 */
import { createClient } from 'graphql-ws/client'
import type { Logger } from '../log/logger.ts'
import { isRefusal, reconnectDelay } from './backoff.ts'
import type { ContentPreviewConfig } from './runtime-config.ts'

export const PREVIEW_KEEPALIVE_MS = 25_000

function socketUrl(endpoint: string): string {
  const url = new URL(endpoint, location.href)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}

function closeCode(event: unknown): number | undefined {
  return typeof event === 'object' && event !== null && 'code' in event && typeof event.code === 'number' ? event.code : undefined
}

/** Subscribes to the page's content; `changed` runs on each `next`. Returns the function that ends it. */
export function subscribeToContent(config: ContentPreviewConfig, logger: Logger, changed: () => void): () => void {
  const client = createClient({
    url: socketUrl(config.endpoint),
    keepAlive: PREVIEW_KEEPALIVE_MS,
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(retries))),
    shouldRetry: (event) => {
      const code = closeCode(event)
      const retry = code === undefined || !isRefusal(code)
      logger.warn(retry ? `Content socket closed (${code ?? 'error'}); reconnecting` : `Content socket refused (${code}); not retrying`)
      return retry
    },
  })
  const unsubscribe = client.subscribe<unknown>(
    { query: config.query, variables: config.variables },
    {
      next: () => changed(),
      error: (error) => logger.warn(`Content subscription ended: ${JSON.stringify(error)}`),
      complete: () => undefined,
    },
  )
  return () => {
    unsubscribe()
    void client.dispose()
  }
}
