/**
 * The wall to scale: the cabinet grid on the wall, a person of HUMAN_HEIGHT_MM beside it, and the
 * visitor's background (image or video) on the wall when there is one. Server-rendered on the
 * result page and the no-JavaScript steps; live in the islands.
 */
import { css } from 'styled-system/css'

export const HUMAN_HEIGHT_MM = 1750
export const HUMAN_WIDTH_MM = 450
/** Space between the person and the wall. */
export const HUMAN_GAP_MM = 300

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

const sceneClass = css({ position: 'relative', width: '100%', maxHeight: '28rem', bg: 'gray.50', borderBottomWidth: '3px', borderColor: 'gray.700' })
const wallClass = css({ position: 'absolute', bottom: '0', bg: 'gray.900', overflow: 'hidden' })
const fillClass = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'fill' })

export function LedWallPreview({ widthMm, heightMm, columns, rows, description, background }: LedWallPreviewProps) {
  const sceneWidth = HUMAN_WIDTH_MM + HUMAN_GAP_MM + widthMm
  const sceneHeight = Math.max(heightMm, HUMAN_HEIGHT_MM) * 1.05
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`
  return (
    <figure className={css({ m: '0' })}>
      <div
        className={sceneClass}
        style={{ aspectRatio: `${sceneWidth} / ${sceneHeight}` }}
        role="img"
        aria-label={description}
        data-led-preview=""
      >
        <svg
          viewBox="0 0 45 175"
          preserveAspectRatio="xMidYMax meet"
          aria-hidden="true"
          className={css({ position: 'absolute', bottom: '0', left: '0', fill: 'gray.600' })}
          style={{ width: percent(HUMAN_WIDTH_MM, sceneWidth), height: percent(HUMAN_HEIGHT_MM, sceneHeight) }}
        >
          <circle cx="22.5" cy="11" r="10" />
          <path d="M9 25h27c4 0 6 3 6 7v50h-7V45h-2v127h-9V98h-3v74h-9V45h-2v37H3V32c0-4 2-7 6-7z" />
        </svg>
        <div
          className={wallClass}
          style={{ left: percent(HUMAN_WIDTH_MM + HUMAN_GAP_MM, sceneWidth), width: percent(widthMm, sceneWidth), height: percent(heightMm, sceneHeight) }}
          data-led-wall=""
        >
          {background?.kind === 'image' ? <img src={background.url} alt="" className={fillClass} /> : null}
          {background?.kind === 'video' ? <video src={background.url} className={fillClass} autoPlay muted loop playsInline /> : null}
          <svg viewBox={`0 0 ${columns} ${rows}`} preserveAspectRatio="none" aria-hidden="true" className={fillClass}>
            {Array.from({ length: columns - 1 }, (_, index) => (
              <line key={`c${index}`} x1={index + 1} x2={index + 1} y1={0} y2={rows} stroke="#9ca3af" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            {Array.from({ length: rows - 1 }, (_, index) => (
              <line key={`r${index}`} y1={index + 1} y2={index + 1} x1={0} x2={columns} stroke="#9ca3af" strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
          </svg>
        </div>
      </div>
      <figcaption className={css({ fontSize: 'sm', color: 'gray.700', mt: '1' })}>{description}</figcaption>
    </figure>
  )
}
