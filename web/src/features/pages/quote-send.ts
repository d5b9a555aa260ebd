import { quoteSubmit, type QuoteReceipt, type QuoteSubmitBody } from '@partfront/core/contract'
import type { ApiCaller } from '@partfront/core/client'
import { quoteContactBody, quoteLineInput, quoteSubmitBody, readQuoteContact, readQuoteLine } from '@partfront/core/quote'
import { fieldReader, type SendOutcome } from '../../ui/send-form.tsx'

const LINE_FIELDS = new Set(Object.keys(quoteLineInput()))

/**
 * The Get Quote form, sent (`/quote`): each line (fields `model-{key}`, …) and who to answer checked by core's
 * quote rules, a message at each refused field; then one `quoteSubmit` per line, one after the other (the server
 * takes one line per request), `sent(key)` after each so the page drops the lines already sent. A failure says
 * how many went, and the lines not yet sent stay on the form. Loaded on the form's first focus or submit.
 */
export async function sendQuote(
  call: ApiCaller,
  fields: FormData,
  keys: readonly number[],
  sent: (key: number) => void,
): Promise<SendOutcome<readonly QuoteReceipt[]>> {
  const read = fieldReader(fields)
  const contact = readQuoteContact(read)
  const bodies: { readonly key: number; readonly body: QuoteSubmitBody }[] = []
  const errors: Record<string, string> = {}
  for (const key of keys) {
    const result = quoteSubmitBody(readQuoteLine(read, key), contact)
    if (result.ok) bodies.push({ key, body: result.value })
    else for (const [name, message] of Object.entries(result.errors)) if (LINE_FIELDS.has(name)) errors[`${name}-${key}`] = message
  }
  const checkedContact = quoteContactBody(contact)
  if (!checkedContact.ok) Object.assign(errors, checkedContact.errors)
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const received: QuoteReceipt[] = []
  try {
    for (const { key, body } of bodies) {
      received.push(await call(quoteSubmit, { body }))
      sent(key)
    }
  } catch (error) {
    const reason = error instanceof Error && error.message !== '' ? error.message : 'The request could not be sent'
    throw new Error(`${reason}. ${received.length} of ${bodies.length} lines were sent; the others are still on the form.`, { cause: error })
  }
  return { ok: true, receipt: received }
}
