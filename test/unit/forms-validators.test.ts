/**
 * The validation rules of SPEC.md point 5: each rule with its edge cases and message key, the
 * exact English wording and its translations, and a fuzz run per rule (a few thousand generated
 * inputs: never a throw, always a verdict).
 */
import { describe, expect, it } from 'vitest'
import { localeFor } from '../../locales/registry.ts'
import { i18nFor } from '../../ui/i18n/i18n.ts'
import { validationMessage, validationTemplates } from '../../ui/forms/validation-messages.ts'
import {
  type FieldValue,
  type ValidationRule,
  PHONE_INPUT_MAX_LENGTH,
  VALIDATION_MESSAGE_KEYS,
  alphaDash,
  calendarDate,
  email,
  fileTypesAgree,
  firstFailure,
  length,
  max,
  mimeTypeCumul,
  numeric,
  oneOf,
  phone,
  plainText,
  postalCodeOf,
  required,
  singleLine,
  size,
  sizeCumul,
  url,
  wholeNumber,
} from '../../ui/forms/validators.ts'
import { randomText, randomValue, seededRandom } from '../fuzz.ts'

const keyOf = (rule: ValidationRule, value: FieldValue, phoneCountry?: string) => rule.check(value, { phoneCountry })?.key

function expectPasses(rule: ValidationRule, values: FieldValue[], phoneCountry?: string) {
  for (const value of values) expect(keyOf(rule, value, phoneCountry), JSON.stringify(value)).toBeUndefined()
}

function expectFails(rule: ValidationRule, values: FieldValue[], key: string, phoneCountry?: string) {
  for (const value of values) expect(keyOf(rule, value, phoneCountry), JSON.stringify(value)).toBe(key)
}

const file = (name: string, sizeInBytes: number, type: string) => ({ name, size: sizeInBytes, type })

describe('required', () => {
  it('needs text that is not blank, a ticked box, a non-empty list', () => {
    expectPasses(required(), ['a', ' a ', '0', true, ['x'], [file('a.png', 1, 'image/png')]])
    expectFails(required(), ['', '   ', '\t\n', undefined, false, []], 'required')
  })
})

describe('optional fields', () => {
  it('every rule but required lets an empty value pass', () => {
    const rules = [
      email(),
      phone(),
      url(),
      max(3),
      alphaDash(),
      length(4),
      numeric(),
      postalCodeOf('NL'),
      postalCodeOf('FR'),
      size(),
      sizeCumul(1),
      mimeTypeCumul('image/png'),
    ]
    for (const rule of rules) expectPasses(rule, ['', '  ', undefined, false, []])
  })
})

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expectPasses(email(), ['ada@example.com', 'first.last+tag@sub.example.co.uk', "o'brien@example.ie", 'x@y.io', ' padded@example.com '])
  })
  it('refuses what is not an address', () => {
    expectFails(
      email(),
      [
        'ada',
        'ada@',
        '@example.com',
        'ada@example',
        'ada@@example.com',
        'a b@example.com',
        'ada@example.c',
        'ada@-example.com',
        '.ada@example.com',
        'ada..b@example.com',
        `${'a'.repeat(250)}@example.com`,
      ],
      'email',
    )
  })
})

describe('phone', () => {
  it("accepts numbers the parser accepts, with a country code or in the form's country", () => {
    expectPasses(phone(), ['+44 20 7946 0958', '+31 20 123 4567', '+1 (202) 555-0143', '0031 20 123 4567'.replace('0031', '+31')])
    expectPasses(phone(), ['020 7946 0958'], 'GB')
    expectPasses(phone(), ['06 12345678'], 'NL')
  })
  it('tolerates short input without a country code (5 characters or fewer)', () => {
    expectPasses(phone(), ['1', '12', '123', '1234', '12345', 'abc'])
  })
  it('refuses longer invalid numbers and short ones that carry a country code', () => {
    expectFails(phone(), ['123456', '+1', '+44', '+44 1', 'not a phone', '+31 20', '00 1'], 'phone')
    expectFails(phone(), ['020 7946 0958'], 'phone') // no country known: cannot be read
  })
  it('refuses input longer than the parser reads', () => {
    expectFails(phone(), [`+44 20 7946 0958${' '.repeat(PHONE_INPUT_MAX_LENGTH)}`], 'phone')
  })
  it('ignores a country that is not a country', () => {
    expectFails(phone(), ['020 7946 0958'], 'phone', 'ZZ')
    expectFails(phone(), ['020 7946 0958'], 'phone', 'gb; drop')
  })
})

describe('url', () => {
  it('accepts hosts with or without scheme and www, a port and a path', () => {
    expectPasses(url(), [
      'example.com',
      'www.example.com',
      'http://example.com',
      'https://www.example.co.uk/path?q=1',
      'shop.example.store',
      'example.com:8080',
      'https://example.com:1/a/b',
      'EXAMPLE.COM',
    ])
  })
  it('refuses other schemes, one-letter or too long top-level domains, bad ports and spaces', () => {
    expectFails(
      url(),
      [
        'ftp://example.com',
        'example',
        'example.c',
        'example.museum',
        'example.com:123456',
        'exa mple.com',
        'http:/example.com',
        'https://',
        'example.com:',
      ],
      'url',
    )
  })
})

describe('max, length, alpha_dash, numeric', () => {
  it('max counts characters (an emoji is one) and shows the limit', () => {
    expectPasses(max(3), ['abc', '😀😀😀', 'ab'])
    expectFails(max(3), ['abcd', '😀😀😀😀'], 'max')
    expect(max(3).check('abcd', {})).toEqual({ key: 'max', values: { 1: 3 } })
  })
  it('length wants exactly that many characters', () => {
    expectPasses(length(8), ['12345678', 'abcdefgh'])
    expectFails(length(8), ['1234567', '123456789'], 'length')
    expect(length(8).check('1', {})).toEqual({ key: 'length', values: { 1: 8 } })
  })
  it('alpha_dash refuses any white space with the key no_spaces', () => {
    expectPasses(alphaDash(), ['AB-12_x', 'v1.2.3'])
    expectFails(alphaDash(), ['a b', 'a\tb', 'ab\n', 'a\u00a0b'], 'no_spaces')
  })
  it('numeric wants digits only', () => {
    expectPasses(numeric(), ['0', '0123456789'])
    expectFails(numeric(), ['12a', '1.5', '-1', '1 2', '１２', '٣'], 'numeric')
  })
})

describe('country (postal codes)', () => {
  it('CA: letter-digit-letter, optional space, digit-letter-digit', () => {
    expectPasses(postalCodeOf('CA'), ['K1A 0B1', 'K1A0B1', 'k1a 0b1'])
    expectFails(postalCodeOf('CA'), ['K1A  0B1', '1KA 0B1', 'K1A 0B', 'K1A-0B1', 'K1A 0B12'], 'country')
  })
  it('NL: four digits not starting with 0, optional space, two letters other than SA, SD, SS', () => {
    expectPasses(postalCodeOf('NL'), ['1234 AB', '1234AB', '9999 zz', '1000 SB', '1000 AS'])
    expectFails(
      postalCodeOf('NL'),
      ['0123 AB', '1234 SA', '1234 SD', '1234 SS', '1234 ss', '1234sa', '123 AB', '1234 A', '1234  AB', '12345 AB'],
      'country',
    )
  })
  it('PL: two digits, a hyphen, three digits', () => {
    expectPasses(postalCodeOf('PL'), ['00-950', '31-564'])
    expectFails(postalCodeOf('PL'), ['00950', '0-950', '00-95', '00 950', 'ab-cde'], 'country')
  })
  it('any other country always fails', () => {
    expectFails(postalCodeOf('FR'), ['75001'], 'country')
    expectFails(postalCodeOf('GB'), ['SW1A 1AA'], 'country')
    expectFails(postalCodeOf(''), ['1234 AB'], 'country')
  })
})

describe('files: size, size_cumul, mime_type_cumul', () => {
  it('size: every file at most 1024 KB, the message shows 1 (MB)', () => {
    expectPasses(size(), [[file('a.png', 1024 * 1024, 'image/png')], [file('b.png', 0, 'image/png')]])
    expectFails(
      size(),
      [[file('a.png', 1024 * 1024 + 1, 'image/png')], [file('ok.png', 10, 'image/png'), file('big.pdf', 2_000_000, 'application/pdf')]],
      'file_size',
    )
    expect(size().check([file('a.png', 2_000_000, 'image/png')], {})).toEqual({ key: 'file_size', values: { 0: 1 } })
  })
  it('size_cumul: all files together within the limit in MB', () => {
    const mb = 1024 * 1024
    expectPasses(sizeCumul(2), [[file('a', mb, 'image/png'), file('b', mb, 'image/png')]])
    expectFails(sizeCumul(2), [[file('a', mb, 'image/png'), file('b', mb + 1, 'image/png')]], 'file_size_cumul')
    expect(sizeCumul(5).check([file('a', 6 * mb, 'image/png')], {})).toEqual({ key: 'file_size_cumul', values: { 0: 5 } })
  })
  it('mime_type_cumul: every file of an allowed type; the message lists them', () => {
    const rule = mimeTypeCumul('image/jpeg, image/png,application/pdf', {
      'image/jpeg': 'JPG',
      'image/png': 'PNG',
      'application/pdf': 'PDF',
    })
    expectPasses(rule, [[file('a.jpg', 1, 'image/jpeg'), file('b.PDF', 1, 'APPLICATION/PDF')]])
    expectFails(rule, [[file('a.jpg', 1, 'image/jpeg'), file('x.html', 1, 'text/html')], [file('noext', 1, '')]], 'mime_type_cumul')
    expect(rule.check([file('x.gif', 1, 'image/gif')], {})).toEqual({ key: 'mime_type_cumul', values: { 0: 'JPG, PNG, PDF' } })
  })
  it('a value that is not a list of files is not valid', () => {
    expectFails(size(), ['a.png', ['a.png'] as FieldValue], 'invalid')
  })
})

describe('other checks the forms use', () => {
  it('one of a list, calendar dates, whole numbers', () => {
    expectPasses(oneOf(['yes', 'no']), ['yes', 'no'])
    expectFails(oneOf(['yes', 'no']), ['maybe', 'YES'], 'invalid')
    expectPasses(calendarDate(), ['2027-02-28', '2028-02-29'])
    expectFails(calendarDate(), ['2027-02-29', '2027-13-01', '27-01-01', '2027-1-1', 'tomorrow'], 'invalid')
    expectPasses(wholeNumber(1, 10), ['1', '10', '007'])
    expectFails(wholeNumber(1, 10), ['0', '11', '1.5', '-1', '1e1', ' 1'], 'invalid')
  })
})

describe("a field's rules", () => {
  it('stop at the first failing rule', () => {
    expect(firstFailure([required(), email(), max(5)], '')?.key).toBe('required')
    expect(firstFailure([required(), email(), max(5)], 'not-an-email-at-all')?.key).toBe('email')
    expect(firstFailure([required(), email(), max(5)], 'ada@example.com')?.key).toBe('max')
    expect(firstFailure([required(), email(), max(50)], 'ada@example.com')).toBeUndefined()
  })
})

describe('messages', () => {
  const english = validationTemplates(i18nFor(localeFor('en-gb', 'LOCAL')))

  it('use the exact English wording of SPEC.md point 5', () => {
    const label = 'Email'
    const sentence = (key: (typeof VALIDATION_MESSAGE_KEYS)[number], values: Record<string, string | number> = {}) =>
      validationMessage(english, { key, values }, label)
    expect(sentence('required')).toBe('Email is required')
    expect(sentence('email')).toBe('Email is not a valid format')
    expect(sentence('phone')).toBe('Email is not a valid phone number')
    expect(sentence('url')).toBe('Email is not a valid URL.')
    expect(sentence('max', { 1: 80 })).toBe('A maximum of 80 characters are allowed')
    expect(sentence('no_spaces')).toBe('Spaces are not allowed')
    expect(sentence('length', { 1: 8 })).toBe('Email should be 8 characters long')
    expect(sentence('numeric')).toBe('Email should only consist of numbers')
    expect(sentence('country')).toBe('Email is not valid')
    expect(sentence('file_size', { 0: 1 })).toBe('The file size should not exceed 1MB')
    expect(sentence('file_size_cumul', { 0: 5 })).toBe('The files together should not exceed 5MB')
    expect(sentence('mime_type_cumul', { 0: 'JPG, PNG' })).toBe('Only these file types are allowed: JPG, PNG')
    expect(sentence('invalid')).toBe('Email is not valid.')
    expect(sentence('file_type_mismatch', { 0: 'photo.html' })).toBe('photo.html: the file name, its type and its content do not match')
    expect(sentence('line_breaks')).toBe('Email must fit on one line')
    expect(sentence('characters')).toBe('Email contains characters that are not allowed (control or text-direction characters)')
  })

  it('exist in every language, with the placeholders kept', () => {
    for (const code of ['en-us', 'fr-fr', 'it-it', 'de-de', 'es-es', 'ja-jp'] as const) {
      const templates = validationTemplates(i18nFor(localeFor(code, 'LOCAL')))
      for (const key of VALIDATION_MESSAGE_KEYS) {
        const template = templates[key]
        expect(template.length, `${code} ${key}`).toBeGreaterThan(0)
        for (const placeholder of english[key].match(/\{\w+\}/g) ?? []) expect(template, `${code} ${key}`).toContain(placeholder)
        if (code !== 'en-us') expect(template, `${code} ${key}`).not.toBe(english[key])
      }
    }
    const french = validationTemplates(i18nFor(localeFor('fr-fr', 'LOCAL')))
    expect(validationMessage(french, { key: 'required', values: {} }, 'E-mail')).toContain('E-mail')
  })
})

describe('fuzzing every rule', () => {
  const rules: Array<[string, ValidationRule]> = [
    ['required', required()],
    ['email', email()],
    ['phone', phone()],
    ['url', url()],
    ['max', max(10)],
    ['alpha_dash', alphaDash()],
    ['length', length(8)],
    ['numeric', numeric()],
    ['country CA', postalCodeOf('CA')],
    ['country NL', postalCodeOf('NL')],
    ['country PL', postalCodeOf('PL')],
    ['country other', postalCodeOf('DE')],
    ['size', size()],
    ['size_cumul', sizeCumul(5)],
    ['mime_type_cumul', mimeTypeCumul('image/png,application/pdf')],
    ['one_of', oneOf(['a', 'b'])],
    ['date', calendarDate()],
    ['whole_number', wholeNumber(1, 99)],
    ['file_types_agree', fileTypesAgree()],
    ['single_line', singleLine()],
    ['plain_text', plainText()],
  ]
  const RUNS_PER_RULE = 2500

  for (const [name, rule] of rules) {
    it(`${name}: ${RUNS_PER_RULE} generated inputs, each gets a verdict without throwing`, () => {
      const random = seededRandom(name.length * 7919 + name.charCodeAt(0))
      const verdicts = { pass: 0, fail: 0 }
      for (let run = 0; run < RUNS_PER_RULE; run++) {
        const value = (random.chance(0.6) ? randomText(random) : randomValue(random)) as FieldValue
        const phoneCountry = random.pick([undefined, 'GB', 'NL', 'US', 'JP', 'zz', ''])
        const failure = rule.check(value, { phoneCountry })
        if (failure === undefined) verdicts.pass++
        else {
          expect(VALIDATION_MESSAGE_KEYS, JSON.stringify(value)).toContain(failure.key)
          verdicts.fail++
        }
      }
      expect(verdicts.pass + verdicts.fail).toBe(RUNS_PER_RULE)
      expect(verdicts.fail, `${name} never failed`).toBeGreaterThan(0)
    })
  }
})
