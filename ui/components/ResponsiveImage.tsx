/**
 * An image with a srcset of renditions (SPEC.md point 9): multipliers 0.25 to 4 of the image's
 * width, widths under 50 dropped, each served as `{src}?w={width}`. Lazy unless above the fold.
 */
import type { ContentImage } from '../content/model.ts'

export const SRCSET_MULTIPLIERS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const
export const MIN_SRCSET_WIDTH = 50

export function renditionWidths(width: number): number[] {
  const widths = SRCSET_MULTIPLIERS.map((multiplier) => Math.round(width * multiplier)).filter((candidate) => candidate >= MIN_SRCSET_WIDTH)
  return [...new Set(widths)]
}

export function renditionUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}w=${width}`
}

export function srcSetFor(image: Pick<ContentImage, 'src' | 'width'>): string {
  return renditionWidths(image.width)
    .map((width) => `${renditionUrl(image.src, width)} ${width}w`)
    .join(', ')
}

export function ResponsiveImage({
  image,
  sizes = '100vw',
  aboveTheFold = false,
  className,
  decorative = false,
}: {
  image: ContentImage
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes?: string
  /** The first visible image of a page loads eagerly with high priority. */
  aboveTheFold?: boolean
  className?: string
  /** Next to a text that says the same (a card's title): empty alt so it is not read twice. */
  decorative?: boolean
}) {
  return (
    <img
      src={renditionUrl(image.src, image.width)}
      srcSet={srcSetFor(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      loading={aboveTheFold ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={aboveTheFold ? 'high' : undefined}
      className={className}
    />
  )
}
