import { hydrateIslands } from '../hydrate.ts'
import { StoryUploads } from './StoryUploads.tsx'

hydrateIslands('StoryUploads', StoryUploads)
