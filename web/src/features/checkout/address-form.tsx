import { useState, type FormEvent } from 'react'
import { failureMessage } from '@partfront/core/auth'
import { addressFormBody } from '@partfront/core/checkout'
import type { AddressAddBody } from '@partfront/core/contract'
import { Button } from '../../ui/button.tsx'
import styles from './checkout.module.css'

const FIELDS: ReadonlyArray<{ readonly name: string; readonly label: string; readonly autoComplete: string; readonly required: boolean; readonly wide?: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'company', label: 'Company', autoComplete: 'organization', required: false, wide: true },
  { name: 'address', label: 'Street address', autoComplete: 'street-address', required: true, wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  { name: 'state', label: 'State / province', autoComplete: 'address-level1', required: false },
  { name: 'postcode', label: 'Postal code', autoComplete: 'postal-code', required: false },
  { name: 'country', label: 'Country', autoComplete: 'country-name', required: true },
  { name: 'tel', label: 'Telephone', autoComplete: 'tel', required: true },
  { name: 'email', label: 'Email', autoComplete: 'email', required: false },
]

/**
 * The checkout's inline new address: a real form whose fields are checked by core's `addressFormBody` (the
 * server's schema), each problem shown at its field and announced; the server's refusal shown above.
 */
export function AddressForm({
  onSave,
  onCancel,
}: {
  readonly onSave: (request: { readonly body: AddressAddBody }) => Promise<void>
  readonly onCancel: (() => void) | undefined
}) {
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const typed = Object.fromEntries(
      FIELDS.map((field) => {
        const value = form.get(field.name)
        return [field.name, typeof value === 'string' ? value : '']
      }),
    )
    const checked = addressFormBody(typed)
    if (!checked.ok) {
      setProblems(checked.problems)
      return
    }
    setProblems({})
    setFailure(null)
    setSending(true)
    try {
      await onSave({ body: checked.body })
    } catch (error) {
      setFailure(failureMessage(error, 'The address could not be saved, please try again'))
      setSending(false)
    }
  }

  return (
    <form aria-label="New address" onSubmit={(event) => void submit(event)} noValidate>
      {failure === null ? null : (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.fields}>
        {FIELDS.map((field) => {
          const problem = problems[field.name]
          const errorId = `address-${field.name}-error`
          return (
            <div key={field.name} className={`${styles.field} ${field.wide === true ? styles.wide : ''}`}>
              <label htmlFor={`address-${field.name}`}>
                {field.label}
                {field.required ? ' *' : ''}
              </label>
              <input
                id={`address-${field.name}`}
                name={field.name}
                type={field.name === 'email' ? 'email' : field.name === 'tel' ? 'tel' : 'text'}
                autoComplete={`shipping ${field.autoComplete}`}
                required={field.required}
                aria-invalid={problem === undefined ? undefined : true}
                aria-describedby={problem === undefined ? undefined : errorId}
              />
              {problem === undefined ? null : (
                <p id={errorId} className={styles.error} role="alert">
                  {problem}
                </p>
              )}
            </div>
          )
        })}
      </div>
      <p className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Saving…' : 'Save address'}
        </Button>
        {onCancel === undefined ? null : (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </p>
    </form>
  )
}
