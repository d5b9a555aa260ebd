import { useRef, useState } from 'react'
import { QUOTE_OPTIONS } from '@partfront/core/quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { ContactFields, useSendForm } from '../../ui/send-form.tsx'
import styles from './forms.module.css'

/** At most this many lines on one Get Quote form (ours: a longer list is a BOM, `/bom`). */
const MAX_LINES = 20

/** The rules and API schemas that check and send the form: loaded on its first focus or submit. */
const loadSender = () => import('./quote-send.ts')

/**
 * The Get Quote page's form (`/quote`, spec §2/§3): several quote lines (model, manufacturer, package, target
 * price, description, qty, option) added and removed, and who to answer. Server-rendered with its first line,
 * fillable before hydration; each line is checked by core's quote rules and sent as its own `quoteSubmit`, and the
 * page confirms the numbers it received. A failure keeps the lines not yet sent on the form.
 */
export function QuoteForm() {
  const storefront = useStorefront()
  const nextKey = useRef(2)
  const [keys, setKeys] = useState<readonly number[]>([1])
  const form = useSendForm({
    preload: loadSender,
    send: async (fields) =>
      (await loadSender()).sendQuote(storefront.call, fields, keys, (key) => setKeys((current) => current.filter((other) => other !== key))),
    fallback: 'The request could not be sent; please try again.',
  })
  const { errors, receipt } = form

  if (receipt !== null) {
    return (
      <p role="status" className={styles.confirmation}>
        Thank you: {receipt.length === 1 ? 'your request was' : `your ${receipt.length} requests were`} received (number
        {receipt.length === 1 ? '' : 's'} {receipt.map((quote) => quote.id).join(', ')}). Our sales team will email you a quotation.
      </p>
    )
  }

  return (
    <form className={styles.quoteForm} aria-label="Get Quote" {...form.formProps}>
      <div className={styles.lines}>
        {keys.map((key, index) => {
          const field = (name: string) => ({ name: `${name}-${key}`, error: errors[`${name}-${key}`] })
          return (
            <fieldset key={key} className={styles.line}>
              <legend className={styles.lineLegend}>Part {index + 1}</legend>
              <FormField label="Model" required autoComplete="off" {...field('model')} />
              <FormField label="Manufacturer" autoComplete="off" {...field('manufacturer')} />
              <FormField label="Package" autoComplete="off" {...field('package')} />
              <FormField label="Quantity" required inputMode="numeric" autoComplete="off" {...field('qty')} />
              <FormField label="Target price (USD)" inputMode="decimal" autoComplete="off" {...field('targetPrice')} />
              <FormField label="Option" as="select" defaultValue="" {...field('option')}>
                <option value="">No preference</option>
                {QUOTE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </FormField>
              <FormField label="Description" autoComplete="off" {...field('description')} />
              <Button
                variant="secondary"
                className={styles.remove}
                disabled={keys.length === 1 || form.sending}
                aria-label={`Remove part ${index + 1}`}
                onClick={() => setKeys((current) => current.filter((other) => other !== key))}
              >
                Remove
              </Button>
            </fieldset>
          )
        })}
        <div>
          <Button
            variant="secondary"
            disabled={keys.length >= MAX_LINES || !form.ready}
            onClick={() => {
              const key = nextKey.current++
              setKeys((current) => [...current, key])
            }}
          >
            Add another part
          </Button>
        </div>
      </div>
      <fieldset className={`${styles.fieldset} ${styles.form}`}>
        <legend className={styles.legend}>Who should we answer?</legend>
        <ContactFields errors={errors} />
      </fieldset>
      {form.failure === null ? null : (
        <p role="alert" className={styles.failure}>
          {form.failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" disabled={!form.ready}>
          {form.sending ? 'Sending…' : `Send ${keys.length === 1 ? 'request' : `${keys.length} requests`}`}
        </Button>
      </div>
    </form>
  )
}
