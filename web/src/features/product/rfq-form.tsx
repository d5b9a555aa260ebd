import type { ProductDetail, QuoteReceipt } from '@partfront/core/contract'
import { orderQuantity } from '@partfront/core/pricing'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { ContactFields, useSendForm } from '../../ui/send-form.tsx'
import styles from './product.module.css'

/** The rules and API schemas that check and send the form: loaded on its first focus or submit. */
const loadSender = () => import('./rfq-send.ts')

/**
 * The product page's Request for Quotation form (PAGE-1): model, manufacturer, package, target price,
 * description and quantity, prefilled from the part (the smallest orderable quantity), and who to answer.
 * Server-rendered, so it is in the page a crawler reads and fillable before hydration; checked by core's quote
 * rules and sent to `quoteSubmit` (both loaded when the buyer starts on it), confirmed with the request's number.
 */
export function RfqForm({ product }: { readonly product: ProductDetail }) {
  const storefront = useStorefront()
  const form = useSendForm<{ readonly model: string; readonly quote: QuoteReceipt }>({
    preload: loadSender,
    send: async (fields) => {
      const { sendRfq } = await loadSender()
      const outcome = await sendRfq(storefront.call, fields, product.intID)
      const model = fields.get('model')
      return outcome.ok ? { ok: true, receipt: { model: typeof model === 'string' ? model.trim() : product.model, quote: outcome.receipt } } : outcome
    },
    fallback: 'The request could not be sent; please try again.',
  })
  const { errors } = form
  return (
    <section className={styles.rfq} aria-labelledby="rfq-title">
      <h2 id="rfq-title" className={styles.sectionTitle}>
        Request for Quotation
      </h2>
      {form.receipt !== null ? (
        <p role="status" className={styles.confirmation}>
          Thank you: your request for {form.receipt.model} was received (number {form.receipt.quote.id}). Our sales team will email you a quotation.
        </p>
      ) : (
        <form className={styles.rfqForm} aria-describedby={form.failure === null ? undefined : 'rfq-failure'} {...form.formProps}>
          <FormField name="model" label="Model" required autoComplete="off" defaultValue={product.model} error={errors.model} />
          <FormField name="manufacturer" label="Manufacturer" autoComplete="off" defaultValue={product.brandName} error={errors.manufacturer} />
          <FormField name="package" label="Package" autoComplete="off" defaultValue={product.packageName} error={errors.package} />
          <FormField name="targetPrice" label="Target price (USD per piece)" inputMode="decimal" autoComplete="off" error={errors.targetPrice} />
          <FormField
            name="qty"
            label="Quantity"
            required
            inputMode="numeric"
            autoComplete="off"
            defaultValue={String(orderQuantity(product, Number.NaN).quantity)}
            error={errors.qty}
          />
          <ContactFields errors={errors} />
          <FormField name="description" label="Description" as="textarea" className={styles.wide} defaultValue={product.description} error={errors.description} />
          {form.failure === null ? null : (
            <p id="rfq-failure" role="alert" className={styles.failure}>
              {form.failure}
            </p>
          )}
          <div className={styles.wide}>
            <Button type="submit" disabled={!form.ready}>
              {form.sending ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
