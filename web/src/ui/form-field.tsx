import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import styles from './form-field.module.css'

/** What every field shows around its control: the label, an optional hint, and the message when its value was refused. */
interface FieldFrame {
  /** The control's `name` (what the form sends); with `idPrefix`, also its id (`{idPrefix}-{name}`). */
  readonly name: string
  readonly label: string
  /** A line under the label, said before the field is typed in (`At least six characters`). */
  readonly hint?: ReactNode
  /** The message to show at the field; announced (`role="alert"`), and tied to it with `aria-describedby`. */
  readonly error?: string | undefined
  /** Marks the label with `*` and the control as required. @default false */
  readonly required?: boolean
  /**
   * A prefix for a readable id (`{idPrefix}-{name}`), so two forms on a page do not share ids; without it the id
   * is React's `useId`, unique on the page and the same on the server and in the browser.
   */
  readonly idPrefix?: string
  /** Something to put beside the control (a captcha picture, a send-code button). */
  readonly addon?: ReactNode
  /** A class for the field's box (a grid column). */
  readonly className?: string
}

type InputControl = { readonly as?: 'input'; readonly ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>
type TextareaControl = { readonly as: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'className'>
type SelectControl = { readonly as: 'select'; readonly children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'className'>

/** Props of `FormField`: the frame, and the control's own attributes (`as` picks input, textarea or select). */
export type FormFieldProps = FieldFrame & (InputControl | TextareaControl | SelectControl)

/**
 * The one labelled form control of the storefront (the account and sign-in forms, the quote, contact and RFQ
 * forms): a real `<label>`, an optional hint, the control (input, textarea or select) with an optional addon, and
 * its error, announced and described (`aria-describedby`, `aria-invalid`). Plain markup with no state of its own,
 * so a server-rendered form is whole and fillable before the page hydrates.
 */
export function FormField(props: FormFieldProps) {
  const { name, label, hint, error, required = false, idPrefix, addon, className, ...control } = props
  const generated = useId()
  const id = idPrefix === undefined ? generated : `${idPrefix}-${name}`
  const described = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`].filter(Boolean).join(' ')
  const shared = {
    id,
    name,
    required,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': described === '' ? undefined : described,
  } as const
  return (
    <div className={className === undefined ? styles.field : `${styles.field} ${className}`}>
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {required ? (
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
        {renderControl(control, shared)}
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

function renderControl(control: InputControl | TextareaControl | SelectControl, shared: Record<string, unknown>) {
  if (control.as === 'textarea') {
    const { as: _as, ...rest } = control
    return <textarea className={`${styles.input} ${styles.textarea}`} rows={4} {...rest} {...shared} />
  }
  if (control.as === 'select') {
    const { as: _as, ...rest } = control
    return <select className={styles.input} {...rest} {...shared} />
  }
  const { as: _as, ...rest } = control
  return <input className={styles.input} {...rest} {...shared} />
}

/** Props of `TextField`: an `<input>` with its label, an optional hint and its error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  /** The field's name and id (`{idPrefix}-{name}`). */
  readonly name: string
  readonly label: string
  readonly hint?: ReactNode
  readonly error?: string | undefined
  /** A prefix for the id, so two forms on a page do not share ids. @default 'field' */
  readonly idPrefix?: string
  readonly addon?: ReactNode
  readonly ref?: Ref<HTMLInputElement>
}

/** `FormField` as a text input with a readable id (`field-{name}` unless `idPrefix` says otherwise): the account forms' name for it. */
export function TextField({ idPrefix = 'field', required, ...props }: TextFieldProps) {
  return <FormField idPrefix={idPrefix} required={required === true} {...props} />
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
