/**
 * With the published seed: a job's page and its application (a CV uploaded and stored like a
 * lead, through the same checks as every upload), the structured data of jobs, events and
 * articles, paginated pages' own canonical URLs and download categories' hreflang.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { publishSeed, textIn } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { findLead } from '../../worker/leads/lead-store.ts'
import { CV_PDF, asFormBody, freshClient, leadCountFor, uniqueEmail, VALID_SUBMISSIONS } from './forms-fixtures.ts'
import { ORIGIN, loadSeedFor, settle, visit } from './helpers.ts'

const job = seed.editorial.jobs.find((each) => each.id === 'software-engineer-wave')!
const jobPath = (code: 'en-gb' | 'de-de') => pathFor('careers-slug', code, { slug: textIn(job.slug, code) })
const ise = seed.editorial.events.find((each) => each.id === 'ise-2027')!
const iseSlug = textIn(ise.slug, 'en-gb')
const article = seed.editorial.insights[0]!
const datasheets = seed.editorial.downloadCategories.find((category) => category.id === 'datasheets')!
const PAGES = [
  jobPath('en-gb'),
  jobPath('de-de'),
  `/events/${iseSlug}`,
  pathFor('insights-slug', 'en-gb', { slug: textIn(article.slug, 'en-gb') }),
  '/insights',
  pathFor('downloads-slug', 'en-gb', { slug: textIn(datasheets.slug, 'en-gb') }),
  pathFor('thank-you', 'en-gb'),
]

beforeAll(async () => {
  await loadSeedFor(PAGES)
})

function jsonLd(html: string, type: string): Record<string, unknown> {
  const found = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === type)
  expect(found, `${type} JSON-LD`).toBeDefined()
  return found!
}

function application(values: Record<string, unknown>, file?: { name: string; type: string; bytes: Uint8Array }): FormData {
  const body = new FormData()
  for (const [name, value] of asFormBody({
    'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    submission_id: crypto.randomUUID(),
    ...values,
  }))
    body.append(name, value)
  if (file) body.append('cv', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }))
  return body
}

describe("a job's page", () => {
  it('carries JobPosting data with a structured address, validThrough, identifier and the hiring organisation', async () => {
    const { status, body } = await settle(await visit(jobPath('de-de')))
    expect(status).toBe(200)
    const posting = jsonLd(body, 'JobPosting')
    expect(posting).toMatchObject({
      title: textIn(job.title, 'de-de'),
      validThrough: job.validThrough,
      datePosted: job.datePosted,
      identifier: { '@type': 'PropertyValue', value: job.id },
      hiringOrganization: { '@type': 'Organization', url: `${ORIGIN}/` },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: job.address.street, postalCode: job.address.postalCode, addressCountry: 'NL' },
      },
      url: `${ORIGIN}${jobPath('de-de')}`,
    })
    // The language versions are the same job under its slug in each language.
    expect(body).toContain(`href="${ORIGIN}${jobPath('en-gb')}"`)
  })

  it('takes an application with a CV without JavaScript: a lead with the file in R2, then the thank-you page', async () => {
    const email = uniqueEmail()
    const response = await visit(jobPath('en-gb'), {
      method: 'POST',
      body: application(
        { ...VALID_SUBMISSIONS['job-application'], job: job.id, email },
        { name: 'ada-cv.pdf', type: 'application/pdf', bytes: CV_PDF },
      ),
      headers: { 'CF-Connecting-IP': freshClient() },
    })
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('Location')!, ORIGIN)
    expect(location.pathname).toBe(pathFor('thank-you', 'en-gb'))
    const lead = await findLead(env.DB, location.searchParams.get('lead')!)
    expect(lead).toMatchObject({ form: 'job-application', email, values: { job: job.id } })
    expect(lead!.files).toHaveLength(1)
    expect(lead!.files[0]).toMatchObject({ fileName: 'ada-cv.pdf', contentType: 'application/pdf', sizeBytes: CV_PDF.byteLength })
    const stored = await env.FILES.get(lead!.files[0]!.r2Key)
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(CV_PDF)
  })

  it('refuses an application without a CV, or with a file that only claims to be a PDF, on the job page itself, storing nothing', async () => {
    for (const file of [
      undefined,
      { name: 'cv.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('<html><script>alert(1)</script>') },
    ]) {
      const email = uniqueEmail()
      const { status, body } = await settle(
        await visit(jobPath('en-gb'), {
          method: 'POST',
          body: application({ ...VALID_SUBMISSIONS['job-application'], job: job.id, email }, file),
          headers: { 'CF-Connecting-IP': freshClient() },
        }),
      )
      expect(status).toBe(422)
      expect(body).toContain(`data-job-page="${job.id}"`)
      expect(body).toMatch(/id="[^"]*-cv-error"/)
      expect(await leadCountFor(env.DB, email)).toBe(0)
    }
  })
})

describe('structured data and SEO details', () => {
  it('an event on site has a postal address, times with the venue offset and the organiser with its url', async () => {
    const { body } = await settle(await visit(`/events/${iseSlug}`))
    expect(jsonLd(body, 'Event')).toMatchObject({
      startDate: `${ise.startDate}T${ise.times!.start}:00${ise.times!.utcOffset}`,
      endDate: expect.stringMatching(/T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'ES', postalCode: ise.address!.postalCode } },
      organizer: { '@type': 'Organization', url: `${ORIGIN}/` },
    })
  })

  it('an article has dateModified, its author with a url and mainEntityOfPage', async () => {
    const path = pathFor('insights-slug', 'en-gb', { slug: textIn(article.slug, 'en-gb') })
    expect(jsonLd((await settle(await visit(path))).body, 'Article')).toMatchObject({
      dateModified: article.updated ?? article.date,
      author: { '@type': 'Person', name: article.author, url: `${ORIGIN}${pathFor('slug', 'en-gb', { slug: 'about-us' })}` },
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}${path}` },
    })
  })

  it('a later page of a list is its own canonical URL; the first page keeps the plain one', async () => {
    const first = (await settle(await visit('/insights'))).body
    expect(first).toContain(`<link rel="canonical" href="${ORIGIN}/insights"/>`)
    const second = (await settle(await visit('/insights?page=2'))).body
    expect(second).toContain(`<link rel="canonical" href="${ORIGIN}/insights?page=2"/>`)
    expect(second).toContain(`href="${ORIGIN}/fr-fr/apercus?page=2"`)
  })

  it("a download category's hreflang points at the same category in each language", async () => {
    const { body } = await settle(await visit(pathFor('downloads-slug', 'en-gb', { slug: textIn(datasheets.slug, 'en-gb') })))
    for (const code of ['fr-fr', 'de-de', 'es-es'] as const) {
      expect(body, code).toContain(`href="${ORIGIN}${pathFor('downloads-slug', code, { slug: textIn(datasheets.slug, code) })}"`)
    }
  })

  it('the published seed has every job on its own page with an address and closing date', () => {
    const jobs = publishSeed(seed)
      .filter(({ key }) => key.startsWith('jobs/'))
      .flatMap(
        ({ value }) =>
          (JSON.parse(value) as { items: Array<{ href: string; address: { addressCountry: string }; validThrough: string }> }).items,
      )
    expect(jobs.length).toBeGreaterThan(0)
    for (const each of jobs) {
      expect(each.href).toMatch(/\/careers\/[a-z0-9-]+$/)
      expect(each.address.addressCountry).toMatch(/^[A-Z]{2}$/)
      expect(each.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
  })
})
