/**
 * The video library (issue 7): most recently added, collections, all videos and search in the
 * viewer's language, empty states, a video page with a captioned player, and media from R2 only
 * for signed-in people (with byte ranges for seeking).
 */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { captionsOf, VIDEO_LIBRARY, videoLibrarySeedStatements, videoMediaKeys } from '../../worker/db/seed/video-library.ts'
import { visit } from './helpers.ts'
import { signedInCookies } from './portal-helpers.ts'

const TRAINEE = 'usr-tom-hughes'

async function html(path: string, cookie: string): Promise<{ status: number; body: string }> {
  const response = await visit(path, { headers: { Cookie: cookie } })
  return { status: response.status, body: await response.text() }
}

function sectionOf(body: string, section: string): string {
  const start = body.indexOf(`data-video-section="${section}"`)
  expect(start, section).toBeGreaterThan(-1)
  return body.slice(start, body.indexOf('</section>', start))
}

describe('the video library', () => {
  it('shows the most recently added first, the collections with their counts and all videos (a trainee may see it)', async () => {
    const { status, body } = await html('/portal/videos', await signedInCookies(TRAINEE))
    expect(status).toBe(200)
    const recent = sectionOf(body, 'recent')
    expect(recent.indexOf('Installing an LED video wall')).toBeLessThan(recent.indexOf('Getting started with Wave remote management'))
    expect(recent).not.toContain('Signage displays in retail')
    expect(sectionOf(body, 'collections')).toContain('Installation and service (2 videos)')
    expect(sectionOf(body, 'collections')).toContain('Partner webinars (0 videos)')
    expect(sectionOf(body, 'all').match(/data-video="/g)).toHaveLength(VIDEO_LIBRARY.videos.length)
  })

  it('titles come in the viewer’s language', async () => {
    const { body } = await html('/de-de/portal/videos', await signedInCookies(TRAINEE))
    expect(body).toContain('Eine LED-Videowand installieren')
    expect(body).toContain('Installation und Service')
  })

  it('searches titles and descriptions, and says when nothing was found', async () => {
    const cookie = await signedInCookies(TRAINEE)
    const found = sectionOf((await html('/portal/videos?q=firmware', cookie)).body, 'search-results')
    expect(found).toContain('Updating display firmware by USB')
    expect(found).not.toContain('Installing an LED video wall')
    const french = sectionOf((await html('/fr-fr/portail/videos?q=micrologiciel', cookie)).body, 'search-results')
    expect(french).toContain('Mettre à jour le micrologiciel')
    expect(sectionOf((await html('/portal/videos?q=hologram', cookie)).body, 'search-results')).toContain('No results found')
  })

  it('a collection shows its videos, an empty collection its empty state', async () => {
    const cookie = await signedInCookies(TRAINEE)
    const installation = sectionOf((await html('/portal/videos?collection=installation-and-service', cookie)).body, 'collection')
    expect(installation.match(/data-video="/g)).toHaveLength(2)
    expect(sectionOf((await html('/portal/videos?collection=partner-webinars', cookie)).body, 'collection')).toContain(
      'There are no videos in this collection yet.',
    )
  })

  it('an empty library shows the empty state in each section', async () => {
    await env.DB.batch([env.DB.prepare('DELETE FROM portal_videos'), env.DB.prepare('DELETE FROM portal_video_collections')])
    try {
      const { body } = await html('/portal/videos', await signedInCookies(TRAINEE))
      expect(sectionOf(body, 'recent')).toContain('There are no videos in the library yet.')
      expect(sectionOf(body, 'collections')).toContain('There are no collections yet.')
      expect(sectionOf(body, 'all')).toContain('There are no videos in the library yet.')
    } finally {
      await env.DB.batch(videoLibrarySeedStatements().map((statement) => env.DB.prepare(statement)))
    }
  })
})

describe('a video page and its media', () => {
  const video = VIDEO_LIBRARY.videos[0]!
  const keys = videoMediaKeys(video.slug)

  it('plays in the browser’s keyboard-operable player with captions in the page’s language on by default', async () => {
    const { status, body } = await html(`/it-it/portale/video/${video.slug}`, await signedInCookies(TRAINEE))
    expect(status).toBe(200)
    expect(body).toContain('<video controls=""')
    expect(body).toContain(`<source src="/api/portal/videos/${video.slug}/video" type="video/webm"/>`)
    expect(body).toMatch(
      new RegExp(`<track kind="captions" src="/api/portal/videos/${video.slug}/captions/it" srcLang="it" label="italiano" default=""/>`),
    )
    expect(body).toContain('Installare un videowall LED')
  })

  it('an unknown video is a 404', async () => {
    expect((await visit('/portal/videos/no-such-video', { headers: { Cookie: await signedInCookies(TRAINEE) } })).status).toBe(404)
  })

  it('serves the video with byte ranges, and the captions as WebVTT, to signed-in people only', async () => {
    const bytes = new Uint8Array(2048).map((_, index) => index % 251)
    await env.FILES.put(keys.video, bytes)
    await env.FILES.put(`${keys.captionsPrefix}it.vtt`, captionsOf(video, 'it'))
    const cookie = await signedInCookies(TRAINEE)

    const whole = await visit(`/api/portal/videos/${video.slug}/video`, { headers: { Cookie: cookie } })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect((await whole.arrayBuffer()).byteLength).toBe(2048)

    const part = await visit(`/api/portal/videos/${video.slug}/video`, { headers: { Cookie: cookie, Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe('bytes 100-199/2048')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200))

    const captions = await visit(`/api/portal/videos/${video.slug}/captions/it`, { headers: { Cookie: cookie } })
    expect(captions.headers.get('Content-Type')).toContain('text/vtt')
    expect(await captions.text()).toContain('Iniziate dalla fila inferiore di cabinet.')

    const signedOut = await visit(`/api/portal/videos/${video.slug}/video`)
    expect(signedOut.status).toBe(401)
    await signedOut.arrayBuffer()
    await env.FILES.delete([keys.video, `${keys.captionsPrefix}it.vtt`])
  })
})
