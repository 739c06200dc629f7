import { hydrateIslands } from '../islands/hydrate.ts'
import { ProjectRequestWizard } from './ProjectRequestWizard.tsx'

hydrateIslands('ProjectRequestWizard', ProjectRequestWizard)
