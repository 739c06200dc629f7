/**
 * The background a visitor may put on the preview (SPEC.md point 5): a JPG image or an MP4/MOV
 * video whose name, declared type and first bytes agree (ui/forms/file-types.ts), refused unless
 * its proportions match the wall's. The file never leaves the browser; it is checked here.
 */
import { extensionOf, fileTypesAgree, sniffFileType } from '../forms/file-types.ts'

/** Types accepted, by MIME type and by file name ending (browsers leave .mov without a type at times). */
export const BACKGROUND_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'video/mp4': ['.mp4'], 'video/quicktime': ['.mov'] } as const
export const BACKGROUND_ACCEPT = '.jpg,.jpeg,.mp4,.mov,image/jpeg,video/mp4,video/quicktime'

export type BackgroundVerdict = { ok: true; kind: BackgroundKind } | { ok: false; problem: 'wrong-type' | 'mismatch' }
/** Proportions may differ by this fraction (2 %) and still count as the wall's. */
export const BACKGROUND_RATIO_TOLERANCE = 0.02

export type BackgroundKind = 'image' | 'video'

/**
 * Whether a file may be a background, and which element shows it: its name must end as one of
 * BACKGROUND_TYPES, and its declared type and first bytes (`firstBytes`) must be that type too.
 */
export function backgroundVerdict(fileName: string, declaredType: string, firstBytes: Uint8Array): BackgroundVerdict {
  const extension = extensionOf(fileName)
  const type = (Object.keys(BACKGROUND_TYPES) as (keyof typeof BACKGROUND_TYPES)[]).find((candidate) =>
    (BACKGROUND_TYPES[candidate] as readonly string[]).includes(extension),
  )
  if (!type) return { ok: false, problem: 'wrong-type' }
  const sniffed = sniffFileType(firstBytes)
  if (sniffed !== type || !fileTypesAgree({ name: fileName, declared: declaredType, sniffed })) return { ok: false, problem: 'mismatch' }
  return { ok: true, kind: type.startsWith('image/') ? 'image' : 'video' }
}

export function proportionsMatch(fileWidth: number, fileHeight: number, wallWidth: number, wallHeight: number): boolean {
  if (!(fileWidth > 0 && fileHeight > 0 && wallWidth > 0 && wallHeight > 0)) return false
  const fileRatio = fileWidth / fileHeight
  const wallRatio = wallWidth / wallHeight
  return Math.abs(fileRatio - wallRatio) / wallRatio <= BACKGROUND_RATIO_TOLERANCE
}
