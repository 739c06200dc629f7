/** The RetailConfigurator island's entry: no React up front (decision 046); the tool's module loads when the page is idle or the tool first used. */
import { loadIslandWhenIdle } from '../islands/load-when-idle.ts'

loadIslandWhenIdle('RetailConfigurator', () => import('./RetailConfigurator.hydrate.ts'))
