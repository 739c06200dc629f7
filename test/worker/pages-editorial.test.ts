/**
 * Insights, events, careers, downloads, industries and search against a fixed content set
 * (fixtures/pages-content.ts): lists with their filters, pagination, empty and failure states;
 * detail pages with breadcrumbs and JSON-LD; downloads gated for signed-out visitors.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_KEYS } from '../../ui/content/model.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { BROKEN_KV, NAVIGATION_MARKER, loadPagesContent } from './fixtures/pages-content.ts'
import { settle, visit, visitWith } from './helpers.ts'

beforeAll(async () => {
  await loadPagesContent()
})

async function page(path: string) {
  return settle(await visit(path))
}

async function brokenPage(path: string) {
  clearContentCache()
  const result = await settle(await visitWith({ CONTENT: BROKEN_KV }, path))
  clearContentCache()
  return result
}

function count(html: string, marker: string): number {
  return html.split(marker).length - 1
}

function jsonLdTypes(html: string, nonce: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]*)">(.*?)<\/script>/gs)]
    .filter((match) => match[1] === nonce)
    .map((match) => (JSON.parse(match[2]!) as { '@type': string })['@type'])
}

function cspNonce(headers: Headers): string {
  return /'nonce-([^']+)'/.exec(headers.get('Content-Security-Policy') ?? '')![1]!
}

describe('insights', () => {
  it('lists 12 per page, newest first, with category links and page links', async () => {
    const { status, body } = await page('/insights')
    expect(status).toBe(200)
    expect(count(body, '<li><article')).toBe(12)
    expect(body.indexOf('News item 13')).toBeLessThan(body.indexOf('News item 12'))
    expect(body).toContain('href="/insights?category=success-stories"')
    expect(body).toContain('href="/insights?page=2" rel="next"')
    const second = (await page('/insights?page=2')).body
    expect(count(second, '<li><article')).toBe(2)
    expect(second).toContain('A hotel lobby wall')
  })

  it('filters by category with ?category=, marking the active one', async () => {
    const { body } = await page('/insights?category=success-stories')
    expect(count(body, '<li><article')).toBe(1)
    expect(body).toContain('A hotel lobby wall')
    expect(body).toMatch(/href="\/insights\?category=success-stories" class="[^"]*" aria-current="page"/)
  })

  it('formats dates in the page locale', async () => {
    expect((await page('/insights')).body).toContain('13 January 2025')
    expect((await page('/fr-fr/apercus')).body).toContain('13 janvier 2025')
  })

  it('shows an article (success story) with date, author, client, body, related products, breadcrumbs and Article JSON-LD', async () => {
    const { status, body, headers } = await page('/insights/story-hotel')
    expect(status).toBe(200)
    expect(body).toContain('1 June 2024')
    expect(body).toContain('By Ada Example')
    expect(body).toContain('Client: Grand Hotel')
    expect(body).toContain('Guests needed to see it.')
    expect(body).toContain('Related products')
    expect(body).toContain('href="/display-solutions/led/indoor-led/27bdl1500l_00"')
    expect(body).toContain('<nav aria-label="Breadcrumb">')
    expect(jsonLdTypes(body, cspNonce(headers))).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
  })

  it('answers 404 for an unknown article and shows the failure message when the list cannot be read', async () => {
    expect((await page('/insights/no-such-article')).status).toBe(404)
    expect((await brokenPage('/insights')).body).toContain(
      'Something went wrong while trying to load the insights. Please try again later.',
    )
  })
})

describe('events', () => {
  it('splits upcoming and past events relative to now', async () => {
    const { body } = await page('/events')
    const upcoming = body.indexOf('data-events="upcoming"')
    const past = body.indexOf('data-events="past"')
    expect(upcoming).toBeGreaterThan(-1)
    expect(past).toBeGreaterThan(upcoming)
    expect(body.indexOf('Event future-show')).toBeGreaterThan(upcoming)
    expect(body.indexOf('Event future-show')).toBeLessThan(past)
    expect(body.indexOf('Event old-webinar')).toBeGreaterThan(past)
  })

  it('shows an event with breadcrumbs, registration and Event JSON-LD', async () => {
    const { status, body, headers } = await page('/events/future-show')
    expect(status).toBe(200)
    expect(body).toMatch(/3\s?–\s?6 February 2099/u)
    expect(body).toContain('href="https://example.com/register"')
    expect(jsonLdTypes(body, cspNonce(headers))).toEqual(expect.arrayContaining(['Event', 'BreadcrumbList']))
    const past = (await page('/events/old-webinar')).body
    expect(past).not.toContain('href="https://example.com/register"')
    expect(past).toContain('This event has taken place')
  })

  it('shows the events failure message', async () => {
    expect((await brokenPage('/events')).body).toContain('Something went wrong while trying to load the events. Please try again later.')
  })
})

describe('careers', () => {
  it("lists jobs with department, location and type, the body in <details> with a mailto link and a link to the job's page", async () => {
    const { body } = await page('/careers')
    expect(body).toContain('Field engineer')
    expect(body).toContain('Eindhoven')
    expect(body).toContain('Full-time')
    expect(body).toMatch(/<details[^>]*><summary/)
    expect(body).toContain('href="mailto:jobs@example.com?subject=Field%20engineer"')
    expect(body).toContain('href="/careers/engineer"')
  })

  it('gives each job a page with its JobPosting JSON-LD (the list no longer repeats it) and an application form with a CV field', async () => {
    const list = await page('/careers')
    expect(jsonLdTypes(list.body, cspNonce(list.headers))).not.toContain('JobPosting')
    const { status, body, headers } = await page('/careers/engineer')
    expect(status).toBe(200)
    expect(jsonLdTypes(body, cspNonce(headers))).toEqual(expect.arrayContaining(['JobPosting', 'BreadcrumbList']))
    expect(body).toContain('name="cv"')
    expect(body).toContain('name="job" value="engineer"')
    expect((await page('/careers/no-such-job')).status).toBe(404)
  })

  it('shows the jobs failure message', async () => {
    expect((await brokenPage('/careers')).body).toContain(
      'Something went wrong while trying to load the job openings. Please try again later.',
    )
  })
})

describe('downloads', () => {
  it('lists categories as links and files with type and human-readable size; partner files are gated', async () => {
    const { status, body } = await page('/downloads')
    expect(status).toBe(200)
    expect(body).toContain('href="/downloads/manuals"')
    expect(body).toContain('href="/downloads/firmware"')
    expect(body).toContain('PDF')
    expect(body).toContain('2.4 MB')
    expect(body).toContain('1.2 GB')
    expect(body).toContain('href="/files/manual.pdf"')
    expect(body).toContain('Sign in to download')
    expect(body).not.toContain('/files/firmware-secret.bin')
  })

  it('shows one category with breadcrumbs, sizes in the locale format, and 404s an unknown one', async () => {
    const { status, body } = await page('/downloads/firmware')
    expect(status).toBe(200)
    expect(body).toContain('Firmware 2.1')
    expect(body).not.toContain('User manual')
    expect(body).toContain('<nav aria-label="Breadcrumb">')
    expect((await page('/fr-fr/downloads/firmware')).body).toMatch(/1,2\s?Go/u)
    expect((await page('/downloads/no-such-category')).status).toBe(404)
  })

  it('shows the downloads failure message', async () => {
    expect((await brokenPage('/downloads')).body).toContain(
      'Some downloads could not be fetched from the server. Please try again in a few minutes.',
    )
  })
})

describe('industries', () => {
  it('lists industries by group and shows one with its recommended lines and success stories', async () => {
    const list = (await page('/industry-display-solutions')).body
    expect(list).toContain('Leisure')
    expect(list).toContain('href="/industry-display-solutions/hospitality"')
    const { status, body } = await page('/industry-display-solutions/hospitality')
    expect(status).toBe(200)
    expect(body).toContain('data-recommended-lines')
    expect(body).toContain('href="/display-solutions/led/indoor-led"')
    expect(body).toContain('data-success-stories')
    expect(body).toContain('href="/insights/story-hotel"')
    expect(body).toContain('<nav aria-label="Breadcrumb">')
    expect((await page('/fr-fr/l-industrie-de-l-affichage/hotellerie')).status).toBe(200)
    expect((await page('/industry-display-solutions/no-such-industry')).status).toBe(404)
  })
})

describe('search', () => {
  it('finds a product by its code and says "No results found" otherwise', async () => {
    const { status, body } = await page('/search?q=55BDL1000D')
    expect(status).toBe(200)
    expect(body).toContain('data-result-type="product"')
    expect(body).toContain('href="/display-solutions/signage/d-line/55bdl1000d_00"')
    expect((await page('/search?q=zzzzqqqq')).body).toContain('No results found')
    expect((await page('/fr-fr/recherche?q=hotel')).body).toContain('Un mur vidéo pour un hall d’hôtel')
  })

  it('keeps search results and comparisons out of search engines, but not the content pages', async () => {
    expect((await page('/search?q=display')).body).toContain('<meta name="robots" content="noindex"/>')
    expect((await page('/display-solutions/compare')).body).toContain('<meta name="robots" content="noindex"/>')
    expect((await page('/events')).body).not.toContain('name="robots"')
  })
})

describe('header and footer', () => {
  it('take their links from the navigation record, with a search box to the localised search page', async () => {
    const { body } = await page('/events')
    expect(body).toContain(NAVIGATION_MARKER)
    expect(body).toContain('Footer link from the record')
    expect(body).toMatch(/<form role="search" [^>]*action="\/search" method="get"/)
    expect((await page('/fr-fr/events')).body).toMatch(/<form role="search" [^>]*action="\/fr-fr\/recherche" method="get"/)
  })

  it('fall back to the built-in links when there is no navigation record', async () => {
    await env.CONTENT.delete(CONTENT_KEYS.navigation('en-gb'))
    clearContentCache()
    const { body } = await page('/events')
    expect(body).not.toContain(NAVIGATION_MARKER)
    expect(body).toContain('href="/industry-display-solutions"')
    await loadPagesContent()
  })
})
