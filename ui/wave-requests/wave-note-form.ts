/** A note the support team writes to the partner about their Wave request (the staff console). */
import { rules } from '../forms/field-rules.ts'
import { defineForm, field } from '../forms/form-schema.ts'

export const waveNoteForm = defineForm('wave-note', {
  note: field.longText(rules.longTextRequired),
})
