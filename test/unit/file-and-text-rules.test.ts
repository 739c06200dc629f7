/**
 * The shared rules behind uploads and typed text (ui/forms/): what a file's first bytes show,
 * when a name, a declared type and the bytes agree, how a file name is cleaned, the LED
 * configurator's background check in the browser, and which characters typed text may hold.
 */
import { describe, expect, it } from 'vitest'
import { FILE_NAME_MAX_LENGTH, cleanFileName } from '../../ui/forms/file-names.ts'
import { UNKNOWN_FILE_TYPE, fileTypesAgree, sniffFileType } from '../../ui/forms/file-types.ts'
import { contactGeneralForm } from '../../ui/leads/lead-forms.ts'
import { fileTypesAgree as fileTypesAgreeRule, plainText, singleLine } from '../../ui/forms/validators.ts'
import { backgroundVerdict } from '../../ui/led/background-fit.ts'

const bytes = (...values: number[]) => new Uint8Array(values)
const ascii = (text: string) => new TextEncoder().encode(text)
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0)
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)
const PDF = ascii('%PDF-1.7')
const MP4 = bytes(0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0)
const MOV_FTYP = bytes(0, 0, 0, 0x14, ...ascii('ftypqt  '), 0, 0, 2, 0)
const MOV_ATOM = bytes(0, 0, 0, 0x08, ...ascii('wide'), 0, 0, 0, 0)

describe('sniffing a file by its first bytes', () => {
  it('knows the image, document, archive, program and video signatures', () => {
    expect(sniffFileType(JPEG)).toBe('image/jpeg')
    expect(sniffFileType(PNG)).toBe('image/png')
    expect(sniffFileType(PDF)).toBe('application/pdf')
    expect(sniffFileType(ascii('GIF89a'))).toBe('image/gif')
    expect(sniffFileType(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('application/zip')
    expect(sniffFileType(bytes(0x4d, 0x5a, 0x90, 0))).toBe('application/x-msdownload')
    expect(sniffFileType(MP4)).toBe('video/mp4')
    expect(sniffFileType(MOV_FTYP)).toBe('video/quicktime')
    expect(sniffFileType(MOV_ATOM)).toBe('video/quicktime')
  })

  it('calls anything else unknown, however it starts', () => {
    for (const sample of [
      ascii('<!doctype html>'),
      ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes(),
      bytes(0xff, 0xd8),
      ascii('%PD'),
    ]) {
      expect(sniffFileType(sample)).toBe(UNKNOWN_FILE_TYPE)
    }
  })
})

describe('a name, a declared type and the bytes agree', () => {
  const agree = (name: string, declared: string, sniffed?: string) => fileTypesAgree({ name, declared, sniffed })

  it('when all three name the same type (aliases and upper-case endings included)', () => {
    expect(agree('photo.jpg', 'image/jpeg', 'image/jpeg')).toBe(true)
    expect(agree('PHOTO.JPEG', 'image/pjpeg', 'image/jpeg')).toBe(true)
    expect(agree('scan.pdf', 'application/pdf', 'application/pdf')).toBe(true)
    expect(agree('tool.apk', 'application/vnd.android.package-archive', 'application/zip')).toBe(true)
    expect(agree('clip.mov', 'video/quicktime', 'video/quicktime')).toBe(true)
  })

  it('when the browser claims no type, the name and the bytes decide', () => {
    expect(agree('photo.jpg', '', 'image/jpeg')).toBe(true)
    expect(agree('photo.jpg', 'application/octet-stream', 'image/jpeg')).toBe(true)
    expect(agree('photo.png', '', 'image/jpeg')).toBe(false)
  })

  it('never for markup or scripts, whatever the bytes or the claim', () => {
    for (const name of ['a.html', 'a.HTM', 'a.svg', 'a.xhtml', 'a.js', 'a.php', 'a.xml']) {
      expect(agree(name, 'image/jpeg', 'image/jpeg'), name).toBe(false)
      expect(agree(name, ''), name).toBe(false)
    }
    expect(agree('notes.txt', 'text/html')).toBe(false)
    expect(agree('image.bin', 'image/svg+xml', UNKNOWN_FILE_TYPE)).toBe(false)
  })

  it('not when the bytes contradict the name or the claim', () => {
    expect(agree('photo.png', 'image/png', 'image/jpeg')).toBe(false)
    expect(agree('photo.jpg', 'text/html', 'image/jpeg')).toBe(false)
    expect(agree('invoice.pdf', 'application/pdf', 'application/x-msdownload')).toBe(false)
    expect(agree('invoice.pdf', 'application/pdf', UNKNOWN_FILE_TYPE)).toBe(false)
    expect(agree('photo', 'image/jpeg', 'image/jpeg')).toBe(false)
  })

  it('files of no known kind agree when nothing claims a kind they are not (PIM firmware, tools)', () => {
    expect(agree('firmware-3.4.1.bin', 'application/octet-stream', UNKNOWN_FILE_TYPE)).toBe(true)
    expect(agree('readme.txt', 'text/plain', UNKNOWN_FILE_TYPE)).toBe(true)
    expect(agree('firmware.bin', 'application/pdf', UNKNOWN_FILE_TYPE)).toBe(false)
  })

  it('in the browser (bytes not read), the name and the declared type must name the same kind', () => {
    expect(agree('photo.jpg', 'image/jpeg')).toBe(true)
    expect(agree('photo.jpg', 'image/png')).toBe(false)
    expect(agree('photo.jpg', 'text/plain')).toBe(false)
    expect(agree('notes.txt', 'text/plain')).toBe(true)
  })

  it('the form rule names the first file that does not agree (server: sniffed type plus claim; browser: claim only)', () => {
    const rule = fileTypesAgreeRule()
    expect(rule.check([{ name: 'a.png', size: 3, type: 'image/png', declaredType: 'image/png' }], {})).toBeUndefined()
    expect(
      rule.check(
        [
          { name: 'a.png', size: 3, type: 'image/png', declaredType: 'image/png' },
          { name: 'b.html', size: 3, type: 'image/jpeg', declaredType: 'text/html' },
        ],
        {},
      ),
    ).toEqual({ key: 'file_type_mismatch', values: { 0: 'b.html' } })
    expect(rule.check([{ name: 'c.jpg', size: 3, type: 'image/png' }], {})).toEqual({ key: 'file_type_mismatch', values: { 0: 'c.jpg' } })
    expect(rule.check([], {})).toBeUndefined()
  })
})

describe('cleaning a file name', () => {
  it('keeps only the last path part, drops controls and direction characters, defuses markup', () => {
    expect(cleanFileName('C:\\Users\\ada\\Desktop\\report.pdf')).toBe('report.pdf')
    expect(cleanFileName('../../etc/passwd')).toBe('passwd')
    expect(cleanFileName('in\u0000voice\r\n.pdf')).toBe('invoice.pdf')
    expect(cleanFileName('photo\u202Egpj.exe')).toBe('photogpj.exe')
    expect(cleanFileName('<script>alert(1)</script>.png')).toBe('script_.png')
    expect(cleanFileName('"quoted" \'name\' `x`.pdf')).toBe('_quoted_ _name_ _x_.pdf')
    expect(cleanFileName('a:b*c?d|e.pdf')).toBe('a_b_c_d_e.pdf')
  })

  it('keeps letters of every script and the ending; hidden names lose their dots', () => {
    expect(cleanFileName('Präsentation für Kunden.pdf')).toBe('Präsentation für Kunden.pdf')
    expect(cleanFileName('報告書.pdf')).toBe('報告書.pdf')
    expect(cleanFileName('   .htaccess')).toBe('htaccess')
    expect(cleanFileName('..')).toBe('file')
    expect(cleanFileName('')).toBe('file')
  })

  it(`shortens to ${FILE_NAME_MAX_LENGTH} characters, keeping a short ending`, () => {
    const cleaned = cleanFileName(`${'ä'.repeat(300)}.jpeg`)
    expect([...cleaned].length).toBe(FILE_NAME_MAX_LENGTH)
    expect(cleaned.endsWith('ä.jpeg')).toBe(true)
  })

  it('is stable: a cleaned name cleans to itself', () => {
    for (const name of ['../a<b>.pdf', 'x\u202e.png', `${'y'.repeat(200)}.zip`, '..\\..\\<manual>.pdf']) {
      expect(cleanFileName(cleanFileName(name))).toBe(cleanFileName(name))
    }
  })
})

describe("the LED configurator's background (checked in the browser)", () => {
  it('accepts a JPG, MP4 or MOV whose name, declared type and bytes agree', () => {
    expect(backgroundVerdict('hall.jpg', 'image/jpeg', JPEG)).toEqual({ ok: true, kind: 'image' })
    expect(backgroundVerdict('loop.mp4', 'video/mp4', MP4)).toEqual({ ok: true, kind: 'video' })
    expect(backgroundVerdict('loop.mov', '', MOV_ATOM)).toEqual({ ok: true, kind: 'video' })
  })

  it('refuses other kinds, and a file whose bytes or claim are not what its name says', () => {
    expect(backgroundVerdict('notes.txt', 'text/plain', ascii('hello'))).toEqual({ ok: false, problem: 'wrong-type' })
    expect(backgroundVerdict('hall.png', 'image/png', PNG)).toEqual({ ok: false, problem: 'wrong-type' })
    expect(backgroundVerdict('page.html', 'text/html', JPEG)).toEqual({ ok: false, problem: 'wrong-type' })
    expect(backgroundVerdict('hall.jpg', 'image/jpeg', ascii('<!doctype html>'))).toEqual({ ok: false, problem: 'mismatch' })
    expect(backgroundVerdict('hall.jpg', 'text/html', JPEG)).toEqual({ ok: false, problem: 'mismatch' })
    expect(backgroundVerdict('loop.mp4', 'video/mp4', JPEG)).toEqual({ ok: false, problem: 'mismatch' })
  })
})

describe('characters of typed text', () => {
  it('one-line fields refuse line breaks and tabs, and every field refuses controls and direction overrides', () => {
    expect(singleLine().check('Ada Lovelace', {})).toBeUndefined()
    for (const text of ['a\nb', 'a\r\nb', 'a\rb', 'a\tb', 'a\u2028b', 'a\u2029b'])
      expect(singleLine().check(text, {})?.key, JSON.stringify(text)).toBe('line_breaks')
    for (const text of ['a\u0000b', 'a\u0007b', 'a\u007fb', 'a\u009bb', 'a\u202Eb', 'a\u202Ab', 'a\u2066b', 'a\u2069b']) {
      expect(singleLine().check(text, {})?.key, JSON.stringify(text)).toBe('characters')
      expect(plainText().check(text, {})?.key, JSON.stringify(text)).toBe('characters')
    }
  })

  it('text areas keep line breaks and tabs; marks, joiners, emoji and every script pass', () => {
    for (const text of ['one\ntwo', 'one\r\ntwo\ttabbed', 'שלום\u200Fעולם', 'مرحبا\u061C', '👩\u200D💻', 'नमस्ते\u200C', '日本語']) {
      expect(plainText().check(text, {}), JSON.stringify(text)).toBeUndefined()
    }
  })

  it('lists and items are checked part by part', () => {
    expect(singleLine().check(['NL', 'B\nE'], {})?.key).toBe('line_breaks')
    expect(singleLine().check([{ ctn: 'X\u0000', quantity: '1' }], {})?.key).toBe('characters')
  })

  it('every form runs the check before its own rules: a one-line field by default, a text area where declared', () => {
    const values = { ...contactGeneralForm.emptyValues(), subject: 'a\nb', body: 'a\nb' }
    expect(contactGeneralForm.checkField('subject', values)).toEqual({ key: 'line_breaks', values: {} })
    expect(contactGeneralForm.checkField('body', values)).toBeUndefined()
    expect(contactGeneralForm.checkField('first_name', { ...values, first_name: '\u0000' })).toEqual({ key: 'characters', values: {} })
  })
})
