import { hydrateIslands } from '../islands/hydrate.ts'
import { ShareLink } from './ShareLink.tsx'

hydrateIslands('ShareLink', ShareLink)
