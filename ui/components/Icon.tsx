/**
 * Icons from a fixed set of SVG files under `/icons/` (each a `<symbol id="icon">`), referenced with
 * `<use>` so the browser fetches a file only when an icon of it is drawn, and it takes the text colour.
 * A name outside the set logs a console error and renders nothing.
 */
import { css } from 'styled-system/css'
import { consoleLogger } from '../log/logger.ts'

export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'chevron-down',
  'close',
  'error',
  'globe',
  'link',
  'menu',
  'search',
  'check',
  'lock',
  'download',
  'bell',
] as const
export type IconName = (typeof ICON_NAMES)[number]

export function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name)
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
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <use href={`/icons/${name}.svg#icon`} />
    </svg>
  )
}
