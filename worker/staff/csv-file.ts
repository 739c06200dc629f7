/** CSV text as the staff console exports it (RFC 4180, comma separated, CRLF), safe to open in a spreadsheet. */

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a cell a spreadsheet would
 * read as a formula (starting with =, +, -, @, tab or carriage return) is prefixed with an
 * apostrophe so that opening the export never runs anything (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvText(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')
}
