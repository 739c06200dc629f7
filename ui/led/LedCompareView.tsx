/**
 * The comparison: the ticked models side by side for the same wall (the size asked for, or the
 * content at native resolution), with what matters to choose: resolution, cabinets, size, weight,
 * power, heat, circuits, ports and controllers, and the verdict for the viewing distance. Each
 * column's button goes on with that model.
 */
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { fillTemplate } from '../forms/validation-messages.ts'
import { CONFIGURATION_PARAMS as P, wallRequestFor } from './led-configuration.ts'
import { formatNumberIn, formatPitch, formatSize, physicalUnit } from './led-format.ts'
import type { LedStepContext } from './led-step-parts.ts'
import { verdictOf } from './led-viewing.ts'
import { ledWallLayout } from './led-wall-layout.ts'

const scrollerClass = css({ overflowX: 'auto', mb: '4' })
const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'start', p: '2', borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& thead th': { verticalAlign: 'bottom' },
  '& tbody th': { fontWeight: 'semibold', minWidth: '8rem' },
  '& caption': { textAlign: 'start', color: 'gray.700', mb: '2', captionSide: 'top' },
})

export function LedCompareView({ configuration, models, compared, texts, iso }: LedStepContext) {
  const columns = compared
    .map((slug) => models.find((model) => model.slug === slug))
    .filter((model) => model !== undefined)
    .map((model) => ({ model, outcome: ledWallLayout(model, wallRequestFor(configuration, model)) }))
  const n = (value: number, digits = 0) => formatNumberIn(iso, value, digits)
  const unit = physicalUnit(configuration.unit)
  const labels = texts.figures
  const rows: Array<[key: string, label: string, value: (column: (typeof columns)[number]) => string]> = [
    ['pixel-pitch', labels.pixelPitch, ({ model }) => formatPitch(iso, model.cabinet.pixelPitchMm)],
    [
      'real-size',
      labels.realSize,
      ({ model, outcome }) =>
        outcome.ok ? formatSize(iso, outcome.layout.widthMm, outcome.layout.heightMm, unit, model.cabinet.pixelPitchMm) : '–',
    ],
    [
      'resolution',
      labels.resolution,
      ({ outcome }) => (outcome.ok ? `${n(outcome.layout.resolutionWidth)} × ${n(outcome.layout.resolutionHeight)} px` : '–'),
    ],
    [
      'cabinets',
      labels.cabinets,
      ({ outcome }) => (outcome.ok ? `${n(outcome.layout.columns)} × ${n(outcome.layout.rows)} (${n(outcome.layout.cabinets)})` : '–'),
    ],
    ['weight', labels.weight, ({ outcome }) => (outcome.ok ? `${n(outcome.layout.weightKg, 1)} kg` : '–')],
    ['max-power', labels.maxPower, ({ outcome }) => (outcome.ok ? `${n(outcome.layout.maxPowerW)} W` : '–')],
    [
      'typical-power',
      labels.typicalPower,
      ({ outcome }) =>
        outcome.ok
          ? fillTemplate(labels.typicalPowerValue, {
              power: `${n(outcome.layout.typicalPowerW)} W`,
              percent: n(outcome.layout.typicalPowerFactor * 100),
            })
          : '–',
    ],
    [
      'heat',
      labels.heat,
      ({ outcome }) =>
        outcome.ok
          ? fillTemplate(labels.heatValue, { max: n(outcome.layout.maxBtuPerHour), typical: n(outcome.layout.typicalBtuPerHour) })
          : '–',
    ],
    [
      'circuits',
      labels.circuits,
      ({ outcome }) => (outcome.ok ? `${n(outcome.layout.circuits)} × ${n(outcome.layout.circuitAmps)} A` : '–'),
    ],
    ['ports', labels.ports, ({ outcome }) => (outcome.ok ? n(outcome.layout.ports) : '–')],
    ['controllers', labels.controllers, ({ outcome }) => (outcome.ok ? n(outcome.layout.controllers) : '–')],
    [
      'viewing-distance',
      labels.viewingDistance,
      ({ outcome }) => (outcome.ok ? `${n(outcome.layout.minViewingDistanceMm / 1000, 2)} m` : '–'),
    ],
  ]
  const distance = configuration.distanceMm
  return (
    <div className={scrollerClass} data-led-compare="">
      <table className={tableClass}>
        <caption>{texts.compareCaption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map(({ model }) => (
              <th key={model.slug} scope="col" data-led-compare-model={model.slug}>
                {`${model.name} (${model.ctn})`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {distance === undefined ? null : (
            <tr data-compare-row="verdict">
              <th scope="row">{texts.compareVerdict}</th>
              {columns.map(({ model, outcome }) => (
                <td key={model.slug}>{texts.verdicts[verdictOf(model, outcome, distance, configuration.content)]}</td>
              ))}
            </tr>
          )}
          {rows.map(([key, label, value]) => (
            <tr key={key} data-compare-row={key}>
              <th scope="row">{label}</th>
              {columns.map((column) => (
                <td key={column.model.slug}>{value(column)}</td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {columns.map(({ model, outcome }) => (
              <td key={model.slug}>
                <Button type="submit" size="sm" name={P.choose} value={model.slug} disabled={!outcome.ok} data-led-choose={model.slug}>
                  {texts.chooseThis}
                  <span className={css({ srOnly: true })}>{`: ${model.name} (${model.ctn})`}</span>
                </Button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
