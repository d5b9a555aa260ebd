import { contactSubmit, type ContactReceipt } from '@partfront/core/contract'
import type { ApiCaller } from '@partfront/core/client'
import { contactBody, readContact } from '@partfront/core/quote'
import { fieldReader, type SendOutcome } from '../../ui/send-form.tsx'

/**
 * The contact form, sent (PAGE-5): checked by core's contact rules, then `contactSubmit`. Loaded on the form's
 * first focus or submit, not with the page.
 */
export async function sendContact(call: ApiCaller, fields: FormData): Promise<SendOutcome<ContactReceipt & { readonly name: string }>> {
  const input = readContact(fieldReader(fields))
  const result = contactBody(input)
  if (!result.ok) return { ok: false, errors: result.errors }
  return { ok: true, receipt: { ...(await call(contactSubmit, { body: result.value })), name: input.name.trim() } }
}
