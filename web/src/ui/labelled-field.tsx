import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import styles from './labelled-field.module.css'

/** What every field shows: its label, an optional hint, and the message when its value was refused. */
interface FieldFrame {
  readonly label: string
  /** The message beside the field (role=alert, and the control's `aria-describedby`). */
  readonly error?: string | undefined
  readonly hint?: ReactNode
  /** Marks the label as required (the control also gets `aria-required`). @default false */
  readonly required?: boolean
  readonly className?: string
}

type Control =
  | ({ readonly as?: 'input' } & InputHTMLAttributes<HTMLInputElement>)
  | ({ readonly as: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  | ({ readonly as: 'select'; readonly children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>)

export type FormFieldProps = FieldFrame & Control

/**
 * A labelled form control (input, textarea or select) with its hint and error: the label is a real `<label>`,
 * the error is announced (role=alert) and described (`aria-describedby`, `aria-invalid`).
 */
export function FormField(props: FormFieldProps) {
  const { label, error, hint, required = false, className, ...control } = props
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const described = [hint === undefined ? '' : hintId, error === undefined ? '' : errorId].filter(Boolean).join(' ')
  const shared = {
    id,
    'aria-invalid': error === undefined ? undefined : true,
    'aria-describedby': described === '' ? undefined : described,
    'aria-required': required ? true : undefined,
  } as const
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {renderControl(control, shared)}
      {hint === undefined ? null : (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error === undefined ? null : (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  )
}

function renderControl(control: Control, shared: Record<string, unknown>) {
  if (control.as === 'textarea') {
    const { as: _as, ...rest } = control
    return <textarea className={styles.control} rows={4} {...rest} {...shared} />
  }
  if (control.as === 'select') {
    const { as: _as, ...rest } = control
    return <select className={styles.control} {...rest} {...shared} />
  }
  const { as: _as, ...rest } = control
  return <input className={styles.control} {...rest} {...shared} />
}
