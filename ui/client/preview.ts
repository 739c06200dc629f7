/**
 * Live content preview in the browser (docs/decisions/040-live-preview-over-graphql-ws.md): a
 * page opened in preview mode carries its subscription (ui/client/runtime-config.ts); only then
 * the runtime loads the graphql-ws client (preview-socket.ts, a chunk of its own) and subscribes
 * over the preview socket, refreshing the page whenever a `next` message says its content changed.
 * Pages outside preview mode load nothing more.
 */
import type { Logger } from '../log/logger.ts'
import { CONTENT_PREVIEW_ELEMENT_ID, type ContentPreviewConfig, readDataBlock } from './runtime-config.ts'

interface Subscription {
  signature: string
  stop: () => void
}

export function startContentPreview(logger: Logger, republished: () => void) {
  let active: Subscription | undefined

  /** Follows the subscription of the page shown now: keeps it, replaces it or ends it. */
  return function follow(): void {
    const config = readDataBlock<ContentPreviewConfig>(document, CONTENT_PREVIEW_ELEMENT_ID)
    const signature = config ? JSON.stringify(config) : ''
    if (active?.signature === signature) return
    active?.stop()
    active = undefined
    if (!config) return
    let stopped = false
    let stopSocket: (() => void) | undefined
    const subscription: Subscription = {
      signature,
      stop() {
        stopped = true
        stopSocket?.()
      },
    }
    active = subscription
    import('./preview-socket.ts')
      .then(({ subscribeToContent }) => {
        if (stopped) return
        stopSocket = subscribeToContent(config, logger, () => {
          if (active === subscription) republished()
        })
      })
      .catch((error: unknown) => logger.warn(`Content preview could not start: ${String(error)}`))
  }
}
