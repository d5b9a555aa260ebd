import { useId, useState, type FormEvent } from 'react'
import { quoteSubmit } from '@partfront/core/contract'
import { quickQuoteBody, quickQuoteFailureMessage, quickQuoteSentText, validateQuickQuote } from '@partfront/core/quick-quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import styles from './quick-quote-form.module.css'

type Field = 'model' | 'qty' | 'name' | 'email' | 'company'

const FIELDS: readonly { readonly name: Field; readonly label: string; readonly autoComplete: string; readonly type?: string }[] = [
  { name: 'model', label: 'Part number', autoComplete: 'off' },
  { name: 'qty', label: 'Quantity', autoComplete: 'off', type: 'text' },
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
]

/**
 * The request for quotation an empty search offers for the part number typed: checked by core's rules,
 * sent to the server (`quoteSubmit`), confirmed. Errors show at their fields and are announced.
 */
export function QuickQuoteForm({ model }: { readonly model: string }) {
  const storefront = useStorefront()
  const id = useId()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(FIELDS.map((field) => {
        const value = data.get(field.name)
        return [field.name, typeof value === 'string' ? value : '']
      }))
    const checked = validateQuickQuote(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      const first = FIELDS.find((field) => checked.errors[field.name] !== undefined)
      if (first !== undefined) document.getElementById(`${id}-${first.name}`)?.focus()
      return
    }
    setErrors({})
    setFailure(null)
    setSending(true)
    storefront
      .call(quoteSubmit, { body: quickQuoteBody(checked.value) })
      .then((receipt) => setSent(quickQuoteSentText(checked.value.model, receipt.id)))
      .catch((error: unknown) => setFailure(quickQuoteFailureMessage(error)))
      .finally(() => setSending(false))
  }
  if (sent !== null) {
    return (
      <p role="status" className={styles.sent} data-testid="quick-quote-sent">
        {sent}
      </p>
    )
  }
  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className={styles.title}>
        Request a quote for this part
      </h2>
      <p className={styles.lead}>We source parts we do not list: tell us how many you need and we answer by email.</p>
      <div className={styles.fields}>
        {FIELDS.map((field) => {
          const error = errors[field.name]
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type ?? 'text'}
                inputMode={field.name === 'qty' ? 'numeric' : undefined}
                autoComplete={field.autoComplete}
                defaultValue={field.name === 'model' ? model : undefined}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={error === undefined ? undefined : `${id}-${field.name}-error`}
              />
              {error !== undefined && (
                <p id={`${id}-${field.name}-error`} className={styles.error} role="alert">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </div>
      {failure !== null && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  )
}
