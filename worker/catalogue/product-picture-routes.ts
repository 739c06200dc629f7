/**
 * A product's pictures (front, side, detail), drawn from its catalogue record on request
 * (ui/catalogue/product-pictures.ts): `/product-images/{product slug}/{view}.svg`. Only products
 * with a public page have pictures. Cached for a day, with an ETag for revalidation. Photos
 * uploaded in the PIM are served beside them at `/product-images/photos/{file}`.
 */
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { DEFAULT_LOCALE } from '../../locales/registry.ts'
import { isProductPictureView, productPictureSvg } from '../../ui/catalogue/product-pictures.ts'
import { PRODUCT_SLUG_PATTERN } from '../../ui/downloads/download-files.ts'
import { ContentRepository } from '../content/repository.ts'
import { ContentStore } from '../content/content-store.ts'
import type { AppEnv } from '../env.ts'
import { productPhotoResponse } from '../pim/product-photo-store.ts'

/** How long browsers and shared caches keep a picture (it changes only with the product's data). */
export const PRODUCT_PICTURE_CACHE_SECONDS = 86_400
/** An SVG picture is an image, never a document that may run anything. */
const PICTURE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

export const productPictureRoutes = new Hono<AppEnv>()

productPictureRoutes.use(etag())

/** Photos uploaded in the PIM (worker/pim/product-photo-store.ts). */
productPictureRoutes.on(['GET', 'HEAD'], '/photos/:file', async (c) => {
  return (await productPhotoResponse(c.env.FILES, c.req.param('file'), c.req.raw)) ?? c.notFound()
})

productPictureRoutes.on(['GET', 'HEAD'], '/:slug/:file', async (c) => {
  const slug = c.req.param('slug')
  const view = c.req.param('file').replace(/\.svg$/, '')
  if (!PRODUCT_SLUG_PATTERN.test(slug) || !c.req.param('file').endsWith('.svg') || !isProductPictureView(view)) return c.notFound()
  const product = await new ContentRepository(new ContentStore(c.env.CONTENT, c.get('logger')), DEFAULT_LOCALE).product(slug)
  if (!product || product.status === 'disabled') return c.notFound()
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', `public, max-age=${PRODUCT_PICTURE_CACHE_SECONDS}`)
  c.header('Content-Security-Policy', PICTURE_CONTENT_SECURITY_POLICY)
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(productPictureSvg(product, view))
})
