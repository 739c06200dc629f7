/**
 * Photos of products, categories and lines uploaded in the PIM (decision 038): PNG or JPEG up to
 * PRODUCT_PHOTO_MAX_BYTES, stored in R2 under a random name and served, never changing, at
 * `/product-images/photos/{id}.{png|jpg}` (the site and the PIM host both answer it). A product
 * with a photo shows it as its main picture instead of the drawn front view. Free of server APIs:
 * the PIM's editor checks a chosen file with the same rules before sending it.
 */
import { PRODUCT_PICTURES_PATH } from './product-pictures.ts'

export const PRODUCT_PHOTOS_PATH = `${PRODUCT_PICTURES_PATH}/photos`
export const PRODUCT_PHOTO_MAX_BYTES = 5 * 1024 * 1024
/** Longest side a photo may have, in pixels. */
export const PRODUCT_PHOTO_MAX_SIDE = 10_000

export const PRODUCT_PHOTO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const
export type ProductPhotoType = keyof typeof PRODUCT_PHOTO_TYPES

export const PRODUCT_PHOTO_FILE_PATTERN = /^[a-f0-9-]{36}\.(png|jpg)$/

export function isProductPhotoType(value: string): value is ProductPhotoType {
  return value in PRODUCT_PHOTO_TYPES
}

export function productPhotoFileName(id: string, type: ProductPhotoType): string {
  return `${id}.${PRODUCT_PHOTO_TYPES[type]}`
}

export function productPhotoHref(fileName: string): string {
  return `${PRODUCT_PHOTOS_PATH}/${fileName}`
}

/** The R2 key of a photo file. */
export function productPhotoKey(fileName: string): string {
  return `product-photos/${fileName}`
}

export function isProductPhoto(src: string): boolean {
  return src.startsWith(`${PRODUCT_PHOTOS_PATH}/`)
}

export function productPhotoTypeOf(fileName: string): ProductPhotoType | undefined {
  return fileName.endsWith('.png') ? 'image/png' : fileName.endsWith('.jpg') ? 'image/jpeg' : undefined
}

export interface ImageSize {
  width: number
  height: number
}

function uint16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!
}

function uint32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
}

/** JPEG start-of-frame markers (baseline, progressive, lossless …), which carry the size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

/** Width and height read from a PNG's header or a JPEG's frame; undefined when the bytes do not say. */
export function imageSizeOf(bytes: Uint8Array, type: ProductPhotoType): ImageSize | undefined {
  if (type === 'image/png') {
    // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4).
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined
    return { width: uint32(bytes, 16), height: uint32(bytes, 20) }
  }
  let at = 2
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at++
      continue
    }
    const length = uint16(bytes, at + 2)
    if (JPEG_FRAME_MARKERS.has(marker)) return { height: uint16(bytes, at + 5), width: uint16(bytes, at + 7) }
    at += 2 + length
  }
  return undefined
}
