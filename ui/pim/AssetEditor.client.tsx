import { hydrateIslands } from '../islands/hydrate.ts'
import { AssetEditor } from './AssetEditor.tsx'

hydrateIslands('AssetEditor', AssetEditor)
