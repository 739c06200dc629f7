import { hydrateIslands } from '../hydrate.ts'
import { LeadForm } from './LeadForm.tsx'

hydrateIslands('LeadForm', LeadForm)
