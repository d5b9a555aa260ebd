import type { ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

/** A button's look: `primary` (white on brand), `secondary` (outlined), `link` (text only). */
export type ButtonVariant = 'primary' | 'secondary' | 'link'

/** A button's size. */
export type ButtonSize = 'sm' | 'md'

/** The class names of a button look, for an `<a>` that should look like a button. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @default 'primary' */
  readonly variant?: ButtonVariant
  /** @default 'md' */
  readonly size?: ButtonSize
}

/** A real `<button>` (type `button` unless told), with the site's variants and a visible focus ring. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, className)} {...rest} />
}
