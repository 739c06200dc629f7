/**
 * Where a saved LED wall's documents are: `/led-configurations/{id}/{locale}.pdf` (the branded PDF)
 * and `.csv` (the bill of materials), in that locale's language, behind the same signed query
 * (`expires`, `signature`) as the result page's link (worker/led/led-document-routes.ts).
 */
export const LED_DOCUMENTS_PATH = '/led-configurations'
export const LED_DOCUMENT_KINDS = ['pdf', 'csv'] as const
export type LedDocumentKind = (typeof LED_DOCUMENT_KINDS)[number]

export function ledDocumentHref(id: string, localeCode: string, kind: LedDocumentKind, linkQuery: string): string {
  return `${LED_DOCUMENTS_PATH}/${encodeURIComponent(id)}/${localeCode}.${kind}?${linkQuery}`
}
