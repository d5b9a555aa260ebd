import { useState, type FormEvent } from 'react'
import { contactSubmit, type ContactReceipt } from '@partfront/core/contract'
import { contactBody, type ContactInput } from '@partfront/core/quote'
import { useStorefront } from '../../app/storefront.tsx'
import { Button } from '../../ui/button.tsx'
import { FormField } from '../../ui/labelled-field.tsx'
import styles from './forms.module.css'

const EMPTY: ContactInput = { name: '', company: '', tel: '', email: '', remark: '' }

/**
 * The contact form (PAGE-5: name, company, tel, email, remark): validated by core (a message at each field),
 * sent to `contactSubmit`, confirmed with the message's number; the button is disabled while sending.
 */
export function ContactForm() {
  const storefront = useStorefront()
  const [values, setValues] = useState<ContactInput>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<keyof ContactInput, string>>>({})
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = contactBody(values)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    setFailure(null)
    setSending(true)
    try {
      setReceipt(await storefront.call(contactSubmit, { body: result.value }))
    } catch (error) {
      setFailure(error instanceof Error && error.message !== '' ? error.message : 'Your message could not be sent; please try again.')
    } finally {
      setSending(false)
    }
  }

  const field = (name: keyof ContactInput) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  })

  if (receipt !== null) {
    return (
      <p role="status" className={styles.confirmation}>
        Thank you, {values.name.trim()}: your message was received (number {receipt.id}). We answer within one working day.
      </p>
    )
  }
  return (
    <form className={styles.form} aria-label="Contact form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField label="Name" required autoComplete="name" {...field('name')} />
      <FormField label="Company" autoComplete="organization" {...field('company')} />
      <FormField label="Telephone" type="tel" autoComplete="tel" {...field('tel')} />
      <FormField label="Email" required type="email" autoComplete="email" {...field('email')} />
      <FormField label="Message" required as="textarea" className={styles.wide} {...field('remark')} />
      {failure === null ? null : (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <div className={styles.wide}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  )
}
