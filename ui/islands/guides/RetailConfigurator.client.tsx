import { hydrateIslands } from '../hydrate.ts'
import { RetailConfigurator } from './RetailConfigurator.tsx'

hydrateIslands('RetailConfigurator', RetailConfigurator)
