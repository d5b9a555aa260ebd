import { useState, type FormEvent } from 'react'
import { quoteSubmit, type ProductDetail, type QuoteReceipt } from '@partfront/core/contract'
import { orderQuantity } from '@partfront/core/pricing'
import { quoteLineInput, quoteSubmitBody, type QuoteContactInput, type QuoteLineInput } from '@partfront/core/quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/labelled-field.tsx'
import styles from './product.module.css'

type Errors = Partial<Record<keyof QuoteLineInput | keyof QuoteContactInput, string>>

/**
 * The product page's Request for Quotation form (PAGE-1): model, manufacturer, package, target price,
 * description and quantity, prefilled from the part (the smallest orderable quantity), and who to answer; validated by core's quote form rules,
 * sent to `quoteSubmit`, confirmed with the request's number.
 */
export function RfqForm({ product }: { readonly product: ProductDetail }) {
  const storefront = useStorefront()
  const [line, setLine] = useState<QuoteLineInput>(() =>
    quoteLineInput({
      model: product.model,
      manufacturer: product.brandName,
      package: product.packageName,
      description: product.description,
      qty: String(orderQuantity(product, Number.NaN).quantity),
    }),
  )
  const [contact, setContact] = useState<QuoteContactInput>({ name: '', email: '', company: '', tel: '' })
  const [errors, setErrors] = useState<Errors>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<QuoteReceipt | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = quoteSubmitBody(line, contact, product.intID)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    setFailure(null)
    setSending(true)
    try {
      setReceipt(await storefront.call(quoteSubmit, { body: result.value }))
    } catch (error) {
      setFailure(error instanceof Error && error.message !== '' ? error.message : 'The request could not be sent; please try again.')
    } finally {
      setSending(false)
    }
  }

  const lineField = (name: keyof QuoteLineInput) => ({
    name,
    value: line[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setLine((current) => ({ ...current, [name]: event.target.value })),
  })
  const contactField = (name: keyof QuoteContactInput) => ({
    name,
    value: contact[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setContact((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    <section className={styles.rfq} aria-labelledby="rfq-title">
      <h2 id="rfq-title" className={styles.sectionTitle}>
        Request for Quotation
      </h2>
      {receipt !== null ? (
        <p role="status" className={styles.confirmation}>
          Thank you: your request for {line.model} was received (number {receipt.id}). Our sales team will email you a quotation.
        </p>
      ) : (
        <form className={styles.rfqForm} onSubmit={(event) => void submit(event)} noValidate aria-describedby={failure === null ? undefined : 'rfq-failure'}>
          <FormField label="Model" required autoComplete="off" {...lineField('model')} />
          <FormField label="Manufacturer" autoComplete="off" {...lineField('manufacturer')} />
          <FormField label="Package" autoComplete="off" {...lineField('package')} />
          <FormField label="Target price (USD per piece)" inputMode="decimal" autoComplete="off" {...lineField('targetPrice')} />
          <FormField label="Quantity" required inputMode="numeric" autoComplete="off" {...lineField('qty')} />
          <FormField label="Your name" required autoComplete="name" {...contactField('name')} />
          <FormField label="Email" required type="email" autoComplete="email" {...contactField('email')} />
          <FormField label="Company" autoComplete="organization" {...contactField('company')} />
          <FormField label="Telephone" type="tel" autoComplete="tel" {...contactField('tel')} />
          <FormField label="Description" as="textarea" className={styles.wide} {...lineField('description')} />
          {failure === null ? null : (
            <p id="rfq-failure" role="alert" className={styles.failure}>
              {failure}
            </p>
          )}
          <div className={styles.wide}>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
