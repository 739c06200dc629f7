/**
 * The choices of a form's selects travel once: in the rendered `<select>`. An island's props
 * would repeat them as JSON (the contact form's countries and states were 12 KB of its 14 KB of
 * props, a quarter of the page's compressed size); the wrapper carries the fields without them,
 * and the island reads them back from its own markup before it hydrates, so it renders exactly
 * what the server rendered.
 */
import type { ChoiceGroup, ChoiceOption, SectionView } from './form-view.ts'

const SELECT_CONTROLS = new Set(['select', 'multiselect'])

/** The sections without the choices of their selects (radio buttons keep theirs). */
export function withoutSelectChoices(sections: SectionView[]): SectionView[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      if (!SELECT_CONTROLS.has(field.control)) return field
      const { options: _options, optionGroups: _groups, ...rest } = field
      return rest
    }),
  }))
}

function choicesOf(parent: HTMLSelectElement | HTMLOptGroupElement): ChoiceOption[] {
  return [...parent.children]
    .filter((child): child is HTMLOptionElement => child instanceof HTMLOptionElement)
    .map((option) => ({ value: option.value, label: option.textContent ?? '' }))
}

/** The sections with the choices of their selects as rendered inside `element`. */
export function selectChoicesFromPage(element: HTMLElement, sections: SectionView[]): SectionView[] {
  return sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => {
      if (!SELECT_CONTROLS.has(field.control)) return field
      const select = [...element.querySelectorAll('select')].find((candidate) => candidate.name === field.name)
      if (!select) return field
      // The empty first choice ("—") of a single select is the component's own, not one of the field's.
      const options = choicesOf(select).filter((option, index) => field.control === 'multiselect' || index > 0 || option.value !== '')
      const optionGroups: ChoiceGroup[] = [...select.querySelectorAll('optgroup')].map((group) => ({
        label: group.label,
        options: choicesOf(group),
      }))
      return {
        ...field,
        ...(options.length ? { options } : {}),
        ...(optionGroups.length ? { optionGroups } : {}),
      }
    }),
  }))
}
