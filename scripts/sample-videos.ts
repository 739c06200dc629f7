/**
 * Makes the seed's sample videos for the portal's video library (kv-seed/files/videos/): a few
 * seconds of an animated title card each, recorded as WebM (VP8) by Chromium's MediaRecorder, and
 * a poster (PNG) per video. Run once with `node scripts/sample-videos.ts`; the files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { VIDEO_LIBRARY } from '../worker/db/seed/video-library.ts'

const WIDTH = 320
const HEIGHT = 180
const SECONDS = 4

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
})
const page = await browser.newPage()
await page.setContent('<canvas id="c"></canvas>')
for (const [index, video] of VIDEO_LIBRARY.videos.entries()) {
  const colour = ['#002457', '#0f5291', '#1d6f42', '#7a3b00'][index % 4]!
  const { webm, poster } = await page.evaluate(
    async ({ title, colour, width, height, seconds }) => {
      const canvas = document.getElementById('c') as HTMLCanvasElement
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      const draw = (progress: number) => {
        context.fillStyle = colour
        context.fillRect(0, 0, width, height)
        context.fillStyle = '#ffffff'
        context.font = 'bold 16px sans-serif'
        context.fillText(title.slice(0, 34), 12, 40)
        context.fillRect(12, height - 30, (width - 24) * progress, 8)
      }
      draw(0)
      const poster = canvas.toDataURL('image/png')
      const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 120_000 })
      const chunks: Blob[] = []
      recorder.ondataavailable = (event) => chunks.push(event.data)
      const stopped = new Promise((resolve) => (recorder.onstop = resolve))
      recorder.start()
      const started = performance.now()
      await new Promise<void>((resolve) => {
        const tick = () => {
          const progress = Math.min(1, (performance.now() - started) / (seconds * 1000))
          draw(progress)
          if (progress < 1) requestAnimationFrame(tick)
          else resolve()
        }
        tick()
      })
      recorder.stop()
      await stopped
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
      let binary = ''
      for (const byte of bytes) binary += String.fromCharCode(byte)
      return { webm: btoa(binary), poster: poster.slice(poster.indexOf(',') + 1) }
    },
    { title: video.titles.en, colour, width: WIDTH, height: HEIGHT, seconds: SECONDS },
  )
  mkdirSync(`kv-seed/files/videos/${video.slug}`, { recursive: true })
  writeFileSync(`kv-seed/files/videos/${video.slug}/video.webm`, Buffer.from(webm, 'base64'))
  writeFileSync(`kv-seed/files/videos/${video.slug}/poster.png`, Buffer.from(poster, 'base64'))
  console.log(`${video.slug}: ${Buffer.from(webm, 'base64').byteLength} bytes`)
}
await browser.close()
