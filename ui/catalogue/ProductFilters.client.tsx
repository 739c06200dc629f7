import { hydrateIslands } from '../islands/hydrate.ts'
import { ProductFilters } from './ProductFilters.tsx'

hydrateIslands('ProductFilters', ProductFilters)
