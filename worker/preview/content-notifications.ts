/**
 * The one place the worker tells pages open in preview that what they show changed: after a
 * publish (the publish endpoint, the PIM's publish and its cron sweep), and after a PIM editor saves
 * a draft previewed on the site. Today the content-change Durable Object pushes the news down the
 * preview pages' event streams (decision 018); whatever carries it later, callers stay as they are.
 */
import type { Bindings } from '../env.ts'
import { contentChanges, type PublishOutcome } from './content-changes.ts'

/** Published records changed under `keys`: previews showing them refresh; the answer names the cached pages to purge. */
export function notifyPublished(env: Pick<Bindings, 'CONTENT_CHANGES'>, keys: string[], at: Date = new Date()): Promise<PublishOutcome> {
  return contentChanges(env).published(keys, at.toISOString())
}

/** A previewed draft now shows something else under `keys`: previews showing them refresh. How many were told. */
export function notifyDraftChanged(env: Pick<Bindings, 'CONTENT_CHANGES'>, keys: string[], at: Date = new Date()): Promise<number> {
  return keys.length ? contentChanges(env).draftChanged(keys, at.toISOString()) : Promise.resolve(0)
}
