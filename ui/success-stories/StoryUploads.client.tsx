import { hydrateIslands } from '../islands/hydrate.ts'
import { StoryUploads } from './StoryUploads.tsx'

hydrateIslands('StoryUploads', StoryUploads)
