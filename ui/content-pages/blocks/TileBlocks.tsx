/** Rows of tiles that lead on: product categories, the tools, industries (resolved at publish time). */
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Icon } from '../../components/Icon.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import type { BlockOf, BlockTile } from '../../content/published.ts'
import { isSafeHref } from '../../routes/safe-url.ts'
import { BlockHead, Heading, type HeadingLevel, blockSectionClass, itemLevel } from './block-heading.tsx'

const tileGridClass = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
})
/** Four or eight tiles: four across on wide screens (three across would leave one alone on a row). */
const fourAcrossGridClass = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
})
export function tileGridFor(count: number): string {
  return count % 4 === 0 && count % 3 !== 0 ? fourAcrossGridClass : tileGridClass
}
const toolGridClass = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
})
const toolTitleClass = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' })

const plainCard = card({ tone: 'plain' })
const lightCard = card({ tone: 'light' })

export function Tile({ tile, level, tone = 'plain' }: { tile: BlockTile; level: HeadingLevel; tone?: 'plain' | 'light' }) {
  const classes = tone === 'light' ? lightCard : plainCard
  if (!isSafeHref(tile.href)) return null
  return (
    <article className={classes.root}>
      {tile.image ? (
        <ResponsiveImage
          image={tile.image}
          className={classes.media}
          sizes="(min-width: 64em) 30vw, (min-width: 40em) 45vw, 100vw"
          decorative
        />
      ) : null}
      <div className={classes.body}>
        <Heading level={level} className={classes.title}>
          <a href={tile.href} className={classes.link}>
            <span className={toolTitleClass}>
              {tile.title}
              {tone === 'light' ? <Icon name="arrow-right" /> : null}
            </span>
          </a>
        </Heading>
        {tile.summary ? <p className={classes.text}>{tile.summary}</p> : null}
      </div>
    </article>
  )
}

type TileBlock = BlockOf<'category-tiles'> | BlockOf<'tool-teasers'> | BlockOf<'industry-tiles'>

export function TileBlocks({ block, level, id }: { block: TileBlock; level: HeadingLevel; id: string }) {
  const tools = block.type === 'tool-teasers'
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block={block.type}>
      <BlockHead title={block.title} level={level} id={id} link={block.type === 'industry-tiles' ? block.link : undefined} />
      <ul className={tools ? toolGridClass : tileGridFor(block.items.length)}>
        {block.items.map((tile) => (
          <li key={tile.href}>
            <Tile tile={tile} level={itemLevel(level)} tone={tools ? 'light' : 'plain'} />
          </li>
        ))}
      </ul>
    </section>
  )
}
