import { hydrateIslands } from '../islands/hydrate.ts'
import { SearchSuggestions } from './SearchSuggestions.tsx'

hydrateIslands('SearchSuggestions', SearchSuggestions)
