/** The computed figures of a wall as a table: the configurator's summary, the calculator's results, the result page and its print sheet. */
import { css } from 'styled-system/css'
import { figureValues, formatSize } from './led-format.ts'
import type { LedFigureLabels } from './led-texts.ts'
import type { LedModel, LedWallLayout } from './led-wall-layout.ts'
import type { LengthUnit } from './units.ts'

export interface LedFiguresProps {
  iso: string
  model: LedModel
  layout: LedWallLayout
  target: { widthMm: number; heightMm: number }
  unit: LengthUnit
  regionName: string
  labels: LedFigureLabels
  caption?: string
}

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'md',
  '& th, & td': { textAlign: 'start', py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& th': { fontWeight: 'semibold', color: 'gray.800', width: '50%' },
  '& caption': { textAlign: 'start', fontWeight: 'bold', fontSize: 'lg', mb: '2' },
})

export type LedFigureRow = [key: string, label: string, value: string]

/** The rows of the figures table, also the lines of the configuration e-mail. */
export function ledFigureRows({ iso, model, layout, target, unit, regionName, labels }: Omit<LedFiguresProps, 'caption'>): LedFigureRow[] {
  const values = figureValues(iso, layout, unit)
  const pitch = model.cabinet.pixelPitchMm
  return [
    ['model', labels.model, `${model.name} (${model.ctn})`],
    [
      'cabinet-size',
      labels.cabinetSize,
      formatSize(iso, model.cabinet.cabinetWidthMm, model.cabinet.cabinetHeightMm, unit === 'px' ? 'cm' : unit, pitch),
    ],
    ['region', labels.region, regionName],
    ['target-size', labels.targetSize, formatSize(iso, target.widthMm, target.heightMm, unit, pitch)],
    ['real-size', labels.realSize, formatSize(iso, layout.widthMm, layout.heightMm, unit, pitch)],
    ['cabinets', labels.cabinets, values.cabinets],
    ['resolution', labels.resolution, values.resolution],
    ['pixel-pitch', labels.pixelPitch, values.pixelPitch],
    ['aspect-ratio', labels.aspectRatio, values.aspectRatio],
    ['area', labels.area, values.area],
    ['weight', labels.weight, values.weight],
    ['max-power', labels.maxPower, values.maxPower],
    ['typical-power', labels.typicalPower, values.typicalPower],
    ['power-kits', labels.powerKits, values.powerKits],
    ['spare-modules', labels.spareModules, values.spareModules],
    ['viewing-distance', labels.viewingDistance, values.viewingDistance],
    ['sending-cards', labels.sendingCards, values.sendingCards],
  ]
}

export function LedFigures({ caption, ...figures }: LedFiguresProps) {
  const rows = ledFigureRows(figures)
  return (
    <table className={tableClass} data-led-figures="">
      {caption ? <caption>{caption}</caption> : null}
      <tbody>
        {rows.map(([key, label, value]) => (
          <tr key={key} data-figure={key}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
