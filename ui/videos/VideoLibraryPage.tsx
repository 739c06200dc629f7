/**
 * The video library (SPEC.md point 2): most recently added, collections, all videos, a
 * collection's videos and search results, each with its empty state (SPEC.md point 8).
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { Button } from '../components/Button.tsx'
import { EmptyState } from '../components/ListMessage.tsx'
import { portalSectionTitleClass, portalTitleClass } from '../portal/PortalLayout.tsx'

export interface VideoCard {
  slug: string
  href: string
  title: string
  description: string
  duration: string
  posterSrc: string | null
  collection: string | null
}

export interface CollectionLink {
  slug: string
  href: string
  title: string
  videoCount: number
  current: boolean
}

export const VIDEO_SEARCH_PARAMETER = 'q'
export const VIDEO_COLLECTION_PARAMETER = 'collection'

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
  gap: '5',
  listStyle: 'none',
  p: '0',
})
const cardClass = css({
  borderWidth: '1px',
  borderColor: 'gray.300',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'white',
  display: 'flex',
  flexDirection: 'column',
  h: '100%',
})
const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })
const sectionClass = css({ mb: '10' })

export function VideoCards({ videos }: { videos: readonly VideoCard[] }) {
  return (
    <ul className={gridClass}>
      {videos.map((video) => (
        <li key={video.slug} className={cardClass} data-video={video.slug}>
          {video.posterSrc ? (
            <img
              src={video.posterSrc}
              alt=""
              width={320}
              height={180}
              loading="lazy"
              className={css({ w: '100%', h: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', bg: 'gray.200' })}
            />
          ) : null}
          <div className={css({ p: '4', display: 'grid', gap: '2' })}>
            <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
              <a href={video.href} className={linkClass}>
                {video.title}
              </a>
            </h3>
            <p className={css({ color: 'gray.800' })}>{video.description}</p>
            <p className={css({ color: 'gray.700', fontSize: 'sm' })}>{[video.duration, video.collection].filter(Boolean).join(' · ')}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function VideoLibraryPage({
  title,
  intro,
  searchAction,
  search,
  searchResults,
  collectionView,
  recent,
  collections,
  all,
}: {
  title: string
  intro: string
  searchAction: string
  search: string
  /** Set when a search was made. */
  searchResults: VideoCard[] | null
  /** Set when one collection is shown. */
  collectionView: { title: string; videos: VideoCard[]; allHref: string } | null
  recent: VideoCard[]
  collections: CollectionLink[]
  all: VideoCard[]
}) {
  const { i18n } = useLingui()
  const noVideos = i18n._({ id: 'portal.videos.empty', message: 'There are no videos in the library yet.' })
  return (
    <section>
      <h1 className={portalTitleClass}>{title}</h1>
      <p className={css({ textStyle: 'paragraph', mb: '6', maxWidth: '65ch' })}>{intro}</p>
      <form
        role="search"
        method="get"
        action={searchAction}
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'flex-end', mb: '8' })}
      >
        <div className={css({ display: 'grid', gap: '1' })}>
          <label htmlFor="video-search" className={css({ fontWeight: 'semibold' })}>
            {i18n._({ id: 'portal.videos.search_label', message: 'Search videos' })}
          </label>
          <input
            id="video-search"
            type="search"
            name={VIDEO_SEARCH_PARAMETER}
            defaultValue={search}
            className={css({ borderWidth: '1px', borderColor: 'gray.500', borderRadius: 'md', px: '3', py: '2', minW: '16rem' })}
          />
        </div>
        <Button type="submit" leadingIcon="search">
          {i18n._({ id: 'portal.videos.search', message: 'Search' })}
        </Button>
      </form>

      {searchResults ? (
        <section aria-labelledby="video-results-title" className={sectionClass} data-video-section="search-results">
          <h2 id="video-results-title" className={portalSectionTitleClass}>
            {i18n._({ id: 'portal.videos.search_results', message: 'Search results for “{search}”', values: { search } })}
          </h2>
          {searchResults.length ? (
            <VideoCards videos={searchResults} />
          ) : (
            <EmptyState>{i18n._({ id: 'portal.videos.no_results', message: 'No results found' })}</EmptyState>
          )}
        </section>
      ) : null}

      {collectionView ? (
        <section aria-labelledby="video-collection-title" className={sectionClass} data-video-section="collection">
          <h2 id="video-collection-title" className={portalSectionTitleClass}>
            {collectionView.title}
          </h2>
          {collectionView.videos.length ? (
            <VideoCards videos={collectionView.videos} />
          ) : (
            <EmptyState>
              {i18n._({ id: 'portal.videos.collection_empty', message: 'There are no videos in this collection yet.' })}
            </EmptyState>
          )}
          <p className={css({ mt: '4' })}>
            <a href={collectionView.allHref} className={linkClass}>
              {i18n._({ id: 'portal.videos.back_to_library', message: 'Back to the whole library' })}
            </a>
          </p>
        </section>
      ) : null}

      {!searchResults && !collectionView ? (
        <>
          <section aria-labelledby="video-recent-title" className={sectionClass} data-video-section="recent">
            <h2 id="video-recent-title" className={portalSectionTitleClass}>
              {i18n._({ id: 'portal.videos.recent', message: 'Most recently added' })}
            </h2>
            {recent.length ? <VideoCards videos={recent} /> : <EmptyState>{noVideos}</EmptyState>}
          </section>
          <section aria-labelledby="video-collections-title" className={sectionClass} data-video-section="collections">
            <h2 id="video-collections-title" className={portalSectionTitleClass}>
              {i18n._({ id: 'portal.videos.collections', message: 'Collections' })}
            </h2>
            {collections.length ? (
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', listStyle: 'none', p: '0' })}>
                {collections.map((collection) => (
                  <li key={collection.slug}>
                    <a href={collection.href} className={linkClass} aria-current={collection.current ? 'page' : undefined}>
                      {i18n._({
                        id: 'portal.videos.collection_link',
                        message: '{collection} ({count, plural, one {# video} other {# videos}})',
                        values: { collection: collection.title, count: collection.videoCount },
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState>{i18n._({ id: 'portal.videos.no_collections', message: 'There are no collections yet.' })}</EmptyState>
            )}
          </section>
          <section aria-labelledby="video-all-title" className={sectionClass} data-video-section="all">
            <h2 id="video-all-title" className={portalSectionTitleClass}>
              {i18n._({ id: 'portal.videos.all', message: 'All videos' })}
            </h2>
            {all.length ? <VideoCards videos={all} /> : <EmptyState>{noVideos}</EmptyState>}
          </section>
        </>
      ) : null}
    </section>
  )
}
