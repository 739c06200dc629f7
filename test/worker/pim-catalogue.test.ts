/**
 * The PIM owns the catalogue (docs/decisions/037-pim-owns-the-catalogue.md): the seed fills D1 with
 * what the site publishes; an editor saves drafts (checked with the content model's schemas),
 * sees the changes since the last publish and the history, publishes (the seed's publisher writes
 * the same records into KV: product, catalogue, search), goes back to an earlier version; a PIM
 * viewer reads all of it and changes nothing. Scheduled publishes and expiries run in the cron
 * sweep (pim-schedules.test.ts), previews of drafts on the site in pim-draft-preview.test.ts.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { PUBLISHER_SOURCE_KEY, type PublisherSource, publishSeed, seedOf } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'
import { LOCAL_PUBLISH_SECRET } from '../../kv-seed/publish-changes.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import type { SourceLine, SourceProduct } from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type Catalogue, type ProductDetail, type SearchIndex } from '../../ui/content/model.ts'
import { canonicalJson } from '../../ui/pim/catalogue-diff.ts'
import { catalogueRecordPath } from '../../ui/pim/pim-paths.ts'
import { clearContentCache } from '../../worker/content/content-store.ts'
import { findCatalogueItem, publishedCatalogue } from '../../worker/pim/catalogue-store.ts'
import { catalogueWith } from '../../worker/publish/catalogue-publisher.ts'
import { asHtml, loadSeedFor, publishedSeedEntries, settle, visit, visitUrl } from './helpers.ts'
import { signedInCookies } from './portal-helpers.ts'
import { formFor, loadPublished, postRecord, seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PIM_EDITOR, PIM_ORIGIN, PIM_VIEWER, pimRequest } from './pim-fixtures.ts'

const product = seedCatalogue.products.find((candidate) => candidate.status === 'active' && !candidate.led && candidate.energyLabel)!
const slug = productSlug(product.ctn)
const frenchProductKey = CONTENT_KEYS.product('fr-fr', slug)
const newFeature = seedCatalogue.facets
  .find((facet) => facet.name === 'features')!
  .values.find((value) => !product.facets.features.includes(value.value))!
const NEW_DESCRIPTION = `Quokkavision : ${product.description['fr-fr']}`

function published<T>(key: string): T {
  return JSON.parse(publishedSeedEntries().get(key)!) as T
}

async function kvRecord<T>(key: string): Promise<T> {
  return JSON.parse((await env.CONTENT.get(key))!) as T
}

beforeAll(async () => {
  await seedPimCatalogue()
  const frenchHref = published<ProductDetail>(frenchProductKey).href
  await loadSeedFor([frenchHref, '/fr-fr/recherche?q=Quokkavision', '/fr-fr/solutions-d-affichage'])
  await loadPublished([
    ...['en-gb', 'en-us', 'fr-fr', 'it-it', 'de-de', 'es-es', 'it-ch', 'de-ch', 'fr-ch', 'ja-jp'].flatMap((code) => [
      CONTENT_KEYS.catalogue(code as 'en-gb'),
      CONTENT_KEYS.search(code as 'en-gb'),
    ]),
  ])
})

describe('the catalogue in D1', () => {
  it('holds what the seed publishes: the same records come out of the publisher', async () => {
    const records = await publishedCatalogue(env.DB)
    expect(records.products).toHaveLength(seedCatalogue.products.length)
    expect(canonicalJson(records)).toBe(
      canonicalJson({ categories: seedCatalogue.categories, lines: seedCatalogue.lines, products: seedCatalogue.products }),
    )
    const source = JSON.parse(publishedSeedEntries().get(PUBLISHER_SOURCE_KEY)!) as PublisherSource
    const fromD1 = publishSeed(seedOf(source, records))
    const fromSeed = publishSeed(seed)
    expect(fromD1.length).toBe(fromSeed.length)
    expect(fromD1.filter((entry, index) => entry.value !== fromSeed[index]!.value).map((entry) => entry.key)).toEqual([])
  })
})

describe('the publish command', () => {
  it('reads the catalogue the PIM published, with the publish secret', async () => {
    const response = await visit('/publish/catalogue', { headers: { Authorization: `Bearer ${LOCAL_PUBLISH_SECRET}` } })
    expect(response.status).toBe(200)
    expect(canonicalJson(await response.json())).toBe(canonicalJson(await publishedCatalogue(env.DB)))
  })
})

describe('an editor', () => {
  it('finds the product in the PIM list by part of its French name and opens its screen', async () => {
    const word = product.name['fr-fr']!.split(' ').find((part) => part.length > 4)!
    const list = await settle(await pimRequest(`/products?status=all&q=${encodeURIComponent(word)}`, PIM_EDITOR))
    expect(list.status).toBe(200)
    expect(list.body).toContain(`href="${catalogueRecordPath('product', product.ctn)}"`)
    const none = await settle(await pimRequest('/products?q=no-such-product-anywhere', PIM_EDITOR))
    expect(none.body).toContain('data-pim-empty')
    const screen = await settle(await pimRequest(catalogueRecordPath('product', product.ctn), PIM_EDITOR))
    expect(screen.status).toBe(200)
    expect(screen.body).toContain('data-island="CatalogueEditor"')
    expect(screen.body).toContain('The draft is the version the site shows.')
    expect(screen.body).toContain('data-publish=""')
  })

  it('saves a draft: checked, kept in D1 with its history, the site unchanged', async () => {
    const before = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', product, before.draftRevision, {
        'description.fr-fr': NEW_DESCRIPTION,
        'facets.features': [...product.facets.features, newFeature.value],
      }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`${catalogueRecordPath('product', product.ctn)}?notice=saved`)
    const after = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    expect(after.draftRevision).toBe(before.draftRevision + 1)
    expect((after.draft as SourceProduct).description['fr-fr']).toBe(NEW_DESCRIPTION)
    expect((after.published as SourceProduct).description['fr-fr']).toBe(product.description['fr-fr'])
    expect(await env.CONTENT.get(frenchProductKey)).toBe(publishedSeedEntries().get(frenchProductKey))

    const screen = await settle(await pimRequest(catalogueRecordPath('product', product.ctn), PIM_EDITOR))
    expect(screen.body).toContain('Description (Français)')
    expect(screen.body).toContain(asHtml(NEW_DESCRIPTION))
    expect(screen.body).toContain('Unpublished changes')
    expect(screen.body).toContain('Draft saved')
  })

  it('is told what is wrong, in place, and nothing is stored', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const json = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision, {
        'name.en-gb': '',
        lineId: 'no-such-line',
        screenSizeInch: 'big',
        'highlights.de-de': 'eins\nzwei\ndrei\nvier\nfünf\nsechs\nsieben\nacht\nneun',
      }),
      { json: true },
    )
    expect(json.status).toBe(422)
    const answer = (await json.json()) as { message: string; errors: Record<string, string> }
    expect(answer.message).toBe('Please correct the marked fields.')
    expect(answer.errors).toMatchObject({
      'name.en-gb': 'Please fill in this field.',
      lineId: 'Choose one of the product lines.',
      screenSizeInch: 'This value is not valid.',
      'highlights.de-de': expect.stringContaining('more highlights than British English'),
    })
    const plain = await settle(
      await postRecord(
        PIM_EDITOR,
        'product',
        product.ctn,
        formFor('product', item.draft as SourceProduct, item.draftRevision, { 'name.en-gb': '' }),
      ),
    )
    expect(plain.status).toBe(422)
    expect(plain.body).toContain('data-error-summary')
    expect(plain.body).toContain('Product name (English (UK)): Please fill in this field.')
    expect((await findCatalogueItem(env.DB, 'product', product.ctn))!.draftRevision).toBe(item.draftRevision)
  })

  it('cannot save over a draft someone saved after they opened it', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision - 1, { 'name.fr-fr': 'Autre nom' }),
      { json: true },
    )
    expect(response.status).toBe(409)
    expect(((await response.json()) as { message: string }).message).toContain('Someone saved this draft')
    expect((await findCatalogueItem(env.DB, 'product', product.ctn))!.draftRevision).toBe(item.draftRevision)
  })

  it('publishes: the records the seed publisher makes reach KV, the site shows them at once, the PIM notes it', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision),
      {
        action: 'publish',
      },
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`${catalogueRecordPath('product', product.ctn)}?notice=published`)

    // The same records as publishing the seed with this product changed.
    const expected = new Map(
      publishSeed(
        seedOf(JSON.parse(publishedSeedEntries().get(PUBLISHER_SOURCE_KEY)!), catalogueWith(await publishedCatalogue(env.DB), [])),
      ).map((entry) => [entry.key, entry.value]),
    )
    for (const key of [
      frenchProductKey,
      CONTENT_KEYS.product('fr-ch', slug),
      CONTENT_KEYS.search('fr-fr'),
      CONTENT_KEYS.catalogue('fr-fr'),
    ]) {
      expect(await env.CONTENT.get(key), key).toBe(expected.get(key))
    }
    expect((await kvRecord<ProductDetail>(frenchProductKey)).description).toBe(NEW_DESCRIPTION)
    // The new filter value is on every locale's summary.
    const germanCatalogue = await kvRecord<Catalogue>(CONTENT_KEYS.catalogue('de-de'))
    expect(germanCatalogue.products.find((each) => each.ctn === product.ctn)!.facets.features).toContain(newFeature.value)
    const frenchSearch = await kvRecord<SearchIndex>(CONTENT_KEYS.search('fr-fr'))
    expect(frenchSearch.documents.find((document) => document.ctn === product.ctn)!.summary).toMatch(/^Quokkavision/)

    const after = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    expect(canonicalJson(after.published)).toBe(canonicalJson(after.draft))
    expect(after.publishedBy).toBe(PIM_EDITOR)

    clearContentCache()
    const page = await settle(await visit(published<ProductDetail>(frenchProductKey).href))
    expect(page.status).toBe(200)
    expect(page.body).toContain(asHtml(NEW_DESCRIPTION))
    const search = await settle(await visit('/fr-fr/recherche?q=Quokkavision'))
    expect(search.body).toContain(`href="${published<ProductDetail>(frenchProductKey).href}"`)
    const filtered = (await (await visit(`/api/products?locale=fr-fr&features=${newFeature.value}&pageSize=200`)).json()) as {
      data: Array<{ ctn: string }>
    }
    expect(filtered.data.map((each) => each.ctn)).toContain(product.ctn)

    const screen = await settle(await pimRequest(`${catalogueRecordPath('product', product.ctn)}?notice=published`, PIM_EDITOR))
    expect(screen.body).toContain('data-pim-notice="published"')
    expect(screen.body).toContain('Up to date')
    expect(screen.body).toContain('Published')
  })

  it('publishing again without changes writes nothing', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision),
      {
        action: 'publish',
      },
    )
    expect(response.headers.get('Location')).toContain('notice=unchanged')
  })

  it('goes back to an earlier version from the history, then publishes it', async () => {
    const screen = await settle(await pimRequest(catalogueRecordPath('product', product.ctn), PIM_EDITOR))
    // The first save started from the seeded version.
    const firstSave = [...screen.body.matchAll(/data-history-entry="(\d+)"/g)].map((match) => Number(match[1])).sort((a, b) => a - b)[0]!
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const form = new URLSearchParams({
      _csrf: formFor('product', product, 0).get('_csrf')!,
      revision: String(item.draftRevision),
      entry: String(firstSave),
    })
    const reverted = await postRecord(PIM_EDITOR, 'product', product.ctn, form, { action: 'revert' })
    expect(reverted.headers.get('Location')).toContain('notice=reverted')
    const back = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    expect(canonicalJson(back.draft)).toBe(canonicalJson(product))
    const published = await postRecord(PIM_EDITOR, 'product', product.ctn, formFor('product', product, back.draftRevision), {
      action: 'publish',
    })
    expect(published.headers.get('Location')).toContain('notice=published')
    expect(await env.CONTENT.get(frenchProductKey)).toBe(publishedSeedEntries().get(frenchProductKey))
    const history = await settle(await pimRequest(catalogueRecordPath('product', product.ctn), PIM_EDITOR))
    expect(history.body).toContain('Draft set back to an earlier version')
  })

  it('edits a product line: its French title reaches the catalogue and the breadcrumbs of its products', async () => {
    const line = seedCatalogue.lines.find((candidate) => candidate.id === product.lineId)!
    const item = (await findCatalogueItem(env.DB, 'line', line.id))!
    const title = `${line.title['fr-fr']} (nouvelle gamme)`
    const saved = await postRecord(
      PIM_EDITOR,
      'line',
      line.id,
      formFor('line', item.draft as SourceLine, item.draftRevision, { 'title.fr-fr': title }),
    )
    expect(saved.status).toBe(303)
    const draft = (await findCatalogueItem(env.DB, 'line', line.id))!
    const publish = await postRecord(PIM_EDITOR, 'line', line.id, formFor('line', draft.draft as SourceLine, draft.draftRevision), {
      action: 'publish',
    })
    expect(publish.headers.get('Location')).toContain('notice=published')
    const frenchCatalogue = await kvRecord<Catalogue>(CONTENT_KEYS.catalogue('fr-fr'))
    expect(frenchCatalogue.lines.find((each) => each.id === line.id)!.title).toBe(title)
    expect((await kvRecord<ProductDetail>(frenchProductKey)).breadcrumbs.map((crumb) => crumb.title)).toContain(title)
  })

  it("cannot give a line another line's address", async () => {
    const category = seedCatalogue.categories.find(
      (each) => seedCatalogue.lines.filter((candidate) => candidate.categoryId === each.id).length > 1,
    )!
    const [line, sibling] = seedCatalogue.lines.filter((candidate) => candidate.categoryId === category.id)
    const item = (await findCatalogueItem(env.DB, 'line', line!.id))!
    const response = await postRecord(
      PIM_EDITOR,
      'line',
      line!.id,
      formFor('line', item.draft as SourceLine, item.draftRevision, { 'slug.de-de': sibling!.slug['de-de']! }),
      { json: true },
    )
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: Record<string, string> }).errors['slug.de-de']).toBe(
      'Another page of the catalogue already has this address.',
    )
  })
})

describe('a PIM viewer', () => {
  it('reads the list and every screen, and is offered nothing that changes them', async () => {
    expect((await pimRequest('/products?status=all', PIM_VIEWER)).status).toBe(200)
    const screen = await settle(await pimRequest(catalogueRecordPath('product', product.ctn), PIM_VIEWER))
    expect(screen.status).toBe(200)
    expect(screen.body).toContain('&quot;readOnly&quot;:true')
    expect(screen.body).not.toContain('data-publish=""')
    expect(screen.body).not.toContain('Save draft</button>')
    expect(screen.body).not.toContain('Go back to the version before this change')
    expect((await pimRequest('/lines', PIM_VIEWER)).status).toBe(200)
  })

  it('is refused every change on the server, and nothing changes', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const form = formFor('product', item.draft as SourceProduct, item.draftRevision, { 'description.fr-fr': 'Texte du lecteur' })
    for (const action of [undefined, 'publish', 'schedule', 'revert'] as const) {
      const response = await postRecord(PIM_VIEWER, 'product', product.ctn, form, { action })
      expect({ action, status: response.status }).toEqual({ action, status: 403 })
      expect(await response.text()).toContain('Only PIM editors may change products, product lines and categories.')
    }
    const photo = await pimRequest('/api/pim/product-photos?name=photo.png', PIM_VIEWER, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    })
    expect(photo.status).toBe(403)
    const after = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    expect(after.draftRevision).toBe(item.draftRevision)
    expect(after.publishAt).toBeNull()
  })

  it('signed out, every change sends to the login; without the CSRF token it is refused', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const signedOut = await postRecord(null, 'product', product.ctn, formFor('product', item.draft as SourceProduct, item.draftRevision))
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toMatch(/^\/login\?/)
    const form = formFor('product', item.draft as SourceProduct, item.draftRevision, { 'name.fr-fr': 'Sans jeton' })
    form.delete('_csrf')
    const forged = await visitUrl(`${PIM_ORIGIN}${catalogueRecordPath('product', product.ctn)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: await signedInCookies(PIM_EDITOR), Origin: PIM_ORIGIN },
      body: form,
    })
    expect(forged.status).toBe(403)
    expect((await findCatalogueItem(env.DB, 'product', product.ctn))!.draftRevision).toBe(item.draftRevision)
  })
})
