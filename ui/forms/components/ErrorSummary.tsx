/**
 * The error summary at the top of a form: what went wrong, each error a link to its field.
 * Rendered by the server after a plain post; an island focuses it after a failed submit.
 */
import { forwardRef } from 'react'
import { css } from 'styled-system/css'

export interface SummaryItem {
  /** The element id of the field. */
  target: string
  message: string
}

const summaryClass = css({
  borderWidth: '2px',
  borderColor: 'red.700',
  borderRadius: 'md',
  p: '4',
  mb: '6',
  bg: 'red.50',
  _focus: { outline: '3px solid', outlineColor: 'focus' },
})

export const ErrorSummary = forwardRef<HTMLDivElement, { title: string; message: string; items: readonly SummaryItem[] }>(
  function ErrorSummary({ title, message, items }, ref) {
    return (
      <div ref={ref} className={summaryClass} role="alert" tabIndex={-1} data-error-summary="">
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'red.800', mb: '2' })}>{title}</h2>
        <p className={css({ mb: items.length ? '2' : '0' })}>{message}</p>
        {items.length ? (
          <ul className={css({ listStyle: 'disc', pl: '6' })}>
            {items.map((item) => (
              <li key={item.target}>
                <a href={`#${item.target}`} className={css({ color: 'red.800', textDecoration: 'underline' })}>
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    )
  },
)
