import { hydrateIslands } from '../islands/hydrate.ts'
import { LedConfigurator } from './LedConfigurator.tsx'

hydrateIslands('LedConfigurator', LedConfigurator)
