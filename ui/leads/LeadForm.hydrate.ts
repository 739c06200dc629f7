/** The lead form island's own module (React and the form), loaded by its entry when the page is idle or the form first used. */
import { hydrateIslands } from '../islands/hydrate.ts'
import { LeadForm } from './LeadForm.tsx'

hydrateIslands('LeadForm', LeadForm)
