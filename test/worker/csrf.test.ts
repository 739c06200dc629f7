import { env } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../worker/env.ts'
import { CSRF_HEADER, csrfProtection, csrfTokenFor } from '../../worker/middleware/csrf.ts'
import { requestContext } from '../../worker/middleware/request-context.ts'
import { ORIGIN } from './helpers.ts'

/** A tiny app with the real middleware: GET /form hands out a token, POST /form is protected. */
function formApp() {
  const app = new Hono<AppEnv>()
  app.use(requestContext)
  app.use(csrfProtection)
  app.get('/form', (c) => c.json({ token: csrfTokenFor(c) }))
  app.post('/form', (c) => c.json({ accepted: true }, 201))
  return app
}

async function tokenAndCookie(app: Hono<AppEnv>) {
  const response = await app.request(`${ORIGIN}/form`, {}, env)
  const { token } = (await response.json()) as { token: string }
  const cookie = response.headers.get('Set-Cookie')!.split(';')[0]!
  return { token, cookie }
}

describe('CSRF protection', () => {
  it('sets an HttpOnly SameSite=Lax token cookie only when a form asks for a token', async () => {
    const app = formApp()
    const response = await app.request(`${ORIGIN}/form`, {}, env)
    const setCookie = response.headers.get('Set-Cookie') ?? ''
    expect(setCookie).toMatch(/^csrf=[A-Za-z0-9_-]{32}/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    await response.arrayBuffer()
  })

  it('accepts a form post whose _csrf field matches the cookie', async () => {
    const app = formApp()
    const { token, cookie } = await tokenAndCookie(app)
    const body = new URLSearchParams({ _csrf: token, name: 'Ada' })
    const response = await app.request(`${ORIGIN}/form`, { method: 'POST', body, headers: { Cookie: cookie, Origin: ORIGIN } }, env)
    expect(response.status).toBe(201)
    await response.arrayBuffer()
  })

  it('accepts a JSON post with the token in the X-CSRF-Token header', async () => {
    const app = formApp()
    const { token, cookie } = await tokenAndCookie(app)
    const response = await app.request(
      `${ORIGIN}/form`,
      { method: 'POST', body: '{}', headers: { Cookie: cookie, [CSRF_HEADER]: token, 'Content-Type': 'application/json' } },
      env,
    )
    expect(response.status).toBe(201)
    await response.arrayBuffer()
  })

  it('refuses a post without a token, with a wrong token, or from another site', async () => {
    const app = formApp()
    const { token, cookie } = await tokenAndCookie(app)
    const attempts: RequestInit[] = [
      { method: 'POST', body: new URLSearchParams({ name: 'Ada' }), headers: { Cookie: cookie } },
      { method: 'POST', body: new URLSearchParams({ _csrf: `${token.slice(1)}x` }), headers: { Cookie: cookie } },
      { method: 'POST', body: new URLSearchParams({ _csrf: token }), headers: { Cookie: 'locale=fr-fr' } },
      { method: 'POST', body: new URLSearchParams({ _csrf: token }), headers: { Cookie: cookie, Origin: 'https://evil.example' } },
      { method: 'POST', body: new URLSearchParams({ _csrf: token }), headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } },
    ]
    for (const attempt of attempts) {
      const response = await app.request(`${ORIGIN}/form`, attempt, env)
      expect(response.status).toBe(403)
      const body = (await response.json()) as { statusCode: number; message: string }
      expect(body.statusCode).toBe(403)
      expect(body.message).toMatch(/expired/)
    }
  })

  it('accepts a cookie-less API client (nothing to forge) but still refuses it from another site', async () => {
    const app = formApp()
    const json = { method: 'POST', body: '{"name":"Ada"}', headers: { 'Content-Type': 'application/json' } }
    const accepted = await app.request(`${ORIGIN}/form`, json, env)
    expect(accepted.status).toBe(201)
    await accepted.arrayBuffer()
    const crossSite = await app.request(`${ORIGIN}/form`, { ...json, headers: { ...json.headers, Origin: 'https://evil.example' } }, env)
    expect(crossSite.status).toBe(403)
    await crossSite.arrayBuffer()
  })

  it('protects the whole site: a cross-site post to a page is refused', async () => {
    const { app } = await import('../../worker/app.tsx')
    const response = await app.request(
      `${ORIGIN}/contact`,
      { method: 'POST', body: 'x=1', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' } },
      env,
    )
    expect(response.status).toBe(403)
    await response.arrayBuffer()
  })
})

describe('a page with several forms, for a visitor without a token yet', () => {
  it('sets one cookie and gives every form its token', async () => {
    const site = new Hono<AppEnv>()
    site.use(requestContext)
    site.get('/two-forms', (c) => c.json([csrfTokenFor(c), csrfTokenFor(c)]))
    const response = await site.request(`${ORIGIN}/two-forms`, {}, env)
    const [first, second] = await response.json<string[]>()
    expect(first).toBe(second)
    expect(response.headers.getSetCookie()).toHaveLength(1)
    expect(response.headers.getSetCookie()[0]).toContain(first)
  })
})
