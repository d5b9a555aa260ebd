import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { MONEY } from '../constants.ts'
import { inputError } from '../contract/errors.ts'
import { RfqListBody } from '../contract/quote.ts'
import type { RfqItem } from './rfq.rules.ts'

/**
 * A target unit price as a buyer types it (`0.25`, `$1.2`, ` 3 `) in micro-dollars: `undefined` for a blank
 * one, `null` for text that is not an amount of dollars with at most six decimals. Ours (issue 17).
 */
export function targetPriceMicros(text: string): number | undefined | null {
  const trimmed = text.trim().replace(/^\$\s*/u, '')
  if (trimmed === '') return undefined
  const match = /^(\d{1,9})(?:\.(\d{0,6}))?$/u.exec(trimmed) ?? /^()\.(\d{1,6})$/u.exec(trimmed)
  if (match === null) return null
  const whole = Number(match[1] === '' ? '0' : match[1])
  const fraction = Number((match[2] ?? '').padEnd(6, '0'))
  return whole * MONEY.unitsPerDollar + fraction
}

/** What a target price that is not an amount says, naming the part. */
export function targetPriceMessage(model: string): string {
  return `Please enter the target price of ${model} in dollars, like 0.25`
}

/**
 * RFQ-3: the body of `POST /api/quote/rfqlist` from the local list, the contact form and the typed target
 * prices (by line id), or the first message of what is wrong (`The RFQ list is empty`, `Please enter your
 * name`, a target price that is not an amount, …). Never throws.
 */
export function rfqSubmitBody(
  list: readonly RfqItem[],
  contact: unknown,
  remark: unknown,
  targetPrices: Readonly<Record<string, string>> = {},
): { readonly ok: true; readonly body: RfqListBody } | { readonly ok: false; readonly message: string } {
  const items = []
  for (const item of list) {
    const line = { intID: item.intID, model: item.model, purchaseQuantity: item.purchaseQuantity }
    const price = targetPriceMicros(targetPrices[item.id] ?? '')
    if (price === null) return { ok: false, message: targetPriceMessage(item.model) }
    items.push(price === undefined ? line : { ...line, targetPrice: price })
  }
  const raw = typeof remark === 'string' && remark.trim() !== '' ? { items, contact, remark } : { items, contact }
  const decoded = Schema.decodeUnknownResult(RfqListBody)(raw, { errors: 'all' })
  return Result.isSuccess(decoded)
    ? { ok: true, body: decoded.success }
    : { ok: false, message: inputError(decoded.failure.issue).message }
}
