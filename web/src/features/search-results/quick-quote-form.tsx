import { useId } from 'react'
import { quoteSubmit } from '@partfront/core/contract'
import { quickQuoteBody, quickQuoteFailureMessage, quickQuoteSentText, validateQuickQuote } from '@partfront/core/quick-quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField, FormMessage } from '../../ui/form-field.tsx'
import { fieldReader, useSendForm } from '../../ui/send-form.tsx'
import styles from './quick-quote-form.module.css'

const FIELDS = [
  { name: 'model', label: 'Part number', autoComplete: 'off' },
  { name: 'qty', label: 'Quantity', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'name', label: 'Your name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'company', label: 'Company (optional)', autoComplete: 'organization' },
] as const satisfies readonly { readonly name: string; readonly label: string; readonly autoComplete: string; readonly type?: string; readonly inputMode?: 'numeric' }[]

/**
 * The request for quotation an empty search offers for the part number typed: checked by core's rules,
 * sent to the server (`quoteSubmit`), confirmed. Errors show at their fields and are announced, and the first
 * field refused takes the focus. The form loads lazily with its rules, so it has nothing more to preload.
 */
export function QuickQuoteForm({ model }: { readonly model: string }) {
  const storefront = useStorefront()
  const id = useId()
  const form = useSendForm<string>({
    send: async (fields) => {
      const read = fieldReader(fields)
      const checked = validateQuickQuote(Object.fromEntries(FIELDS.map((field) => [field.name, read(field.name)])))
      if (!checked.ok) {
        const first = FIELDS.find((field) => checked.errors[field.name] !== undefined)
        if (first !== undefined) document.getElementById(`${id}-${first.name}`)?.focus()
        return { ok: false, errors: checked.errors }
      }
      const receipt = await storefront.call(quoteSubmit, { body: quickQuoteBody(checked.value) }).catch((error: unknown) => {
        throw new Error(quickQuoteFailureMessage(error))
      })
      return { ok: true, receipt: quickQuoteSentText(checked.value.model, receipt.id) }
    },
    fallback: quickQuoteFailureMessage(null),
  })
  if (form.receipt !== null) {
    return (
      <p role="status" className={styles.sent} data-testid="quick-quote-sent">
        {form.receipt}
      </p>
    )
  }
  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} {...form.formProps}>
      <h2 id={`${id}-title`} className={styles.title}>
        Request a quote for this part
      </h2>
      <p className={styles.lead}>We source parts we do not list: tell us how many you need and we answer by email.</p>
      <div className={styles.fields}>
        {FIELDS.map((field) => (
          <FormField key={field.name} idPrefix={id} {...field} defaultValue={field.name === 'model' ? model : undefined} error={form.errors[field.name]} />
        ))}
      </div>
      {form.failure !== null && <FormMessage kind="error">{form.failure}</FormMessage>}
      <Button type="submit" disabled={!form.ready}>
        {form.sending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  )
}
