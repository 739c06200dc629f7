/** The ProductChooser island's own module (React and the tool), loaded by its entry when the page is idle or the tool first used. */
import { hydrateIslands } from '../islands/hydrate.ts'
import { ProductChooser } from './ProductChooser.tsx'

hydrateIslands('ProductChooser', ProductChooser)
