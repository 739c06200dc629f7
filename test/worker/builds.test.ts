/**
 * Build records (SPEC.md point 7 "Infrastructure calls"): the latest build id the client polls,
 * and the manifest of a build, both served from KV.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { BUILD_KV_KEYS } from '../../worker/builds/routes.ts'
import { visit } from './helpers.ts'

const latest = { id: 'a1b2c3d4e5f6', timestamp: 1_795_000_000_000 }
const meta = {
  id: 'a1b2c3d4e5f6',
  timestamp: 1_795_000_000_000,
  matcher: {},
  prerendered: ['/'],
  manifest: { 'ui/client/runtime.ts': { file: 'assets/runtime.js' } },
}

describe('/builds/latest.json', () => {
  it('serves the latest build record from KV, never cached', async () => {
    await env.CONTENT.put(BUILD_KV_KEYS.latest, JSON.stringify(latest))
    const response = await visit('/builds/latest.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual(latest)
    await env.CONTENT.delete(BUILD_KV_KEYS.latest)
  })

  it('follows KV: a newly published build is served at once', async () => {
    await env.CONTENT.put(BUILD_KV_KEYS.latest, JSON.stringify(latest))
    expect(await (await visit('/builds/latest.json')).json()).toEqual(latest)
    const next = { id: 'ffffeeee0001', timestamp: latest.timestamp + 1 }
    await env.CONTENT.put(BUILD_KV_KEYS.latest, JSON.stringify(next))
    expect(await (await visit('/builds/latest.json')).json()).toEqual(next)
    await env.CONTENT.delete(BUILD_KV_KEYS.latest)
  })

  it('answers 404 when no build is published', async () => {
    await env.CONTENT.delete(BUILD_KV_KEYS.latest)
    const response = await visit('/builds/latest.json')
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toMatchObject({ statusCode: 404 })
  })
})

describe('/builds/meta/{id}.json', () => {
  it('serves the manifest of a build from KV', async () => {
    await env.CONTENT.put(BUILD_KV_KEYS.meta(meta.id), JSON.stringify(meta))
    expect(BUILD_KV_KEYS.meta(meta.id)).toBe(`builds/meta/${meta.id}.json`)
    const response = await visit(`/builds/meta/${meta.id}.json`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(meta)
    await env.CONTENT.delete(BUILD_KV_KEYS.meta(meta.id))
  })

  it('answers 404 for a build that is not in KV', async () => {
    await env.CONTENT.put(BUILD_KV_KEYS.meta(meta.id), JSON.stringify(meta))
    const response = await visit('/builds/meta/000000000000.json')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ statusCode: 404 })
    await env.CONTENT.delete(BUILD_KV_KEYS.meta(meta.id))
  })

  it('does not read other KV keys through the build id', async () => {
    await env.CONTENT.put('redirects', JSON.stringify([{ from: '/x', to: '/y', redirecttype: 301, enableForAllLocales: false }]))
    for (const path of ['/builds/meta/..%2F..%2Fredirects.json', '/builds/meta/../../redirects.json', '/builds/meta/.json']) {
      const response = await visit(path)
      const body = await response.text()
      expect({ path, status: response.status }).toEqual({ path, status: 404 })
      expect(body).not.toContain('"/y"')
    }
    await env.CONTENT.delete('redirects')
  })
})
