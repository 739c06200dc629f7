/** The UI's PO catalogs read as message id → translated text, for the catalog tests. */
import deDe from '../../locales/de-de/messages.po?raw'
import enGb from '../../locales/en-gb/messages.po?raw'
import enUs from '../../locales/en-us/messages.po?raw'
import esEs from '../../locales/es-es/messages.po?raw'
import frFr from '../../locales/fr-fr/messages.po?raw'
import itIt from '../../locales/it-it/messages.po?raw'
import jaJp from '../../locales/ja-jp/messages.po?raw'

export function parsePo(source: string): Map<string, string> {
  const messages = new Map<string, string>()
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string
  let id: string | undefined
  let field: 'id' | 'str' | undefined
  let text = ''
  const flush = () => {
    if (field === 'str' && id) messages.set(id, text)
  }
  for (const line of source.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      field = 'id'
      id = unquote(line)
      text = ''
    } else if (line.startsWith('msgstr ')) {
      field = 'str'
      text = unquote(line)
    } else if (line.startsWith('"') && field === 'id') id += unquote(line)
    else if (line.startsWith('"') && field === 'str') text += unquote(line)
  }
  flush()
  messages.delete('')
  return messages
}

/** The source catalog (en-gb) and the raw text of every other catalog, by catalog file. */
export const SOURCE_CATALOG = enGb
export const TRANSLATED_CATALOGS = { 'en-us': enUs, 'fr-fr': frFr, 'it-it': itIt, 'de-de': deDe, 'es-es': esEs, 'ja-jp': jaJp }
