/** Blocks that tell and convince: a case-study quote with the client's logo, key figures, a call-to-action band, image and text. */
import { css, cx } from 'styled-system/css'
import { ButtonLink } from '../../components/Button.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import type { BlockOf } from '../../content/published.ts'
import { isSafeHref } from '../../routes/safe-url.ts'
import { BlockHead, Heading, type HeadingLevel, MoreLink, blockSectionClass, blockTitleClass } from './block-heading.tsx'

const quoteClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'auto minmax(0, 1fr)' },
  gap: { base: '6', md: '10' },
  alignItems: 'center',
  bg: 'brand.light',
  borderRadius: 'xl',
  p: { base: '6', md: '10' },
  my: { base: '8', md: '12' },
})
const logoClass = css({ width: { base: '8rem', md: '10rem' }, height: 'auto' })
const quoteTextClass = css({
  fontSize: { base: 'xl', md: '2xl' },
  lineHeight: '1.4',
  color: 'brand.theme',
  fontWeight: 'semibold',
  mb: '4',
})
const captionClass = css({ color: 'gray.800', mb: '3' })

export function QuoteBlock({ block }: { block: BlockOf<'quote'> }) {
  return (
    <section className={quoteClass} data-block="quote">
      <ResponsiveImage image={block.logo} className={logoClass} sizes="10rem" />
      <div>
        <figure>
          <blockquote className={quoteTextClass}>
            <p>{`“${block.quote}”`}</p>
          </blockquote>
          <figcaption className={captionClass}>
            <strong>{block.author}</strong>
            {block.role ? `, ${block.role}` : ''}
            {`, ${block.company}`}
          </figcaption>
        </figure>
        {block.link && isSafeHref(block.link.href) ? <MoreLink link={block.link} /> : null}
      </div>
    </section>
  )
}

const statsListClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '6', md: '8' },
})
const statValueClass = css({
  fontSize: { base: '2xl', md: '5xl' },
  fontWeight: 'bold',
  color: 'brand.theme',
  lineHeight: '1.1',
  overflowWrap: 'break-word',
})
// The figure reads first on screen; the label stays first for screen readers (dt before dd).
const statClass = css({ display: 'flex', flexDirection: 'column-reverse' })
const statLabelClass = css({ color: 'gray.800', mt: '1' })

export function StatsBlock({ block, level, id }: { block: BlockOf<'stats'>; level: HeadingLevel; id: string }) {
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="stats">
      <BlockHead title={block.title} level={level} id={id} />
      <dl className={statsListClass}>
        {block.items.map((item) => (
          <div key={item.label} className={statClass}>
            <dt className={statLabelClass}>{item.label}</dt>
            <dd className={statValueClass}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

const bandClass = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  justifyContent: 'space-between',
  gap: '6',
  borderRadius: 'xl',
  p: { base: '6', md: '10' },
  my: { base: '8', md: '12' },
})
const brandBandClass = css({ bg: 'brand.theme', color: 'white' })
const lightBandClass = css({ bg: 'brand.light', color: 'gray.800' })
const bandTitleClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  lineHeight: '1.2',
  mb: '2',
  overflowWrap: 'break-word',
  hyphens: 'auto',
})
const bandActionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', flexShrink: 0 })
const onBrandButtonClass = css({ bg: 'white', color: 'brand.theme', _hover: { bg: 'brand.light' } })
const onBrandNakedClass = css({ color: 'white', borderColor: 'white' })

export function CtaBandBlock({ block, level, id }: { block: BlockOf<'cta-band'>; level: HeadingLevel; id: string }) {
  const brand = block.variant === 'brand'
  return (
    <section
      className={cx(bandClass, brand ? brandBandClass : lightBandClass)}
      aria-labelledby={id}
      data-block="cta-band"
      data-variant={block.variant}
    >
      <div>
        <Heading level={level} id={id} className={bandTitleClass}>
          {block.title}
        </Heading>
        {block.text ? <p className={css({ fontSize: 'lg', maxWidth: '60ch' })}>{block.text}</p> : null}
      </div>
      <div className={bandActionsClass}>
        {block.actions
          .filter((action) => isSafeHref(action.href))
          .map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              kind={index === 0 ? 'primary-blue' : 'naked'}
              trailingIcon={index === 0 ? 'arrow-right' : undefined}
              className={brand ? (index === 0 ? onBrandButtonClass : onBrandNakedClass) : undefined}
            >
              {action.label}
            </ButtonLink>
          ))}
      </div>
    </section>
  )
}

const imageTextClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '6', md: '10' },
  alignItems: 'center',
  py: { base: '8', md: '12' },
})
const imageEndClass = css({ md: { '& > img': { order: 2 } } })
const imageClass = css({ width: '100%', height: 'auto', borderRadius: 'xl', bg: 'gray.50' })

export function ImageTextBlock({ block, level, id }: { block: BlockOf<'image-text'>; level: HeadingLevel; id: string }) {
  return (
    <section
      className={cx(imageTextClass, block.imagePosition === 'end' ? imageEndClass : undefined)}
      aria-labelledby={id}
      data-block="image-text"
      data-variant={block.imagePosition}
    >
      <ResponsiveImage image={block.image} className={imageClass} sizes="(min-width: 48em) 50vw, 100vw" />
      <div>
        <Heading level={level} id={id} className={cx(blockTitleClass, css({ mb: '4' }))}>
          {block.title}
        </Heading>
        <p className={css({ textStyle: 'paragraph', mb: '4' })}>{block.text}</p>
        {block.link && isSafeHref(block.link.href) ? <MoreLink link={block.link} /> : null}
      </div>
    </section>
  )
}
