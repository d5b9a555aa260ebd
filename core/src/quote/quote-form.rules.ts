import { validateForm, type FormValidation } from '../auth/auth.forms.ts'
import { LIMITS, MONEY } from '../constants.ts'
import { ContactBody } from '../contract/contact.ts'
import type { Money, ProductId } from '../contract/common.ts'
import { QuoteContact, QuoteLine, type QuoteSubmitBody } from '../contract/quote.ts'

/**
 * The quote and contact forms as typed (every field a string) and what they send: the product page's Request
 * for Quotation form and the Get Quote page (`/quote`) send `quoteSubmit` bodies, the contact page (PAGE-5)
 * a `contactSubmit` body. Ours (the spec names the fields only): an empty optional field is left out, a
 * quantity is a whole number, a target price is typed in dollars (`0.85`, `$0.85`) and sent in micro-dollars.
 */

/** A quote line as typed (spec §3): model, manufacturer, package, target price, description, qty, option. */
export interface QuoteLineInput {
  readonly model: string
  readonly manufacturer: string
  readonly package: string
  /** Dollars per piece, as typed (`0.85`); `''` for none. */
  readonly targetPrice: string
  readonly description: string
  readonly qty: string
  readonly option: string
}

/** Who to answer, as typed. */
export interface QuoteContactInput {
  readonly name: string
  readonly email: string
  readonly company: string
  readonly tel: string
}

/** The contact form as typed (PAGE-5: name, company, tel, email, remark). */
export interface ContactInput extends QuoteContactInput {
  readonly remark: string
}

/** The Get Quote page's options for a line (`option`, spec §3): what the buyer accepts. */
export const QUOTE_OPTIONS = ['Original only', 'Alternatives accepted', 'Fastest delivery'] as const

/** An empty quote line, or one prefilled from a part (the product page's form). */
export function quoteLineInput(part: Partial<QuoteLineInput> = {}): QuoteLineInput {
  return { model: '', manufacturer: '', package: '', targetPrice: '', description: '', qty: '', option: '', ...part }
}

export const QUOTE_MESSAGES = {
  quantity: `Enter the quantity as a whole number from 1 to ${LIMITS.maxQuantity.toLocaleString('en-US')}`,
  targetPrice: 'Enter the target price in US dollars per piece, for example 0.85',
} as const

/** `0.85`, `$0.85`, `0.85 USD` → 850000 micro-dollars; `undefined` for anything else. */
export function parseDollars(text: string): Money | undefined {
  const match = /^\$?\s*(\d{1,9}(?:\.\d{1,6})?)\s*(?:USD)?$/iu.exec(text.trim())
  if (match?.[1] === undefined) return undefined
  return Math.round(Number(match[1]) * MONEY.unitsPerDollar) as Money
}

/** A typed whole quantity (`1,000` is read as 1000), or `undefined`. */
export function parseQuantity(text: string): number | undefined {
  const digits = text.trim().replace(/,/gu, '')
  if (!/^\d{1,9}$/u.test(digits)) return undefined
  const quantity = Number(digits)
  return quantity >= 1 && quantity <= LIMITS.maxQuantity ? quantity : undefined
}

/** The fields that were typed, without the empty optional ones (the contract leaves them out). */
function filled<T extends object>(values: T, optional: ReadonlyArray<keyof T>): Partial<T> {
  const out: Partial<T> = {}
  for (const key of Object.keys(values) as Array<keyof T>) {
    const value = values[key]
    if (optional.includes(key) && typeof value === 'string' && value.trim() === '') continue
    out[key] = value
  }
  return out
}

/** One quote line, validated: the line to send, or a message per field. */
export function quoteLineBody(input: QuoteLineInput): FormValidation<QuoteLine> {
  const qty = parseQuantity(input.qty)
  const price = input.targetPrice.trim() === '' ? undefined : parseDollars(input.targetPrice)
  const { targetPrice: _typedPrice, qty: _typedQty, ...text } = input
  const values = { ...filled(text, ['manufacturer', 'package', 'description', 'option']), qty: qty ?? 0, ...(price === undefined ? {} : { targetPrice: price }) }
  const result = validateForm(QuoteLine, values)
  const errors: Record<string, string> = result.ok ? {} : { ...result.errors }
  if (qty === undefined) errors.qty = QUOTE_MESSAGES.quantity
  if (input.targetPrice.trim() !== '' && price === undefined) errors.targetPrice = QUOTE_MESSAGES.targetPrice
  if (result.ok && Object.keys(errors).length === 0) return result
  return { ok: false, errors: errors }
}

/** Who to answer, validated. */
export function quoteContactBody(input: QuoteContactInput): FormValidation<QuoteContact> {
  return validateForm(QuoteContact, filled(input, ['company', 'tel']))
}

/**
 * A quote request (`quoteSubmit`): the line and who to answer, with the product when sent from its page.
 * Errors are keyed by the form's field names (the line's and the contact's do not overlap).
 */
export function quoteSubmitBody(
  line: QuoteLineInput,
  contact: QuoteContactInput,
  productId?: ProductId,
): FormValidation<QuoteSubmitBody> {
  const lineResult = quoteLineBody(line)
  const contactResult = quoteContactBody(contact)
  if (lineResult.ok && contactResult.ok) {
    return { ok: true, value: { ...lineResult.value, ...(productId === undefined ? {} : { productId }), contact: contactResult.value } }
  }
  const errors = { ...(lineResult.ok ? {} : lineResult.errors), ...(contactResult.ok ? {} : contactResult.errors) }
  return { ok: false, errors: errors }
}

/** The contact form (PAGE-5), validated: the message to send, or a message per field. */
export function contactBody(input: ContactInput): FormValidation<ContactBody> {
  return validateForm(ContactBody, filled(input, ['company', 'tel']))
}

/** Reads one field of a submitted form by its name (`FormData.get` as text); `''` when it is absent. */
export type FieldReader = (name: string) => string

/** Who to answer, as the quote, RFQ and contact forms name their fields (`name`, `email`, `company`, `tel`). */
export function readQuoteContact(read: FieldReader): QuoteContactInput {
  return { name: read('name'), email: read('email'), company: read('company'), tel: read('tel') }
}

/**
 * A quote line as a form names its fields: `model`, `qty`, … on the product page's RFQ form, `model-{key}`,
 * `qty-{key}`, … for line `key` of the Get Quote form.
 */
export function readQuoteLine(read: FieldReader, key?: number): QuoteLineInput {
  const field = (name: keyof QuoteLineInput) => read(key === undefined ? name : `${name}-${key}`)
  return {
    model: field('model'),
    manufacturer: field('manufacturer'),
    package: field('package'),
    targetPrice: field('targetPrice'),
    description: field('description'),
    qty: field('qty'),
    option: field('option'),
  }
}

/** The contact form (PAGE-5) as its fields are named: who to answer and the `remark`. */
export function readContact(read: FieldReader): ContactInput {
  return { ...readQuoteContact(read), remark: read('remark') }
}
