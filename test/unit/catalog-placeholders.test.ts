/**
 * Every translation keeps its message's placeholders: the same ICU arguments (`{organisation}`,
 * `{count, plural, …}`) and the same numbered tags (`<0>…</0>`) as the English source, in every
 * catalog. A renamed argument renders as a raw `{organization}` on the page; a lost tag drops a link.
 */
import { describe, expect, it } from 'vitest'
import { SOURCE_CATALOG, TRANSLATED_CATALOGS, parsePo } from './po-catalogs.ts'

const BRANCHING_TYPES = new Set(['plural', 'select', 'selectordinal'])

/** The argument names and tags of an ICU message (quoted `'{…}'` text is text). */
function placeholdersOf(message: string): { args: string[]; tags: string[] } {
  const args = new Set<string>()
  const tags: string[] = []
  let at = 0
  const rest = () => message.slice(at)

  const argument = () => {
    const name = /^\s*([^\s,{}]+)\s*/.exec(rest())
    at += name?.[0].length ?? 0
    if (name) args.add(name[1]!)
    if (message[at] !== ',') {
      at++
      return
    }
    at++
    const type = /^\s*(\w+)\s*/.exec(rest())
    at += type?.[0].length ?? 0
    if (message[at] !== ',') {
      at++
      return
    }
    at++
    if (!BRANCHING_TYPES.has(type?.[1] ?? '')) {
      const end = message.indexOf('}', at)
      at = end < 0 ? message.length : end + 1
      return
    }
    while (at < message.length) {
      const key = /^\s*(?:offset:\s*\d+\s*)?[^\s{}]*\s*/.exec(rest())
      at += key?.[0].length ?? 0
      if (message[at] === '{') {
        at++
        text(true)
      } else {
        at++
        if (message[at - 1] === '}') return
      }
    }
  }

  const text = (insideBranch: boolean) => {
    while (at < message.length) {
      const char = message[at]
      if (char === "'" && message[at + 1] === "'") at += 2
      else if (char === "'" && (message[at + 1] === '{' || message[at + 1] === '}')) {
        const end = message.indexOf("'", at + 1)
        at = end < 0 ? message.length : end + 1
      } else if (char === '{') {
        at++
        argument()
      } else if (char === '}') {
        at++
        if (insideBranch) return
      } else if (char === '<' && /^<\/?\d+\/?>/.test(rest())) {
        const tag = /^<\/?\d+\/?>/.exec(rest())![0]
        tags.push(tag)
        at += tag.length
      } else at++
    }
  }

  text(false)
  return { args: [...args].sort(), tags: tags.sort() }
}

describe('reading placeholders', () => {
  it('finds arguments inside plural branches, tags, and ignores branch texts and quoted braces', () => {
    expect(
      placeholdersOf("{count, plural, one {Their project goes to {manager}.} other {# projects}} '{not}' <0>see</0> {n, number}"),
    ).toEqual({ args: ['count', 'manager', 'n'], tags: ['</0>', '<0>'] })
  })
})

describe('translations keep the placeholders of their message', () => {
  const english = parsePo(SOURCE_CATALOG)
  for (const [file, source] of Object.entries(TRANSLATED_CATALOGS)) {
    it(`in ${file}`, () => {
      const catalog = parsePo(source)
      const mismatches = [...english].flatMap(([id, text]) => {
        const translation = catalog.get(id)
        if (!translation) return []
        const expected = placeholdersOf(text)
        const found = placeholdersOf(translation)
        return JSON.stringify(expected) === JSON.stringify(found)
          ? []
          : [`${id}: ${JSON.stringify(found)} instead of ${JSON.stringify(expected)}`]
      })
      expect(mismatches).toEqual([])
    })
  }
})
