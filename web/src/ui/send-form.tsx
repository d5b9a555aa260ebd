import { useState, type FormEvent } from 'react'
import { FormField } from './form-field.tsx'
import { useHydrated } from './use-hydrated.ts'

/** What a form's sender answers: the server's receipt, or a message per field (core's form rules). */
export type SendOutcome<R> = { readonly ok: true; readonly receipt: R } | { readonly ok: false; readonly errors: Readonly<Record<string, string>> }

/** Sends a submitted form: reads its fields, checks them with core's rules, and calls the API. */
export type FormSender<R> = (fields: FormData) => Promise<SendOutcome<R>>

/**
 * The quote, RFQ and contact forms' sending, shared (review item D4): the form is server-rendered plain markup
 * with uncontrolled fields (what a buyer types before the page hydrates stays typed), and the rules and API
 * schemas that check and send it load on its first focus (`preload`) or submit (`send` imports them): they are
 * not in the page's first load. The submit button waits for hydration, so an early Enter sends nothing half-way
 * (and never puts an email address in a URL). Failures are the server's message, or `fallback`.
 */
export function useSendForm<R>({
  send,
  preload,
  fallback,
}: {
  readonly send: FormSender<R>
  /** What to load on the form's first focus; none when the form's rules came with it (a form loaded lazily itself). */
  readonly preload?: () => Promise<unknown>
  readonly fallback: string
}) {
  const hydrated = useHydrated()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [receipt, setReceipt] = useState<R | null>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const fields = new FormData(event.currentTarget)
    setFailure(null)
    setSending(true)
    try {
      const outcome = await send(fields)
      if (outcome.ok) {
        setErrors({})
        setReceipt(outcome.receipt)
      } else setErrors(outcome.errors)
    } catch (error) {
      setFailure(error instanceof Error && error.message !== '' ? error.message : fallback)
    } finally {
      setSending(false)
    }
  }

  return {
    sending,
    errors,
    failure,
    receipt,
    /** The submit button is usable: hydrated and not sending. */
    ready: hydrated && !sending,
    formProps: {
      method: 'post',
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      onFocus: preload === undefined ? undefined : () => void preload().catch(() => undefined),
    },
  } as const
}

/** A form field's text from submitted form data (`''` when absent or a file). */
export function fieldReader(fields: FormData): (name: string) => string {
  return (name) => {
    const value = fields.get(name)
    return typeof value === 'string' ? value : ''
  }
}

/**
 * Who to answer, the same four fields on the RFQ, Get Quote and contact forms (name, email, company, telephone),
 * named as core's `readQuoteContact` reads them.
 */
export function ContactFields({
  errors,
  defaults = {},
}: {
  readonly errors: Readonly<Record<string, string>>
  /** What to start the fields with (a signed-in member's email, say). */
  readonly defaults?: Readonly<Partial<Record<'name' | 'email' | 'company' | 'tel', string>>>
}) {
  return (
    <>
      <FormField name="name" label="Your name" required autoComplete="name" defaultValue={defaults.name} error={errors.name} />
      <FormField name="email" label="Email" required type="email" autoComplete="email" defaultValue={defaults.email} error={errors.email} />
      <FormField name="company" label="Company" autoComplete="organization" defaultValue={defaults.company} error={errors.company} />
      <FormField name="tel" label="Telephone" type="tel" autoComplete="tel" defaultValue={defaults.tel} error={errors.tel} />
    </>
  )
}
