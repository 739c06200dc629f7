/**
 * The AssetEditor island's entry: no React up front (the island page budget, decisions 046 and
 * 051); the editor's module loads when the page is idle or the form first used. Its form saves
 * only hydrated (files go up in parts), so a save pressed before waits for it and then goes ahead.
 */
import { holdSubmitsUntilReady, loadIslandWhenIdle } from '../islands/load-when-idle.ts'

holdSubmitsUntilReady('AssetEditor')
loadIslandWhenIdle('AssetEditor', () => import('./AssetEditor.hydrate.ts'))
