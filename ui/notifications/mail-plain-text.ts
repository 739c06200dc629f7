/**
 * The plain-text body of an e-mail from the same React element as its HTML body
 * (docs/decisions/034-notifications.md): the element tree is walked, function components are
 * called with their props (mail components take what they need as props and use no hooks), and
 * each HTML element becomes what a text mail reader expects: headings and paragraphs as blocks
 * separated by a blank line, list items as "- item", links as "text: address", rules as a line.
 * `<head>` and anything marked `data-mail-text="skip"` are left out.
 */
import { Fragment, type ReactElement, type ReactNode, isValidElement } from 'react'

const BLOCK_ELEMENTS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'div', 'section', 'table', 'tr', 'ul', 'ol', 'dl', 'blockquote', 'body'])
const SKIPPED_ELEMENTS = new Set(['head', 'style', 'script', 'title', 'meta', 'img'])
/** Marks a block boundary in the text being built; collapsed into blank lines at the end. */
const BREAK = '\u0000'

function inlineText(text: string): string {
  return text.replace(/\s+/g, ' ')
}

function walk(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return inlineText(String(node))
  if (Array.isArray(node)) return node.map(walk).join('')
  if (!isValidElement(node)) return ''
  const element = node as ReactElement<Record<string, unknown> & { children?: ReactNode }>
  const { type, props } = element
  if (type === Fragment) return walk(props.children)
  if (typeof type === 'function') return walk((type as (props: unknown) => ReactNode)(props))
  if (typeof type !== 'string') return walk(props.children)
  if (props['data-mail-text'] === 'skip' || SKIPPED_ELEMENTS.has(type)) return ''
  const inner = walk(props.children)
  switch (type) {
    case 'br':
      return '\n'
    case 'hr':
      return `${BREAK}----${BREAK}`
    case 'a': {
      const href = typeof props.href === 'string' ? props.href : ''
      const label = inner.trim()
      if (!href || label === href) return label || href
      return `${label}: ${href}`
    }
    case 'li':
      return `\n- ${inner.trim()}`
    case 'dt':
      return `\n${inner.trim()}: `
    case 'dd':
      return inner.trim()
    case 'td':
    case 'th':
      return `${inner.trim()} `
    default:
      return BLOCK_ELEMENTS.has(type) ? `${BREAK}${inner}${BREAK}` : inner
  }
}

/** The plain text of a mail element: blocks separated by one blank line, lines trimmed. */
export function mailPlainText(element: ReactNode): string {
  const raw = walk(element)
  return raw
    .split(BREAK)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line, index, lines) => line !== '' || (index > 0 && index < lines.length - 1))
        .join('\n')
        .trim(),
    )
    .filter((block) => block !== '')
    .join('\n\n')
}
