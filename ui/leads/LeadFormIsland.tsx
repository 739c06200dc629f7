/** The lead form as an island: its selects' choices travel in the markup only (ui/forms/select-choices.ts). */
import { withoutSelectChoices } from '../forms/select-choices.ts'
import { Island } from '../islands/Island.tsx'
import { LeadForm, type LeadFormProps } from './LeadForm.tsx'

export function leadFormCarried(props: LeadFormProps): LeadFormProps {
  return { ...props, sections: withoutSelectChoices(props.sections) }
}

export function LeadFormIsland({ props }: { props: LeadFormProps }) {
  return <Island name="LeadForm" component={LeadForm} props={props} carried={leadFormCarried} />
}
