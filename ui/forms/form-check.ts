/**
 * The whole-form check: each form definition (form-schema.ts) as one arktype schema, field rules
 * included, the single check the endpoints run (and the project request's confirmation in the
 * browser, which loads this module when it is needed: arktype is ~45 KB gzip). Unknown fields are
 * dropped; a shape error is reported like a rule's, one failure per field.
 */
import { type Type, type } from 'arktype'
import type {
  AnyFormDefinition,
  FieldFailures,
  FieldShape,
  FieldSpec,
  FormCheck,
  FormDefinition,
  FormValues,
  ValuesOf,
} from './form-schema.ts'
import type { ValidationFailure } from './validators.ts'

const FILE = { name: 'string', size: 'number', type: 'string' } as const

function typeOf(shape: FieldShape): Type<unknown> {
  const { definition } = shape
  if (definition === 'files') return type(FILE).array() as Type<unknown>
  if (typeof definition === 'object')
    return type(Object.fromEntries(definition.items.map((part) => [part, 'string']))).array() as Type<unknown>
  return type(definition) as Type<unknown>
}

/** The arktype errors of a field are reported the way the rules report theirs. */
function shapeFailure(code: string): ValidationFailure {
  return code === 'required' ? { key: 'required', values: {} } : { key: 'invalid', values: {} }
}

const schemas = new WeakMap<AnyFormDefinition, Type<unknown>>()

/** What the values of a form are once its check passed. */
export type CheckedValues<Form> = Form extends FormDefinition<infer Fields> ? ValuesOf<Fields> : never

/** The arktype schema of the whole form, field rules included (built once per form). */
export function formSchema<Form extends AnyFormDefinition>(form: Form): Type<CheckedValues<Form>> {
  let schema = schemas.get(form)
  if (!schema) {
    const shape = type(Object.fromEntries(form.fieldNames.map((name) => [name, typeOf((form.fields[name] as FieldSpec).shape)])))
    schema = shape.onUndeclaredKey('delete').narrow((values, ctx) => {
      const failures = form.checkFields(form.fieldNames, values as FormValues)
      for (const [name, failure] of Object.entries(failures)) {
        ctx.reject({ path: [name], expected: failure.key, failure } as Parameters<typeof ctx.reject>[0])
      }
      return Object.keys(failures).length === 0
    }) as unknown as Type<unknown>
    schemas.set(form, schema)
  }
  return schema as Type<CheckedValues<Form>>
}

/** Runs the form's schema over values, reporting one failure per field. */
export function checkForm<Form extends AnyFormDefinition>(form: Form, values: unknown): FormCheck<CheckedValues<Form>> {
  let result: unknown
  try {
    result = formSchema(form)(values)
  } catch {
    return { ok: false, failures: { form: { key: 'invalid', values: {} } } }
  }
  if (!(result instanceof type.errors)) return { ok: true, values: result as CheckedValues<Form> }
  const failures: FieldFailures = {}
  for (const error of result) {
    const name = String(error.path[0] ?? 'form')
    if (failures[name]) continue
    const own = (error as unknown as { failure?: ValidationFailure }).failure
    failures[name] = own ?? shapeFailure(error.code)
  }
  // A shape error stops arktype before the rules: still report the other fields' rule failures.
  if (values && typeof values === 'object' && !Array.isArray(values)) {
    const others = form.fieldNames.filter((name) => !failures[name])
    Object.assign(failures, form.checkFields(others, values as FormValues))
  }
  return { ok: false, failures }
}
