import { hydrateIslands } from '../hydrate.ts'
import { ProductChooser } from './ProductChooser.tsx'

hydrateIslands('ProductChooser', ProductChooser)
