/**
 * Viewing distance first: from "viewed from N metres" and the content the wall shows (Full HD or
 * 4K at native resolution, or a wall size of the visitor's own), which pixel pitches fit and how
 * the models rank. Pure; the configurator's model step and the comparison show what this decides.
 * Constants are explained in docs/decisions/010-led-wall-calculation.md.
 */
import { CONTENT_PIXELS, type WallContent, isNativeContent } from './led-content.ts'
import {
  type LedModel,
  type LedWallOutcome,
  type LedWallRequest,
  VIEWING_DISTANCE_MM_PER_MM_PITCH,
  ledWallLayout,
} from './led-wall-layout.ts'

/**
 * Beyond this many mm of distance per mm of pitch the eye (resolving one arcminute) no longer
 * separates the pixels: 1 / tan(1/60°) = 3437.7. A finer pitch is not seen from there.
 */
export const VISUAL_ACUITY_MM_PER_MM_PITCH = 3438
/** The widest picture watched comfortably without turning the head: 40° of the field of view. */
export const COMFORTABLE_VIEWING_ANGLE_DEGREES = 40

/** The widest wall seen comfortably from `distanceMm`: 2 × distance × tan(angle / 2). */
export function comfortableWidthMm(distanceMm: number): number {
  return 2 * distanceMm * Math.tan(((COMFORTABLE_VIEWING_ANGLE_DEGREES / 2) * Math.PI) / 180)
}

/**
 * The pitches that suit a distance: at most distance ÷ 1000 (pixels not seen as dots), for native
 * content also at most the comfortable width ÷ the content's pixels across; and at least distance ÷
 * 3438 (anything finer is not seen from there).
 */
export function pitchRange(distanceMm: number, content: WallContent): { finestMm: number; coarsestMm: number } {
  const bySight = distanceMm / VIEWING_DISTANCE_MM_PER_MM_PITCH
  const byWidth = isNativeContent(content) ? comfortableWidthMm(distanceMm) / CONTENT_PIXELS[content].width : Number.POSITIVE_INFINITY
  return { finestMm: distanceMm / VISUAL_ACUITY_MM_PER_MM_PITCH, coarsestMm: Math.min(bySight, byWidth) }
}

/**
 * A model's verdict for a distance, worst first: it cannot build the wall; its pixels are seen as
 * dots from there; (native content) the wall is wider than the comfortable view; it fits, but finer
 * than the eye can see from there (costs more for nothing); it fits.
 */
export const MODEL_VERDICTS = ['fits', 'finer-than-needed', 'too-wide', 'pixels-visible', 'cannot-build'] as const
export type ModelVerdict = (typeof MODEL_VERDICTS)[number]

export interface RankedModel {
  model: LedModel
  outcome: LedWallOutcome
  verdict: ModelVerdict
}

export function verdictOf(model: LedModel, outcome: LedWallOutcome, distanceMm: number, content: WallContent): ModelVerdict {
  if (!outcome.ok) return 'cannot-build'
  const pitch = model.cabinet.pixelPitchMm
  if (pitch * VIEWING_DISTANCE_MM_PER_MM_PITCH > distanceMm) return 'pixels-visible'
  if (isNativeContent(content) && outcome.layout.widthMm > comfortableWidthMm(distanceMm)) return 'too-wide'
  if (pitch < distanceMm / VISUAL_ACUITY_MM_PER_MM_PITCH) return 'finer-than-needed'
  return 'fits'
}

/**
 * Every model with the wall it builds for `requestFor(model)` and its verdict for the distance,
 * best first: fitting models with the coarsest pitch first (the largest picture the content fills,
 * or the fewest pixels to pay for at the size asked), then those finer than needed, then the ones
 * that do not fit, closest to fitting first; catalogue order breaks ties.
 */
export function rankModels(
  models: readonly LedModel[],
  requestFor: (model: LedModel) => LedWallRequest,
  distanceMm: number,
  content: WallContent,
): RankedModel[] {
  const ranked = models.map((model, index) => {
    const outcome = ledWallLayout(model, requestFor(model))
    return { model, outcome, verdict: verdictOf(model, outcome, distanceMm, content), index }
  })
  const pitchOrder = (entry: (typeof ranked)[number]) => {
    const pitch = entry.model.cabinet.pixelPitchMm
    // Fitting: coarsest first. Too coarse or too wide: finest first (closest to fitting).
    return entry.verdict === 'fits' || entry.verdict === 'finer-than-needed' ? -pitch : pitch
  }
  return ranked
    .sort(
      (a, b) => MODEL_VERDICTS.indexOf(a.verdict) - MODEL_VERDICTS.indexOf(b.verdict) || pitchOrder(a) - pitchOrder(b) || a.index - b.index,
    )
    .map(({ model, outcome, verdict }) => ({ model, outcome, verdict }))
}

export function fitsDistance(verdict: ModelVerdict): boolean {
  return verdict === 'fits' || verdict === 'finer-than-needed'
}
