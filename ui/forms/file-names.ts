/**
 * Cleaning the name of an uploaded file before it is stored, shown or passed on (R2 metadata, D1,
 * the customer record system, download headers): no folders, no control or direction characters,
 * no markup, a bounded length that keeps the ending. Letters of any script stay, so people
 * recognise their files. Shared by the browser and the worker.
 */

/** File names are kept this long at most (the R2 key and the customer record show them). */
export const FILE_NAME_MAX_LENGTH = 100
/** What a name that cleans down to nothing becomes. */
export const FALLBACK_FILE_NAME = 'file'

/**
 * C0 and C1 controls, DEL, and the invisible characters that change how text around them reads:
 * bidirectional marks, embeddings, overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E,
 * U+2066–U+2069), zero-width characters and the byte-order mark.
 */
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
/** Characters of markup, quoting and path syntax (and those Windows refuses in a name). */
const MARKUP_OR_RESERVED = /[<>"'`:*?|]/g

/** The cleaned name: the last path part, without controls or markup, at most FILE_NAME_MAX_LENGTH characters. */
export function cleanFileName(name: string): string {
  const lastPart = name.split(/[/\\]/).pop() ?? ''
  const cleaned = lastPart
    .normalize('NFC')
    .replace(INVISIBLE_OR_CONTROL, '')
    .replace(MARKUP_OR_RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
  return shortened(cleaned) || FALLBACK_FILE_NAME
}

/** At most FILE_NAME_MAX_LENGTH characters (code points), keeping a short ending. */
function shortened(name: string): string {
  const characters = [...name]
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const ending = dot > 0 ? [...name.slice(dot)] : []
  if (ending.length === 0 || ending.length > 10) return characters.slice(0, FILE_NAME_MAX_LENGTH).join('')
  return [...characters.slice(0, FILE_NAME_MAX_LENGTH - ending.length), ...ending].join('')
}
