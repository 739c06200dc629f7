/**
 * One video: the browser's own player (keyboard operable: Tab to the controls, Space to play and
 * pause, arrows to seek) with captions in the page's language on by default, a download link as
 * the fallback, and what the video is about.
 */
import { useLingui } from '@lingui/react'
import { css } from 'styled-system/css'
import { portalTitleClass } from '../portal/PortalLayout.tsx'

export function VideoPage({
  title,
  description,
  duration,
  collection,
  media,
  captionsLanguage,
  captionsLabel,
  libraryHref,
}: {
  title: string
  description: string
  duration: string
  collection: { title: string; href: string } | null
  media: { video: string | null; videoType: string; poster: string | null; captions: string }
  captionsLanguage: string
  captionsLabel: string
  libraryHref: string
}) {
  const { i18n } = useLingui()
  const linkClass = css({ color: 'brand.theme', fontWeight: 'semibold', textDecoration: 'underline', _hover: { textDecoration: 'none' } })
  return (
    <article data-video-page="">
      <p className={css({ mb: '3' })}>
        <a href={libraryHref} className={linkClass}>
          {i18n._({ id: 'portal.videos.back_to_library', message: 'Back to the whole library' })}
        </a>
      </p>
      <h1 className={portalTitleClass}>{title}</h1>
      {media.video ? (
        <video
          controls
          preload="metadata"
          poster={media.poster ?? undefined}
          width={640}
          height={360}
          aria-label={title}
          className={css({
            w: '100%',
            maxW: '48rem',
            h: 'auto',
            aspectRatio: '16 / 9',
            bg: 'black',
            borderRadius: 'md',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
          })}
          data-video-player=""
        >
          <source src={media.video} type={media.videoType} />
          <track kind="captions" src={media.captions} srcLang={captionsLanguage} label={captionsLabel} default />
          <a href={media.video}>{i18n._({ id: 'portal.videos.download', message: 'Download the video' })}</a>
        </video>
      ) : (
        <p>{i18n._({ id: 'portal.videos.unavailable', message: 'This video is not available at the moment.' })}</p>
      )}
      <p className={css({ color: 'gray.700', fontSize: 'sm', mt: '3' })}>
        {i18n._({
          id: 'portal.videos.keyboard_hint',
          message:
            'Keyboard: Tab to the player, Space to play or pause, arrow keys to move through the video. Captions are on; turn them off in the player’s menu.',
        })}
      </p>
      <p className={css({ textStyle: 'paragraph', mt: '4', maxWidth: '65ch' })}>{description}</p>
      <p className={css({ color: 'gray.700', mt: '2' })}>
        {[duration, collection?.title].filter(Boolean).join(' · ')}
        {collection ? (
          <>
            {' · '}
            <a href={collection.href} className={linkClass}>
              {i18n._({ id: 'portal.videos.more_in_collection', message: 'More in this collection' })}
            </a>
          </>
        ) : null}
      </p>
    </article>
  )
}
