import { hydrateIslands } from '../hydrate.ts'
import { LedConfigurator } from './LedConfigurator.tsx'

hydrateIslands('LedConfigurator', LedConfigurator)
