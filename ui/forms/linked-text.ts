/**
 * Sentences with links in them, as translators write them: `I accept the <0>terms</0>.` (Lingui's
 * numbered tags). The tags are read here rather than rendered as HTML, so a catalog can never put
 * markup of its own on a page: a tag without a link of its number, or one left unclosed, is text.
 */
export interface TextPart {
  text: string
  /** Set on the parts that are links. */
  href?: string
}

const TAG = /<(\d+)>(.*?)<\/\1>/gs

export function linkedParts(sentence: string, hrefs: readonly string[]): TextPart[] {
  const parts: TextPart[] = []
  let at = 0
  for (const match of sentence.matchAll(TAG)) {
    const href = hrefs[Number(match[1])]
    if (match.index > at) parts.push({ text: sentence.slice(at, match.index) })
    parts.push(href ? { text: match[2]!, href } : { text: match[2]! })
    at = match.index + match[0].length
  }
  if (at < sentence.length) parts.push({ text: sentence.slice(at) })
  return parts
}
