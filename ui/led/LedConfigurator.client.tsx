/**
 * The LED tools' island entry: no React up front (the island page budget, decision 046); the
 * tool's module loads when the page is idle or the tool is first used, as the lead forms' does.
 */
import { loadIslandWhenIdle } from '../islands/load-when-idle.ts'

loadIslandWhenIdle('LedConfigurator', () => import('./LedConfigurator.hydrate.tsx'))
