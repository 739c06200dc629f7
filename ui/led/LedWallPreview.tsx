// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden SVG group holds no focusable element.
/**
 * The wall to scale: the cabinet grid on the wall, a person of HUMAN_HEIGHT_MM beside it, and the
 * visitor's background (image or video) on the wall when there is one. One SVG in millimetres
 * (no style attributes: the Content-Security-Policy refuses inline styles). Server-rendered on the
 * result page and the no-JavaScript steps; live in the islands.
 */
import { css } from 'styled-system/css'
import { TONE_COLOURS, frontViewGeometry } from './led-drawings.ts'
import { ShapeElement } from './LedDrawing.tsx'

export { HUMAN_HEIGHT_MM } from './led-drawings.ts'

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
  const scene = frontViewGeometry(widthMm, heightMm, columns, rows)
  const { wall, person } = scene
  return (
    <figure className={css({ m: '0' })}>
      <svg viewBox={`0 0 ${scene.width} ${scene.height}`} className={sceneClass} role="img" aria-label={description} data-led-preview="">
        <g aria-hidden="true">
          <ShapeElement shape={{ kind: 'person', ...person }} />
        </g>
        <g data-led-wall="" aria-hidden="true">
          <rect x={wall.x} y={wall.y} width={wall.width} height={wall.height} fill={TONE_COLOURS.wall} />
          {background?.kind === 'image' ? (
            <image href={background.url} x={wall.x} y={wall.y} width={wall.width} height={wall.height} preserveAspectRatio="none" />
          ) : null}
          {background?.kind === 'video' ? (
            <foreignObject x={wall.x} y={wall.y} width={wall.width} height={wall.height}>
              <video src={background.url} className={videoClass} autoPlay muted loop playsInline />
            </foreignObject>
          ) : null}
          {scene.columnLines.map((x) => (
            <line
              key={`c${x}`}
              x1={x}
              x2={x}
              y1={wall.y}
              y2={wall.y + wall.height}
              stroke={TONE_COLOURS.grid}
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {scene.rowLines.map((y) => (
            <line
              key={`r${y}`}
              y1={y}
              y2={y}
              x1={wall.x}
              x2={wall.x + wall.width}
              stroke={TONE_COLOURS.grid}
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
