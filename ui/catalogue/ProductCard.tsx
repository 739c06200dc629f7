/** A product in the overview: image, name, CTN, key specs and a "Compare" checkbox. */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { ResponsiveImage } from '../components/ResponsiveImage.tsx'
import type { ProductSummary } from '../content/model.ts'
import { COMPARE_PARAMETER } from './compare-selection.ts'
import { keySpecs } from './product-attributes.ts'

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'lg',
  p: '4',
  bg: 'white',
  height: '100%',
})

const imageClass = css({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  bg: 'brand.picture',
  borderRadius: 'md',
})
// Class names computed once, not per card: the overview renders two dozen cards per request.
const titleClass = css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })
const titleLinkClass = css({ color: 'brand.theme', _hover: { textDecoration: 'underline' } })
const ctnClass = css({ fontSize: 'sm', color: 'gray.700', fontFamily: 'mono' })
const srOnlyClass = css({ srOnly: true })
const specListClass = css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' })
const specRowClass = css({ display: 'contents' })
const specTermClass = css({ color: 'gray.700' })
const specValueClass = css({ fontWeight: 'semibold' })
const compareRowClass = css({ mt: 'auto', pt: '2', display: 'flex', alignItems: 'center', gap: '2' })
const compareCheckboxClass = css({ width: '5', height: '5', accentColor: 'brand.theme' })

export function ProductCard({
  product,
  iso,
  compareForm,
  compared = false,
  aboveTheFold = false,
}: {
  product: ProductSummary
  iso: string
  compareForm: string
  /** Already chosen for comparison (the address names it). */
  compared?: boolean
  aboveTheFold?: boolean
}) {
  const { i18n } = useLingui()
  const checkboxId = `compare-${product.slug}`
  return (
    <article className={cardClass} data-product={product.ctn}>
      <ResponsiveImage
        image={product.image}
        className={imageClass}
        sizes="(min-width: 64em) 22vw, (min-width: 48em) 45vw, 100vw"
        aboveTheFold={aboveTheFold}
      />
      <h3 className={titleClass}>
        <a href={product.href} className={titleLinkClass}>
          {product.name}
        </a>
      </h3>
      <p className={ctnClass}>
        <span className={srOnlyClass}>{i18n._({ id: 'products.ctn', message: 'Product code' })}: </span>
        {product.ctn}
      </p>
      <dl className={specListClass}>
        {keySpecs(product, i18n, iso).map((spec) => (
          <div key={spec.key} className={specRowClass}>
            <dt className={specTermClass}>{spec.label}</dt>
            <dd className={specValueClass}>{spec.value}</dd>
          </div>
        ))}
      </dl>
      <div className={compareRowClass}>
        <input
          id={checkboxId}
          type="checkbox"
          name={COMPARE_PARAMETER}
          value={product.ctn}
          form={compareForm}
          defaultChecked={compared}
          className={compareCheckboxClass}
        />
        <label htmlFor={checkboxId}>
          {i18n._({ id: 'products.compare_checkbox', message: 'Compare' })}
          <span className={srOnlyClass}> {product.name}</span>
        </label>
      </div>
    </article>
  )
}
