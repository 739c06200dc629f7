/**
 * Blocks that show live data read by the page loader (ui/content-pages/block-data.ts): product
 * teasers, the latest insights, upcoming events and a downloads list. With nothing to show (no
 * such products, no upcoming event, the record unreadable) a block renders nothing.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { badge, card } from 'styled-system/recipes'
import { Icon } from '../../components/Icon.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import type { ArticleSummary, EventSummary, ProductSummary } from '../../content/model.ts'
import type { BlockOf } from '../../content/published.ts'
import { eventKindLabel } from '../../events/event-kind.ts'
import { formatDate, formatDateRange, formatFileSize, formatNumber } from '../../format/intl.ts'
import { isSafeHref } from '../../routes/safe-url.ts'
import type { BlockData } from '../block-data.ts'
import { BlockHead, Heading, type HeadingLevel, blockSectionClass, itemLevel } from './block-heading.tsx'
import { tileGridFor } from './TileBlocks.tsx'

const classes = card({ tone: 'plain' })
// Products are two across on a phone: the smaller card.
const productClasses = card({ tone: 'plain', size: 'sm' })
const productGridClass = css({
  display: 'grid',
  gap: { base: '4', md: '6' },
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
})
const productImageClass = css({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  bg: 'brand.picture',
  p: { base: '1', md: '4' },
})
const factListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '1', listStyle: 'none' })
const ctnClass = css({ fontSize: 'sm', color: 'gray.700', fontVariantNumeric: 'tabular-nums' })
const kindBadge = badge({ tone: 'info', size: 'sm' })
const factBadge = badge({ tone: 'neutral', size: 'sm' })

function ProductTeaser({ product, level, iso }: { product: ProductSummary; level: HeadingLevel; iso: string }) {
  const { i18n } = useLingui()
  return (
    <article className={productClasses.root} data-product={product.ctn}>
      <ResponsiveImage image={product.image} className={productImageClass} sizes="(min-width: 64em) 22vw, 45vw" decorative />
      <div className={productClasses.body}>
        <Heading level={level} className={productClasses.title}>
          <a href={product.href} className={productClasses.link}>
            {product.name}
          </a>
        </Heading>
        <p className={ctnClass}>{product.ctn}</p>
        <ul className={factListClass} aria-label={i18n._({ id: 'blocks.product_facts', message: 'Key facts' })}>
          <li className={factBadge}>{`${formatNumber(iso, product.screenSizeInch)}″`}</li>
          {product.resolutionWidth ? <li className={factBadge}>{`${product.resolutionWidth} × ${product.resolutionHeight}`}</li> : null}
          {product.brightnessNits ? (
            <li className={factBadge}>
              {i18n._({ id: 'blocks.nits', message: '{value} nits', values: { value: formatNumber(iso, product.brightnessNits) } })}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  )
}

export function ProductTeasersBlock({
  block,
  data,
  level,
  id,
}: {
  block: BlockOf<'product-teasers'>
  data: BlockData
  level: HeadingLevel
  id: string
}) {
  const products = block.ctns.flatMap((ctn) => data.products.get(ctn) ?? [])
  if (!products.length) return null
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="product-teasers">
      <BlockHead title={block.title} level={level} id={id} link={block.link} />
      <ul className={productGridClass}>
        {products.map((product) => (
          <li key={product.ctn}>
            <ProductTeaser product={product} level={itemLevel(level)} iso={data.iso} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function InsightTeaser({ insight, level, iso }: { insight: ArticleSummary; level: HeadingLevel; iso: string }) {
  return (
    <article className={classes.root} data-insight={insight.id}>
      <ResponsiveImage
        image={insight.image}
        className={classes.media}
        sizes="(min-width: 64em) 30vw, (min-width: 40em) 45vw, 100vw"
        decorative
      />
      <div className={classes.body}>
        <p className={classes.meta}>
          <time dateTime={insight.date}>{formatDate(iso, insight.date)}</time>
        </p>
        <Heading level={level} className={classes.title}>
          <a href={insight.href} className={classes.link}>
            {insight.title}
          </a>
        </Heading>
        <p className={classes.text}>{insight.summary}</p>
      </div>
    </article>
  )
}

export function LatestInsightsBlock({
  block,
  data,
  level,
  id,
}: {
  block: BlockOf<'latest-insights'>
  data: BlockData
  level: HeadingLevel
  id: string
}) {
  const insights = data.insights.slice(0, block.count)
  if (!insights.length) return null
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="latest-insights">
      <BlockHead title={block.title} level={level} id={id} link={block.link} />
      <ul className={tileGridFor(insights.length)}>
        {insights.map((insight) => (
          <li key={insight.id}>
            <InsightTeaser insight={insight} level={itemLevel(level)} iso={data.iso} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function EventTeaser({ event, level, iso }: { event: EventSummary; level: HeadingLevel; iso: string }) {
  const { i18n } = useLingui()
  return (
    <article className={classes.root} data-event={event.id}>
      <div className={classes.body}>
        <p>
          <span className={kindBadge}>{eventKindLabel(i18n, event.kind)}</span>
        </p>
        <Heading level={level} className={classes.title}>
          <a href={event.href} className={classes.link}>
            {event.title}
          </a>
        </Heading>
        <p className={classes.meta}>
          <time dateTime={event.startDate}>{formatDateRange(iso, event.startDate, event.endDate)}</time>
          {` · ${event.location}`}
        </p>
        <p className={classes.text}>{event.summary}</p>
      </div>
    </article>
  )
}

export function UpcomingEventsBlock({
  block,
  data,
  level,
  id,
}: {
  block: BlockOf<'upcoming-events'>
  data: BlockData
  level: HeadingLevel
  id: string
}) {
  const events = data.upcomingEvents.slice(0, block.count)
  if (!events.length) return null
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="upcoming-events">
      <BlockHead title={block.title} level={level} id={id} link={block.link} />
      <ul className={tileGridFor(events.length)}>
        {events.map((event) => (
          <li key={event.id}>
            <EventTeaser event={event} level={itemLevel(level)} iso={data.iso} />
          </li>
        ))}
      </ul>
    </section>
  )
}

const downloadListClass = css({ listStyle: 'none', borderTopWidth: '1px', borderColor: 'gray.200' })
const downloadRowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
})
const downloadLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'brand.theme',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  flex: '1',
  minWidth: '12rem',
})
const sizeClass = css({ fontSize: 'sm', color: 'gray.700' })

/** Public files only: partner files are listed where the signed-in partner's level is known (the downloads pages). */
export function DownloadsBlock({
  block,
  data,
  level,
  id,
}: {
  block: BlockOf<'downloads'>
  data: BlockData
  level: HeadingLevel
  id: string
}) {
  const files = block.downloadIds.flatMap((downloadId) => {
    const found = data.downloads.get(downloadId)
    return found && found.access === 'public' && isSafeHref(found.href) ? [found] : []
  })
  if (!files.length) return null
  return (
    <section className={blockSectionClass} aria-labelledby={id} data-block="downloads">
      <BlockHead title={block.title} level={level} id={id} />
      <ul className={downloadListClass}>
        {files.map((file) => (
          <li key={file.id} className={downloadRowClass}>
            <a href={file.href} className={downloadLinkClass} download={file.fileName}>
              <Icon name="download" />
              {file.title}
            </a>
            <span className={factBadge}>{file.fileType.toUpperCase()}</span>
            <span className={sizeClass}>{formatFileSize(data.iso, file.sizeBytes)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
