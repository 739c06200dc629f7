import { hydrateIslands } from '../islands/hydrate.ts'
import { CorporateConfigurator } from './CorporateConfigurator.tsx'

hydrateIslands('CorporateConfigurator', CorporateConfigurator)
