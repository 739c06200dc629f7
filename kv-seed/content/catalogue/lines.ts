/**
 * The twelve product lines, three per category. Their ids are referenced by other seed files
 * (industries' recommendedLineIds): keep them stable.
 */
import type { SourceLine } from '../../source.ts'
import { ledLines } from './lines-led.ts'
import { monitorLines } from './lines-monitors.ts'
import { signageLines } from './lines-signage.ts'
import { tvLines } from './lines-tv.ts'

export const lines: SourceLine[] = [...signageLines, ...ledLines, ...tvLines, ...monitorLines]

export const LINE_IDS = [
  'signage-standard',
  'signage-high-bright',
  'signage-touch',
  'led-indoor-fine-pitch',
  'led-indoor-standard',
  'led-outdoor',
  'tv-hospitality',
  'tv-hospitality-premium',
  'tv-healthcare',
  'monitor-business',
  'monitor-creator',
  'monitor-control-room',
] as const
export type LineId = (typeof LINE_IDS)[number]
