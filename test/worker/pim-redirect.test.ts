/**
 * SPEC.md point 2, redirect step 1 and DESIGN.md: a path containing /pim on the site host answers
 * 307 with Location = PIM origin + the rest of the path after /pim + the query string.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { pimLocation } from '../../worker/middleware/pim-redirect.ts'
import { ORIGIN, visit, visitUrl, visitWith } from './helpers.ts'

const PIM_ORIGIN = env.PIM_ORIGIN

async function expectPimRedirect(path: string, location: string) {
  const response = await visit(path)
  await response.arrayBuffer()
  expect({ path, status: response.status, location: response.headers.get('Location') }).toEqual({ path, status: 307, location })
}

describe('/pim on the site host', () => {
  it('the local PIM origin is the one of DESIGN.md', () => {
    expect(PIM_ORIGIN).toBe('http://pim.localhost:8787')
  })

  it('/pim goes to the PIM origin with 307', async () => {
    await expectPimRedirect('/pim', `${PIM_ORIGIN}/`)
  })

  it('/pim/assets/12?x=1 keeps the rest of the path and the query', async () => {
    await expectPimRedirect('/pim/assets/12?x=1', `${PIM_ORIGIN}/assets/12?x=1`)
    await expectPimRedirect('/pim/?a=1&b=two', `${PIM_ORIGIN}/?a=1&b=two`)
  })

  it('/fr-fr/pim/login drops everything up to /pim', async () => {
    await expectPimRedirect('/fr-fr/pim/login', `${PIM_ORIGIN}/login`)
    await expectPimRedirect('/de-de/pim/products/55bdl4511d?tab=assets', `${PIM_ORIGIN}/products/55bdl4511d?tab=assets`)
  })

  it('wins over content redirects and page routes for every method', async () => {
    const response = await visit('/pim/assets', {
      method: 'POST',
      body: 'x=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    await response.arrayBuffer()
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(`${PIM_ORIGIN}/assets`)
  })

  it('uses the PIM origin of the environment', async () => {
    const response = await visitWith({ ENVIRONMENT: 'PRD', PIM_ORIGIN: 'https://pim.example-displays.com' }, '/pim/assets/12?x=1')
    await response.arrayBuffer()
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe('https://pim.example-displays.com/assets/12?x=1')
  })

  it('pimLocation builds the target and leaves other paths alone', () => {
    const at = (path: string) => pimLocation(new URL(path, ORIGIN), 'https://pim.example.com/')
    expect(at('/pim')).toBe('https://pim.example.com/')
    expect(at('/pim/assets/12?x=1')).toBe('https://pim.example.com/assets/12?x=1')
    expect(at('/it-it/pim/login')).toBe('https://pim.example.com/login')
    expect(at('/contact')).toBeUndefined()
    expect(at('/insights/display-solutions')).toBeUndefined()
  })

  it('other paths are not sent to the PIM', async () => {
    const response = await visit('/contact?x=pim')
    await response.arrayBuffer()
    expect(response.headers.get('Location') ?? '').not.toContain(PIM_ORIGIN)
    expect(response.status).not.toBe(307)
  })
})

describe('on the PIM host', () => {
  it('a /pim path is not redirected again', async () => {
    for (const path of ['/pim', '/pim/assets/12?x=1', '/fr-fr/pim/login']) {
      const response = await visitUrl(`${PIM_ORIGIN}${path}`)
      await response.arrayBuffer()
      expect({ path, status: response.status }).not.toEqual({ path, status: 307 })
      expect(response.headers.get('Location') ?? '').not.toContain(PIM_ORIGIN)
    }
  })
})
