/**
 * The LED tools' island in the browser: the shell and the first steps come with this bundle; every
 * later step is its own bundle, loaded when the visitor gets there (and fetched ahead while they
 * are on the step before). Hydrating a page that opens on a later step waits for that step's
 * bundle and keeps the server's HTML meanwhile.
 */
import { lazy } from 'react'
import { hydrateIslands } from '../islands/hydrate.ts'
import { LedConfigurator, type LedConfiguratorProps } from './LedConfigurator.tsx'
import { LedCalculatorDetails, LedSizeStep } from './LedSizeStep.tsx'
import type { LedStepPart, LedStepParts } from './led-step-parts.ts'

function onDemand(load: () => Promise<LedStepPart>): LedStepPart {
  const part = lazy(async () => ({ default: await load() })) as unknown as LedStepPart
  part.preload = load
  return part
}

const parts: LedStepParts = {
  size: LedSizeStep,
  details: LedCalculatorDetails,
  model: onDemand(() => import('./LedModelStep.tsx').then((module) => module.LedModelStep)),
  compare: onDemand(() => import('./LedCompareView.tsx').then((module) => module.LedCompareView)),
  area: onDemand(() => import('./LedAreaStep.tsx').then((module) => module.LedAreaStep)),
  summary: onDemand(() => import('./LedSummaryStep.tsx').then((module) => module.LedSummaryStep)),
  results: onDemand(() => import('./LedSummaryStep.tsx').then((module) => module.LedCalculatorResults)),
}

function LedConfiguratorInBrowser(props: LedConfiguratorProps) {
  return <LedConfigurator {...props} parts={parts} />
}

hydrateIslands('LedConfigurator', LedConfiguratorInBrowser)
