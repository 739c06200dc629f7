import { hydrateIslands } from '../hydrate.ts'
import { ProjectRequestWizard } from './ProjectRequestWizard.tsx'

hydrateIslands('ProjectRequestWizard', ProjectRequestWizard)
