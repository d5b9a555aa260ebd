import { useRef, useState, type FormEvent } from 'react'
import { quoteSubmit, type QuoteReceipt, type QuoteSubmitBody } from '@partfront/core/contract'
import {
  QUOTE_OPTIONS,
  quoteContactBody,
  quoteLineInput,
  quoteSubmitBody,
  type QuoteContactInput,
  type QuoteLineInput,
} from '@partfront/core/quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/labelled-field.tsx'
import styles from './forms.module.css'

type LineErrors = Partial<Record<keyof QuoteLineInput, string>>
interface Line {
  readonly key: number
  readonly values: QuoteLineInput
}

/** At most this many lines on one Get Quote form (ours: a longer list is a BOM, `/bom`). */
const MAX_LINES = 20

/**
 * The Get Quote page's form (`/quote`, spec §2/§3): several quote lines (model, manufacturer, package, target
 * price, description, qty, option) added and removed, and who to answer. Each line is checked by core's quote
 * rules; the server takes one line per `quoteSubmit`, so the lines are sent one after the other and the page
 * confirms the numbers it received. A failure keeps the lines not yet sent on the form.
 */
export function QuoteForm() {
  const storefront = useStorefront()
  const nextKey = useRef(2)
  const [lines, setLines] = useState<readonly Line[]>([{ key: 1, values: quoteLineInput() }])
  const [contact, setContact] = useState<QuoteContactInput>({ name: '', email: '', company: '', tel: '' })
  const [lineErrors, setLineErrors] = useState<Readonly<Record<number, LineErrors>>>({})
  const [contactErrors, setContactErrors] = useState<Partial<Record<keyof QuoteContactInput, string>>>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipts, setReceipts] = useState<readonly QuoteReceipt[] | null>(null)

  function update(key: number, name: keyof QuoteLineInput, value: string) {
    setLines((current) => current.map((line) => (line.key === key ? { ...line, values: { ...line.values, [name]: value } } : line)))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const bodies: { key: number; body: QuoteSubmitBody }[] = []
    const errors: Record<number, LineErrors> = {}
    for (const line of lines) {
      const result = quoteSubmitBody(line.values, contact)
      if (result.ok) bodies.push({ key: line.key, body: result.value })
      else errors[line.key] = result.errors
    }
    const checkedContact = quoteContactBody(contact)
    setContactErrors(checkedContact.ok ? {} : checkedContact.errors)
    if (!checkedContact.ok || Object.keys(errors).length > 0) {
      setLineErrors(errors)
      return
    }
    setLineErrors({})
    setFailure(null)
    setSending(true)
    const received: QuoteReceipt[] = []
    try {
      for (const { key, body } of bodies) {
        received.push(await storefront.call(quoteSubmit, { body }))
        setLines((current) => current.filter((line) => line.key !== key))
      }
      setReceipts(received)
    } catch (error) {
      const reason = error instanceof Error && error.message !== '' ? error.message : 'The request could not be sent'
      setFailure(`${reason}. ${received.length} of ${bodies.length} lines were sent; the others are still on the form.`)
    } finally {
      setSending(false)
    }
  }

  if (receipts !== null) {
    return (
      <p role="status" className={styles.confirmation}>
        Thank you: {receipts.length === 1 ? 'your request was' : `your ${receipts.length} requests were`} received (number
        {receipts.length === 1 ? '' : 's'} {receipts.map((receipt) => receipt.id).join(', ')}). Our sales team will email you a quotation.
      </p>
    )
  }

  return (
    <form className={styles.quoteForm} aria-label="Get Quote" noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.lines}>
        {lines.map((line, index) => {
          const errors = lineErrors[line.key] ?? {}
          const field = (name: keyof QuoteLineInput) => ({
            name: `${name}-${line.key}`,
            value: line.values[name],
            error: errors[name],
            onChange: (event: { target: { value: string } }) => update(line.key, name, event.target.value),
          })
          return (
            <fieldset key={line.key} className={styles.line}>
              <legend className={styles.lineLegend}>Part {index + 1}</legend>
              <FormField label="Model" required autoComplete="off" {...field('model')} />
              <FormField label="Manufacturer" autoComplete="off" {...field('manufacturer')} />
              <FormField label="Package" autoComplete="off" {...field('package')} />
              <FormField label="Quantity" required inputMode="numeric" autoComplete="off" {...field('qty')} />
              <FormField label="Target price (USD)" inputMode="decimal" autoComplete="off" {...field('targetPrice')} />
              <FormField label="Option" as="select" {...field('option')}>
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
                disabled={lines.length === 1 || sending}
                aria-label={`Remove part ${index + 1}`}
                onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
              >
                Remove
              </Button>
            </fieldset>
          )
        })}
        <div>
          <Button
            variant="secondary"
            disabled={lines.length >= MAX_LINES || sending}
            onClick={() => {
              const key = nextKey.current++
              setLines((current) => [...current, { key, values: quoteLineInput() }])
            }}
          >
            Add another part
          </Button>
        </div>
      </div>
      <fieldset className={`${styles.fieldset} ${styles.form}`}>
        <legend className={styles.legend}>Who should we answer?</legend>
        <FormField label="Your name" required autoComplete="name" name="name" value={contact.name} error={contactErrors.name} onChange={(event) => setContact({ ...contact, name: event.target.value })} />
        <FormField label="Email" required type="email" autoComplete="email" name="email" value={contact.email} error={contactErrors.email} onChange={(event) => setContact({ ...contact, email: event.target.value })} />
        <FormField label="Company" autoComplete="organization" name="company" value={contact.company} error={contactErrors.company} onChange={(event) => setContact({ ...contact, company: event.target.value })} />
        <FormField label="Telephone" type="tel" autoComplete="tel" name="tel" value={contact.tel} error={contactErrors.tel} onChange={(event) => setContact({ ...contact, tel: event.target.value })} />
      </fieldset>
      {failure === null ? null : (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.buttons}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : `Send ${lines.length === 1 ? 'request' : `${lines.length} requests`}`}
        </Button>
      </div>
    </form>
  )
}
