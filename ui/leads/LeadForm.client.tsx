/** The lead form island's entry: no React up front; the form's module loads when the page is idle or the form first used. */
import { loadIslandWhenIdle } from '../islands/load-when-idle.ts'

loadIslandWhenIdle('LeadForm', () => import('./LeadForm.hydrate.ts'))
