// biome-ignore-all lint/a11y/noNoninteractiveTabindex: a scrollable table region must be reachable by keyboard (axe scrollable-region-focusable).
/**
 * The product comparison: up to COMPARE_MAX products side by side in one table, a row per
 * attribute, rows whose values differ highlighted (colour and a "differs" mark), a remove link per
 * product, a warning when more were asked for, and an empty state. On a phone the attribute column
 * stays put (sticky) while the products scroll inside the table's region, so the page itself never
 * scrolls sideways. "Add products" goes to the overview with the compared products still chosen,
 * and the compare tray (an island) takes this comparison over into its storage.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ButtonLink } from '../components/Button.tsx'
import { Breadcrumbs } from '../components/Breadcrumbs.tsx'
import { Icon } from '../components/Icon.tsx'
import { EmptyState, LoadFailure } from '../components/ListMessage.tsx'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import type { Breadcrumb, Catalogue } from '../content/model.ts'
import { pageTitleClass } from '../content-pages/ContentPage.tsx'
import { Island } from '../islands/Island.tsx'
import { CompareTray } from './CompareTray.tsx'
import { productsFailedText } from './DisplaySolutionsPage.tsx'
import { COMPARE_FORM_ID, compareTrayTexts } from './ProductOverview.tsx'
import { COMPARE_MAX, type CompareSelection, compareHref } from './compare-selection.ts'
import { compareRows, differs } from './product-attributes.ts'

export type CompareLoad = { ok: true; catalogue: Catalogue; selection: CompareSelection } | { ok: false }

/** Width of a product's column on a phone, where the products scroll beside the sticky attribute column. */
const PHONE_PRODUCT_COLUMN = '10rem'
const tableClass = css({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: '0',
  tableLayout: 'fixed',
  '& th, & td': { textAlign: 'start', p: { base: '2', md: '3' }, borderBottomWidth: '1px', borderColor: 'gray.200', verticalAlign: 'top' },
  '& thead th': { width: { base: PHONE_PRODUCT_COLUMN, md: 'auto' } },
  // The attribute column: sticky at the start while the products scroll.
  '& th:first-child': {
    position: 'sticky',
    insetInlineStart: '0',
    zIndex: 1,
    bg: 'white',
    width: { base: '7.5rem', md: '14rem' },
    fontWeight: 'semibold',
    fontSize: { base: 'sm', md: 'md' },
    overflowWrap: 'anywhere',
  },
})
const differsRowClass = css({
  bg: 'yellow.50',
  '& th': { bg: 'yellow.50', borderInlineStartWidth: '4px', borderInlineStartColor: 'yellow.500' },
})
const badgeClass = css({
  display: 'inline-block',
  ml: '2',
  px: '2',
  borderRadius: 'full',
  bg: 'yellow.200',
  color: 'gray.900',
  fontSize: 'xs',
  fontWeight: 'bold',
})

// Class names computed once, not per render.
const tooManyWarningClass = css({
  display: 'flex',
  gap: '2',
  p: '4',
  mb: '6',
  bg: 'yellow.50',
  borderWidth: '1px',
  borderColor: 'yellow.500',
  borderRadius: 'md',
})
const unknownProductsClass = css({ mb: '6', color: 'gray.700' })
const toOverviewClass = css({ mt: '6' })
const tableScrollClass = css({ overflowX: 'auto', maxWidth: '100%' })
const captionClass = css({ textAlign: 'start', mb: '4', color: 'gray.700' })
const srOnlyClass = css({ srOnly: true })
const productImageClass = css({ width: '100%', height: 'auto', mb: '2', bg: 'gray.50' })
const productLinkClass = css({ display: 'block', color: 'brand.theme', fontWeight: 'bold', _hover: { textDecoration: 'underline' } })
const ctnClass = css({ display: 'block', fontFamily: 'mono', fontSize: 'sm', fontWeight: 'normal', color: 'gray.700' })
const removeLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mt: '2',
  fontSize: 'sm',
  fontWeight: 'normal',
  color: 'brand.theme',
  textDecoration: 'underline',
})
const addMoreClass = css({ mt: '8' })
const addMoreLinkClass = css({ color: 'brand.theme', textDecoration: 'underline' })

export function ComparePage({
  load,
  crumbs,
  comparePath,
  overviewPath,
  iso,
}: {
  load: CompareLoad
  crumbs: Breadcrumb[]
  comparePath: string
  overviewPath: string
  iso: string
}) {
  const { i18n } = useLingui()
  const title = i18n._({ id: 'compare.title', message: 'Compare products' })
  const header = (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <h1 className={pageTitleClass}>{title}</h1>
    </>
  )
  if (!load.ok) {
    return (
      <>
        {header}
        <LoadFailure>{productsFailedText(i18n)}</LoadFailure>
      </>
    )
  }
  const { products, overLimit, unknown } = load.selection
  const ctns = products.map((product) => product.ctn)
  const addProductsHref = compareHref(overviewPath, ctns)
  return (
    <>
      {header}
      <Island
        name="CompareTray"
        component={CompareTray}
        props={{
          comparePath,
          compareFormId: COMPARE_FORM_ID,
          fromAddress: products.map(({ ctn, name, href }) => ({ ctn, name, href })),
          addressDecides: true,
          texts: compareTrayTexts(i18n),
        }}
      />
      {overLimit ? (
        <p role="alert" className={tooManyWarningClass} data-compare-warning="">
          <Icon name="error" />
          <span>
            {i18n._({
              id: 'compare.too_many',
              message: 'You can compare up to {max} products at a time. Only the first {max} are shown; remove one to add another.',
              values: { max: COMPARE_MAX },
            })}
          </span>
        </p>
      ) : null}
      {unknown.length ? (
        <p className={unknownProductsClass}>
          {i18n._({ id: 'compare.unknown', message: 'These products could not be found: {codes}', values: { codes: unknown.join(', ') } })}
        </p>
      ) : null}
      {products.length === 0 ? (
        <>
          <EmptyState>
            {i18n._({
              id: 'compare.empty',
              message: 'No products selected for comparison yet. Choose up to 4 products in the product overview.',
            })}
          </EmptyState>
          <p className={toOverviewClass}>
            <ButtonLink href={overviewPath} leadingIcon="arrow-left">
              {i18n._({ id: 'compare.to_overview', message: 'Go to the product overview' })}
            </ButtonLink>
          </p>
        </>
      ) : (
        <>
          <div className={tableScrollClass} tabIndex={0} role="region" aria-labelledby="compare-caption">
            <table className={tableClass} data-compare-table="">
              <caption id="compare-caption" className={captionClass}>
                {i18n._({
                  id: 'compare.caption',
                  message: 'Comparison of {count, plural, one {# product} other {# products}}; rows whose values differ are marked.',
                  values: { count: products.length },
                })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={srOnlyClass}>{i18n._({ id: 'products.spec.attribute', message: 'Specification' })}</span>
                  </th>
                  {products.map((product) => (
                    <th key={product.ctn} scope="col" data-compare-product={product.ctn}>
                      <ResponsiveImage image={product.image} sizes="20vw" className={productImageClass} decorative />
                      <a href={product.href} className={productLinkClass}>
                        {product.name}
                      </a>
                      <span className={ctnClass}>{product.ctn}</span>
                      <a
                        href={compareHref(
                          comparePath,
                          ctns.filter((ctn) => ctn !== product.ctn),
                        )}
                        className={removeLinkClass}
                        data-compare-remove=""
                      >
                        <Icon name="close" />
                        <span>
                          {i18n._({ id: 'compare.remove', message: 'Remove' })}
                          <span className={srOnlyClass}> {product.name}</span>
                        </span>
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {compareRows(products, load.catalogue, i18n, iso).map((row) => {
                  const rowDiffers = products.length > 1 && differs(row.values)
                  return (
                    <tr key={row.key} className={rowDiffers ? differsRowClass : ''} data-differs={rowDiffers ? 'true' : 'false'}>
                      <th scope="row">
                        {row.label}
                        {rowDiffers ? <span className={badgeClass}>{i18n._({ id: 'compare.differs', message: 'differs' })}</span> : null}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={index}>{value}</td>
                      ))}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <p className={addMoreClass}>
            <a href={addProductsHref} className={addMoreLinkClass} data-compare-add-more="">
              {i18n._({ id: 'compare.add_more', message: 'Add products from the product overview' })}
            </a>
          </p>
        </>
      )}
    </>
  )
}
