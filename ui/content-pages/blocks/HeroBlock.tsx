/** The hero: the page's opening statement with an image and up to two buttons, split or as a banner over the image. */
import { css, cx } from 'styled-system/css'
import { ButtonLink } from '../../components/Button.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import type { BlockOf } from '../../content/published.ts'
import { isSafeHref } from '../../routes/safe-url.ts'
import { Heading, type HeadingLevel } from './block-heading.tsx'

const splitClass = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '6', md: '10' },
  alignItems: 'center',
  py: { base: '6', md: '12' },
})
const bannerClass = css({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minHeight: { base: '24rem', md: '30rem' },
  borderRadius: 'xl',
  overflow: 'hidden',
  my: { base: '4', md: '8' },
  color: 'white',
})
const bannerImageClass = css({ position: 'absolute', inset: '0', width: '100%', height: '100%', objectFit: 'cover' })
const bannerTextClass = css({
  position: 'relative',
  p: { base: '6', md: '10' },
  // A solid scrim behind the text keeps its contrast whatever the picture.
  bg: 'rgba(0, 36, 87, 0.88)',
  maxWidth: '44rem',
  borderTopRightRadius: 'xl',
})
const splitImageClass = css({ width: '100%', height: 'auto', borderRadius: 'xl', bg: 'gray.50' })
const titleClass = css({
  fontSize: { base: '3xl', md: '5xl' },
  fontWeight: 'bold',
  lineHeight: '1.1',
  mb: '4',
  color: 'brand.theme',
  overflowWrap: 'break-word',
  hyphens: 'auto',
})
const bannerTitleClass = css({ color: 'white' })
const textClass = css({ fontSize: { base: 'lg', md: 'xl' }, mb: '6', maxWidth: '60ch' })
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap' })
const bannerSecondaryClass = css({ bg: 'white', color: 'brand.theme', _hover: { bg: 'brand.light' } })

export function HeroBlock({ block, level, aboveTheFold }: { block: BlockOf<'hero'>; level: HeadingLevel; aboveTheFold: boolean }) {
  const banner = block.variant === 'banner'
  const actions = block.actions.filter((action) => isSafeHref(action.href))
  const text = (
    <div className={banner ? bannerTextClass : undefined}>
      <Heading level={level} className={cx(titleClass, banner ? bannerTitleClass : undefined)}>
        {block.title}
      </Heading>
      {block.text ? <p className={textClass}>{block.text}</p> : null}
      {actions.length ? (
        <div className={actionsClass}>
          {actions.map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              kind={index === 0 || banner ? 'primary-blue' : 'naked'}
              trailingIcon={index === 0 ? 'arrow-right' : undefined}
              className={banner && index > 0 ? bannerSecondaryClass : undefined}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </div>
  )
  return (
    <section className={banner ? bannerClass : splitClass} data-block="hero" data-variant={block.variant}>
      {banner ? <ResponsiveImage image={block.image} className={bannerImageClass} aboveTheFold={aboveTheFold} decorative /> : null}
      {text}
      {banner ? null : (
        <ResponsiveImage
          image={block.image}
          className={splitImageClass}
          sizes="(min-width: 48em) 50vw, 100vw"
          aboveTheFold={aboveTheFold}
        />
      )}
    </section>
  )
}
