import { hydrateIslands } from '../islands/hydrate.ts'
import { LedResultActions } from './LedResultActions.tsx'

hydrateIslands('LedResultActions', LedResultActions)
