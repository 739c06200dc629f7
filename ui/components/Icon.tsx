/**
 * Icons drawn inline: each is a few lines of SVG (24×24, a 2px round stroke in the text colour),
 * written into the page where it is used. They used to be files under `/icons/` referenced with
 * `<use>`; each file was a request of its own on the way to the first paint (seven on the contact
 * page), which cost more on a phone's connection than the few hundred bytes the page gains
 * (decision 053). A name outside the set logs a console error and renders nothing.
 */
import type { ReactElement } from 'react'
import { css } from 'styled-system/css'
import { consoleLogger } from '../log/logger.ts'

const ICON_SHAPES = {
  'arrow-left': <path d="M19 12H5M12 19l-7-7 7-7" />,
  'arrow-right': <path d="M5 12h14M12 5l7 7-7 7" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  close: <path d="M18 6L6 18M6 6l12 12" />,
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 8v4M12 16h.01" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
    </>
  ),
  link: (
    <>
      <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
      <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
    </>
  ),
  menu: <path d="M3 12h18M3 6h18M3 18h18" />,
  search: (
    <>
      <circle cx="11" cy="11" r="8" />
      <path d="M21 21l-4.35-4.35" />
    </>
  ),
  check: <path d="M20 6L9 17l-5-5" />,
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  download: (
    <>
      <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
      <path d="M7 10l5 5 5-5" />
      <path d="M12 15V3" />
    </>
  ),
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </>
  ),
} satisfies Record<string, ReactElement>

export type IconName = keyof typeof ICON_SHAPES

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_SHAPES, name)
}

const iconClass = css({ display: 'inline-block', width: '1.25em', height: '1.25em', flexShrink: 0 })

export function Icon({ name, label }: { name: string; label?: string }) {
  if (!isIconName(name)) {
    consoleLogger.error(`Missing icon: ${name}`)
    return null
  }
  return (
    <svg
      className={iconClass}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-icon={name}
    >
      {ICON_SHAPES[name]}
    </svg>
  )
}
