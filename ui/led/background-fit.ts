/**
 * The background a visitor may put on the preview (SPEC.md point 5): a JPG image or an MP4/MOV
 * video, refused unless its proportions match the wall's.
 */

/** Types accepted, by MIME type and by file name ending (browsers leave .mov without a type at times). */
export const BACKGROUND_TYPES = { 'image/jpeg': ['.jpg', '.jpeg'], 'video/mp4': ['.mp4'], 'video/quicktime': ['.mov'] } as const
export const BACKGROUND_ACCEPT = '.jpg,.jpeg,.mp4,.mov,image/jpeg,video/mp4,video/quicktime'
/** Proportions may differ by this fraction (2 %) and still count as the wall's. */
export const BACKGROUND_RATIO_TOLERANCE = 0.02

export type BackgroundKind = 'image' | 'video'

/** Whether a file is a background candidate, and which element shows it. */
export function backgroundKindOf(fileName: string, mimeType: string): BackgroundKind | undefined {
  const name = fileName.toLowerCase()
  for (const [type, endings] of Object.entries(BACKGROUND_TYPES)) {
    if (mimeType === type || (!mimeType && endings.some((ending) => name.endsWith(ending))) || (mimeType === 'application/octet-stream' && endings.some((ending) => name.endsWith(ending)))) {
      return type.startsWith('image/') ? 'image' : 'video'
    }
  }
  return undefined
}

export function proportionsMatch(fileWidth: number, fileHeight: number, wallWidth: number, wallHeight: number): boolean {
  if (!(fileWidth > 0 && fileHeight > 0 && wallWidth > 0 && wallHeight > 0)) return false
  const fileRatio = fileWidth / fileHeight
  const wallRatio = wallWidth / wallHeight
  return Math.abs(fileRatio - wallRatio) / wallRatio <= BACKGROUND_RATIO_TOLERANCE
}
