// biome-ignore-all lint/a11y/noNoninteractiveTabindex: the calendar scrolls sideways: its region takes focus so that keyboard users can scroll it (WCAG 2.1.1).
/**
 * The demo pool's calendar for the demo coordinator: every unit of every product against the days
 * of a month, each loan drawn across the days it holds the unit (allocated, shipped, back), the
 * loans listed in words beside each unit (what a screen reader reads), and the approved requests
 * that have no units yet.
 */
import { useLingui } from '@lingui/react'
import { css, cx } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { formatDate, formatDateRange } from '../format/intl.ts'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface PoolLoan {
  requestId: string
  event: string
  organisation: string
  from: string
  until: string
  status: 'allocated' | 'shipped' | 'returned'
  href: string
}

export interface PoolProduct {
  ctn: string
  name: string
  units: Array<{ unitId: string; serial: string; loans: PoolLoan[] }>
}

const cellClass = css({ borderWidth: '1px', borderColor: 'gray.200', p: '0', minWidth: '5', height: '7', textAlign: 'center' })
const headClass = css({ borderWidth: '1px', borderColor: 'gray.200', px: '1', fontSize: 'xs', fontWeight: 'semibold', textAlign: 'center' })
const loanColours = {
  allocated: css({ bg: 'blue.200' }),
  shipped: css({ bg: 'brand.theme' }),
  returned: css({ bg: 'gray.300' }),
}
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })

function loanOn(loans: readonly PoolLoan[], day: string): PoolLoan | undefined {
  return loans.find((loan) => loan.from <= day && loan.until >= day)
}

export function DemoPoolPage({
  monthLabel,
  days,
  previousHref,
  nextHref,
  products,
  demand,
  backHref,
  iso,
}: {
  monthLabel: string
  /** The month's days (ISO dates). */
  days: string[]
  previousHref: string
  nextHref: string
  products: PoolProduct[]
  demand: Array<{
    requestId: string
    event: string
    organisation: string
    from: string
    until: string
    href: string
    products: Array<{ name: string; units: number }>
  }>
  backHref: string
  iso: string
}) {
  const { i18n } = useLingui()
  const statusLabel = (status: PoolLoan['status']) =>
    status === 'shipped'
      ? i18n._({ id: 'demo.pool.shipped', message: 'shipped' })
      : status === 'returned'
        ? i18n._({ id: 'demo.pool.returned', message: 'back' })
        : i18n._({ id: 'demo.pool.allocated', message: 'allocated' })
  return (
    <section data-demo-pool="">
      <p className={css({ mb: '2' })}>
        <a href={backHref} className={css({ color: 'brand.theme', textDecoration: 'underline' })}>
          {i18n._({ id: 'demo.back', message: 'All demo equipment requests' })}
        </a>
      </p>
      <h1 className={portalTitleClass}>{i18n._({ id: 'demo.pool_calendar', message: 'Demo pool calendar' })}</h1>
      <nav
        aria-label={i18n._({ id: 'demo.pool.months', message: 'Months' })}
        className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '4' })}
      >
        <ButtonLink href={previousHref} size="sm" kind="naked" leadingIcon="arrow-left">
          {i18n._({ id: 'demo.pool.previous_month', message: 'Previous month' })}
        </ButtonLink>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-pool-month="">
          {monthLabel}
        </h2>
        <ButtonLink href={nextHref} size="sm" kind="naked" trailingIcon="arrow-right">
          {i18n._({ id: 'demo.pool.next_month', message: 'Next month' })}
        </ButtonLink>
      </nav>
      <p className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', fontSize: 'sm', mb: '4' })} aria-hidden="true">
        {(['allocated', 'shipped', 'returned'] as const).map((status) => (
          <span key={status} className={css({ display: 'inline-flex', gap: '1', alignItems: 'center' })}>
            <span className={cx(css({ display: 'inline-block', width: '4', height: '4' }), loanColours[status])} />
            {statusLabel(status)}
          </span>
        ))}
      </p>
      {products.map((product) => (
        <section key={product.ctn} aria-labelledby={`pool-${product.ctn}`} className={css({ mb: '8' })} data-pool-product={product.ctn}>
          <h2 id={`pool-${product.ctn}`} className={portalSectionTitleClass}>
            {product.name} ({product.ctn})
          </h2>
          <div className={css({ overflowX: 'auto' })} role="region" aria-labelledby={`pool-${product.ctn}`} tabIndex={0}>
            <table className={css({ borderCollapse: 'collapse', fontSize: 'sm' })}>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    {i18n._({ id: 'demo.pool.unit', message: 'Unit' })}
                  </th>
                  {days.map((day) => (
                    <th key={day} scope="col" className={headClass} abbr={formatDate(iso, day)}>
                      {Number(day.slice(8))}
                    </th>
                  ))}
                  <th scope="col" className={headClass}>
                    {i18n._({ id: 'demo.pool.loans', message: 'Loans this month' })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {product.units.map((unit) => (
                  <tr key={unit.unitId} data-pool-unit={unit.serial}>
                    <th scope="row" className={cx(headClass, css({ whiteSpace: 'nowrap', textAlign: 'start' }))}>
                      {unit.serial}
                    </th>
                    {days.map((day) => {
                      const loan = loanOn(unit.loans, day)
                      return (
                        <td
                          key={day}
                          className={cx(cellClass, loan ? loanColours[loan.status] : undefined)}
                          title={loan ? `${loan.event} · ${loan.organisation}` : undefined}
                          data-loan={loan?.requestId}
                        />
                      )
                    })}
                    <td className={cx(cellClass, css({ textAlign: 'start', px: '2', minWidth: '16rem' }))}>
                      {unit.loans.length ? (
                        <ul className={css({ listStyle: 'none' })}>
                          {unit.loans.map((loan) => (
                            <li key={loan.requestId}>
                              <a href={loan.href} className={linkClass}>
                                {loan.event}
                              </a>{' '}
                              ({loan.organisation}, {formatDateRange(iso, loan.from, loan.until)}, {statusLabel(loan.status)})
                            </li>
                          ))}
                        </ul>
                      ) : (
                        i18n._({ id: 'demo.pool.free', message: 'Free all month' })
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
      <section aria-labelledby="pool-demand">
        <h2 id="pool-demand" className={portalSectionTitleClass}>
          {i18n._({ id: 'demo.pool.demand', message: 'Approved, no units allocated yet' })}
        </h2>
        {demand.length ? (
          <ul className={css({ listStyle: 'none', display: 'grid', gap: '2' })} data-pool-demand="">
            {demand.map((entry) => (
              <li key={entry.requestId}>
                <a href={entry.href} className={linkClass}>
                  {entry.event}
                </a>{' '}
                ({entry.organisation}, {formatDateRange(iso, entry.from, entry.until)}):{' '}
                {entry.products.map((product) => `${product.units} × ${product.name}`).join(', ')}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>{i18n._({ id: 'demo.pool.no_demand', message: 'Every approved request of this month has its units.' })}</EmptyState>
        )}
      </section>
    </section>
  )
}
