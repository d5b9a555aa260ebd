import * as Schema from 'effect/Schema'
import { Email } from '../auth/auth.forms.ts'
import { LIMITS, TEXT_LIMITS } from '../constants.ts'
import { IsoDateTime, Money, ProductId, Quantity, QuoteId, freeText, phone, requiredText } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * Requests for quotation: the product page's Request for Quotation form and the Get Quote page (`/quote`)
 * send one quote line (spec §3 "Quote line"); `/cart/reserve` sends the local RFQ list (RFQ-3). Ours: the
 * spec shows the fields, not the calls.
 */

/** Who to answer: a name and an email address, with company and telephone when given. */
export const QuoteContact = Schema.Struct({
  name: requiredText('your name', TEXT_LIMITS.name),
  email: Email,
  company: Schema.optionalKey(freeText('company', TEXT_LIMITS.company)),
  tel: Schema.optionalKey(phone('telephone number', { required: false })),
})
export type QuoteContact = typeof QuoteContact.Type

/**
 * One quote line (spec §3): model, manufacturer, package, target price, description, qty, option.
 * `targetPrice` is a unit price in micro-dollars (`Money`); the form converts what the buyer typed.
 * `option` is the form's free choice (for instance "Original only" or "Alternatives accepted"): the spec
 * names the field only.
 */
export const QuoteLine = Schema.Struct({
  model: requiredText('the part number', TEXT_LIMITS.model),
  manufacturer: Schema.optionalKey(freeText('manufacturer', TEXT_LIMITS.model)),
  package: Schema.optionalKey(freeText('package', TEXT_LIMITS.model)),
  targetPrice: Schema.optionalKey(Money),
  description: Schema.optionalKey(freeText('description', TEXT_LIMITS.remark, 'multi')),
  qty: Quantity,
  option: Schema.optionalKey(freeText('option', TEXT_LIMITS.model)),
})
export type QuoteLine = typeof QuoteLine.Type

/** A quote request from the product page or the Get Quote page: the line and who to answer. */
export const QuoteSubmitBody = Schema.Struct({
  ...QuoteLine.fields,
  /** The product, when the request comes from its page. */
  productId: Schema.optionalKey(ProductId),
  contact: QuoteContact,
})
export type QuoteSubmitBody = typeof QuoteSubmitBody.Type

/** One line of the RFQ list as submitted: the local RFQ item (RFQ-1) and an optional target unit price. */
export const RfqLine = Schema.Struct({
  intID: ProductId,
  model: requiredText('the part number', TEXT_LIMITS.model),
  purchaseQuantity: Quantity,
  targetPrice: Schema.optionalKey(Money),
})
export type RfqLine = typeof RfqLine.Type

/** The RFQ list submitted from `/cart/reserve` (RFQ-3): 1 to `LIMITS.maxLinesPerRequest` lines. */
export const RfqListBody = Schema.Struct({
  items: Schema.Array(RfqLine).check(
    Schema.isMinLength(1, { message: 'The RFQ list is empty' }),
    Schema.isMaxLength(LIMITS.maxLinesPerRequest, {
      message: `At most ${LIMITS.maxLinesPerRequest} parts can be quoted at once`,
    }),
  ),
  contact: QuoteContact,
  remark: Schema.optionalKey(freeText('remark', TEXT_LIMITS.remark, 'multi')),
})
export type RfqListBody = typeof RfqListBody.Type

/** The acknowledgement: the request's id and when it was received. */
export const QuoteReceipt = Schema.Struct({ id: QuoteId, createdAt: IsoDateTime })
export type QuoteReceipt = typeof QuoteReceipt.Type

export const quoteSubmit = endpoint({
  name: 'quoteSubmit',
  method: 'POST',
  path: '/api/quote/submit',
  body: QuoteSubmitBody,
  response: QuoteReceipt,
  auth: 'none',
  summary: 'Sends one quote request (product Request for Quotation form, Get Quote page); saved and acknowledged.',
})

export const quoteRfqList = endpoint({
  name: 'quoteRfqList',
  method: 'POST',
  path: '/api/quote/rfqlist',
  body: RfqListBody,
  response: QuoteReceipt,
  auth: 'member',
  summary: 'Sends the RFQ list from /cart/reserve (RFQ-3); saved and acknowledged. The client then clears its list.',
})
