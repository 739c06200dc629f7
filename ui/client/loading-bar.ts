/**
 * The loading bar of a page swap (SPEC.md point 9): shown only when loading takes longer than the
 * throttle, filling towards the end over the duration, 3 px high in the progress colour. It sits
 * outside <body>, so swaps do not remove it, and is hidden from assistive technology (the new
 * page's title is announced instead).
 */
import { PROGRESS_BAR_COLOUR } from '../styles/brand.ts'

export const LOADING_BAR = { throttleMs: 200, durationMs: 2000, heightPx: 3, colour: PROGRESS_BAR_COLOUR } as const
const TICK_MS = 100
const FADE_MS = 400

/** Progress in percent after `elapsed` ms: reaches about 70 % at the duration, never 100 %. */
export function estimatedProgress(elapsed: number, duration: number = LOADING_BAR.durationMs): number {
  return (2 / Math.PI) * 100 * Math.atan(((elapsed / duration) * 100) / 50)
}

export interface LoadingBar {
  start(): void
  finish(): void
}

export function createLoadingBar(root: HTMLElement = document.documentElement): LoadingBar {
  const bar = document.createElement('div')
  bar.setAttribute('aria-hidden', 'true')
  bar.dataset.loadingBar = ''
  Object.assign(bar.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    right: '0',
    zIndex: '999',
    pointerEvents: 'none',
    height: `${LOADING_BAR.heightPx}px`,
    background: LOADING_BAR.colour,
    transformOrigin: 'left',
    transform: 'scaleX(0)',
    opacity: '0',
    transition: `transform ${TICK_MS}ms linear, opacity ${FADE_MS}ms`,
  })
  let throttle: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined
  let fade: ReturnType<typeof setTimeout> | undefined
  let startedAt = 0

  const show = (percent: number) => {
    bar.style.opacity = '1'
    bar.style.transform = `scaleX(${percent / 100})`
  }
  const stop = () => {
    clearTimeout(throttle)
    clearInterval(ticker)
    clearTimeout(fade)
    throttle = ticker = fade = undefined
  }

  return {
    start() {
      stop()
      if (!bar.isConnected) root.appendChild(bar)
      startedAt = Date.now()
      throttle = setTimeout(() => {
        show(estimatedProgress(Date.now() - startedAt))
        ticker = setInterval(() => show(estimatedProgress(Date.now() - startedAt)), TICK_MS)
      }, LOADING_BAR.throttleMs)
    },
    finish() {
      const shown = ticker !== undefined
      stop()
      if (!shown) {
        bar.remove()
        return
      }
      show(100)
      fade = setTimeout(() => {
        bar.style.opacity = '0'
        fade = setTimeout(() => {
          bar.remove()
          bar.style.transform = 'scaleX(0)'
        }, FADE_MS)
      }, TICK_MS)
    },
  }
}
