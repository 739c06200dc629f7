/**
 * The LED step parts as bundles of their own, loaded when the visitor gets to them (and fetched
 * ahead while they are on the step before, see LedConfigurator.tsx).
 */
import { lazy } from 'react'
import type { LedStepPart, LedStepParts } from './led-step-parts.ts'

function onDemand(load: () => Promise<LedStepPart>): LedStepPart {
  const part = lazy(async () => ({ default: await load() })) as unknown as LedStepPart
  part.preload = load
  return part
}

/** Every part but the configurator's first step (wall size), which comes with the island's bundle. */
export const PARTS_ON_DEMAND: Omit<LedStepParts, 'size'> = {
  details: onDemand(() => import('./LedCalculatorDetails.tsx').then((module) => module.LedCalculatorDetails)),
  model: onDemand(() => import('./LedModelStep.tsx').then((module) => module.LedModelStep)),
  compare: onDemand(() => import('./LedCompareView.tsx').then((module) => module.LedCompareView)),
  area: onDemand(() => import('./LedAreaStep.tsx').then((module) => module.LedAreaStep)),
  summary: onDemand(() => import('./LedSummaryStep.tsx').then((module) => module.LedSummaryStep)),
  results: onDemand(() => import('./LedSummaryStep.tsx').then((module) => module.LedCalculatorResults)),
}
