/** The computed figures of a wall as a table: the configurator's summary, the calculator's results, the result page and its print sheet. */
import { css } from 'styled-system/css'
import { type LedFigureInput, ledFigureRows } from './led-figure-rows.ts'

export interface LedFiguresProps extends LedFigureInput {
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
