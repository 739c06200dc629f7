import { hydrateIslands } from '../islands/hydrate.ts'
import { LeadForm } from './LeadForm.tsx'

hydrateIslands('LeadForm', LeadForm)
