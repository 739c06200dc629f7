import { hydrateIslands } from '../hydrate.ts'
import { CorporateConfigurator } from './CorporateConfigurator.tsx'

hydrateIslands('CorporateConfigurator', CorporateConfigurator)
