/**
 * A wall's plans for whoever builds it: the blueprint with its dimensions, the data path and the
 * power wiring (drawings with their chains in words, so a screen reader gets every link), and the
 * bill of materials. Rendered by the server on the result page and the no-JavaScript summary; the
 * configurator loads it with its summary step.
 */
import { css } from 'styled-system/css'
import { fillTemplate } from '../forms/validation-messages.ts'
import { LedDrawing } from './LedDrawing.tsx'
import { blueprintDrawing, chainColour, dataPathDrawing, powerWiringDrawing } from './led-drawings.ts'
import { bomRows, chainItems } from './led-figure-rows.ts'
import { formatMillimetres, formatNumberIn } from './led-format.ts'
import type { LedBomTexts, LedViewTexts } from './led-texts.ts'
import type { LedModel, LedWallLayout } from './led-wall-layout.ts'
import type { LengthUnit } from './units.ts'

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '8' })
/** Printed, the plans start on a page of their own (the figures and the wall to scale fill the first). */
const viewsSectionClass = css({ '@media print': { breakBefore: 'page' } })
const headingClass = css({ fontSize: 'xl', fontWeight: 'bold' })
const viewsClass = css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } })
const listClass = css({ fontSize: 'sm', listStyle: 'none', p: '0', display: 'flex', flexDirection: 'column', gap: '1' })
const swatchClass = css({ display: 'inline-block', width: '3', height: '3', mr: '2', borderRadius: 'sm', verticalAlign: 'middle' })
const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& thead th': { fontWeight: 'semibold', borderBottomWidth: '2px', borderColor: 'gray.400' },
  '& td[data-quantity]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& caption': { textAlign: 'start', fontWeight: 'bold', fontSize: 'xl', mb: '3' },
})

export interface LedWallPlansProps {
  iso: string
  model: LedModel
  layout: LedWallLayout
  unit: LengthUnit
  views: LedViewTexts
  bom: LedBomTexts
  /** The CSV of the bill of materials, where there is one (the saved result). */
  csvHref?: string
  /** The heading level the sections start at. */
  headingLevel?: 2 | 3
}

/** A swatch in the chain's colour: the colour is an SVG fill (no inline styles under the CSP). */
function Swatch({ chain }: { chain: number }) {
  return (
    <svg className={swatchClass} viewBox="0 0 10 10" aria-hidden="true">
      <rect width="10" height="10" fill={chainColour(chain)} />
    </svg>
  )
}

export function LedWallViews({ iso, model, layout, views, headingLevel = 2 }: Omit<LedWallPlansProps, 'bom' | 'csvHref' | 'unit'>) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  const n = (value: number) => formatNumberIn(iso, value, 0)
  const mm = (value: number) => formatMillimetres(iso, value)
  const chains = (kind: 'data' | 'power') => (
    <ul className={listClass} data-led-chains={kind}>
      {chainItems(iso, layout, kind, views).map((item) => (
        <li key={item.number}>
          <Swatch chain={item.number} />
          {item.text}
        </li>
      ))}
    </ul>
  )
  return (
    <section className={`${sectionClass} ${viewsSectionClass}`} aria-labelledby="led-views-title" data-led-views="">
      <Heading id="led-views-title" className={headingClass}>
        {views.title}
      </Heading>
      <div className={viewsClass}>
        <div>
          <Sub className={css({ fontWeight: 'semibold', mb: '2' })}>{views.blueprint}</Sub>
          <LedDrawing
            kind="blueprint"
            drawing={blueprintDrawing(layout, { length: mm })}
            description={fillTemplate(views.blueprintDescription, {
              width: mm(layout.widthMm),
              height: mm(layout.heightMm),
              columns: n(layout.columns),
              rows: n(layout.rows),
              cabinetWidth: mm(model.cabinet.cabinetWidthMm),
              cabinetHeight: mm(model.cabinet.cabinetHeightMm),
            })}
          />
        </div>
        <div>
          <Sub className={css({ fontWeight: 'semibold', mb: '2' })}>{views.dataPath}</Sub>
          <LedDrawing
            kind="data"
            drawing={dataPathDrawing(layout, String)}
            description={fillTemplate(views.dataPathDescription, { ports: n(layout.ports), perPort: n(layout.cabinetsPerPort) })}
            details={chains('data')}
          />
        </div>
        <div>
          <Sub className={css({ fontWeight: 'semibold', mb: '2' })}>{views.power}</Sub>
          <LedDrawing
            kind="power"
            drawing={powerWiringDrawing(layout, String)}
            description={fillTemplate(views.powerDescription, {
              circuits: n(layout.circuits),
              amps: n(layout.circuitAmps),
              perCircuit: n(layout.cabinetsPerCircuit),
            })}
            details={chains('power')}
          />
        </div>
      </div>
    </section>
  )
}

export function LedBillOfMaterials({ iso, model, layout, unit, bom, csvHref }: Omit<LedWallPlansProps, 'views' | 'headingLevel'>) {
  return (
    <section className={sectionClass} data-led-bom="">
      <table className={tableClass}>
        <caption>{bom.title}</caption>
        <thead>
          <tr>
            <th scope="col">{bom.item}</th>
            <th scope="col">{bom.code}</th>
            <th scope="col">{bom.quantity}</th>
            <th scope="col">{bom.notesHeading}</th>
          </tr>
        </thead>
        <tbody>
          {bomRows(iso, model, layout, unit, bom).map(([item, code, quantity, notes]) => (
            <tr key={item} data-bom-line="">
              <th scope="row">{item}</th>
              <td>{code}</td>
              <td data-quantity="">{formatNumberIn(iso, Number(quantity), 0)}</td>
              <td>{notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {csvHref ? (
        <p data-print-hide="">
          <a href={csvHref} download className={css({ color: 'brand.theme', textDecoration: 'underline', fontWeight: 'semibold' })}>
            {bom.csv}
          </a>
        </p>
      ) : null}
    </section>
  )
}
