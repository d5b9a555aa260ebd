import * as Schema from 'effect/Schema'
import { validateForm, type FormValidation } from '../auth/auth.forms.ts'
import { Quantity, intFromString } from '../contract/common.ts'
import { QuoteContact, QuoteLine, type QuoteSubmitBody } from '../contract/quote.ts'

/**
 * The quote request an empty search offers for the part number typed (`/so` with no results): the part
 * number, how many, and who to answer. Its fields are the quote line's and the contact's, so the server
 * checks the same rules (`quoteSubmit`). Ours: the spec shows the empty page only.
 */
export const QuickQuoteForm = Schema.Struct({
  model: QuoteLine.fields.model,
  qty: Schema.String.annotate({ message: 'Enter a quantity' }).pipe(
    Schema.decodeTo(Schema.String),
    Schema.check(Schema.isPattern(/^\s*\d{1,9}\s*$/u, { message: 'Quantity must be a whole number' })),
    Schema.decodeTo(intFromString(Quantity).pipe(Schema.encodeTo(Schema.String))),
  ),
  name: QuoteContact.fields.name,
  email: QuoteContact.fields.email,
  company: QuoteContact.fields.company,
})
export type QuickQuoteForm = typeof QuickQuoteForm.Type

/** The form's raw values checked: the decoded form, or one message per failing field. */
export function validateQuickQuote(values: Readonly<Record<string, string>>): FormValidation<QuickQuoteForm> {
  const given = Object.fromEntries(Object.entries(values).filter(([key, value]) => key !== 'company' || value.trim() !== ''))
  return validateForm(QuickQuoteForm, given)
}

/** The `quoteSubmit` body of a checked form. */
export function quickQuoteBody(form: QuickQuoteForm): QuoteSubmitBody {
  return {
    model: form.model,
    qty: form.qty,
    contact: { name: form.name, email: form.email, ...(form.company === undefined ? {} : { company: form.company }) },
  }
}

/** What the form says when sending failed: the server's message when it gave one, else ours. */
export function quickQuoteFailureMessage(error: unknown): string {
  const fallback = 'Your request could not be sent. Check your connection and try again.'
  if (typeof error !== 'object' || error === null) return fallback
  const { _tag, kind, message } = error as { _tag?: unknown; kind?: unknown; message?: unknown }
  const fromServer = _tag === 'ApiError' && (kind === 'failure' || kind === 'invalid-request')
  return fromServer && typeof message === 'string' && message.trim() !== '' ? message : fallback
}

/** The confirmation once sent. */
export function quickQuoteSentText(model: string, id: number): string {
  return `Thank you: your request for ${model} is received (reference ${id}). We will answer by email.`
}
