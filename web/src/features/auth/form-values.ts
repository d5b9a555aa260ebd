import { useCallback, useState } from 'react'
import type * as Schema from 'effect/Schema'
import { validateForm } from '@partfront/core/auth'

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
 * AUTH-4: the messages beside a form's fields, from core's form schema: a field's message shows when it is
 * left (blur) and every field's on submit; typing in a field with a message updates it (so it disappears as
 * soon as the value is right). A field's message never changes when another field is left: the page does not
 * shift under the pointer on its way to the submit button.
 */
export function useFieldChecks<T extends object>(schema: Schema.ConstraintDecoder<T>) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const fieldOf = (event: React.SyntheticEvent<HTMLFormElement>): HTMLInputElement | null => {
    const target: EventTarget = event.target
    return target instanceof HTMLInputElement && target.name !== '' && target.form !== null ? target : null
  }
  const recheck = useCallback(
    (input: HTMLInputElement, onlyShown: boolean) => {
      if (input.form === null) return
      const validation = validateForm(schema, formValues(input.form))
      const message = validation.ok ? undefined : (validation.errors as Record<string, string | undefined>)[input.name]
      setErrors((shown) => {
        if (onlyShown && shown[input.name] === undefined) return shown
        const { [input.name]: _left, ...rest } = shown
        return message === undefined ? rest : { ...rest, [input.name]: message }
      })
    },
    [schema],
  )
  const onBlur = useCallback(
    (event: React.FocusEvent<HTMLFormElement>) => {
      const input = fieldOf(event)
      if (input !== null) recheck(input, false)
    },
    [recheck],
  )
  const onInput = useCallback(
    (event: React.FormEvent<HTMLFormElement>) => {
      const input = fieldOf(event)
      if (input !== null) recheck(input, true)
    },
    [recheck],
  )
  /** Validates the whole form: its value when valid, else `null` with every message shown. */
  const check = useCallback(
    (form: HTMLFormElement): T | null => {
      const validation = validateForm(schema, formValues(form))
      setErrors(validation.ok ? {} : (validation.errors as Record<string, string>))
      return validation.ok ? validation.value : null
    },
    [schema],
  )
  const error = (name: keyof T & string): string | undefined => errors[name]
  return { onBlur, onInput, check, error }
}
