import { useCallback, useState } from 'react'
import type * as Schema from 'effect/Schema'
import { validateForm, type FormErrors } from '@partfront/core/auth'

/** A form's values by field name: checkboxes as `true`/`false`, the rest as typed. */
export function formValues(form: HTMLFormElement): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || element.name === '') continue
    values[element.name] = element.type === 'checkbox' ? element.checked : element.value
  }
  return values
}

/**
 * AUTH-4: the messages beside a form's fields, from core's form schema: a field's message shows once it was
 * left (blur), and every field's on submit.
 */
export function useFieldChecks<T extends object>(schema: Schema.ConstraintDecoder<T>) {
  const [errors, setErrors] = useState<FormErrors<T>>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const onBlur = useCallback(
    (event: React.FocusEvent<HTMLFormElement>) => {
      const target: EventTarget = event.target
      if (!(target instanceof HTMLInputElement) || target.name === '' || target.form === null) return
      const seen = new Set(touched).add(target.name)
      setTouched(seen)
      const validation = validateForm(schema, formValues(target.form))
      const all: Record<string, string | undefined> = validation.ok ? {} : validation.errors
      setErrors(Object.fromEntries([...seen].flatMap((name) => (all[name] === undefined ? [] : [[name, all[name]]]))) as FormErrors<T>)
    },
    [schema, touched],
  )
  /** Validates the whole form: its value when valid, else `null` with every message shown. */
  const check = useCallback(
    (form: HTMLFormElement): T | null => {
      const validation = validateForm(schema, formValues(form))
      setTouched(new Set(Object.keys(formValues(form))))
      setErrors(validation.ok ? {} : validation.errors)
      return validation.ok ? validation.value : null
    },
    [schema],
  )
  const error = (name: keyof T & string): string | undefined => (errors as Record<string, string | undefined>)[name]
  return { onBlur, check, error }
}
