import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { ContactFields, useSendForm } from '../../ui/send-form.tsx'
import styles from './forms.module.css'

/** The rules and API schemas that check and send the form: loaded on its first focus or submit. */
const loadSender = () => import('./contact-send.ts')

/**
 * The contact form (PAGE-5: name, company, tel, email, remark): server-rendered and fillable before hydration;
 * checked by core (a message at each field), sent to `contactSubmit`, confirmed with the message's number; the
 * button is disabled while sending.
 */
export function ContactForm() {
  const storefront = useStorefront()
  const form = useSendForm({
    preload: loadSender,
    send: async (fields) => (await loadSender()).sendContact(storefront.call, fields),
    fallback: 'Your message could not be sent; please try again.',
  })
  if (form.receipt !== null) {
    return (
      <p role="status" className={styles.confirmation}>
        Thank you, {form.receipt.name}: your message was received (number {form.receipt.id}). We answer within one working day.
      </p>
    )
  }
  return (
    <form className={styles.form} aria-label="Contact form" {...form.formProps}>
      <ContactFields errors={form.errors} />
      <FormField name="remark" label="Message" required as="textarea" className={styles.wide} error={form.errors.remark} />
      {form.failure === null ? null : (
        <p role="alert" className={styles.failure}>
          {form.failure}
        </p>
      )}
      <div className={styles.wide}>
        <Button type="submit" disabled={!form.ready}>
          {form.sending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  )
}
