/**
 * The success story wizard (issue 7, SPEC.md points 2, 3 and 5): steps project to additional
 * with their fields, the draft in D1 surviving a reload, pictures and logos checked by size and
 * sniffed type and stored in R2 as they are uploaded (with or without JavaScript), at least 3
 * pictures, then the story stored, audited and thanked for. Trainees may not submit stories.
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { ORIGIN, visit } from './helpers.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const WIZARD = '/portal/success-stories/new'
const FILES = '/portal/success-stories/new/files'

const STEPS: Array<Record<string, string>> = [
  {
    wizard_step: 'project',
    project_name: 'Harbour Mall wayfinding',
    partners: 'Northlight Installations',
    location: 'Bristol',
    country: 'GB',
    contact_person: 'Olivia Bennett',
  },
  {
    wizard_step: 'client',
    client_name: 'Harbour Mall',
    industry: 'retail',
    background: 'A shopping centre with 120 stores.',
    why_chosen: 'Long-term service.',
  },
  { wizard_step: 'challenge', challenge_reason: 'Printed maps were always out of date.', requirements: 'Bright, 24/7.' },
  { wizard_step: 'products', products_used: '24 × 55BDL4511D signage displays' },
  {
    wizard_step: 'solution',
    expectations: 'Maps that change with the tenants.',
    implementation: 'Installed over two nights.',
    other_hardware_software: '',
  },
  {
    wizard_step: 'benefits',
    benefits_gained: 'Visitors find shops faster.',
    intangible_results: '',
    tangible_results: '30% fewer questions at the desk.',
  },
]

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

function picture(name: string, bytes: Uint8Array<ArrayBuffer> = PNG): File {
  return new File([bytes], name, { type: 'image/png' })
}

async function fresh(): Promise<void> {
  await env.DB.batch(['success_story_files', 'success_stories', 'wizard_drafts'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)))
}

async function page(cookie: string, path = WIZARD): Promise<{ status: number; html: string }> {
  const response = await visit(path, { headers: { Cookie: cookie } })
  return { status: response.status, html: await response.text() }
}

async function upload(cookie: string, kind: string, file: File): Promise<Response> {
  const body = new FormData()
  body.set('kind', kind)
  body.set('file', file)
  return visit(FILES, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, Origin: ORIGIN, Accept: 'application/json', 'X-CSRF-Token': TEST_CSRF_TOKEN },
  })
}

async function walkToAdditional(cookie: string): Promise<void> {
  for (const step of STEPS) {
    const response = await postForm(WIZARD, { ...step, wizard_action: 'next' }, cookie)
    expect(response.status, step.wizard_step).toBe(303)
    await response.arrayBuffer()
  }
}

async function count(sql: string, ...bindings: string[]): Promise<number> {
  return (await env.DB.prepare(sql)
    .bind(...bindings)
    .first<{ n: number }>())!.n
}

describe('who may submit a success story', () => {
  it('a trainee gets no access to the wizard, the uploads or the list', async () => {
    await fresh()
    const cookie = await signedInCookies('usr-tom-hughes')
    expect((await page(cookie)).status).toBe(403)
    expect((await page(cookie, '/portal/success-stories')).status).toBe(403)
    const refused = await upload(cookie, 'picture', picture('a.png'))
    expect(refused.status).toBe(403)
    await refused.arrayBuffer()
    expect(await count('SELECT count(*) AS n FROM success_story_files')).toBe(0)
  })
})

describe('the wizard', () => {
  it('checks each step and keeps the draft across a reload', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    const missing = await postForm(WIZARD, { ...STEPS[0]!, project_name: '', wizard_action: 'next' }, cookie)
    expect(missing.status).toBe(422)
    const missingHtml = await missing.text()
    expect(missingHtml).toContain('Project name is required')
    expect(missingHtml).toContain('value="Bristol"')
    expect((await postForm(WIZARD, { ...STEPS[0]!, wizard_action: 'next' }, cookie)).status).toBe(303)
    const reloaded = await page(cookie)
    expect(reloaded.html).toContain('data-wizard-step="client"')
    expect((await postForm(WIZARD, { wizard_step: 'client', wizard_action: 'previous' }, cookie)).status).toBe(303)
    expect((await page(cookie)).html).toContain('value="Harbour Mall wayfinding"')
  })

  it('refuses a file that is not a picture and one that is too large, and stores nothing of them', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    const text = await upload(cookie, 'picture', picture('fake.png', new TextEncoder().encode('not really a picture')))
    expect(text.status).toBe(422)
    expect(((await text.json()) as { error: string }).error).toBe('fake.png: Only these file types are allowed: JPG, PNG')
    const big = new Uint8Array(1024 * 1024 + 1)
    big.set(PNG)
    const large = await upload(cookie, 'picture', picture('huge.png', big))
    expect(large.status).toBe(422)
    expect(((await large.json()) as { error: string }).error).toBe('huge.png: The file size should not exceed 1MB')
    expect(await count('SELECT count(*) AS n FROM success_story_files')).toBe(0)
  })

  it('refuses to submit with fewer than 3 pictures', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    await walkToAdditional(cookie)
    for (const name of ['one.png', 'two.png']) expect((await upload(cookie, 'picture', picture(name))).status).toBe(201)
    const answer = await postForm(WIZARD, { wizard_step: 'additional', wizard_action: 'confirm', quote: '', extra_info: '' }, cookie)
    expect(answer.status).toBe(422)
    expect(await answer.text()).toContain('Please upload at least 3 pictures of the project.')
    expect(await count('SELECT count(*) AS n FROM success_stories')).toBe(0)
  })

  it('submits with 3 pictures and a logo: the story and its files are stored, audited and thanked for', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    await walkToAdditional(cookie)
    for (const name of ['entrance.png', 'atrium.png', 'food-court.png']) {
      const response = await upload(cookie, 'picture', picture(name))
      expect(response.status).toBe(201)
      expect(((await response.json()) as { file: { name: string } }).file.name).toBe(name)
    }
    expect((await upload(cookie, 'logo', picture('harbour-mall-logo.png'))).status).toBe(201)
    const additional = await page(cookie)
    expect(additional.html).toContain('data-island="StoryUploads"')
    expect(additional.html).toContain('atrium.png')

    const answer = await postForm(
      WIZARD,
      { wizard_step: 'additional', wizard_action: 'confirm', quote: 'Our visitors love it.', extra_info: '' },
      cookie,
    )
    expect(answer.status).toBe(303)
    const location = answer.headers.get('Location')!
    expect(location).toMatch(/^\/portal\/success-stories\/new\?submitted=/)
    expect((await page(cookie, location)).html).toContain('data-wizard-step="thanks"')

    const story = await env.DB.prepare('SELECT id, project_name, values_json FROM success_stories WHERE submitted_by = ?1')
      .bind(OLIVIA)
      .first<{ id: string; project_name: string; values_json: string }>()
    expect(story!.project_name).toBe('Harbour Mall wayfinding')
    expect(JSON.parse(story!.values_json)).toMatchObject({
      client_name: 'Harbour Mall',
      tangible_results: '30% fewer questions at the desk.',
      quote: 'Our visitors love it.',
    })
    const files = await env.DB.prepare('SELECT kind, r2_key FROM success_story_files WHERE story_id = ?1')
      .bind(story!.id)
      .all<{ kind: string; r2_key: string }>()
    expect(files.results.filter((file) => file.kind === 'picture')).toHaveLength(3)
    for (const file of files.results) {
      const object = await env.FILES.get(file.r2_key)
      expect(object, file.r2_key).not.toBeNull()
      await object!.arrayBuffer()
    }
    expect((await auditTrailOf(env.DB, 'success-story', story!.id)).map((entry) => entry.action)).toEqual(['success-story.submitted'])
    expect(await count("SELECT count(*) AS n FROM wizard_drafts WHERE user_id = ?1 AND wizard = 'success-story'", OLIVIA)).toBe(0)
    expect((await page(cookie, '/portal/success-stories')).html).toContain('Harbour Mall wayfinding')
    await env.FILES.delete(files.results.map((file) => file.r2_key))
  })

  it('works without JavaScript: the pictures come with the last step’s form post', async () => {
    await fresh()
    const cookie = await signedInCookies(OLIVIA)
    await walkToAdditional(cookie)
    const body = new FormData()
    body.set('_csrf', TEST_CSRF_TOKEN)
    body.set('wizard_step', 'additional')
    body.set('wizard_action', 'confirm')
    for (const name of ['a.png', 'b.png', 'c.png']) body.append('pictures', picture(name))
    const answer = await visit(WIZARD, { method: 'POST', body, headers: { Cookie: cookie, Origin: ORIGIN } })
    expect(answer.status).toBe(303)
    await answer.arrayBuffer()
    expect(await count('SELECT count(*) AS n FROM success_stories')).toBe(1)
    const keys = await env.DB.prepare('SELECT r2_key FROM success_story_files').all<{ r2_key: string }>()
    expect(keys.results).toHaveLength(3)
    await env.FILES.delete(keys.results.map((row) => row.r2_key))
  })
})
