// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden SVG group holds no focusable element.
/**
 * The wall to scale: the cabinet grid on the wall, a person of HUMAN_HEIGHT_MM beside it, and the
 * visitor's background (image or video) on the wall when there is one. One SVG in millimetres
 * (no style attributes: the Content-Security-Policy refuses inline styles). Server-rendered on the
 * result page and the no-JavaScript steps; live in the islands.
 */
import { css } from 'styled-system/css'

export const HUMAN_HEIGHT_MM = 1750
export const HUMAN_WIDTH_MM = 450
/** Space between the person and the wall. */
export const HUMAN_GAP_MM = 300
/** Room above the taller of wall and person. */
const HEADROOM = 1.05

export interface PreviewBackground {
  kind: 'image' | 'video'
  url: string
}

export interface LedWallPreviewProps {
  widthMm: number
  heightMm: number
  columns: number
  rows: number
  description: string
  background?: PreviewBackground
}

const sceneClass = css({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '28rem',
  bg: 'gray.50',
  borderBottomWidth: '3px',
  borderColor: 'gray.700',
})
const videoClass = css({ width: '100%', height: '100%', objectFit: 'fill' })

export function LedWallPreview({ widthMm, heightMm, columns, rows, description, background }: LedWallPreviewProps) {
  const sceneWidth = HUMAN_WIDTH_MM + HUMAN_GAP_MM + widthMm
  const sceneHeight = Math.max(heightMm, HUMAN_HEIGHT_MM) * HEADROOM
  const wallX = HUMAN_WIDTH_MM + HUMAN_GAP_MM
  const wallY = sceneHeight - heightMm
  const cabinetWidth = widthMm / columns
  const cabinetHeight = heightMm / rows
  return (
    <figure className={css({ m: '0' })}>
      <svg viewBox={`0 0 ${sceneWidth} ${sceneHeight}`} className={sceneClass} role="img" aria-label={description} data-led-preview="">
        <svg
          x={0}
          y={sceneHeight - HUMAN_HEIGHT_MM}
          width={HUMAN_WIDTH_MM}
          height={HUMAN_HEIGHT_MM}
          viewBox="0 0 45 175"
          fill="#4b5563"
          aria-hidden="true"
        >
          <circle cx="22.5" cy="11" r="10" />
          <path d="M9 25h27c4 0 6 3 6 7v50h-7V45h-2v127h-9V98h-3v74h-9V45h-2v37H3V32c0-4 2-7 6-7z" />
        </svg>
        <g data-led-wall="" aria-hidden="true">
          <rect x={wallX} y={wallY} width={widthMm} height={heightMm} fill="#111827" />
          {background?.kind === 'image' ? (
            <image href={background.url} x={wallX} y={wallY} width={widthMm} height={heightMm} preserveAspectRatio="none" />
          ) : null}
          {background?.kind === 'video' ? (
            <foreignObject x={wallX} y={wallY} width={widthMm} height={heightMm}>
              <video src={background.url} className={videoClass} autoPlay muted loop playsInline />
            </foreignObject>
          ) : null}
          {Array.from({ length: columns - 1 }, (_, index) => (
            <line
              key={`c${index}`}
              x1={wallX + (index + 1) * cabinetWidth}
              x2={wallX + (index + 1) * cabinetWidth}
              y1={wallY}
              y2={wallY + heightMm}
              stroke="#9ca3af"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {Array.from({ length: rows - 1 }, (_, index) => (
            <line
              key={`r${index}`}
              y1={wallY + (index + 1) * cabinetHeight}
              y2={wallY + (index + 1) * cabinetHeight}
              x1={wallX}
              x2={wallX + widthMm}
              stroke="#9ca3af"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </g>
      </svg>
      <figcaption className={css({ fontSize: 'sm', color: 'gray.700', mt: '1' })}>{description}</figcaption>
    </figure>
  )
}
