/**
 * Photos of products (decision 038): an editor uploads a PNG or JPEG whose name, declared type and
 * bytes agree; it is stored in R2 under a new name and served on the site and the PIM host as an
 * image that never changes; a product whose draft takes it shows it on its page once published.
 * Anything else (markup named .png, SVG, too large, a viewer's upload) is refused and stores nothing.
 */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogue as seedCatalogue } from '../../kv-seed/content/catalogue.ts'
import { PRODUCT_PHOTO_MAX_BYTES } from '../../ui/catalogue/product-photos.ts'
import { productSlug } from '../../ui/catalogue/product-slug.ts'
import type { SourceProduct } from '../../ui/content/catalogue-source.ts'
import { CONTENT_KEYS, type ProductDetail } from '../../ui/content/model.ts'
import { PIM_API } from '../../ui/pim/pim-paths.ts'
import { findCatalogueItem } from '../../worker/pim/catalogue-store.ts'
import { asHtml, loadSeedFor, publishedSeedEntries, settle, visit } from './helpers.ts'
import { formFor, loadPublished, postRecord, seedPimCatalogue } from './pim-catalogue-fixtures.ts'
import { PIM_EDITOR, PIM_VIEWER, pimRequest } from './pim-fixtures.ts'

/** A real 1 × 1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)
/** The start of a JPEG (JFIF header, then a baseline frame of 800 × 600). */
const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00,
  0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
])

const product = seedCatalogue.products.find(
  (candidate) => candidate.status === 'active' && candidate.ctn !== seedCatalogue.products[0]!.ctn,
)!
const key = CONTENT_KEYS.product('en-gb', productSlug(product.ctn))
const href = (JSON.parse(publishedSeedEntries().get(key)!) as ProductDetail).href

function upload(bytes: Uint8Array, name: string, type: string, userId = PIM_EDITOR) {
  return pimRequest(`${PIM_API.productPhotos}?${new URLSearchParams({ name })}`, userId, {
    method: 'PUT',
    headers: { 'Content-Type': type, Accept: 'application/json' },
    body: new Uint8Array(bytes),
  })
}

async function storedPhotos(): Promise<number> {
  return (await env.FILES.list({ prefix: 'product-photos/' })).objects.length
}

beforeAll(async () => {
  await seedPimCatalogue()
  await loadSeedFor([href])
  await loadPublished([CONTENT_KEYS.catalogue('en-gb')])
})

describe('a photo', () => {
  it('is stored under a new name and served, never changing, on the site and the PIM host', async () => {
    const response = await upload(PNG, 'front.png', 'image/png')
    expect(response.status).toBe(201)
    const photo = (await response.json()) as { src: string; width: number; height: number }
    expect(photo).toMatchObject({ width: 1, height: 1 })
    expect(photo.src).toMatch(/^\/product-images\/photos\/[a-f0-9-]{36}\.png$/)
    const site = await visit(photo.src)
    expect(site.status).toBe(200)
    expect(site.headers.get('Content-Type')).toBe('image/png')
    expect(site.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(new Uint8Array(await site.arrayBuffer())).toEqual(PNG)
    const pim = await pimRequest(photo.src, PIM_EDITOR)
    expect(pim.status).toBe(200)
    await pim.arrayBuffer()
    const jpeg = await upload(JPEG, 'side.jpg', 'image/jpeg')
    expect(jpeg.status).toBe(201)
    expect(await jpeg.json()).toMatchObject({ width: 800, height: 600 })
  })

  it('is refused when it is not a PNG or JPEG, when name, type and bytes disagree, or when too large', async () => {
    const before = await storedPhotos()
    const markup = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const refusals: Array<[Uint8Array, string, string, number]> = [
      [markup, 'photo.png', 'image/png', 422],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'photo.svg', 'image/svg+xml', 422],
      [PNG, 'photo.jpg', 'image/jpeg', 422],
      [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'photo.pdf', 'application/pdf', 422],
      [new Uint8Array(0), 'photo.png', 'image/png', 422],
      [new Uint8Array(PRODUCT_PHOTO_MAX_BYTES + 1), 'photo.png', 'image/png', 413],
    ]
    for (const [bytes, name, type, status] of refusals) {
      const response = await upload(bytes, name, type)
      expect({ name, type, status: response.status }).toEqual({ name, type, status })
      await response.arrayBuffer()
    }
    expect((await (await upload(markup, 'photo.png', 'image/png')).json()) as { errors: { photo: string } }).toMatchObject({
      errors: { photo: expect.stringContaining('photo.png') },
    })
    const viewer = await upload(PNG, 'front.png', 'image/png', PIM_VIEWER)
    expect(viewer.status).toBe(403)
    await viewer.arrayBuffer()
    expect(await storedPhotos()).toBe(before)
  })

  it('becomes the product’s main picture once its draft is published', async () => {
    const photo = (await (await upload(PNG, 'front.png', 'image/png')).json()) as { src: string; width: number; height: number }
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const saved = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision, {
        'image.src': photo.src,
        'image.width': String(photo.width),
        'image.height': String(photo.height),
        'imageAlt.en-gb': 'The display seen from the front, on its stand',
      }),
    )
    expect(saved.status).toBe(303)
    const draft = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    expect(
      (
        await postRecord(PIM_EDITOR, 'product', product.ctn, formFor('product', draft.draft as SourceProduct, draft.draftRevision), {
          action: 'publish',
        })
      ).status,
    ).toBe(303)
    const page = await settle(await visit(href))
    expect(page.body).toContain(`src="${photo.src}"`)
    expect(page.body).toContain(asHtml('The display seen from the front, on its stand'))
  })

  it('must be a photo of this site: a draft naming another address is refused', async () => {
    const item = (await findCatalogueItem(env.DB, 'product', product.ctn))!
    const response = await postRecord(
      PIM_EDITOR,
      'product',
      product.ctn,
      formFor('product', item.draft as SourceProduct, item.draftRevision, { 'image.src': 'https://evil.example/photo.png' }),
      { json: true },
    )
    expect(response.status).toBe(422)
    expect(((await response.json()) as { errors: Record<string, string> }).errors.image).toBe('This value is not valid.')
  })
})
