/** The video library over HTTP: the library (with search and collections) and one video's page. */
import { areaIntro } from '../../ui/portal/area-texts.ts'
import { areaLabel } from '../../ui/portal/portal-navigation.ts'
import { VIDEO_COLLECTION_PARAMETER, VIDEO_SEARCH_PARAMETER, type VideoCard, VideoLibraryPage } from '../../ui/videos/VideoLibraryPage.tsx'
import { VideoPage } from '../../ui/videos/VideoPage.tsx'
import { pathFor } from '../../ui/routes/route-table.ts'
import { renderNotFound } from '../pages/error-pages.tsx'
import type { PortalMatch, PortalPageKit } from '../portal/portal-page-kit.ts'
import {
  type LibraryVideo,
  findVideo,
  searchVideos,
  videoLanguageOf,
  videoLibraryOf,
  videoMediaOf,
  videoMediaPaths,
} from './video-library-store.ts'
import { type FeatureRoutes, needs, portalPage } from '../pages/route-definition.ts'

/** Longest search text taken from the query string. */
const MAXIMUM_VIDEO_SEARCH_LENGTH = 100

function durationOf(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

function cardsOf(videos: readonly LibraryVideo[], match: PortalMatch): VideoCard[] {
  const code = match.locale.code
  return videos.map((video) => ({
    slug: video.slug,
    href: pathFor('portal-videos-video', code, { videoSlug: video.slug }),
    title: video.title,
    description: video.description,
    duration: durationOf(video.durationSeconds),
    posterSrc: video.hasPoster ? videoMediaPaths(video.slug, videoLanguageOf(code)).poster : null,
    collection: video.collection?.title ?? null,
  }))
}

export async function videoLibraryPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, render } = kit
  const i18n = c.get('i18n')!
  const code = match.locale.code
  const base = pathFor('portal-videos', code)
  const search = (c.req.query(VIDEO_SEARCH_PARAMETER) ?? '').trim().slice(0, MAXIMUM_VIDEO_SEARCH_LENGTH)
  const chosen = c.req.query(VIDEO_COLLECTION_PARAMETER) ?? ''
  const [library, results] = await Promise.all([
    videoLibraryOf(c.env.DB, code),
    search ? searchVideos(c.env.DB, code, search) : Promise.resolve(null),
  ])
  const collection = library.collections.find((each) => each.slug === chosen) ?? null
  return render(
    areaLabel(i18n, 'portal-videos'),
    <VideoLibraryPage
      title={areaLabel(i18n, 'portal-videos')}
      intro={areaIntro(i18n, 'portal-videos')}
      searchAction={base}
      search={search}
      searchResults={results ? cardsOf(results, match) : null}
      collectionView={
        collection && !results
          ? {
              title: collection.title,
              videos: cardsOf(
                library.all.filter((video) => video.collection?.slug === collection.slug),
                match,
              ),
              allHref: base,
            }
          : null
      }
      recent={cardsOf(library.recent, match)}
      collections={library.collections.map((each) => ({
        slug: each.slug,
        href: `${base}?${new URLSearchParams({ [VIDEO_COLLECTION_PARAMETER]: each.slug })}`,
        title: each.title,
        videoCount: each.videoCount,
        current: each.slug === chosen,
      }))}
      all={cardsOf(library.all, match)}
    />,
  )
}

export async function videoPage(kit: PortalPageKit): Promise<Response> {
  const { c, match, render } = kit
  const _i18n = c.get('i18n')!
  const code = match.locale.code
  const slug = match.params.videoSlug!
  const [video, media] = await Promise.all([findVideo(c.env.DB, code, slug), videoMediaOf(c.env.DB, slug)])
  if (!video || !media) return renderNotFound(c)
  const language = videoLanguageOf(code)
  const paths = videoMediaPaths(slug, language)
  const base = pathFor('portal-videos', code)
  return render(
    video.title,
    <VideoPage
      title={video.title}
      description={video.description}
      duration={durationOf(video.durationSeconds)}
      collection={
        video.collection
          ? {
              title: video.collection.title,
              href: `${base}?${new URLSearchParams({ [VIDEO_COLLECTION_PARAMETER]: video.collection.slug })}`,
            }
          : null
      }
      media={{
        video: media.videoKey ? paths.video : null,
        videoType: media.videoType ?? 'video/webm',
        poster: media.posterKey ? paths.poster : null,
        captions: paths.captions,
      }}
      captionsLanguage={language}
      captionsLabel={new Intl.DisplayNames([match.locale.iso], { type: 'language' }).of(language) ?? language}
      libraryHref={base}
    />,
  )
}

export const videoRoutes = {
  'portal-videos': portalPage('portal-videos', needs('videos.view', videoLibraryPage)),
  'portal-videos-video': portalPage('portal-videos', needs('videos.view', videoPage)),
} satisfies FeatureRoutes
