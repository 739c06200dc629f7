/**
 * What every guide step shows around its form: the progress list, a live region announcing the
 * step (and its errors) to screen readers, the focusable step heading and an error summary.
 */
import { type ReactNode, type RefObject, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { formatNumber } from '../format/intl.ts'
import type { GuideProduct } from './guide-products.ts'
import { fill } from './use-query-state.ts'

export const guideFormClass = css({ display: 'flex', flexDirection: 'column', gap: '6', maxWidth: '56rem' })
export const choiceListClass = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '2' })
export const choiceClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { borderColor: 'brand.theme' },
  '&:has(input:checked)': { borderColor: 'brand.theme', bg: 'blue.50' },
  '& input': { width: '5', height: '5', flexShrink: 0 },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'brand.theme', outlineOffset: '2px' },
})
export const legendClass = css({ fontWeight: 'semibold', fontSize: 'lg', mb: '3' })
export const actionsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })
export const errorTextClass = css({ color: 'red.700', fontWeight: 'semibold', mt: '2' })
export const warningClass = css({ p: '4', bg: 'yellow.50', borderWidth: '1px', borderColor: 'yellow.500', borderRadius: 'md' })
export const cardListClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  listStyle: 'none',
  p: 0,
})
export const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'md',
})
export const linkClass = css({ color: 'brand.theme', textDecoration: 'underline', fontWeight: 'semibold' })

export interface StepChromeTexts {
  /** 'Step {step} of {total}: {title}' */
  stepOf: string
  progress: string
}

export function GuideChrome({
  texts,
  titles,
  current,
  heading,
  announcement,
  children,
}: {
  texts: StepChromeTexts
  /** Titles of the steps, in order. */
  titles: string[]
  current: number
  heading: RefObject<HTMLHeadingElement | null>
  /** Extra words for the live region (errors, warnings after a move). */
  announcement?: string
  children: ReactNode
}) {
  const stepLine = fill(texts.stepOf, { step: current + 1, total: titles.length, title: titles[current] ?? '' })
  // Marks the hydrated island (browser tests wait for it before using it in place).
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })} data-guide="" data-ready={ready ? '' : undefined}>
      <p role="status" aria-live="polite" className={css({ srOnly: true })} data-guide-announcement="">
        {[stepLine, announcement].filter(Boolean).join('. ')}
      </p>
      <nav aria-label={texts.progress}>
        <ol className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, fontSize: 'sm' })}>
          {titles.map((title, index) => (
            <li
              key={title}
              aria-current={index === current ? 'step' : undefined}
              className={cx(
                css({ px: '3', py: '1', borderRadius: 'full', borderWidth: '1px', borderColor: 'gray.300', color: 'gray.700' }),
                index === current
                  ? css({ bg: 'brand.theme', borderColor: 'brand.theme', color: 'white', fontWeight: 'semibold' })
                  : undefined,
              )}
            >
              {index + 1}. {title}
            </li>
          ))}
        </ol>
      </nav>
      <h2
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: '2xl', fontWeight: 'bold', _focusVisible: { outline: '3px solid', outlineColor: 'brand.theme' } })}
        data-guide-step-heading=""
      >
        {stepLine}
      </h2>
      {children}
    </div>
  )
}

/** A proposed display: name linking to its page, product code, screen size (not for LED walls) and brightness. */
export function ProposedProductCard({
  product,
  iso,
  texts,
}: {
  product: GuideProduct
  iso: string
  texts: { screenSize: string; brightness: string }
}) {
  return (
    <li className={cardClass} data-proposed-product={product.ctn}>
      <a href={product.href} className={linkClass}>
        {product.name}
      </a>
      <span className={css({ fontFamily: 'mono', fontSize: 'sm', color: 'gray.700' })}>{product.ctn}</span>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', fontSize: 'sm' })}>
        {product.led ? null : (
          <>
            <dt>{texts.screenSize}</dt>
            <dd>{formatNumber(iso, product.screenSizeInch)}″</dd>
          </>
        )}
        <dt>{texts.brightness}</dt>
        <dd>{formatNumber(iso, product.brightnessNits)} cd/m²</dd>
      </dl>
    </li>
  )
}
