/**
 * The CatalogueEditor island's entry: no React up front (the island page budget, decisions 046 and
 * 051); the editor's module loads when the page is idle or the form first used. Until then the
 * form is the plain form post the server checks.
 */
import { loadIslandWhenIdle } from '../islands/load-when-idle.ts'

loadIslandWhenIdle('CatalogueEditor', () => import('./CatalogueEditor.hydrate.ts'))
