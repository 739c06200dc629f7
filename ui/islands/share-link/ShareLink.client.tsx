import { hydrateIslands } from '../hydrate.ts'
import { ShareLink } from './ShareLink.tsx'

hydrateIslands('ShareLink', ShareLink)
