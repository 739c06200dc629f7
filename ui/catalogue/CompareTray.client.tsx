import { hydrateIslands } from '../islands/hydrate.ts'
import { CompareTray } from './CompareTray.tsx'

hydrateIslands('CompareTray', CompareTray)
