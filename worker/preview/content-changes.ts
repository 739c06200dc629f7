/**
 * Content change notifications (docs/decisions/018-live-content-preview.md,
 * docs/decisions/040-live-preview-over-graphql-ws.md): one Durable Object per environment that
 * - holds the WebSockets of pages open in preview mode, speaking the graphql-ws protocol
 *   (`graphql-transport-ws`), each socket with up to PREVIEW_MAX_SUBSCRIPTIONS subscriptions to
 *   the KV keys its page shows, and sends a `next` message when a publish, or a save of a draft
 *   previewed on the site (the PIM), changes one of those keys;
 * - keeps the index of cached pages by the keys they were rendered from, so a publish purges
 *   exactly the pages it affects (worker/render/page-cache.ts).
 *
 * The sockets use the WebSocket Hibernation API: the runtime holds them while the object sleeps,
 * so idle previews cost no duration. Nothing that matters lives only in memory: each socket's
 * attachment says whether it was acknowledged, and the subscriptions with their keys are rows of
 * the object's SQLite storage. graphql-ws's transport-agnostic server (`makeServer`) speaks the
 * protocol; after a wake-up it is opened again for a socket and told the socket was already
 * initialised (its acknowledgement swallowed), so the client sees one unbroken connection.
 * Keep-alive pings are answered by the runtime without waking the object.
 */
import { DurableObject } from 'cloudflare:workers'
import { GraphQLError, buildSchema, parse } from 'graphql'
import { CloseCode, GRAPHQL_TRANSPORT_WS_PROTOCOL, MessageType, type SubscribePayload, makeServer, stringifyMessage } from 'graphql-ws'
import type { Bindings } from '../env.ts'
import {
  CONTENT_CHANGED_QUERY,
  PREVIEW_MAX_KEYS,
  PREVIEW_MAX_KEY_LENGTH,
  PREVIEW_MAX_SOCKETS,
  PREVIEW_MAX_SUBSCRIPTIONS,
  PREVIEW_SOCKET_BUSY,
  normalisedQuery,
} from './preview-page.ts'

/** The one instance every worker talks to. */
export const CONTENT_CHANGES_INSTANCE = 'content'

export interface ContentChangedEvent {
  keys: string[]
  publishedAt: string
}

export interface PublishOutcome {
  /** Cache API keys of the pages rendered from a changed key. */
  cacheKeys: string[]
  /** Subscriptions told about the change. */
  notified: number
}

/** What a socket keeps across hibernation (serializeAttachment: at most 2 KB, so the keys live in SQLite). */
export interface SocketAttachment {
  socketId: string
  protocol: string
  acknowledged: boolean
}

/** The schema the one subscription is validated against (no queries or mutations are served). */
const schema = buildSchema(`
  type ContentChanged { keys: [String!]! publishedAt: String! }
  type Query { _unused: Boolean }
  type Subscription { contentChanged(keys: [String!]!): ContentChanged! }
`)
const contentChangedDocument = parse(CONTENT_CHANGED_QUERY)

/** A subscription that yields nothing by itself: the object sends its `next` messages from storage. */
function waitingSubscription(): AsyncGenerator<never, void, unknown> {
  let finish: (result: IteratorResult<never, void>) => void = () => undefined
  const ended = new Promise<IteratorResult<never, void>>((resolve) => {
    finish = resolve
  })
  const generator: AsyncGenerator<never, void, unknown> = {
    next: () => ended,
    return: () => {
      finish({ done: true, value: undefined })
      return Promise.resolve({ done: true, value: undefined })
    },
    throw: (error: unknown) => {
      finish({ done: true, value: undefined })
      return Promise.reject(error)
    },
    [Symbol.asyncIterator]: () => generator,
    [Symbol.asyncDispose]: () => Promise.resolve(),
  }
  return generator
}

/** The keys a subscribe message asks for, or why it is refused. */
export function subscriptionKeys(payload: SubscribePayload): string[] | string {
  if (normalisedQuery(payload.query) !== CONTENT_CHANGED_QUERY) return 'Unknown subscription: only contentChanged is served'
  const keys = (payload.variables as { keys?: unknown } | null | undefined)?.keys
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > PREVIEW_MAX_KEYS) return `Give between 1 and ${PREVIEW_MAX_KEYS} keys`
  if (!keys.every((key) => typeof key === 'string' && key.length > 0 && key.length <= PREVIEW_MAX_KEY_LENGTH))
    return 'Each key is a non-empty string'
  return [...new Set(keys as string[])]
}

interface Session {
  handle(data: string): Promise<void>
  closed(code?: number, reason?: string): Promise<void>
}

interface SocketExtra {
  ws: WebSocket
  socketId: string
}

export class ContentChanges extends DurableObject<Bindings> {
  /** The graphql-ws server of each socket this instance has seen since it woke. */
  private readonly sessions = new Map<WebSocket, Session>()
  private readonly server = this.graphqlServer(3_000)
  /** For sockets resumed after hibernation: initialised at once, so no wait timer. */
  private readonly resumingServer = this.graphqlServer(0)

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    const sql = ctx.storage.sql
    sql.exec(
      `CREATE TABLE IF NOT EXISTS cached_pages (
        content_key TEXT NOT NULL,
        cache_key TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        PRIMARY KEY (content_key, cache_key)
      )`,
    )
    sql.exec(
      `CREATE TABLE IF NOT EXISTS preview_subscriptions (
        socket_id TEXT NOT NULL,
        subscription_id TEXT NOT NULL,
        content_key TEXT NOT NULL,
        PRIMARY KEY (socket_id, subscription_id, content_key)
      )`,
    )
    sql.exec('CREATE INDEX IF NOT EXISTS preview_subscriptions_by_key ON preview_subscriptions (content_key)')
    // Sockets that did not survive a restart (a deploy) leave rows behind: forget them.
    const open = ctx.getWebSockets().map((ws) => (ws.deserializeAttachment() as SocketAttachment | null)?.socketId)
    const known = new Set(open.filter((id): id is string => Boolean(id)))
    for (const row of sql.exec<{ socket_id: string }>('SELECT DISTINCT socket_id FROM preview_subscriptions').toArray()) {
      if (!known.has(row.socket_id)) sql.exec('DELETE FROM preview_subscriptions WHERE socket_id = ?', row.socket_id)
    }
    // graphql-ws keep-alive pings are answered by the runtime, without waking the object.
    ctx.setWebSocketAutoResponse(
      new WebSocketRequestResponsePair(stringifyMessage({ type: MessageType.Ping }), stringifyMessage({ type: MessageType.Pong })),
    )
  }

  /** A WebSocket upgrade, already authorised by the preview route (worker/preview/routes.ts). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected a WebSocket upgrade', { status: 426 })
    const pair = new WebSocketPair()
    const [client, server] = [pair[0], pair[1]]
    const offered = (request.headers.get('Sec-WebSocket-Protocol') ?? '').split(',').map((each) => each.trim())
    const protocol = offered.includes(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : ''
    const headers = protocol ? { 'Sec-WebSocket-Protocol': protocol } : undefined
    if (this.ctx.getWebSockets().length >= PREVIEW_MAX_SOCKETS) {
      // Busy: the client retries after its backoff (1013 is not a refusal).
      server.accept()
      server.close(PREVIEW_SOCKET_BUSY, 'Too many previews open; try again later')
      return new Response(null, { status: 101, webSocket: client, headers })
    }
    const socketId = crypto.randomUUID()
    this.ctx.acceptWebSocket(server, [socketId])
    server.serializeAttachment({ socketId, protocol, acknowledged: false } satisfies SocketAttachment)
    this.sessions.set(server, this.open(server, this.server))
    return new Response(null, { status: 101, webSocket: client, headers })
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') {
      ws.close(CloseCode.BadRequest, 'Messages are text')
      return
    }
    const session = this.sessionOf(ws)
    const attachment = ws.deserializeAttachment() as SocketAttachment
    let type: unknown
    let id: unknown
    try {
      ;({ type, id } = JSON.parse(message) as { type?: unknown; id?: unknown })
    } catch {
      // graphql-ws answers it (4400).
    }
    if (type === MessageType.Complete && typeof id === 'string') this.forget(attachment.socketId, id)
    if (type === MessageType.Subscribe && typeof id === 'string' && this.hasSubscription(attachment.socketId, id)) {
      // graphql-ws knows only the subscriptions since the last wake; storage knows them all.
      ws.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`)
      return
    }
    // A subscription's handler runs until it completes: not awaited, so the object may sleep.
    session.handle(message).catch(() => ws.close(CloseCode.InternalServerError, 'Internal server error'))
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    await this.drop(ws, code, reason)
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason)
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.drop(ws, 1011, 'WebSocket error')
  }

  /** Notes that `cacheKey` holds a page rendered from `contentKeys`, until `expiresAt` (ms). */
  recordCachedPage(cacheKey: string, contentKeys: string[], expiresAt: number): void {
    const sql = this.ctx.storage.sql
    sql.exec('DELETE FROM cached_pages WHERE expires_at < ?', Date.now())
    for (const key of contentKeys) {
      sql.exec('INSERT OR REPLACE INTO cached_pages (content_key, cache_key, expires_at) VALUES (?, ?, ?)', key, cacheKey, expiresAt)
    }
  }

  /** A publish changed `keys`: tell the subscriptions that show one of them, and hand back the pages to purge. */
  published(keys: string[], publishedAt: string): PublishOutcome {
    const changed = new Set(keys)
    const notified = this.notify(keys, publishedAt)
    const cacheKeys = new Set<string>()
    const sql = this.ctx.storage.sql
    for (const key of changed) {
      for (const row of sql.exec<{ cache_key: string }>('SELECT cache_key FROM cached_pages WHERE content_key = ?', key)) {
        cacheKeys.add(row.cache_key)
      }
    }
    for (const cacheKey of cacheKeys) sql.exec('DELETE FROM cached_pages WHERE cache_key = ?', cacheKey)
    return { cacheKeys: [...cacheKeys], notified }
  }

  /**
   * A draft previewed on the site changed what it shows under `keys` (a PIM save): tell the
   * subscriptions that show one of them. Nothing public changed, so no cached page is purged.
   */
  draftChanged(keys: string[], savedAt: string): number {
    return this.notify(keys, savedAt)
  }

  /** How many subscriptions are open (tests and the publish report). */
  subscriberCount(): number {
    return this.ctx.storage.sql
      .exec<{ count: number }>('SELECT COUNT(*) AS count FROM (SELECT DISTINCT socket_id, subscription_id FROM preview_subscriptions)')
      .one().count
  }

  /** How many preview sockets the runtime holds (tests). */
  socketCount(): number {
    return this.ctx.getWebSockets().length
  }

  private notify(keys: string[], at: string): number {
    const sql = this.ctx.storage.sql
    const payload = { data: { contentChanged: { keys, publishedAt: at } satisfies ContentChangedEvent } }
    const targets = new Map<string, Set<string>>()
    for (const key of new Set(keys)) {
      for (const row of sql.exec<{ socket_id: string; subscription_id: string }>(
        'SELECT socket_id, subscription_id FROM preview_subscriptions WHERE content_key = ?',
        key,
      )) {
        const ids = targets.get(row.socket_id) ?? new Set<string>()
        ids.add(row.subscription_id)
        targets.set(row.socket_id, ids)
      }
    }
    let notified = 0
    for (const [socketId, ids] of targets) {
      const [ws] = this.ctx.getWebSockets(socketId)
      if (!ws) {
        sql.exec('DELETE FROM preview_subscriptions WHERE socket_id = ?', socketId)
        continue
      }
      for (const id of ids) {
        try {
          ws.send(stringifyMessage({ id, type: MessageType.Next, payload }))
          notified++
        } catch {
          this.forget(socketId)
        }
      }
    }
    return notified
  }

  private graphqlServer(connectionInitWaitTimeout: number) {
    return makeServer<Record<string, unknown> | undefined, SocketExtra>({
      schema,
      connectionInitWaitTimeout,
      onConnect: (ctx) => {
        const attachment = ctx.extra.ws.deserializeAttachment() as SocketAttachment
        ctx.extra.ws.serializeAttachment({ ...attachment, acknowledged: true } satisfies SocketAttachment)
        return true
      },
      onSubscribe: (ctx, id, payload) => {
        const keys = subscriptionKeys(payload)
        if (typeof keys === 'string') return [new GraphQLError(keys)]
        const sql = this.ctx.storage.sql
        const open = sql
          .exec<{ count: number }>(
            'SELECT COUNT(DISTINCT subscription_id) AS count FROM preview_subscriptions WHERE socket_id = ?',
            ctx.extra.socketId,
          )
          .one().count
        if (open >= PREVIEW_MAX_SUBSCRIPTIONS)
          return [new GraphQLError(`At most ${PREVIEW_MAX_SUBSCRIPTIONS} subscriptions per connection`)]
        for (const key of keys) {
          sql.exec(
            'INSERT OR IGNORE INTO preview_subscriptions (socket_id, subscription_id, content_key) VALUES (?, ?, ?)',
            ctx.extra.socketId,
            id,
            key,
          )
        }
        return { schema, document: contentChangedDocument, variableValues: { keys }, operationName: 'ContentChanged' }
      },
      subscribe: () => waitingSubscription(),
      onComplete: (ctx, id) => this.forget(ctx.extra.socketId, id),
    })
  }

  /** Opens graphql-ws's server on `ws`: the returned session takes its messages. */
  private open(ws: WebSocket, server: ReturnType<ContentChanges['graphqlServer']>, swallowAck = false): Session {
    const attachment = ws.deserializeAttachment() as SocketAttachment
    let handler: (data: string) => Promise<void> = () => Promise.resolve()
    let swallow = swallowAck
    const closed = server.opened(
      {
        protocol: attachment.protocol,
        send: (data) => {
          if (swallow && data === stringifyMessage({ type: MessageType.ConnectionAck })) {
            swallow = false
            return
          }
          ws.send(data)
        },
        close: (code, reason) => ws.close(code, reason),
        onMessage: (callback) => {
          handler = callback
        },
      },
      { ws, socketId: attachment.socketId },
    )
    let ready: Promise<void> = Promise.resolve()
    // Resumed after a wake-up: initialised as the client once did, before its next message.
    if (swallowAck) ready = handler(stringifyMessage({ type: MessageType.ConnectionInit }))
    return { handle: (data) => ready.then(() => handler(data)), closed }
  }

  /** The socket's session; after a wake-up, opened again and initialised as the client once did. */
  private sessionOf(ws: WebSocket): Session {
    const known = this.sessions.get(ws)
    if (known) return known
    const attachment = ws.deserializeAttachment() as SocketAttachment
    const session = attachment.acknowledged ? this.open(ws, this.resumingServer, true) : this.open(ws, this.server)
    this.sessions.set(ws, session)
    return session
  }

  private hasSubscription(socketId: string, id: string): boolean {
    return (
      this.ctx.storage.sql
        .exec('SELECT 1 FROM preview_subscriptions WHERE socket_id = ? AND subscription_id = ? LIMIT 1', socketId, id)
        .toArray().length > 0
    )
  }

  private forget(socketId: string, id?: string): void {
    if (id === undefined) this.ctx.storage.sql.exec('DELETE FROM preview_subscriptions WHERE socket_id = ?', socketId)
    else this.ctx.storage.sql.exec('DELETE FROM preview_subscriptions WHERE socket_id = ? AND subscription_id = ?', socketId, id)
  }

  private async drop(ws: WebSocket, code: number, reason: string): Promise<void> {
    const attachment = ws.deserializeAttachment() as SocketAttachment | null
    if (attachment) this.forget(attachment.socketId)
    const session = this.sessions.get(ws)
    this.sessions.delete(ws)
    await session?.closed(code, reason)
  }
}

/** The stub of the one instance. */
export function contentChanges(env: Pick<Bindings, 'CONTENT_CHANGES'>): DurableObjectStub<ContentChanges> {
  return env.CONTENT_CHANGES.get(env.CONTENT_CHANGES.idFromName(CONTENT_CHANGES_INSTANCE))
}
