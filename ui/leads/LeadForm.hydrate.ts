/** The lead form island's own module (React and the form), loaded by its entry when the page is idle or the form first used. */
import { selectChoicesFromPage } from '../forms/select-choices.ts'
import { hydrateIslands } from '../islands/hydrate.ts'
import { LeadForm, type LeadFormProps } from './LeadForm.tsx'

hydrateIslands('LeadForm', LeadForm, (element, carried: LeadFormProps) => ({
  ...carried,
  sections: selectChoicesFromPage(element, carried.sections),
}))
