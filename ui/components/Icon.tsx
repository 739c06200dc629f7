/**
 * Icons from a fixed set of SVG files under `/icons/`, loaded lazily by the browser as images.
 * A name outside the set logs a console error and renders nothing.
 */
import { css } from 'styled-system/css'
import { consoleLogger } from '../log/logger.ts'

export const ICON_NAMES = [
  'arrow-left', 'arrow-right', 'chevron-down', 'close', 'error', 'globe', 'link', 'menu', 'search', 'check',
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
    <img
      className={iconClass}
      src={`/icons/${name}.svg`}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      loading="lazy"
      decoding="async"
      width={20}
      height={20}
    />
  )
}
