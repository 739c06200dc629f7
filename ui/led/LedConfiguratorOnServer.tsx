/** The LED tools' island as the server renders it: every step's part at hand (the browser loads them as needed, LedConfigurator.client.tsx and its module LedConfigurator.hydrate.tsx). */
import { LedAreaStep } from './LedAreaStep.tsx'
import { LedCompareView } from './LedCompareView.tsx'
import { LedConfigurator, type LedConfiguratorProps } from './LedConfigurator.tsx'
import { LedModelStep } from './LedModelStep.tsx'
import { LedCalculatorDetails } from './LedCalculatorDetails.tsx'
import { LedSizeStep } from './LedSizeStep.tsx'
import { LedCalculatorResults, LedSummaryStep } from './LedSummaryStep.tsx'
import type { LedStepParts } from './led-step-parts.ts'

export const LED_STEP_PARTS: LedStepParts = {
  size: LedSizeStep,
  model: LedModelStep,
  compare: LedCompareView,
  area: LedAreaStep,
  summary: LedSummaryStep,
  details: LedCalculatorDetails,
  results: LedCalculatorResults,
}

export function LedConfiguratorOnServer(props: LedConfiguratorProps) {
  return <LedConfigurator {...props} parts={LED_STEP_PARTS} />
}
