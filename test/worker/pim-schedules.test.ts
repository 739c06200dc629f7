/**
 * Scheduled publish and expiry (decision 039), fired through the worker's scheduled handler as the
 * cron does: a product's draft goes to the site when its time has come (not before), an expired
 * product is archived on the site, and assets become active and inactive at their times; each
 * change is in the history in the name of the editor who scheduled it.
 */
import { createScheduledController, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type Catalogue, type ProductDetail } from '../../ui/content/model.ts'
import worker from '../../worker/index.ts'
import { findAsset } from '../../worker/pim/asset-store.ts'
import { catalogueHistory, findCatalogueItem } from '../../worker/pim/catalogue-store.ts'
import { publishedSeedEntries, settle } from './helpers.ts'
import { formFor, loadPublished, postRecord, seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PIM_EDITOR, loadCatalogue, pimRequest, storedAsset } from './pim-fixtures.ts'
import { localMailTo } from '../../worker/adapters/mail/local-mailbox-store.ts'

const EDITOR_EMAIL = 'priya.nair@vantage-displays.example'

const [scheduled, expiring] = seedCatalogue.products.filter((candidate) => candidate.status === 'active').slice(3, 5) as [
  SourceProduct,
  SourceProduct,
]
const scheduledKey = CONTENT_KEYS.product('en-gb', productSlug(scheduled.ctn))
const expiringKey = CONTENT_KEYS.product('en-gb', productSlug(expiring.ctn))
const NEW_NAME = `${scheduled.name['en-gb']} (2027 edition)`

/** Runs the cron's handler at `at`, as Cloudflare does every ten minutes. */
async function cronAt(at: Date): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/10 * * * *' }), env)
}

async function kvRecord<T>(key: string): Promise<T> {
  return JSON.parse((await env.CONTENT.get(key))!) as T
}

function schedule(ctn: string, fields: Record<string, string>) {
  const form = new URLSearchParams({ _csrf: formFor('product', scheduled, 0).get('_csrf')!, ...fields })
  return postRecord(PIM_EDITOR, 'product', ctn, form, { action: 'schedule' })
}

beforeAll(async () => {
  await seedPimCatalogue()
  await loadCatalogue()
  await loadPublished([scheduledKey, expiringKey, CONTENT_KEYS.catalogue('fr-fr')])
})

describe('a scheduled publish', () => {
  it('waits for its time, then the sweep publishes the draft as it then is, in the editor’s name', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', scheduled.ctn))!
    const saved = await postRecord(
      PIM_EDITOR,
      'product',
      scheduled.ctn,
      formFor('product', scheduled, item.draftRevision, { 'name.en-gb': NEW_NAME }),
    )
    expect(saved.status).toBe(303)
    const set = await schedule(scheduled.ctn, { publishAt: '2030-05-01T08:00' })
    expect(set.headers.get('Location')).toContain('notice=scheduled')
    expect((await findCatalogueItem(env.DB, 'product', scheduled.ctn))!.publishAt).toBe('2030-05-01T08:00:00.000Z')
    const screen = await settle(await pimRequest(`/products?status=all&q=${encodeURIComponent(scheduled.ctn)}`, PIM_EDITOR))
    expect(screen.body).toContain('Publishes ')

    await cronAt(new Date('2030-05-01T07:50:00Z'))
    expect((await kvRecord<ProductDetail>(scheduledKey)).name).toBe(scheduled.name['en-gb'])

    await cronAt(new Date('2030-05-01T08:00:00Z'))
    expect((await kvRecord<ProductDetail>(scheduledKey)).name).toBe(NEW_NAME)
    const after = (await findCatalogueItem(env.DB, 'product', scheduled.ctn))!
    expect(after.publishAt).toBeNull()
    expect((after.published as SourceProduct).name['en-gb']).toBe(NEW_NAME)
    const published = (await catalogueHistory(env.DB, 'product', scheduled.ctn)).filter((entry) => entry.action === 'pim-product.published')
    expect(published.map((entry) => entry.actorId)).toEqual([PIM_EDITOR])
    // The editor who scheduled it is told.
    const mail = (await localMailTo(env.DB, EDITOR_EMAIL)).find((message) => message.subject === `Published as scheduled: ${NEW_NAME}`)
    expect(mail?.text).toContain(`${scheduled.ctn}`)
    expect(mail?.text).toContain('/products/')
  })

  it('that cannot be made is dropped, with the reason in the history and a mail to the editor', async () => {
    const broken = seedCatalogue.products.filter((candidate) => candidate.status === 'active')[6]!
    // A draft whose line the catalogue does not have (the form never lets one through; the publisher refuses it).
    await env.DB.prepare(
      "UPDATE pim_catalogue_records SET draft_json = json_set(draft_json, '$.lineId', 'retired-line'), draft_revision = draft_revision + 1 WHERE kind = 'product' AND id = ?1",
    )
      .bind(broken.ctn)
      .run()
    expect((await schedule(broken.ctn, { publishAt: '2030-05-02T08:00' })).status).toBe(303)
    await cronAt(new Date('2030-05-02T08:00:00Z'))
    const item = (await findCatalogueItem(env.DB, 'product', broken.ctn))!
    expect(item.publishAt).toBeNull()
    expect((item.published as SourceProduct).lineId).toBe(broken.lineId)
    const failed = (await catalogueHistory(env.DB, 'product', broken.ctn)).find((entry) => entry.action === 'pim-product.schedule-failed')
    expect(JSON.stringify(failed?.after)).toContain('retired-line')
    const mail = (await localMailTo(env.DB, EDITOR_EMAIL)).find((message) => message.subject.startsWith('Not published as scheduled'))
    expect(mail?.text).toContain('The schedule is removed.')
    const screen = await settle(await pimRequest(`/products/${encodeURIComponent(broken.ctn)}`, PIM_EDITOR))
    expect(screen.body).toContain('Scheduled change not made: schedule removed')
  })

  it('refuses a time it cannot read', async () => {
    const response = await schedule(scheduled.ctn, { publishAt: 'next tuesday' })
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('Please give the times as date and time, or leave them empty.')
  })
})

describe('a scheduled expiry', () => {
  it('archives the product on the site and in the PIM', async () => {
    expect((await schedule(expiring.ctn, { expiresAt: '2030-06-01T00:00' })).status).toBe(303)
    await cronAt(new Date('2030-06-01T00:05:00Z'))
    expect((await kvRecord<ProductDetail>(expiringKey)).status).toBe('archived')
    const french = await kvRecord<Catalogue>(CONTENT_KEYS.catalogue('fr-fr'))
    expect(french.products.find((product) => product.ctn === expiring.ctn)!.status).toBe('archived')
    const item = (await findCatalogueItem(env.DB, 'product', expiring.ctn))!
    expect(item.expiresAt).toBeNull()
    expect((item.draft as SourceProduct).status).toBe('archived')
    expect((item.published as SourceProduct).status).toBe('archived')
    expect((await catalogueHistory(env.DB, 'product', expiring.ctn)).map((entry) => entry.action)).toContain('pim-product.expired')
    // Nothing else of the catalogue changed.
    const others = (catalogue: Catalogue) =>
      catalogue.products.filter((product) => product.ctn !== expiring.ctn && product.ctn !== scheduled.ctn)
    expect(others(french)).toEqual(others(JSON.parse(publishedSeedEntries().get(CONTENT_KEYS.catalogue('fr-fr'))!) as Catalogue))
  })
})

describe('asset schedules', () => {
  it('make an asset active at its publish time and inactive at its expiry', async () => {
    const ctn = scheduled.ctn
    const coming = await storedAsset({ productCtns: [ctn], status: 'inactive', publishAt: '2030-07-01T09:00:00.000Z' })
    const going = await storedAsset({ productCtns: [ctn], status: 'active', expiresAt: '2030-07-01T09:00:00.000Z' })
    const later = await storedAsset({ productCtns: [ctn], status: 'inactive', publishAt: '2030-08-01T09:00:00.000Z' })
    await cronAt(new Date('2030-07-01T09:00:00Z'))
    expect(await findAsset(env.DB, coming.id)).toMatchObject({ status: 'active', publishAt: null })
    expect(await findAsset(env.DB, going.id)).toMatchObject({ status: 'inactive', expiresAt: null })
    expect(await findAsset(env.DB, later.id)).toMatchObject({ status: 'inactive', publishAt: '2030-08-01T09:00:00.000Z' })
  })

  it('are set in the asset editor and refused when they are not times', async () => {
    const asset = await storedAsset({ productCtns: [scheduled.ctn] })
    const body = {
      title: asset.title,
      version: asset.version,
      type: asset.type,
      status: asset.status,
      availability: asset.availability,
      partnerLevel: null,
      minimumPartnerLevel: null,
      productCtns: asset.productCtns,
    }
    const bad = await pimRequest(`/api/pim/assets/${asset.id}`, PIM_EDITOR, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, publishAt: 'soon' }),
    })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.publishAt).toBe('This value is not valid.')
    const good = await pimRequest(`/api/pim/assets/${asset.id}`, PIM_EDITOR, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, publishAt: '', expiresAt: '2031-01-31T18:30' }),
    })
    expect(good.status).toBe(200)
    await good.arrayBuffer()
    expect(await findAsset(env.DB, asset.id)).toMatchObject({ publishAt: null, expiresAt: '2031-01-31T18:30:00.000Z' })
  })
})
