/**
 * A form is defined once: its fields, each with its shape, the way it is read from a
 * submission, its validation rules (SPEC.md point 5) and when it applies. From that definition
 * come the field-by-field check used on blur and change, the reading of plain form posts and JSON
 * bodies into the same values, and (form-check.ts) the arktype schema of the whole form.
 *
 * This module is free of arktype: a form island needs the definition to render and hydrate,
 * while the whole schema (arktype, ~45 KB gzip in the browser) is needed only where a whole form is
 * checked at once: the endpoints, and the project request's confirmation, which loads it then
 * (issue 20, docs/decisions/046).
 */
import {
  type FieldValue,
  type FileDescription,
  type RuleContext,
  type ValidationFailure,
  type ValidationRule,
  firstFailure,
  plainText,
  singleLine,
} from './validators.ts'

/** The values of a form while it is being filled or checked, by field name. */
export type FormValues = Record<string, FieldValue>

/** Where a submission's values come from: a posted form (FormData) or a parsed JSON body. */
export interface SubmittedValues {
  /** The first value under `name` (text), or undefined. */
  text(name: string): unknown
  /** Every value under `name`. */
  all(name: string): unknown[]
}

/** How a field's value is read from a submission, and what it is when nothing was sent. */
export type FieldInput = 'text' | 'flag' | 'list' | 'files' | 'items'

/**
 * The shape of a field's value, as arktype definitions (built into the form's schema by
 * form-check.ts): one line of text, a ticked box, a list of texts, files, or small records.
 * `Value` is the type the shape stands for.
 */
export interface FieldShape<Value = unknown> {
  definition: 'string' | 'boolean' | 'string[]' | 'files' | { items: readonly string[] }
  /** Type only: what a value of this shape is. */
  readonly value?: Value
}

export interface FieldSpec<Value = unknown> {
  shape: FieldShape<Value>
  input: FieldInput
  /** In order; the first failure is the field's error. May depend on other fields' values. */
  rules: readonly ValidationRule[] | ((values: FormValues) => readonly ValidationRule[])
  /** The field only exists for some answers (state for US/CA, the tender date when there is a tender). */
  appliesWhen?: (values: FormValues) => boolean
  /** For `items` fields: the names of the item's parts in a plain form post. */
  itemParts?: readonly string[]
  /**
   * Typed text is one line unless the field is a text area (`multi`). Either way it may not hold
   * control or direction-override characters; this is checked before the field's own rules.
   */
  lines?: 'single' | 'multi'
}

type FieldSpecs = Record<string, FieldSpec<never> | FieldSpec<unknown>>
export type ValuesOf<Fields extends FieldSpecs> = { [Name in keyof Fields]: Fields[Name] extends FieldSpec<infer Value> ? Value : never }

export type FieldFailures = Record<string, ValidationFailure>

export type FormCheck<Values> = { ok: true; values: Values } | { ok: false; failures: FieldFailures }

/** Any form, whatever its fields (registries, the generic form renderer and the endpoints). */
// biome-ignore lint/suspicious/noExplicitAny: a definition of any field set; `FieldSpecs` would reject narrower ones (variance).
export type AnyFormDefinition = FormDefinition<any>

export interface FormDefinition<Fields extends FieldSpecs = FieldSpecs> {
  id: string
  fields: Fields
  fieldNames: readonly (keyof Fields & string)[]
  /** The field whose value says which country phone numbers without a country code belong to. */
  phoneCountryField?: string
  /** Every field empty. */
  emptyValues(): ValuesOf<Fields>
  /** Whether a field exists for these answers. */
  applies(name: string, values: FormValues): boolean
  /** The first failing rule of one field (on blur and change), or undefined. */
  checkField(name: string, values: FormValues): ValidationFailure | undefined
  /** Checks some fields only (a wizard step), with the same rules. */
  checkFields(names: readonly string[], values: FormValues): FieldFailures
  /** Reads a submission into this form's values (missing fields empty, fields that do not apply emptied). */
  read(source: SubmittedValues): FormValues
}

/* ------------------------------------------------------------------ field kinds */

const text: FieldShape<string> = { definition: 'string' }
const flag: FieldShape<boolean> = { definition: 'boolean' }
const list: FieldShape<string[]> = { definition: 'string[]' }
const files: FieldShape<FileDescription[]> = { definition: 'files' }

export const field = {
  /** Any one-line text input, select, radio group or date. */
  text: (rules: FieldSpec['rules'], appliesWhen?: FieldSpec['appliesWhen']): FieldSpec<string> => ({
    shape: text,
    input: 'text',
    rules,
    appliesWhen,
  }),
  /** A text area: line breaks are part of the text. */
  longText: (rules: FieldSpec['rules'], appliesWhen?: FieldSpec['appliesWhen']): FieldSpec<string> => ({
    shape: text,
    input: 'text',
    rules,
    appliesWhen,
    lines: 'multi',
  }),
  /** A checkbox (consents). */
  flag: (rules: FieldSpec['rules'], appliesWhen?: FieldSpec['appliesWhen']): FieldSpec<boolean> => ({
    shape: flag,
    input: 'flag',
    rules,
    appliesWhen,
  }),
  /** Several values of one name (a multiple select, a checkbox group). */
  list: (rules: FieldSpec['rules'], appliesWhen?: FieldSpec['appliesWhen']): FieldSpec<string[]> => ({
    shape: list,
    input: 'list',
    rules,
    appliesWhen,
  }),
  /** File uploads. */
  files: (rules: FieldSpec['rules']): FieldSpec<FileDescription[]> => ({ shape: files, input: 'files', rules }),
  /** A list of small records (products with quantities); in a form post each part is its own repeated field. */
  items: <Item extends Record<string, string>>(parts: readonly (keyof Item & string)[], rules: FieldSpec['rules']): FieldSpec<Item[]> => ({
    shape: { definition: { items: parts } } as FieldShape<Item[]>,
    input: 'items',
    rules,
    itemParts: parts,
  }),
}

/** A submitted checkbox value that means "ticked". */
const TICKED = new Set(['on', 'true', '1', 'yes'])

function emptyValueOf(input: FieldInput): FieldValue {
  switch (input) {
    case 'text':
      return ''
    case 'flag':
      return false
    default:
      return []
  }
}

function readField(name: string, spec: FieldSpec, source: SubmittedValues): FieldValue {
  switch (spec.input) {
    case 'text': {
      const value = source.text(name)
      if (value === undefined || value === null) return ''
      return value as FieldValue
    }
    case 'flag': {
      const value = source.text(name)
      if (typeof value === 'boolean') return value
      if (value === undefined || value === null) return false
      return typeof value === 'string' ? TICKED.has(value.toLowerCase()) : (value as FieldValue)
    }
    case 'list':
      return source.all(name).filter((value) => value !== '') as unknown as FieldValue
    case 'files':
      // A file input left empty still sends a part (no name, no bytes; some runtimes read it as
      // an empty string): that is no file.
      return source.all(name).filter((value) => !isEmptyFilePart(value)) as unknown as FieldValue
    case 'items': {
      const parts = spec.itemParts ?? []
      const columns = parts.map((part) => source.all(`${name}_${part}`))
      if (columns.every((column) => column.length === 0)) return source.all(name) as unknown as FieldValue
      const count = Math.max(...columns.map((column) => column.length))
      const items: Record<string, unknown>[] = []
      for (let index = 0; index < count; index++) {
        items.push(Object.fromEntries(parts.map((part, at) => [part, columns[at]![index] ?? ''])))
      }
      return items as unknown as FieldValue
    }
  }
}

const SINGLE_LINE = singleLine()
const PLAIN_TEXT = plainText()

/** The characters check every typed field runs first (files and ticked boxes hold no typed text). */
function characterRuleOf(spec: FieldSpec): ValidationRule | undefined {
  if (spec.input === 'files' || spec.input === 'flag') return undefined
  return spec.lines === 'multi' ? PLAIN_TEXT : SINGLE_LINE
}

export function defineForm<Fields extends FieldSpecs>(
  id: string,
  fields: Fields,
  options: { phoneCountryField?: keyof Fields & string } = {},
): FormDefinition<Fields> {
  const fieldNames = Object.keys(fields) as (keyof Fields & string)[]
  const specOf = (name: string): FieldSpec | undefined => (Object.hasOwn(fields, name) ? (fields[name] as FieldSpec) : undefined)

  const applies = (name: string, values: FormValues) => {
    const spec = specOf(name)
    return !!spec && (spec.appliesWhen?.(values) ?? true)
  }
  const contextOf = (values: FormValues): RuleContext => {
    const country = options.phoneCountryField ? values[options.phoneCountryField] : undefined
    return { phoneCountry: typeof country === 'string' ? country : undefined }
  }
  const checkField = (name: string, values: FormValues): ValidationFailure | undefined => {
    const spec = specOf(name)
    if (!spec || !applies(name, values)) return undefined
    const rules = typeof spec.rules === 'function' ? spec.rules(values) : spec.rules
    const characters = characterRuleOf(spec)
    return firstFailure(characters ? [characters, ...rules] : rules, values[name], contextOf(values))
  }
  const checkFields = (names: readonly string[], values: FormValues): FieldFailures => {
    const failures: FieldFailures = {}
    for (const name of names) {
      const failure = checkField(name, values)
      if (failure) failures[name] = failure
    }
    return failures
  }

  const emptyValues = () =>
    Object.fromEntries(fieldNames.map((name) => [name, emptyValueOf((fields[name] as FieldSpec).input)])) as ValuesOf<Fields>

  const read = (source: SubmittedValues): FormValues => {
    const values: FormValues = {}
    for (const name of fieldNames) values[name] = readField(name, fields[name] as FieldSpec, source)
    for (const name of fieldNames) {
      if (!applies(name, values)) values[name] = emptyValueOf((fields[name] as FieldSpec).input)
    }
    return values
  }

  return {
    id,
    fields,
    fieldNames,
    phoneCountryField: options.phoneCountryField,
    emptyValues,
    applies,
    checkField,
    checkFields,
    read,
  }
}

/** The part a browser sends for a file input where no file was chosen. */
export function isEmptyFilePart(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true
  return typeof File !== 'undefined' && value instanceof File && value.size === 0 && value.name === ''
}

/** Values from a parsed JSON body. */
export function jsonValues(body: unknown): SubmittedValues {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  return {
    text: (name) => (Object.hasOwn(record, name) ? record[name] : undefined),
    all: (name) => {
      if (!Object.hasOwn(record, name)) return []
      const value = record[name]
      return Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
    },
  }
}

/** Values from a posted form (FormData on either side). */
export function formDataValues(form: FormData): SubmittedValues {
  return {
    text: (name) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : value === null ? undefined : value
    },
    all: (name) => form.getAll(name).filter((value) => typeof value === 'string' || !isEmptyFilePart(value)),
  }
}
