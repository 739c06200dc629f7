/** The CorporateConfigurator island's own module (React and the tool), loaded by its entry when the page is idle or the tool first used. */
import { hydrateIslands } from '../islands/hydrate.ts'
import { CorporateConfigurator } from './CorporateConfigurator.tsx'

hydrateIslands('CorporateConfigurator', CorporateConfigurator)
