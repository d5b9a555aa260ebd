import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import styles from './form-field.module.css'

/** Props of `TextField`: an `<input>` with its label, an optional hint and its error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The field's name and id (`{form}-{name}` when `form` is set). */
  readonly name: string
  readonly label: string
  /** A line under the label, said before the field is typed in (`At least six characters`). */
  readonly hint?: ReactNode
  /** The message to show at the field; announced, and tied to it with `aria-describedby`. */
  readonly error?: string | undefined
  /** A prefix for the id, so two forms on a page do not share ids. */
  readonly idPrefix?: string
  /** Something to put beside the input (a captcha picture, a send-code button). */
  readonly addon?: ReactNode
  readonly ref?: Ref<HTMLInputElement>
}

/** A labelled text input whose error is announced (`role="alert"`) and linked by `aria-describedby`. */
export function TextField({ name, label, hint, error, idPrefix = 'field', addon, required, ref, ...input }: TextFieldProps) {
  const id = `${idPrefix}-${name}`
  const described = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {required === true ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      <span className={styles.control}>
        <input
          ref={ref}
          id={id}
          name={name}
          className={styles.input}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={described === '' ? undefined : described}
          required={required}
          {...input}
        />
        {addon}
      </span>
      {error === undefined ? null : (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** Props of `CheckboxField`. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> {
  readonly name: string
  readonly label: ReactNode
  readonly error?: string | undefined
  readonly idPrefix?: string
}

/** A checkbox with its label beside it, and its error under it. */
export function CheckboxField({ name, label, error, idPrefix = 'field', ...input }: CheckboxFieldProps) {
  const id = `${idPrefix}-${name}`
  return (
    <div className={styles.field}>
      <span className={styles.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {error === undefined ? null : (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}

/** A form-level message: an error (`role="alert"`) or a confirmation (`role="status"`). */
export function FormMessage({ kind, children }: { readonly kind: 'error' | 'success'; readonly children: ReactNode }) {
  return (
    <p className={kind === 'error' ? styles.formError : styles.formSuccess} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  )
}
