/**
 * The preview socket (decision 040) in workerd, through the real worker and the real Durable
 * Object: the graphql-ws handshake, the one subscription and what it receives on a publish, complete,
 * the refusals (no token, cross-site, another protocol, queries, unknown documents, too many keys or
 * subscriptions, a duplicate id) and a socket resumed after the object forgot it (as after hibernation).
 */
import { env, runInDurableObject } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCAL_PUBLISH_SECRET } from '../../kv-seed/publish-changes.ts'
import { type ContentChanges, contentChanges } from '../../worker/preview/content-changes.ts'
import { PREVIEW_MAX_KEYS, PREVIEW_MAX_SUBSCRIPTIONS, PREVIEW_SOCKET_UNAUTHORISED } from '../../worker/preview/preview-page.ts'
import { PREVIEW_COOKIE, previewToken } from '../../worker/preview/preview-token.ts'
import { visit } from './helpers.ts'
import {
  type TestSocket,
  openSocket,
  subscribeMessage,
  subscribedSocket,
  subscriptionsHeld,
  upgradeHeaders,
} from './preview-socket-client.ts'

const KEY = 'test/preview-socket'
const OTHER_KEY = 'test/preview-socket-other'
const open: TestSocket[] = []

async function previewCookie(): Promise<string> {
  return `${PREVIEW_COOKIE.name}=${await previewToken(env.PREVIEW_SECRET!)}`
}

async function track(socket: Promise<TestSocket>): Promise<TestSocket> {
  const opened = await socket
  open.push(opened)
  return opened
}

function publish(entries: Array<{ key: string; value: string }>) {
  return visit('/publish', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` },
    body: JSON.stringify({ entries }),
  }).then((response) => response.json<{ written: string[]; notified: number }>())
}

afterEach(async () => {
  for (const socket of open.splice(0)) socket.close()
  await subscriptionsHeld(0)
  await env.CONTENT.delete(KEY)
  await env.CONTENT.delete(OTHER_KEY)
})

describe('the preview socket', () => {
  it('acknowledges connection_init, sends `next` for a publish of a watched key, and stops after complete', async () => {
    const socket = await track(subscribedSocket(await previewCookie(), [KEY]))
    expect(socket.response.headers.get('Sec-WebSocket-Protocol')).toBe('graphql-transport-ws')
    await subscriptionsHeld(1)

    expect((await publish([{ key: OTHER_KEY, value: String(Date.now()) }])).notified).toBe(0)
    expect(await socket.quiet()).toBe(true)

    const report = await publish([{ key: KEY, value: String(Date.now()) }])
    expect(report).toMatchObject({ written: [KEY], notified: 1 })
    const next = await socket.next()
    expect(next).toMatchObject({ id: '1', type: 'next', payload: { data: { contentChanged: { keys: [KEY] } } } })
    const publishedAt = (next.payload as { data: { contentChanged: { publishedAt: string } } }).data.contentChanged.publishedAt
    expect(Date.parse(publishedAt)).not.toBeNaN()

    socket.send({ id: '1', type: 'complete' })
    await subscriptionsHeld(0)
    expect((await publish([{ key: KEY, value: `${Date.now()}-again` }])).notified).toBe(0)
    expect(await socket.quiet()).toBe(true)
  })

  it('answers ping with pong (the runtime does, without waking the object)', async () => {
    const socket = await track(openSocket({ cookie: await previewCookie() }))
    socket.send({ type: 'ping' })
    expect(await socket.next()).toEqual({ type: 'pong' })
  })

  it('closes the socket when the client goes, forgetting its subscriptions', async () => {
    const socket = await subscribedSocket(await previewCookie(), [KEY])
    await subscriptionsHeld(1)
    socket.close()
    await subscriptionsHeld(0)
  })

  it('without a preview token: accepted and closed at once with 4401, which the client does not retry', async () => {
    const socket = await track(openSocket())
    expect(await socket.closed()).toEqual({ code: PREVIEW_SOCKET_UNAUTHORISED, reason: 'A valid preview token is required' })
  })

  it('refuses a cross-site upgrade (403) and a plain GET (426), opening nothing', async () => {
    const crossSite = await visit('/preview/socket', {
      headers: upgradeHeaders({ cookie: await previewCookie(), origin: 'https://evil.example' }),
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.webSocket).toBeNull()
    await crossSite.arrayBuffer()
    const plain = await visit('/preview/socket', { headers: { Cookie: await previewCookie() } })
    expect(plain.status).toBe(426)
    await plain.arrayBuffer()
    expect(await contentChanges(env).socketCount()).toBe(0)
  })

  it('closes with 4406 a client that does not speak graphql-transport-ws', async () => {
    const socket = await track(openSocket({ cookie: await previewCookie(), protocol: null }))
    expect((await socket.closed()).code).toBe(4406)
  })

  it('closes with 4401 a subscribe before connection_init, and 4429 a second connection_init', async () => {
    const early = await track(openSocket({ cookie: await previewCookie() }))
    early.send(subscribeMessage('1', [KEY]))
    expect((await early.closed()).code).toBe(4401)
    const twice = await track(openSocket({ cookie: await previewCookie() }))
    twice.send({ type: 'connection_init' })
    expect(await twice.next()).toEqual({ type: 'connection_ack' })
    twice.send({ type: 'connection_init' })
    expect((await twice.closed()).code).toBe(4429)
  })

  it('serves subscriptions only: a query, another document or bad keys get an `error` message and hold nothing', async () => {
    const socket = await track(openSocket({ cookie: await previewCookie() }))
    socket.send({ type: 'connection_init' })
    await socket.next()
    const refused: Array<[string, object]> = [
      ['query', subscribeMessage('q', [KEY], '{ __typename }')],
      ['other', subscribeMessage('o', [KEY], 'subscription { contentChanged(keys: ["a"]) { keys } }')],
      ['none', subscribeMessage('n', [])],
      [
        'many',
        subscribeMessage(
          'm',
          Array.from({ length: PREVIEW_MAX_KEYS + 1 }, (_, index) => `k/${index}`),
        ),
      ],
      ['blank', subscribeMessage('b', [''])],
    ]
    for (const [id, message] of refused) {
      socket.send({ ...message, id })
      const answer = await socket.next()
      expect({ id: answer.id, type: answer.type }).toEqual({ id, type: 'error' })
    }
    await subscriptionsHeld(0)
  })

  it(`caps a connection at ${PREVIEW_MAX_SUBSCRIPTIONS} subscriptions and refuses a duplicate id with 4409`, async () => {
    const socket = await track(openSocket({ cookie: await previewCookie() }))
    socket.send({ type: 'connection_init' })
    await socket.next()
    for (let index = 1; index <= PREVIEW_MAX_SUBSCRIPTIONS; index++) socket.send(subscribeMessage(String(index), [KEY]))
    await subscriptionsHeld(PREVIEW_MAX_SUBSCRIPTIONS)
    socket.send(subscribeMessage('one-too-many', [KEY]))
    const refused = await socket.next()
    expect(refused).toMatchObject({ id: 'one-too-many', type: 'error' })
    expect(JSON.stringify(refused.payload)).toContain(`At most ${PREVIEW_MAX_SUBSCRIPTIONS} subscriptions`)
    socket.send(subscribeMessage('1', [KEY]))
    expect((await socket.closed()).code).toBe(4409)
  })

  it('keeps a socket working after the object forgot it in memory (as after hibernation)', async () => {
    const socket = await track(subscribedSocket(await previewCookie(), [KEY]))
    await subscriptionsHeld(1)
    const stub = contentChanges(env)
    // What hibernation loses: the in-memory graphql-ws sessions. The attachment and storage stay.
    await runInDurableObject(stub, (instance: ContentChanges) => {
      ;(instance as unknown as { sessions: Map<WebSocket, unknown> }).sessions.clear()
    })
    expect((await publish([{ key: KEY, value: String(Date.now()) }])).notified).toBe(1)
    expect(await socket.next()).toMatchObject({ id: '1', type: 'next' })
    // The resumed session is initialised as before (no second ack reaches the client) and takes new subscriptions.
    socket.send(subscribeMessage('2', [OTHER_KEY]))
    await subscriptionsHeld(2)
    expect(await socket.quiet()).toBe(true)
    socket.send({ id: '1', type: 'complete' })
    await subscriptionsHeld(1)
    expect((await publish([{ key: OTHER_KEY, value: String(Date.now()) }])).notified).toBe(1)
    expect(await socket.next()).toMatchObject({ id: '2', type: 'next' })
  })
})
