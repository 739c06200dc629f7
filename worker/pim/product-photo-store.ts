/**
 * Photos uploaded in the PIM (ui/catalogue/product-photos.ts, decision 038), in R2: stored under a
 * random name with their sniffed type, and served on the site and the PIM host as images that
 * never change (a new photo gets a new name), so browsers and the edge keep them for a year.
 */
import {
  PRODUCT_PHOTO_FILE_PATTERN,
  type ProductPhotoType,
  productPhotoFileName,
  productPhotoKey,
  productPhotoTypeOf,
} from '../../ui/catalogue/product-photos.ts'
import { streamedFile } from './file-responses.ts'

/** A photo's file name never names another file: it is cached as immutable. */
export const PRODUCT_PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Stores a checked photo; its file name (under which it is served). */
export async function storeProductPhoto(bucket: R2Bucket, bytes: Uint8Array, type: ProductPhotoType, uploadedBy: string): Promise<string> {
  const fileName = productPhotoFileName(crypto.randomUUID(), type)
  await bucket.put(productPhotoKey(fileName), bytes, { httpMetadata: { contentType: type }, customMetadata: { uploadedBy } })
  return fileName
}

/** The photo as an image answer (ranges, ETag, one year's caching), or null when there is none. */
export function productPhotoResponse(bucket: R2Bucket, fileName: string, request: Request): Promise<Response | null> {
  const type = productPhotoTypeOf(fileName)
  if (!PRODUCT_PHOTO_FILE_PATTERN.test(fileName) || !type) return Promise.resolve(null)
  return streamedFile(bucket, productPhotoKey(fileName), {
    request,
    fileName,
    contentType: type,
    cacheControl: PRODUCT_PHOTO_CACHE_CONTROL,
    disposition: 'inline',
  })
}
