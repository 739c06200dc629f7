/**
 * The worker scripts/local-state.ts runs (through wrangler's `unstable_dev`) on the same local
 * bindings as the site, to write a prepared state in bulk: each call carries many records, and
 * every write happens inside workerd instead of one proxied call per record. Local only: it is
 * never part of the deployed worker.
 */
interface SeedBindings {
  DB: D1Database
  CONTENT: KVNamespace
  FILES: R2Bucket
}

/** A bundle of R2 objects: a 4-byte big-endian length, that many bytes of JSON `[key, size][]`, then the objects' bytes in order. */
async function putObjects(bucket: R2Bucket, body: ArrayBuffer): Promise<number> {
  const view = new DataView(body)
  const indexLength = view.getUint32(0)
  const index = JSON.parse(new TextDecoder().decode(new Uint8Array(body, 4, indexLength))) as [string, number][]
  let offset = 4 + indexLength
  const puts: Promise<unknown>[] = []
  for (const [key, size] of index) {
    puts.push(bucket.put(key, new Uint8Array(body, offset, size)))
    offset += size
  }
  await Promise.all(puts)
  return index.length
}

export default {
  async fetch(request: Request, env: SeedBindings): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (request.method !== 'POST') return new Response('Not found', { status: 404 })
    if (pathname === '/d1') {
      const statements = (await request.json()) as string[]
      const results = await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)))
      return Response.json(results.map((result) => result.results ?? []))
    }
    if (pathname === '/kv') {
      const records = (await request.json()) as { key: string; value: string }[]
      await Promise.all(records.map(({ key, value }) => env.CONTENT.put(key, value)))
      return Response.json({ written: records.length })
    }
    if (pathname === '/r2') return Response.json({ written: await putObjects(env.FILES, await request.arrayBuffer()) })
    return new Response('Not found', { status: 404 })
  },
}
