/**
 * Form state in an island: values, the errors shown, and validation on blur and change (never
 * while typing), stopping at a field's first failing rule (SPEC.md point 5). A field that other
 * fields depend on (the country of a phone number or postal code) re-checks them when it changes.
 *
 * Phone checks need the phone library, which the browser loads on demand (issue 20,
 * phone-library-on-demand.ts): on the first focus in the form, or once the browser is idle after
 * the form hydrated, whichever comes first (`prepare`). Checks of fields without a phone rule run
 * at once as before; a blur or change of one with it before the library is there is checked as
 * soon as it is, with the same rules and messages; a submit checks `isReady` and waits
 * (`whenReady`) only when the fields it checks need the library and it is not there yet.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { AnyFormDefinition, FormValues } from './form-schema.ts'
import { loadPhoneLibrary, phoneLibraryLoaded } from './phone-library-on-demand.ts'
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
  /** Starts loading what the checks need (call on the form's first use); resolves when they can run. */
  prepare(): Promise<void>
  /** Whether these fields (all by default) can be checked now: none has a phone rule, or the library is there. */
  isReady(names?: readonly string[]): boolean
  /** Resolves once every check can run (a submit awaits it when `isReady` says no). */
  whenReady(): Promise<void>
  /**
   * Takes over what the visitor typed or chose in the server-rendered form before the island
   * hydrated (React keeps the page's values, its state would not): those values become the
   * state's, and the fields already left are checked as a blur would have.
   */
  adoptEdits(edits: EditsBeforeHydration): void
  isRequired(name: string): boolean
  isShown(name: string): boolean
}

export interface EditsBeforeHydration {
  values: FormValues
  /** Fields changed and already left (not the one that has the focus). */
  left: string[]
}

/** What differs from the server-rendered defaults in the form's named controls. */
export function editsBeforeHydration(form: HTMLFormElement, fieldNames: readonly string[]): EditsBeforeHydration {
  const values: FormValues = {}
  const focused = (document.activeElement as HTMLInputElement | null)?.name
  for (const name of fieldNames) {
    const controls = [...form.querySelectorAll(`[name="${CSS.escape(name)}"]`)]
    if (controls.length === 0) continue
    const first = controls[0]!
    if (first instanceof HTMLSelectElement) {
      const options = [...first.options]
      if (options.some((option) => option.selected !== option.defaultSelected))
        values[name] = first.multiple ? options.filter((option) => option.selected).map((option) => option.value) : first.value
    } else if (first instanceof HTMLInputElement && (first.type === 'checkbox' || first.type === 'radio')) {
      const inputs = controls as HTMLInputElement[]
      if (!inputs.some((input) => input.checked !== input.defaultChecked)) continue
      if (first.type === 'radio') values[name] = inputs.find((input) => input.checked)?.value ?? ''
      else if (inputs.length === 1) values[name] = first.checked
      else values[name] = inputs.filter((input) => input.checked).map((input) => input.value)
    } else if (first instanceof HTMLInputElement && first.type === 'file') {
      const files = [...(first.files ?? [])]
      if (files.length) values[name] = files.map((file) => ({ name: file.name, size: file.size, type: file.type }))
    } else if ((first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) && first.value !== first.defaultValue) {
      values[name] = first.value
    }
  }
  return { values, left: Object.keys(values).filter((name) => name !== focused) }
}

/** Loads what the checks need; resolves when they can run. */
function prepareChecks(): Promise<void> {
  return loadPhoneLibrary()
}

/** Whether checking these fields, with these values, runs a phone rule (which needs the phone library). */
function needsPhoneLibrary(form: AnyFormDefinition, names: readonly string[], values: FormValues): boolean {
  return names.some((name) => {
    const spec = form.fields[name]
    if (!spec || !form.applies(name, values)) return false
    const rules = typeof spec.rules === 'function' ? spec.rules(values) : spec.rules
    return rules.some((rule: ValidationRule) => rule.name === 'phone')
  })
}

/** Runs `work` when the browser is idle (soon, at the latest). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 0)
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
  useEffect(() => {
    setHydrated(true)
    // The phone library, unless the form's first use asked for it already.
    whenIdle(() => void prepareChecks())
  }, [])
  // The latest values and checked fields, for a check that waited for the phone library.
  const latest = useRef({ values, checked })
  latest.current = { values, checked }

  const messageOf = useCallback(
    (name: string, current: FormValues) => {
      const failure = form.checkField(name, current)
      return failure ? validationMessage(templates, failure, labels[name] ?? name) : undefined
    },
    [form, labels, templates],
  )

  const setValue = useCallback((name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value })), [])

  /** Checks `name` (and the checked fields that depend on it) against `current`. */
  const commitWith = useCallback(
    (name: string, current: FormValues, seen: ReadonlySet<string>) => {
      const toCheck = [name, ...(DEPENDENT_FIELDS[name] ?? []).filter((other) => seen.has(other))]
      setErrors((shown) => {
        const updated = { ...shown }
        for (const field of toCheck) {
          const message = messageOf(field, current)
          if (message) updated[field] = message
          else delete updated[field]
        }
        return updated
      })
      setChecked((before) => new Set([...before, name]))
    },
    [messageOf],
  )

  const commit = useCallback(
    (name: string, value: FieldValue) => {
      setValues((current) => ({ ...current, [name]: value }))
      const next = { ...values, [name]: value }
      const toCheck = [name, ...(DEPENDENT_FIELDS[name] ?? []).filter((other) => checked.has(other))]
      if (phoneLibraryLoaded() || !needsPhoneLibrary(form, toCheck, next)) {
        commitWith(name, next, checked)
        return
      }
      // The first blur or change may come before the phone library: checked as soon as it is there.
      void prepareChecks().then(() => {
        const { values: now, checked: seen } = latest.current
        commitWith(name, { ...now, [name]: Object.hasOwn(now, name) ? now[name] : value }, seen)
      })
    },
    [form, values, checked, commitWith],
  )

  const adoptEdits = useCallback(
    (edits: EditsBeforeHydration) => {
      if (Object.keys(edits.values).length === 0) return
      const next = { ...latest.current.values, ...edits.values }
      setValues((current) => ({ ...current, ...edits.values }))
      void prepareChecks().then(() => {
        for (const name of edits.left) commitWith(name, next, new Set([...latest.current.checked, ...edits.left]))
      })
    },
    [commitWith],
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

  const isReady = useCallback(
    (names?: readonly string[]) => phoneLibraryLoaded() || !needsPhoneLibrary(form, names ?? form.fieldNames, values),
    [form, values],
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
      prepare: prepareChecks,
      isReady,
      whenReady: prepareChecks,
      adoptEdits,
      isRequired,
      isShown,
    }),
    [values, errors, hydrated, setValue, commit, checkNow, isReady, isRequired, isShown, adoptEdits],
  )
}
