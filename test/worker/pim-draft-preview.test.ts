/**
 * A PIM draft previewed on the public site (decision 037): the PIM hands out a signed link; the
 * site turns preview mode on with the draft, shows the draft's records on its pages to that browser
 * only, refreshes them in place when the draft is saved again (a `next` message on the preview
 * socket), and shows the published version to everyone else. A forged or expired link is refused.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type ProductDetail } from '../../ui/content/model.ts'
import { catalogueActionPath } from '../../ui/pim/pim-paths.ts'
import { findCatalogueItem, draftEntryKeys } from '../../worker/pim/catalogue-store.ts'
import { DRAFT_PREVIEW_COOKIE, DRAFT_PREVIEW_LINK_SECONDS, draftPreviewLink } from '../../worker/preview/draft-preview.ts'
import { PREVIEW_COOKIE } from '../../worker/preview/preview-token.ts'
import { ORIGIN, asHtml, loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'
import { formFor, loadPublished, postRecord, seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PIM_EDITOR, PIM_VIEWER, pimRequest } from './pim-fixtures.ts'
import { setCookies } from './portal-helpers.ts'
import { subscribedSocket, subscriptionsHeld } from './preview-socket-client.ts'

const product = seedCatalogue.products.find(
  (candidate) => candidate.status === 'active' && candidate.lineId !== seedCatalogue.products[0]!.lineId,
)!
const key = CONTENT_KEYS.product('fr-fr', productSlug(product.ctn))
const published = JSON.parse(publishedSeedEntries().get(key)!) as ProductDetail
const FIRST_DRAFT = `Brouillon numéro un : ${product.description['fr-fr']}`
const SECOND_DRAFT = `Brouillon numéro deux : ${product.description['fr-fr']}`

async function saveDescription(text: string): Promise<void> {
  const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
  const response = await postRecord(
    PIM_EDITOR,
    'product',
    product.ctn,
    formFor('product', item.draft as SourceProduct, item.draftRevision, { 'description.fr-fr': text }),
  )
  expect(response.status).toBe(303)
}

/** Opens a preview link from the PIM as the browser would: the PIM's redirect, then the site's. */
async function openPreview(userId: string): Promise<{ cookie: string; location: string }> {
  const fromPim = await pimRequest(`${catalogueActionPath('product', product.ctn, 'preview')}?locale=fr-fr`, userId)
  expect(fromPim.status).toBe(302)
  const link = new URL(fromPim.headers.get('Location')!)
  expect(link.origin).toBe(ORIGIN)
  expect(link.pathname).toBe('/preview/draft')
  const opened = await visit(`${link.pathname}${link.search}`)
  expect(opened.status).toBe(302)
  const cookies = setCookies(opened)
  expect(cookies.has(PREVIEW_COOKIE.name)).toBe(true)
  expect(cookies.has(DRAFT_PREVIEW_COOKIE.name)).toBe(true)
  return {
    cookie: [...cookies.values()].map((line) => line.slice(0, line.indexOf(';'))).join('; '),
    location: opened.headers.get('Location')!,
  }
}

beforeAll(async () => {
  await seedPimCatalogue()
  await loadSeedFor([published.href])
  // The PIM reads the filters' values and labels from the published catalogue in its reader's language.
  await loadPublished([CONTENT_KEYS.search('fr-fr'), CONTENT_KEYS.catalogue('fr-fr'), CONTENT_KEYS.catalogue('en-gb')])
})

describe('previewing a draft on the site', () => {
  it('shows the saved draft to the browser that opened the link, and the published page to everyone else', async () => {
    await saveDescription(FIRST_DRAFT)
    expect(await draftEntryKeys(env.DB, 'product', product.ctn)).toContain(key)
    const { cookie, location } = await openPreview(PIM_EDITOR)
    expect(location).toBe(published.href)

    const preview = await settle(await visit(location, { headers: { Cookie: cookie } }))
    expect(preview.status).toBe(200)
    expect(preview.body).toContain(asHtml(FIRST_DRAFT))
    expect(preview.body).toContain('data-preview-badge=""')
    const subscription = JSON.parse(
      /<script type="application\/json" id="content-preview"[^>]*>(.*?)<\/script>/.exec(preview.body)![1]!,
    ) as {
      variables: { keys: string[] }
    }
    expect(subscription.variables.keys).toContain(key)

    const visitor = await settle(await visit(location))
    expect(visitor.body).not.toContain(asHtml(FIRST_DRAFT))
    expect(visitor.body).toContain(asHtml(published.description))
    // Preview mode alone (without the draft) shows what is published.
    const previewOnly = cookie
      .split('; ')
      .filter((part) => part.startsWith(`${PREVIEW_COOKIE.name}=`))
      .join('; ')
    expect((await settle(await visit(location, { headers: { Cookie: previewOnly } }))).body).not.toContain(asHtml(FIRST_DRAFT))
  })

  it('refreshes the preview in place when the draft is saved again', async () => {
    const { cookie } = await openPreview(PIM_EDITOR)
    const socket = await subscribedSocket(cookie, [key])
    await subscriptionsHeld(1)
    await saveDescription(SECOND_DRAFT)
    const next = await socket.next()
    expect(next).toMatchObject({ id: '1', type: 'next' })
    expect(JSON.stringify(next.payload)).toContain(key)
    socket.close()
    await subscriptionsHeld(0)
    expect((await settle(await visit(published.href, { headers: { Cookie: cookie } }))).body).toContain(asHtml(SECOND_DRAFT))
  })

  it('is open to PIM viewers too (they read everything)', async () => {
    const { location } = await openPreview(PIM_VIEWER)
    expect(location).toBe(published.href)
  })

  it('refuses a tampered, expired or other-secret link', async () => {
    const drafts = [{ kind: 'product' as const, id: product.ctn }]
    const good = new URL((await draftPreviewLink(env, drafts, published.href))!)
    const token = good.searchParams.get('token')!
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}A`
    const expired = new URL((await draftPreviewLink(env, drafts, published.href, Date.now() - (DRAFT_PREVIEW_LINK_SECONDS + 60) * 1000))!)
    const foreign = new URL((await draftPreviewLink({ ...env, PREVIEW_SECRET: 'another-secret' }, drafts, published.href))!)
    for (const search of [`?token=${tampered}`, expired.search, foreign.search, '?token=', '']) {
      const response = await visit(`/preview/draft${search}`)
      expect({ search, status: response.status }).toEqual({ search, status: 403 })
      expect(response.headers.get('Set-Cookie')).toBeNull()
      await response.arrayBuffer()
    }
  })

  it('after publishing, the preview and everyone see the published draft; the draft has nothing left to preview', async () => {
    const { cookie } = await openPreview(PIM_EDITOR)
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
    expect(response.headers.get('Location')).toContain('notice=published')
    expect(await draftEntryKeys(env.DB, 'product', product.ctn)).toEqual([])
    expect((await settle(await visit(published.href, { headers: { Cookie: cookie } }))).body).toContain(asHtml(SECOND_DRAFT))
    expect((await settle(await visit(published.href))).body).toContain(asHtml(SECOND_DRAFT))
  })
})
