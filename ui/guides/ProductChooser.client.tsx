import { hydrateIslands } from '../islands/hydrate.ts'
import { ProductChooser } from './ProductChooser.tsx'

hydrateIslands('ProductChooser', ProductChooser)
