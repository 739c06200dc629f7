/**
 * What the worker tells the client runtime about the site (env vars → this small JSON, embedded
 * in every page as a data block): the build it belongs to, whether to log, and the third-party
 * tags configured for this environment.
 */
import type { ThirdPartyTag } from '../consent/third-party.ts'

export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config'

export interface RuntimeConfig {
  buildId: string
  /** Console output; false in PRD (SPEC.md point 9: log output is suppressed in production). */
  log: boolean
  tags: ThirdPartyTag[]
}

/** The live content subscription of a page opened in preview mode. */
export const CONTENT_PREVIEW_ELEMENT_ID = 'content-preview'

export interface ContentPreviewConfig {
  endpoint: string
  query: string
  variables: { keys: string[] }
}

/** Reads a JSON data block by id; null when it is missing or unreadable. */
export function readDataBlock<T>(root: ParentNode, id: string): T | null {
  const element = root.querySelector(`script#${id}`)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as T
  } catch {
    return null
  }
}

/** JSON safe inside a `<script>` element: no text can close it. */
export function dataBlockText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
