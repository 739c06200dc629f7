/**
 * The document of the product information area (PIM host): its own header with the signed-in
 * person and sign-out, a sidebar with products (by status) and assets, and the screen. No public
 * site navigation: the PIM is a staff tool on its own host.
 */
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { Locale } from '../../locales/registry.ts'
import type { ProductStatus } from '../content/model.ts'
import { CsrfField } from '../forms/CsrfField.tsx'
import { MAIN_CONTENT_ID, skipLinkClass } from '../layout/Document.tsx'
import { roleLabel } from '../portal/labels.ts'
import type { PortalUser } from '../portal/partner-roles.ts'
import { PRODUCT_STATUSES } from './assets.ts'
import { PIM_PATHS } from './pim-paths.ts'
import { productStatusLabel } from './pim-texts.ts'

export type PimSection =
  | { kind: 'products'; status: ProductStatus | 'all' }
  | { kind: 'lines' }
  | { kind: 'categories' }
  | { kind: 'assets' }
  | { kind: 'new-asset' }
  | { kind: 'login' }
  | { kind: 'sessions' }

const COMPANY_NAME = 'Vantage Displays'

const navLinkClass = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'md',
  textDecoration: 'none',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.theme', outlineOffset: '2px' },
})
const otherLinkClass = css({ color: 'gray.900', _hover: { bg: 'gray.100' } })
const currentLinkClass = css({ bg: 'brand.theme', color: 'white', fontWeight: 'semibold' })

function NavLink({ href, current, children }: { href: string; current: boolean; children: ReactNode }) {
  return (
    <a href={href} className={cx(navLinkClass, current ? currentLinkClass : otherLinkClass)} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  )
}

export interface PimDocumentProps {
  locale: Locale
  title: string
  stylesheet?: string
  /** The signed-in person; absent on the login screen. */
  person: PortalUser | null
  mayEdit: boolean
  section: PimSection
  csrfToken: string
  children: ReactNode
}

export function PimDocument({ locale, title, stylesheet, person, mayEdit, section, csrfToken, children }: PimDocumentProps) {
  const { i18n } = useLingui()
  const areaName = i18n._({ id: 'pim.area_name', message: 'Product information' })
  return (
    <html lang={locale.iso} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} | ${areaName} | ${COMPANY_NAME}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
      </head>
      <body className={css({ minHeight: '100vh', display: 'flex', flexDirection: 'column', bg: 'gray.50' })}>
        <a href={`#${MAIN_CONTENT_ID}`} className={skipLinkClass}>
          {i18n._({ id: 'shell.skip_to_content', message: 'Skip to main content' })}
        </a>
        <header
          className={css({
            bg: 'brand.theme',
            color: 'white',
            px: '6',
            py: '3',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '4',
            flexWrap: 'wrap',
          })}
        >
          <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
            {COMPANY_NAME} · {areaName}
          </p>
          {person ? (
            <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
              <p data-pim-person="">
                {person.name} <span className={css({ fontSize: 'sm' })}>({roleLabel(i18n, person.role)})</span>
              </p>
              <form method="post" action="/auth/sign-out">
                <CsrfField token={csrfToken} />
                <input type="hidden" name="locale" value={locale.code} />
                <button
                  type="submit"
                  className={css({
                    color: 'white',
                    textDecoration: 'underline',
                    cursor: 'pointer',
                    _focusVisible: { outline: '2px solid white', outlineOffset: '2px' },
                  })}
                >
                  {i18n._({ id: 'pim.sign_out', message: 'Sign out' })}
                </button>
              </form>
            </div>
          ) : null}
        </header>
        <div className={css({ flex: '1', display: 'flex', flexDirection: { base: 'column', md: 'row' } })}>
          {person ? (
            <nav
              aria-label={i18n._({ id: 'pim.sidebar_label', message: 'Products and assets' })}
              className={css({
                width: { md: '16rem' },
                flexShrink: 0,
                bg: 'white',
                borderRightWidth: '1px',
                borderColor: 'gray.200',
                p: '4',
              })}
            >
              <h2 className={css({ fontWeight: 'bold', color: 'gray.700', fontSize: 'sm', textTransform: 'uppercase', mb: '2' })}>
                {i18n._({ id: 'pim.products', message: 'Products' })}
              </h2>
              <ul className={css({ listStyle: 'none', mb: '6' })}>
                {PRODUCT_STATUSES.map((status) => (
                  <li key={status}>
                    <NavLink
                      href={`${PIM_PATHS.products}?status=${status}`}
                      current={section.kind === 'products' && section.status === status}
                    >
                      {productStatusLabel(i18n, status)}
                    </NavLink>
                  </li>
                ))}
                <li>
                  <NavLink href={PIM_PATHS.lines} current={section.kind === 'lines'}>
                    {i18n._({ id: 'pim.lines', message: 'Product lines' })}
                  </NavLink>
                </li>
                <li>
                  <NavLink href={PIM_PATHS.categories} current={section.kind === 'categories'}>
                    {i18n._({ id: 'pim.categories', message: 'Categories' })}
                  </NavLink>
                </li>
              </ul>
              <h2 className={css({ fontWeight: 'bold', color: 'gray.700', fontSize: 'sm', textTransform: 'uppercase', mb: '2' })}>
                {i18n._({ id: 'pim.assets', message: 'Assets' })}
              </h2>
              <ul className={css({ listStyle: 'none' })}>
                <li>
                  <NavLink href={PIM_PATHS.assets} current={section.kind === 'assets'}>
                    {i18n._({ id: 'pim.all_assets', message: 'All assets' })}
                  </NavLink>
                </li>
                {mayEdit ? (
                  <li>
                    <NavLink href={PIM_PATHS.newAsset} current={section.kind === 'new-asset'}>
                      {i18n._({ id: 'pim.add_asset', message: 'Add asset' })}
                    </NavLink>
                  </li>
                ) : null}
              </ul>
              <h2 className={css({ fontWeight: 'bold', color: 'gray.700', fontSize: 'sm', textTransform: 'uppercase', mt: '6', mb: '2' })}>
                {i18n._({ id: 'pim.account', message: 'Account' })}
              </h2>
              <ul className={css({ listStyle: 'none' })}>
                <li>
                  <NavLink href={PIM_PATHS.sessions} current={section.kind === 'sessions'}>
                    {i18n._({ id: 'sessions.title', message: 'Your sessions' })}
                  </NavLink>
                </li>
              </ul>
            </nav>
          ) : null}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={css({ flex: '1', px: { base: '4', md: '8' }, py: '8', minWidth: 0 })}>
            {children}
          </main>
        </div>
      </body>
    </html>
  )
}
