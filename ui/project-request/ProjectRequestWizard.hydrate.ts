/** The project request island's own module (React and the wizard), loaded by its entry when the page is idle or the wizard first used. */
import { hydrateIslands } from '../islands/hydrate.ts'
import { ProjectRequestWizard } from './ProjectRequestWizard.tsx'

hydrateIslands('ProjectRequestWizard', ProjectRequestWizard)
