import { hydrateIslands } from '../hydrate.ts'
import { LedResultActions } from './LedResultActions.tsx'

hydrateIslands('LedResultActions', LedResultActions)
