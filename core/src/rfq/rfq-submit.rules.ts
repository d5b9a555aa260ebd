import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { inputError } from '../contract/errors.ts'
import { RfqListBody } from '../contract/quote.ts'
import type { RfqItem } from './rfq.rules.ts'

/**
 * RFQ-3: the body of `POST /api/quote/rfqlist` from the local list and the contact form, or the first message
 * of what is wrong (`The RFQ list is empty`, `Please enter your name`, …). Never throws.
 */
export function rfqSubmitBody(
  list: readonly RfqItem[],
  contact: unknown,
  remark: unknown,
): { readonly ok: true; readonly body: RfqListBody } | { readonly ok: false; readonly message: string } {
  const items = list.map((item) => ({ intID: item.intID, model: item.model, purchaseQuantity: item.purchaseQuantity }))
  const raw = typeof remark === 'string' && remark.trim() !== '' ? { items, contact, remark } : { items, contact }
  const decoded = Schema.decodeUnknownResult(RfqListBody)(raw, { errors: 'all' })
  return Result.isSuccess(decoded)
    ? { ok: true, body: decoded.success }
    : { ok: false, message: inputError(decoded.failure.issue).message }
}
