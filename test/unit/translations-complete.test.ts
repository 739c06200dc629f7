/**
 * Every UI message and every piece of seed content exists in every catalog, translated for real:
 * no empty msgstr, and the non-English catalogs are not English copies.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCE_CATALOG, TRANSLATED_CATALOGS, parsePo } from './po-catalogs.ts'
import type { LocalisedText } from '../../kv-seed/publish.ts'
import { seed } from '../../kv-seed/seed.ts'

/** Texts that are the same in every language: brand names and connector standards. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Wave',
  'LED',
  '404',
  'LinkedIn',
  'YouTube',
  'Instagram',
  'HDMI',
  'DisplayPort',
  'USB-C',
  'HDBaseT',
  'LAN (RJ-45)',
  'Wi-Fi',
])

const english = parsePo(SOURCE_CATALOG)
const translated = TRANSLATED_CATALOGS

/** The folders whose code writes UI messages (`i18n._({ id: '…', message: '…' })`). */
const MESSAGE_SOURCE_FOLDERS = ['worker', 'ui']

/** Every message id the code writes literally with its English text, with the file it is in. */
function messageIdsInCode(): Array<[string, string]> {
  const found: Array<[string, string]> = []
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bid: '([\w.-]+)',\s*message:/g)) found.push([match[1]!, path])
      }
    }
  }
  for (const folder of MESSAGE_SOURCE_FOLDERS) visit(folder)
  return found
}

describe('UI catalogs', () => {
  // `lingui extract` finds only calls written as `i18n._(…)` (or the macros): a message written as
  // `i18nOf(c)._(…)` never reached the catalogs and showed in English in every language.
  it('hold every message the code writes (each written so that lingui extract finds it)', () => {
    const ids = messageIdsInCode()
    expect(ids.length).toBeGreaterThan(1000)
    expect(ids.filter(([id]) => !english.has(id)).map(([id, path]) => `${id} (${path})`)).toEqual([])
  })

  it('have English source text for every message', () => {
    expect(english.size).toBeGreaterThan(40)
    const empty = [...english].filter(([, text]) => !text).map(([id]) => id)
    expect(empty).toEqual([])
  })

  for (const [file, source] of Object.entries(translated)) {
    it(`${file} translates every message`, () => {
      const catalog = parsePo(source)
      const missing = [...english.keys()].filter((id) => !catalog.get(id))
      expect(missing).toEqual([])
    })

    if (file !== 'en-us') {
      it(`${file} is not a copy of the English catalog`, () => {
        const catalog = parsePo(source)
        const copies = [...english].filter(([id, text]) => catalog.get(id) === text && !SAME_IN_EVERY_LANGUAGE.has(text))
        expect(copies.map(([id]) => id)).toEqual([])
      })
    }
  }
})

function localisedTexts(value: unknown, path: string, found: Array<[string, LocalisedText]>) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) localisedTexts(item, `${path}[${index}]`, found)
  } else if (value && typeof value === 'object') {
    if ('en-gb' in value) found.push([path, value as LocalisedText])
    else for (const [key, child] of Object.entries(value)) localisedTexts(child, `${path}.${key}`, found)
  }
}

describe('seed content', () => {
  const texts: Array<[string, LocalisedText]> = []
  localisedTexts(seed, 'seed', texts)

  it('has every text in fr-fr, it-it, de-de, es-es and ja-jp', () => {
    expect(texts.length).toBeGreaterThan(1000)
    const missing = texts.flatMap(([path, text]) =>
      (['fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const).filter((file) => !text[file]).map((file) => `${path} ${file}`),
    )
    expect(missing).toEqual([])
  })

  it('translates texts rather than copying English into other languages', () => {
    const copies = texts.filter(
      ([path, text]) =>
        !path.endsWith('.slug') &&
        !SAME_IN_EVERY_LANGUAGE.has(text['en-gb']) &&
        (['fr-fr', 'it-it', 'de-de', 'es-es'] as const).some((file) => text[file] === text['en-gb']),
    )
    expect(copies.map(([path]) => path)).toEqual([])
  })
})
