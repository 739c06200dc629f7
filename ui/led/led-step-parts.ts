/**
 * The LED tools' steps as parts of one island: the shell (LedConfigurator.tsx: progress, state in
 * the address bar, the step form, its buttons) and one part per step or view. The first steps
 * (wall size, the calculator's details) come with the shell; every later part is its own bundle
 * that the browser loads when the visitor gets there (led-step-parts.client.ts), while the server
 * renders every part directly (LedConfiguratorOnServer.tsx). What each part's fields post is listed
 * here, so the shell carries everything else as hidden fields.
 */
import type { ComponentType } from 'react'
import type { PreviewBackground } from './LedWallPreview.tsx'
import { CONFIGURATION_PARAMS as P, type LedConfiguration } from './led-configuration.ts'
import type { LedToolTexts } from './led-texts.ts'
import type { LedModel, LedWallOutcome } from './led-wall-layout.ts'

/** Every step and view of the two tools. */
export type LedView = 'size' | 'model' | 'compare' | 'area' | 'summary' | 'details' | 'results'

export interface LedLineGroup {
  id: string
  title: string
}

/** What a part gets from the shell. */
export interface LedStepContext {
  /** The island's id, the prefix of every field id. */
  id: string
  tool: 'configurator' | 'calculator'
  configuration: LedConfiguration
  model: LedModel
  models: LedModel[]
  lines: LedLineGroup[]
  outcome: LedWallOutcome
  localeCode: string
  iso: string
  texts: LedToolTexts
  hydrated: boolean
  update: (change: Partial<LedConfiguration>) => void
  /** The size and distance fields as typed (they may not be numbers yet). */
  typed: { width: string; height: string; distance: string }
  onTyped: (name: 'width' | 'height' | 'distance', text: string) => void
  /** The id of the error block the size fields point at, when there is an error. */
  errorId?: string
  distanceErrorId?: string
  /** The spare percentage as typed, and what the tool says when it had to bring it within range. */
  spareText: string
  onSpare: (text: string) => void
  spareNotice?: string
  compared: string[]
  setCompared: (slugs: string[]) => void
  compareNotice?: string
  background?: PreviewBackground
  setBackground: (background: PreviewBackground | undefined) => void
  /** The calculator's results go on from here: the configurator with this wall, or a quote. */
  links?: { configurator: string; quote: string }
}

export type LedStepPart = ComponentType<LedStepContext> & { preload?: () => Promise<unknown> }
export type LedStepParts = Record<LedView, LedStepPart>

/** The parameters a part's own fields post (the shell carries every other one as a hidden field). */
export const VIEW_FIELDS: Record<LedView, readonly string[]> = {
  size: [P.region, P.content],
  model: [P.model, P.compare],
  compare: [],
  area: [P.rounding, P.spare, P.amps, P.bitDepth, P.frameRate],
  summary: [],
  details: [P.model, P.region, P.rounding, P.spare],
  results: [],
}

/** The views with size fields typed in the unit shown (they post `shown` with them). */
export function viewHasTypedSize(view: LedView): boolean {
  return view === 'size' || view === 'details'
}
