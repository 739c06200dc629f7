/**
 * Form state in an island: values, the errors shown, and validation on blur and change (never
 * while typing), stopping at a field's first failing rule (SPEC.md point 5). A field that other
 * fields depend on (the country of a phone number or postal code) re-checks them when it changes.
 */
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AnyFormDefinition, FormValues } from './form-schema.ts'
import { type ValidationTemplates, failureMessages, validationMessage } from './validation-messages.ts'
import type { FieldValue, ValidationRule } from './validators.ts'

/** Fields whose rules read another field's value. */
const DEPENDENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  country: ['phoneNumber', 'postalCode', 'state'],
  business_country: ['phoneNumber', 'state'],
  registeredCustomer: ['registeredCustomerNumber'],
  first_delivery_date: ['last_delivery_date'],
}

export interface FormState {
  values: FormValues
  errors: Record<string, string>
  /** True once the island runs in the browser (fields that do not apply are then hidden). */
  hydrated: boolean
  setValue(name: string, value: FieldValue): void
  /** Blur or change: check the field (and the fields that depend on it, once they were checked). */
  commit(name: string, value: FieldValue): void
  /** Checks some fields (or all), shows their errors; returns them. */
  checkNow(names?: readonly string[]): Record<string, string>
  replaceErrors(errors: Record<string, string>): void
  replaceValues(values: FormValues): void
  isRequired(name: string): boolean
  isShown(name: string): boolean
}

function hasRequiredRule(rules: readonly ValidationRule[]): boolean {
  return rules.some((rule) => rule.name === 'required')
}

export function useFormState(
  form: AnyFormDefinition,
  initialValues: FormValues,
  initialErrors: Record<string, string>,
  labels: Readonly<Record<string, string>>,
  templates: ValidationTemplates,
): FormState {
  const [values, setValues] = useState<FormValues>(() => ({ ...(form.emptyValues() as FormValues), ...initialValues }))
  const [errors, setErrors] = useState<Record<string, string>>(initialErrors)
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initialErrors)))
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const messageOf = useCallback(
    (name: string, current: FormValues) => {
      const failure = form.checkField(name, current)
      return failure ? validationMessage(templates, failure, labels[name] ?? name) : undefined
    },
    [form, labels, templates],
  )

  const setValue = useCallback((name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value })), [])

  const commit = useCallback(
    (name: string, value: FieldValue) => {
      const next = { ...values, [name]: value }
      setValues((current) => ({ ...current, [name]: value }))
      const toCheck = [name, ...(DEPENDENT_FIELDS[name] ?? []).filter((other) => checked.has(other))]
      setErrors((shown) => {
        const updated = { ...shown }
        for (const field of toCheck) {
          const message = messageOf(field, next)
          if (message) updated[field] = message
          else delete updated[field]
        }
        return updated
      })
      setChecked((seen) => new Set([...seen, name]))
    },
    [values, checked, messageOf],
  )

  const checkNow = useCallback(
    (names?: readonly string[]) => {
      const fields = names ?? form.fieldNames
      const failures = form.checkFields(fields, values)
      const messages = failureMessages(failures, labels, templates)
      setErrors((shown) => {
        const updated = { ...shown }
        for (const field of fields) delete updated[field]
        return { ...updated, ...messages }
      })
      setChecked((seen) => new Set([...seen, ...fields]))
      return messages
    },
    [form, values, labels, templates],
  )

  const isRequired = useCallback(
    (name: string) => {
      const spec = form.fields[name]
      if (!spec) return false
      const rules = typeof spec.rules === 'function' ? spec.rules(values) : spec.rules
      return hasRequiredRule(rules)
    },
    [form, values],
  )

  const isShown = useCallback((name: string) => !hydrated || form.applies(name, values), [form, hydrated, values])

  return useMemo(
    () => ({
      values,
      errors,
      hydrated,
      setValue,
      commit,
      checkNow,
      replaceErrors: setErrors,
      replaceValues: setValues,
      isRequired,
      isShown,
    }),
    [values, errors, hydrated, setValue, commit, checkNow, isRequired, isShown],
  )
}
