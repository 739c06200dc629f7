/**
 * What an LED wall shows, and the viewing distances the tools accept: native Full HD or 4K content
 * sizes the wall from each model's pitch; otherwise the visitor enters the size. Kept apart from the
 * ranking by distance (led-viewing.ts): the configurator's first step needs this, not that.
 */
import type { LedModel } from './led-wall-layout.ts'

/** What the wall shows: native Full HD or 4K content (the wall's size follows the pitch), or the size the visitor enters. */
export const WALL_CONTENTS = ['size', 'full-hd', 'uhd-4k'] as const
export type WallContent = (typeof WALL_CONTENTS)[number]
export type NativeContent = Exclude<WallContent, 'size'>
export const DEFAULT_WALL_CONTENT: WallContent = 'size'

export const CONTENT_PIXELS: Record<NativeContent, { width: number; height: number }> = {
  'full-hd': { width: 1920, height: 1080 },
  'uhd-4k': { width: 3840, height: 2160 },
}

/** Viewing distances the tool accepts (0.5 m to 500 m). */
export const MIN_VIEWING_DISTANCE_MM = 500
export const MAX_VIEWING_DISTANCE_MM = 500_000

export function isNativeContent(content: WallContent): content is NativeContent {
  return content !== 'size'
}

/** The target size native content needs on `model`: its pixels times the pitch (built rounding up, so no pixel is lost). */
export function nativeTargetMm(content: NativeContent, model: LedModel): { widthMm: number; heightMm: number } {
  const { width, height } = CONTENT_PIXELS[content]
  const pitch = model.cabinet.pixelPitchMm
  return { widthMm: Math.round(width * pitch * 1000) / 1000, heightMm: Math.round(height * pitch * 1000) / 1000 }
}
