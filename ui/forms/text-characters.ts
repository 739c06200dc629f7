/**
 * Which characters typed text may hold (shared by every form, browser and worker; free of imports
 * so any bundle can take it). Every field refuses C0 controls other than tab, line feed and
 * carriage return, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that make text read differently from how it is stored. Marks
 * (LRM, RLM, ALM) and zero-width joiners stay: scripts and emoji need them. One-line fields also
 * refuse line and paragraph breaks and tabs.
 */

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/
/** Line and paragraph breaks (and the tab, which a one-line field has no use for either). */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]/

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text)
}

export function hasLineBreaks(text: string): boolean {
  return LINE_BREAKS.test(text)
}
