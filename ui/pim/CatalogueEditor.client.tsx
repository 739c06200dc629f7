import { hydrateIslands } from '../islands/hydrate.ts'
import { CatalogueEditor } from './CatalogueEditor.tsx'

hydrateIslands('CatalogueEditor', CatalogueEditor)
