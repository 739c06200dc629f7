/** The project request island's entry: no React up front; the wizard's module loads when the page is idle or the wizard first used. */
import { loadIslandWhenIdle } from '../islands/load-when-idle.ts'

loadIslandWhenIdle('ProjectRequestWizard', () => import('./ProjectRequestWizard.hydrate.ts'))
