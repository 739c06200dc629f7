/**
 * The worker: the Hono app for requests, the LEADS queue consumer (and its dead-letter queue),
 * the scheduled sweep that leaves no lead stuck (worker/leads/lead-sweep.ts) and drops old
 * rate-limit windows, and the content-changes Durable Object.
 */
import { app } from './app.tsx'
import type { Bindings } from './env.ts'
import { leadQueueHandler, scheduledSweep } from './leads/lead-worker.ts'

export { ContentChanges } from './preview/content-changes.ts'

export default {
  fetch: app.fetch,
  queue: leadQueueHandler,
  scheduled: scheduledSweep,
} satisfies ExportedHandler<Bindings>
