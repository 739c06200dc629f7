/**
 * A graphql-ws client for worker tests, speaking the protocol by hand so that each message the
 * preview socket sends can be checked: opens `/preview/socket` through the real worker, keeps
 * every message and the close event, and waits for the next one.
 */
import { GRAPHQL_TRANSPORT_WS_PROTOCOL } from 'graphql-ws'
import { expect } from 'vitest'
import { CONTENT_CHANGED_QUERY } from '../../worker/preview/preview-page.ts'
import { ORIGIN, visit } from './helpers.ts'

export interface ServerMessage {
  type: string
  id?: string
  payload?: unknown
}

export interface TestSocket {
  response: Response
  send(message: object | string): void
  /** The next message not read yet (waits up to `ms`). */
  next(ms?: number): Promise<ServerMessage>
  /** The close event (waits up to `ms`). */
  closed(ms?: number): Promise<{ code: number; reason: string }>
  /** Whether a message arrives within `ms` (for "nothing is sent"). */
  quiet(ms?: number): Promise<boolean>
  close(): void
}

export function upgradeHeaders(init: { cookie?: string; origin?: string; protocol?: string | null } = {}): Record<string, string> {
  return {
    Upgrade: 'websocket',
    Origin: init.origin ?? ORIGIN,
    ...(init.protocol === null ? {} : { 'Sec-WebSocket-Protocol': init.protocol ?? GRAPHQL_TRANSPORT_WS_PROTOCOL }),
    ...(init.cookie ? { Cookie: init.cookie } : {}),
  }
}

function waitFor<T>(check: () => T | undefined, ms: number, what: string): Promise<T> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const poll = () => {
      const value = check()
      if (value !== undefined) return resolve(value)
      if (Date.now() - started > ms) return reject(new Error(`Timed out waiting for ${what}`))
      setTimeout(poll, 5)
    }
    poll()
  })
}

/** Opens the preview socket; fails unless the worker answers 101 with a WebSocket. */
export async function openSocket(init: { cookie?: string; origin?: string; protocol?: string | null } = {}): Promise<TestSocket> {
  const response = await visit('/preview/socket', { headers: upgradeHeaders(init) })
  expect(response.status).toBe(101)
  const ws = response.webSocket!
  const messages: ServerMessage[] = []
  let closeEvent: { code: number; reason: string } | undefined
  ws.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as ServerMessage)
  })
  ws.addEventListener('close', (event) => {
    closeEvent = { code: event.code, reason: event.reason }
  })
  ws.accept()
  return {
    response,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (ms = 5_000) => waitFor(() => messages.shift(), ms, 'a message'),
    closed: (ms = 5_000) => waitFor(() => closeEvent, ms, 'the close'),
    quiet: async (ms = 150) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      return messages.length === 0
    },
    close: () => {
      try {
        ws.close(1000, 'done')
      } catch {
        // Already closed.
      }
    },
  }
}

/** A socket past connection_init/ack with the content subscription `id` for `keys`. */
export async function subscribedSocket(cookie: string, keys: string[], id = '1'): Promise<TestSocket> {
  const socket = await openSocket({ cookie })
  socket.send({ type: 'connection_init' })
  expect(await socket.next()).toEqual({ type: 'connection_ack' })
  socket.send(subscribeMessage(id, keys))
  return socket
}

export function subscribeMessage(id: string, keys: string[], query = CONTENT_CHANGED_QUERY): object {
  return { id, type: 'subscribe', payload: { query, variables: { keys } } }
}

/** Waits until the content-change object holds `count` subscriptions (a subscribe has no answer of its own). */
export async function subscriptionsHeld(count: number): Promise<void> {
  const { env } = await import('cloudflare:test')
  const { contentChanges } = await import('../../worker/preview/content-changes.ts')
  const stub = contentChanges(env)
  const started = Date.now()
  for (;;) {
    const held = await stub.subscriberCount()
    if (held === count) return
    if (Date.now() - started > 5_000) throw new Error(`Expected ${count} subscriptions, the object holds ${held}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
