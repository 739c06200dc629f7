/**
 * The compare tray (an island, server side) on the product overview and the compare page: the
 * products picked for comparison, each with a remove button, a link to compare them all and
 * "Clear all". Its script (CompareTray.client.ts, no React) keeps the list in localStorage, so
 * ticks survive paging, filters, other pages and new sessions; it is hidden until that script
 * runs, since without JavaScript the overview's compare form and the compare page's links do the
 * same work. A `<template>` holds one item, so the script builds items from this markup and its
 * translated texts instead of a second copy of them.
 */
import { css } from 'styled-system/css'
import { buttonClass } from '../components/Button.tsx'
import { compareHref } from './compare-selection.ts'
import { type CompareTrayProps, type ComparedProduct, TRAY_PARTS } from './compare-tray-state.ts'

const trayClass = css({
  mt: '6',
  p: '3',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'brand.theme',
  borderRadius: 'md',
  boxShadow: 'lg',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '2',
  '&[hidden], & [hidden]': { display: 'none' },
})
const titleClass = css({ fontWeight: 'bold', fontSize: 'sm', flexBasis: { base: '100%', md: 'auto' } })
// Phones: the chosen products in one row that scrolls sideways, so the tray stays low on the screen.
const listClass = css({
  display: 'flex',
  flexWrap: { base: 'nowrap', md: 'wrap' },
  overflowX: { base: 'auto', md: 'visible' },
  gap: '2',
  listStyle: 'none',
  flex: '1',
  flexBasis: { base: '100%', md: '0' },
  minWidth: '0',
})
const chipClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '1',
  borderRadius: 'full',
  bg: 'brand.light',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  flexShrink: '0',
})
const removeClass = css({ cursor: 'pointer', px: '1', fontWeight: 'bold', color: 'brand.theme' })
const linkButtonClass = css({ color: 'brand.theme', textDecoration: 'underline', cursor: 'pointer', fontSize: 'sm' })
const limitClass = css({ flexBasis: '100%', color: 'red.800', fontWeight: 'semibold', fontSize: 'sm' })

function TrayItem({ product, removeLabel }: { product?: ComparedProduct; removeLabel: string }) {
  return (
    <li className={chipClass} {...{ [TRAY_PARTS.item]: product?.ctn ?? '' }}>
      <a href={product?.href ?? '/'}>{product?.name}</a>
      <button type="button" className={removeClass} aria-label={`${removeLabel} ${product?.name ?? ''}`} {...{ [TRAY_PARTS.remove]: '' }}>
        ×
      </button>
    </li>
  )
}

export function CompareTray({ comparePath, fromAddress, addressDecides, texts }: CompareTrayProps) {
  if (addressDecides) return null
  const count = fromAddress.length
  return (
    <section aria-label={texts.title} className={trayClass} hidden {...{ [TRAY_PARTS.tray]: '' }}>
      <h2 className={titleClass}>{texts.title}</h2>
      <ul className={listClass} {...{ [TRAY_PARTS.list]: '' }}>
        {fromAddress.map((product) => (
          <TrayItem key={product.ctn} product={product} removeLabel={texts.remove} />
        ))}
      </ul>
      <template {...{ [TRAY_PARTS.template]: '' }}>
        <TrayItem removeLabel={texts.remove} />
      </template>
      <a
        href={compareHref(
          comparePath,
          fromAddress.map((product) => product.ctn),
        )}
        className={buttonClass({ size: 'sm' })}
        hidden={!count}
        {...{ [TRAY_PARTS.link]: '' }}
      >
        {`${texts.compare} (${count})`}
      </a>
      <button type="button" className={linkButtonClass} hidden={!count} {...{ [TRAY_PARTS.clear]: '' }}>
        {texts.clear}
      </button>
      <p role="alert" className={limitClass} {...{ [TRAY_PARTS.limit]: '' }} />
    </section>
  )
}
