import { quoteSubmit, type ProductId, type QuoteReceipt } from '@partfront/core/contract'
import type { ApiCaller } from '@partfront/core/client'
import { quoteSubmitBody, readQuoteContact, readQuoteLine } from '@partfront/core/quote'
import { fieldReader, type SendOutcome } from '../../ui/send-form.tsx'

/**
 * The product page's Request for Quotation, sent (PAGE-1): the form's line and contact checked by core's quote
 * rules, then `quoteSubmit` with the product's id. Loaded on the form's first focus or submit, not with the page.
 */
export async function sendRfq(call: ApiCaller, fields: FormData, productId: ProductId): Promise<SendOutcome<QuoteReceipt>> {
  const read = fieldReader(fields)
  const result = quoteSubmitBody(readQuoteLine(read), readQuoteContact(read), productId)
  if (!result.ok) return { ok: false, errors: result.errors }
  return { ok: true, receipt: await call(quoteSubmit, { body: result.value }) }
}
