/**
 * Configuration that fails safe (issue 15, point 6), against the local site `wrangler dev` serves:
 * static files (scripts and styles under /assets, fonts, icons, images, the favicon) are served by
 * Workers Static Assets without running the worker, and carry the same hardening headers as pages
 * through the `_headers` file the build writes (which is itself never served), and are cached by
 * browsers for as long as their names allow. And, read with
 * wrangler's own configuration reader: only DEV may be reached on workers.dev.
 */
import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'
import { HARDENING_HEADERS, STATIC_FILE_CACHING } from '../../worker/middleware/hardening-headers.ts'
import { siteUrl } from './browser.ts'

async function headersOf(path: string): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(siteUrl(path), { redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

/** The static files a page uses: its script and stylesheet, a font the stylesheet loads, an icon, an image, the favicon. */
async function staticFilesOfHome(): Promise<string[]> {
  const { body: html } = await headersOf('/')
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  expect(script, 'the home page loads a script from /assets').toBeDefined()
  expect(stylesheet, 'the home page loads a stylesheet from /assets').toBeDefined()
  const { body: css } = await headersOf(stylesheet!)
  const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(css)?.[1]
  expect(font, 'the stylesheet loads a font').toBeDefined()
  return [script!, stylesheet!, font!, '/images/editorial/led-wall.svg', '/favicon.svg']
}

describe('static files carry the hardening headers of pages', () => {
  it('scripts, styles, fonts, images and the favicon: nosniff, referrer policy, framing, permissions', async () => {
    const page = await headersOf('/')
    expect(page.status).toBe(200)
    for (const path of await staticFilesOfHome()) {
      const file = await headersOf(path)
      expect({ path, status: file.status }).toEqual({ path, status: 200 })
      for (const [name, value] of Object.entries(HARDENING_HEADERS)) {
        expect({ path, name, value: file.headers.get(name) }).toEqual({ path, name, value })
        expect({ path, name, value: file.headers.get(name) }).toEqual({ path, name, value: page.headers.get(name) })
      }
      expect(file.headers.get('Content-Security-Policy'), path).toMatch(/^default-src 'none'/)
    }
  })

  it('hashed scripts, styles and fonts are kept for a year without asking again; images and the favicon for an hour', async () => {
    for (const path of await staticFilesOfHome()) {
      const { headers } = await headersOf(path)
      const expected = path.startsWith('/assets/') ? STATIC_FILE_CACHING['/assets/*'] : STATIC_FILE_CACHING['/images/*']
      expect({ path, cacheControl: headers.get('Cache-Control') }).toEqual({ path, cacheControl: expected })
    }
    expect(STATIC_FILE_CACHING['/assets/*']).toContain('immutable')
  })

  it('the _headers file itself is not served', async () => {
    const { status, body } = await headersOf('/_headers')
    expect(status).toBe(404)
    expect(body).not.toContain('X-Content-Type-Options')
  })
})

describe('deployment settings (wrangler.toml, as wrangler reads it)', () => {
  function settingsOf(environment: string) {
    const config = unstable_readConfig({ config: 'wrangler.toml', env: environment }, { hideWarnings: true })
    return { workersDev: config.workers_dev, previewUrls: config.preview_urls, routes: config.routes, environment: config.vars.ENVIRONMENT }
  }

  it('UAT and PRD are reached only on their own domains: no workers.dev address, no preview URLs', () => {
    expect(settingsOf('uat')).toMatchObject({ workersDev: false, previewUrls: false, environment: 'UAT' })
    expect(settingsOf('production')).toMatchObject({ workersDev: false, previewUrls: false, environment: 'PRD' })
    for (const environment of ['uat', 'production']) expect(settingsOf(environment).routes?.length, environment).toBeGreaterThan(0)
  })

  it('DEV may use workers.dev', () => {
    expect(settingsOf('dev')).toMatchObject({ workersDev: true, environment: 'DEV' })
  })
})
