/** The CatalogueEditor island's own module (React and the editor), loaded by its entry when the page is idle or the form first used. */
import { hydrateIslands } from '../islands/hydrate.ts'
import { CatalogueEditor } from './CatalogueEditor.tsx'

hydrateIslands('CatalogueEditor', CatalogueEditor)
