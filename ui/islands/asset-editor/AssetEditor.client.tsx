import { hydrateIslands } from '../hydrate.ts'
import { AssetEditor } from './AssetEditor.tsx'

hydrateIslands('AssetEditor', AssetEditor)
