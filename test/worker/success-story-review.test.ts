/**
 * Success stories after they are sent (issue 18 part B): the marketing team's queue and review.
 * Asking for changes sends the story back with the comment (notified and mailed in the partner's
 * language), the partner reopens it in the same wizard and sends it again (same story); approving
 * publishes it in the insights (KV records in the shape the publish command writes, the partner
 * credited, the public page answering), opens the translation task the console marks done, and
 * tells the partner. Only the marketing team reviews. The site search finds a published story in
 * the locales of its language, once, also after a content publish or a PIM publish rewrites the index.
 */
import { env } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { LOCAL_PUBLISH_SECRET } from '../../kv-seed/publish-changes.ts'
import { LOCALE_CODES, type LocaleCode } from '../../locales/registry.ts'
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type InsightIndex, SUCCESS_STORY_CATEGORY_ID, type SearchIndex, type SuccessStory } from '../../ui/content/model.ts'
import { createLogger } from '../../ui/log/logger.ts'
import { pathFor } from '../../ui/routes/route-table.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import type { SearchHit } from '../../worker/search/search-index.ts'
import { noteSignInLocale, notificationsAbout } from '../../worker/notifications/notification-store.ts'
import { auditTrailOf } from '../../worker/partners/audit-trail-store.ts'
import { findCatalogueItem } from '../../worker/pim/catalogue-store.ts'
import {
  PARTNER_STORY_ID_PREFIX,
  plannedPublication,
  publishSuccessStory,
  storySlugOf,
  translationLanguagesOf,
} from '../../worker/success-stories/story-publisher.ts'
import { findStoryForReview } from '../../worker/success-stories/success-story-store.ts'
import { ORIGIN, loadSeedFor, publishedSeedEntries, visit } from './helpers.ts'
import { formFor, loadPublished, postRecord, seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PIM_EDITOR } from './pim-fixtures.ts'
import { TEST_CSRF_TOKEN, postForm, signedInCookies } from './portal-helpers.ts'

const OLIVIA = 'usr-olivia-bennett'
const OLIVIA_MAIL = 'olivia.bennett@brightline-av.example'
const MIA = 'usr-mia-laurent'
const WIZARD = '/portal/success-stories/new'
const FILES = '/portal/success-stories/new/files'

const STEPS: Array<Record<string, string>> = [
  {
    wizard_step: 'project',
    project_name: 'Harbour Mall wayfinding',
    partners: '',
    location: 'Bristol',
    country: 'GB',
    contact_person: 'Olivia Bennett',
  },
  {
    wizard_step: 'client',
    client_name: 'Harbour Mall',
    industry: 'retail',
    background: 'A shopping centre with 120 stores.',
    why_chosen: '',
  },
  { wizard_step: 'challenge', challenge_reason: 'Printed maps were always out of date.', requirements: '' },
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
    tangible_results: '30% fewer questions.',
  },
]

/** A PNG header that says 800 × 600 (what the sniffing and the image size reader look at). */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0x03, 0x20, 0, 0, 0x02, 0x58, 8, 2, 0, 0, 0,
])

async function upload(cookie: string, name: string): Promise<void> {
  const body = new FormData()
  body.set('kind', 'picture')
  body.set('file', new File([PNG], name, { type: 'image/png' }))
  const response = await visit(FILES, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, Origin: ORIGIN, Accept: 'application/json', 'X-CSRF-Token': TEST_CSRF_TOKEN },
  })
  expect(response.status).toBe(201)
  await response.arrayBuffer()
}

/** Olivia sends a story through the wizard; its id. */
async function sendStory(cookie: string): Promise<string> {
  for (const step of STEPS) await (await postForm(WIZARD, { ...step, wizard_action: 'next' }, cookie)).arrayBuffer()
  for (const name of ['atrium.png', 'entrance.png', 'food-court.png']) await upload(cookie, name)
  const sent = await postForm(
    WIZARD,
    { wizard_step: 'additional', wizard_action: 'confirm', quote: 'Our visitors love it.', extra_info: '' },
    cookie,
  )
  expect(sent.status).toBe(303)
  await sent.arrayBuffer()
  return new URL(sent.headers.get('Location')!, ORIGIN).searchParams.get('submitted')!
}

beforeEach(async () => {
  await env.DB.batch(
    [
      'success_story_translation_tasks',
      'success_story_revisions',
      'success_story_files',
      'success_stories',
      'wizard_drafts',
      'notifications',
      'notification_settings',
    ].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
  )
})

describe('the marketing team reviews success stories', () => {
  it('a sent story is in the queue with its count, and the marketing team is told', async () => {
    const storyId = await sendStory(await signedInCookies(OLIVIA))
    const mia = await signedInCookies(MIA)
    const inbox = await (await visit('/portal/staff', { headers: { Cookie: mia } })).text()
    expect(inbox).toMatch(/data-inbox-queue="success-stories-to-review"[^>]*>\s*<span[^>]*data-inbox-count="1"/)
    const list = await (await visit('/portal/staff/success-stories?status=submitted', { headers: { Cookie: mia } })).text()
    expect(list).toContain('Harbour Mall wayfinding')
    expect((await notificationsAbout(env.DB, 'success-story', storyId)).map((n) => [n.userId, n.kind])).toEqual([
      [MIA, 'success-story.to-review'],
    ])
  })

  it('asking for changes needs a comment, sends the story back, and the partner edits and resends it in the wizard', async () => {
    const olivia = await signedInCookies(OLIVIA)
    await noteSignInLocale(env.DB, OLIVIA, 'fr-fr')
    const storyId = await sendStory(olivia)
    const mia = await signedInCookies(MIA)
    const review = `/portal/staff/success-stories/${storyId}`

    const noComment = await postForm(review, { outcome: 'changes', comment: '' }, mia)
    expect(noComment.status).toBe(422)
    await noComment.arrayBuffer()
    const asked = await postForm(review, { outcome: 'changes', comment: 'Please add the number of displays per floor.' }, mia)
    expect(asked.status).toBe(303)
    await asked.arrayBuffer()

    const mail = (await localMailTo(env.DB, OLIVIA_MAIL))[0]!
    expect(mail.subject).toBe('Votre témoignage « Harbour Mall wayfinding » demande quelques modifications')
    expect(mail.text).toContain('Please add the number of displays per floor.')

    const list = await (await visit('/portal/success-stories', { headers: { Cookie: olivia } })).text()
    expect(list).toContain('data-story-status="changes-requested"')
    expect(list).toContain('Please add the number of displays per floor.')
    // Reviewing again is refused: it no longer waits for a review.
    const again = await postForm(review, { outcome: 'approve', comment: '' }, mia)
    expect(again.status).toBe(409)
    await again.arrayBuffer()

    const reopened = await postForm(`/portal/success-stories/${storyId}/change`, {}, olivia)
    expect(reopened.status).toBe(303)
    await reopened.arrayBuffer()
    const wizard = await (await visit(WIZARD, { headers: { Cookie: olivia } })).text()
    expect(wizard).toContain('value="Harbour Mall wayfinding"')
    for (const step of STEPS) await (await postForm(WIZARD, { ...step, wizard_action: 'next' }, olivia)).arrayBuffer()
    const resent = await postForm(
      WIZARD,
      { wizard_step: 'additional', wizard_action: 'confirm', quote: '', extra_info: '12 displays per floor.' },
      olivia,
    )
    expect(resent.status).toBe(303)
    await resent.arrayBuffer()
    const rows = await env.DB.prepare('SELECT id, status FROM success_stories').all<{ id: string; status: string }>()
    expect(rows.results).toEqual([{ id: storyId, status: 'submitted' }])
    const pictures = await env.DB.prepare("SELECT count(*) AS n FROM success_story_files WHERE story_id = ?1 AND kind = 'picture'")
      .bind(storyId)
      .first<{ n: number }>()
    expect(pictures!.n).toBe(3)
    expect((await auditTrailOf(env.DB, 'success-story', storyId)).map((entry) => entry.action)).toEqual([
      'success-story.submitted',
      'success-story.changes-requested',
      'success-story.reopened',
      'success-story.resubmitted',
    ])
  })

  it('someone else cannot reopen a story, nor one that was not sent back', async () => {
    const storyId = await sendStory(await signedInCookies(OLIVIA))
    const notSentBack = await postForm(`/portal/success-stories/${storyId}/change`, {}, await signedInCookies(OLIVIA))
    expect(notSentBack.status).toBe(404)
    await notSentBack.arrayBuffer()
  })

  it('approving publishes the story in the insights with the partner credited, opens the translation task and tells the partner', async () => {
    await loadSeedFor(['/insights'])
    const olivia = await signedInCookies(OLIVIA)
    const storyId = await sendStory(olivia)
    const mia = await signedInCookies(MIA)
    const approved = await postForm(`/portal/staff/success-stories/${storyId}`, { outcome: 'approve', comment: 'Lovely project.' }, mia)
    expect(approved.status).toBe(303)
    await approved.arrayBuffer()

    const slug = storySlugOf('Harbour Mall wayfinding', storyId)
    for (const code of ['en-gb', 'en-us'] as const) {
      const record = await env.CONTENT.get<SuccessStory>(CONTENT_KEYS.insight(code, slug), 'json')
      expect(record, code).toMatchObject({
        slug,
        title: 'Harbour Mall wayfinding',
        author: 'Brightline AV',
        client: 'Harbour Mall',
        categoryId: SUCCESS_STORY_CATEGORY_ID,
        image: { width: 800, height: 600 },
      })
      expect(record!.image.src).toMatch(/^\/product-images\/photos\/[a-f0-9-]{36}\.png$/)
      expect(record!.body.some((block) => block.type === 'paragraph' && block.text === 'Visitors find shops faster.')).toBe(true)
      const index = await env.CONTENT.get<InsightIndex>(CONTENT_KEYS.insights(code), 'json')
      expect(index!.items.map((item) => item.slug)).toContain(slug)
    }
    expect(await env.CONTENT.get(CONTENT_KEYS.insight('fr-fr', slug))).toBeNull()

    const publicPage = await visit(`/insights/${slug}`)
    expect(publicPage.status).toBe(200)
    const html = await publicPage.text()
    expect(html).toContain('Harbour Mall wayfinding')
    expect(html).toContain('Brightline AV')
    const image = await visit(JSON.parse((await env.CONTENT.get(CONTENT_KEYS.insight('en-gb', slug)))!).image.src)
    expect(image.status).toBe(200)
    expect(image.headers.get('Content-Type')).toBe('image/png')
    await image.arrayBuffer()

    const mail = (await localMailTo(env.DB, OLIVIA_MAIL))[0]!
    expect(mail.subject).toBe('Your success story “Harbour Mall wayfinding” is published')

    const tasks = await (await visit('/portal/staff/translations?status=open', { headers: { Cookie: mia } })).text()
    expect(tasks).toContain('Harbour Mall wayfinding')
    expect(translationLanguagesOf('en')).toEqual(['fr', 'it', 'de', 'es', 'ja'])
    const inbox = await (await visit('/portal/staff', { headers: { Cookie: mia } })).text()
    expect(inbox).toMatch(/data-inbox-queue="stories-to-translate"[^>]*>\s*<span[^>]*data-inbox-count="1"/)
    const done = await postForm('/portal/staff/translations', { storyId }, mia)
    expect(done.status).toBe(303)
    await done.arrayBuffer()
    const task = await env.DB.prepare('SELECT done_by FROM success_story_translation_tasks WHERE story_id = ?1')
      .bind(storyId)
      .first<{ done_by: string }>()
    expect(task!.done_by).toBe(MIA)
  })

  it('only the marketing team reviews', async () => {
    const storyId = await sendStory(await signedInCookies(OLIVIA))
    for (const person of [OLIVIA, 'usr-ravi-mehta', 'usr-theo-grant']) {
      const response = await postForm(
        `/portal/staff/success-stories/${storyId}`,
        { outcome: 'approve', comment: '' },
        await signedInCookies(person),
      )
      expect(response.status, person).toBe(403)
      await response.arrayBuffer()
    }
    const row = await env.DB.prepare('SELECT status FROM success_stories WHERE id = ?1').bind(storyId).first<{ status: string }>()
    expect(row!.status).toBe('submitted')
  })
})

/* ------------------------------------------------------------------ the site search */

const PROJECT = 'Harbour Mall wayfinding'
const ENGLISH: readonly LocaleCode[] = ['en-gb', 'en-us']

/** The seed's insights lists and search indexes in every locale (no partner story of an earlier test in them). */
async function loadSeedListsAndSearch(): Promise<void> {
  const entries = publishedSeedEntries()
  const keys = LOCALE_CODES.flatMap((code) => [CONTENT_KEYS.insights(code), CONTENT_KEYS.search(code)])
  await Promise.all(keys.map((key) => env.CONTENT.put(key, entries.get(key)!)))
  clearContentCache()
}

/** Olivia's story, sent and approved by the marketing team (published in en-gb and en-us); its id. */
async function publishedStory(): Promise<string> {
  const storyId = await sendStory(await signedInCookies(OLIVIA))
  const approved = await postForm(
    `/portal/staff/success-stories/${storyId}`,
    { outcome: 'approve', comment: '' },
    await signedInCookies(MIA),
  )
  expect(approved.status).toBe(303)
  await approved.arrayBuffer()
  return storyId
}

async function searchHits(code: LocaleCode, query: string): Promise<SearchHit[]> {
  const response = await visit(`/api/search?locale=${code}&q=${encodeURIComponent(query)}&pageSize=100`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: SearchHit[] }).data
}

function storyHref(code: LocaleCode, storyId: string): string {
  return pathFor('insights-slug', code, { slug: storySlugOf(PROJECT, storyId) })
}

describe('the site search finds published partner stories', () => {
  it('lists the story first among insights in the locales of its language only, once, and a content publish keeps it', async () => {
    await loadSeedListsAndSearch()
    const storyId = await publishedStory()

    for (const code of ENGLISH) {
      const insights = (await searchHits(code, PROJECT)).filter((hit) => hit.type === 'insight')
      expect(insights[0], code).toMatchObject({ type: 'insight', title: PROJECT, href: storyHref(code, storyId), match: 'title' })
      // Found by the partner credited, the client and the category too, like the seed's success stories.
      const category = (await env.CONTENT.get<InsightIndex>(CONTENT_KEYS.insights(code), 'json'))!.categories.find(
        (each) => each.id === SUCCESS_STORY_CATEGORY_ID,
      )!.title
      expect(insights[0]!.keywords, code).toEqual([category, 'Brightline AV', 'Harbour Mall'])
      expect(
        (await searchHits(code, 'Brightline')).map((hit) => hit.href),
        code,
      ).toContain(storyHref(code, storyId))
      const suggestions = (await (await visit(`/api/search/suggestions?locale=${code}&q=${encodeURIComponent(PROJECT)}`)).json()) as {
        data: Array<{ href: string }>
      }
      expect(
        suggestions.data.map((each) => each.href),
        code,
      ).toContain(storyHref(code, storyId))
    }
    for (const code of LOCALE_CODES.filter((each) => !ENGLISH.includes(each))) {
      const hits = await searchHits(code, PROJECT)
      expect(
        hits.filter((hit) => hit.title === PROJECT || hit.href.includes(storySlugOf(PROJECT, storyId))),
        code,
      ).toEqual([])
    }

    // Publishing the same story again replaces its document.
    const story = (await findStoryForReview(env.DB, storyId))!
    await publishSuccessStory(env, createLogger('silent'), story, plannedPublication(story), MIA)
    for (const code of ENGLISH) {
      const hits = await searchHits(code, PROJECT)
      expect(hits.filter((hit) => hit.href === storyHref(code, storyId)).length, code).toBe(1)
      const index = (await env.CONTENT.get<SearchIndex>(CONTENT_KEYS.search(code), 'json'))!
      expect(index.documents.filter((document) => document.id?.startsWith(PARTNER_STORY_ID_PREFIX)).length, code).toBe(1)
    }

    // A content publish sends the seed's index (here without one of its documents): the story stays, once.
    const key = CONTENT_KEYS.search('en-gb')
    const seedIndex = JSON.parse(publishedSeedEntries().get(key)!) as SearchIndex
    const dropped = seedIndex.documents.find((document) => document.type === 'event')!
    const sent = JSON.stringify({ ...seedIndex, documents: seedIndex.documents.filter((document) => document !== dropped) })
    const publish = (value: string) =>
      visit('/publish', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` },
        body: JSON.stringify({ entries: [{ key, value }] }),
      })
    const published = await publish(sent)
    expect(published.status).toBe(200)
    expect(((await published.json()) as { written: string[] }).written).toEqual([key])
    const stored = (await env.CONTENT.get<SearchIndex>(key, 'json'))!
    expect(stored.documents.map((document) => document.href)).not.toContain(dropped.href)
    expect(stored.documents.filter((document) => document.href === storyHref('en-gb', storyId)).length).toBe(1)
    const insights = (await searchHits('en-gb', PROJECT)).filter((hit) => hit.type === 'insight')
    expect(insights[0]).toMatchObject({ title: PROJECT, href: storyHref('en-gb', storyId) })
    // Sending the same index again changes nothing.
    const again = await publish(sent)
    expect(((await again.json()) as { written: string[] }).written).toEqual([])
  })

  it('a product published in the PIM rewrites the search index and keeps the story', async () => {
    await loadSeedListsAndSearch()
    await seedPimCatalogue()
    // The publisher source and the catalogues (the edit form checks filter values against them).
    await loadPublished(LOCALE_CODES.map((code) => CONTENT_KEYS.catalogue(code)))
    const storyId = await publishedStory()

    const product = seedCatalogue.products.find((candidate) => candidate.status === 'active' && !candidate.led)!
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const description = `Wayfinding ready: ${product.description['en-gb']}`
    const saved = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision, { 'description.en-gb': description }),
    )
    expect(saved.status).toBe(303)
    await saved.arrayBuffer()
    const draft = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', draft.draft as SourceProduct, draft.draftRevision),
      {
        action: 'publish',
      },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toContain('notice=published')
    await response.arrayBuffer()

    const index = (await env.CONTENT.get<SearchIndex>(CONTENT_KEYS.search('en-gb'), 'json'))!
    expect(index.documents.find((document) => document.ctn === product.ctn)!.summary).toMatch(/^Wayfinding ready/)
    const insights = (await searchHits('en-gb', PROJECT)).filter((hit) => hit.type === 'insight')
    expect(insights[0]).toMatchObject({ title: PROJECT, href: storyHref('en-gb', storyId) })
  })
})
