/**
 * The LED tools' island's own module (React and the tool), loaded by its entry
 * (LedConfigurator.client.tsx) when the page is idle or the tool first used; until then the
 * server-rendered steps work as they do without JavaScript. The configurator and the calculator
 * share it: the shell
 * and the configurator's wall size step come with this bundle; every other step is its own
 * (led-parts-on-demand.ts), the calculator's model details too. Hydrating a page that opens on such
 * a step waits for that step's bundle and keeps the server's HTML meanwhile.
 */
import { hydrateIslands } from '../islands/hydrate.ts'
import { LedConfigurator, type LedConfiguratorProps } from './LedConfigurator.tsx'
import { LedSizeStep } from './LedSizeStep.tsx'
import { PARTS_ON_DEMAND } from './led-parts-on-demand.ts'
import type { LedStepParts } from './led-step-parts.ts'

const parts: LedStepParts = { ...PARTS_ON_DEMAND, size: LedSizeStep }

function LedConfiguratorInBrowser(props: LedConfiguratorProps) {
  return <LedConfigurator {...props} parts={parts} />
}

hydrateIslands('LedConfigurator', LedConfiguratorInBrowser)
