// biome-ignore-all lint/a11y/noAriaHiddenOnFocusable: the hidden SVG group holds no focusable element.
/**
 * A wall drawing (led-drawings.ts) as SVG in millimetres, described for screen readers by its
 * caption and, for the wiring views, a list of the chains. Presentation attributes only (the
 * Content-Security-Policy refuses inline styles). Rendered on the server; the configurator's summary
 * loads it with the step.
 */
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { type Drawing, PERSON_BODY_PATH, PERSON_HEAD, PERSON_VIEWBOX, type Shape, TONE_COLOURS, colourOf } from './led-drawings.ts'

const figureClass = css({ m: '0', display: 'flex', flexDirection: 'column', gap: '2' })
const svgClass = css({ display: 'block', width: '100%', height: 'auto', maxHeight: '32rem', borderWidth: '1px', borderColor: 'gray.200' })
const captionClass = css({ fontSize: 'sm', color: 'gray.700' })

export function ShapeElement({ shape }: { shape: Shape }) {
  switch (shape.kind) {
    case 'rect':
      return (
        <rect
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          fill={shape.fill ? colourOf(shape.fill) : 'none'}
          stroke={shape.stroke ? colourOf(shape.stroke) : undefined}
          strokeWidth={shape.stroke ? shape.weight : undefined}
        />
      )
    case 'line':
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={colourOf(shape.stroke)} strokeWidth={shape.weight} />
    case 'polyline':
      return (
        <polyline
          points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={colourOf(shape.stroke)}
          strokeWidth={shape.weight}
          strokeLinejoin="round"
        />
      )
    case 'polygon':
      return <polygon points={shape.points.map(([x, y]) => `${x},${y}`).join(' ')} fill={colourOf(shape.fill)} />
    case 'text':
      return (
        <text
          x={shape.x}
          y={shape.y}
          fontSize={shape.size}
          textAnchor={shape.anchor}
          fill={colourOf(shape.fill)}
          fontFamily="Inter, Arial, sans-serif"
          transform={shape.vertical ? `rotate(-90 ${shape.x} ${shape.y})` : undefined}
        >
          {shape.text}
        </text>
      )
    case 'person':
      return (
        <svg
          x={shape.x}
          y={shape.y}
          width={shape.width}
          height={shape.height}
          viewBox={`0 0 ${PERSON_VIEWBOX.width} ${PERSON_VIEWBOX.height}`}
          fill={TONE_COLOURS.person}
        >
          <circle cx={PERSON_HEAD.cx} cy={PERSON_HEAD.cy} r={PERSON_HEAD.r} />
          <path d={PERSON_BODY_PATH} />
        </svg>
      )
  }
}

export interface LedDrawingProps {
  drawing: Drawing
  /** What the drawing shows, for everyone (caption) and as the image's name. */
  description: string
  /** The drawing's kind, for tests and print styles: blueprint, data, power. */
  kind: string
  /** Said after the drawing: the chains of a wiring view. */
  details?: ReactNode
}

export function LedDrawing({ drawing, description, kind, details }: LedDrawingProps) {
  return (
    <figure className={figureClass} data-led-drawing={kind}>
      <svg viewBox={`0 0 ${drawing.width} ${drawing.height}`} className={svgClass} role="img" aria-label={description}>
        <g aria-hidden="true">
          {drawing.shapes.map((shape, index) => (
            <ShapeElement key={index} shape={shape} />
          ))}
        </g>
      </svg>
      <figcaption className={captionClass}>{description}</figcaption>
      {details}
    </figure>
  )
}
