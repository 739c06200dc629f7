import { hydrateIslands } from '../islands/hydrate.ts'
import { RetailConfigurator } from './RetailConfigurator.tsx'

hydrateIslands('RetailConfigurator', RetailConfigurator)
