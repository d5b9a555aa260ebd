import { parseStoredArray } from '../effects/stored.rules.ts'

/**
 * The RFQ (request for quotation) list held in local storage (RFQ-1, RFQ-2). Every function returns a new
 * list and leaves its input alone, so the list can live in machine context and be persisted as is.
 */

/** One line of the RFQ list (RFQ-1, spec §3). */
export interface RfqItem {
  /** The product's id: two lines with the same id are one line. */
  readonly id: string
  /** The product's model (part number), shown as the row's link text. */
  readonly model: string
  /** The product's numeric id, used to build the product link (ROUTE-11). */
  readonly intID: number
  /** How many the buyer asks a price for: a positive safe integer. */
  readonly purchaseQuantity: number
}

/**
 * RFQ-1: the list after adding `item`: when its id is already listed, that line's quantity grows by the
 * item's quantity; otherwise the item is appended. Lines keep the order in which they were first added.
 *
 * Ours (the spec is silent): a quantity that is not a positive safe integer (0, negative, fractional, NaN) is
 * refused by returning the list unchanged, as is an addition that would pass `Number.MAX_SAFE_INTEGER`: a
 * quote needs a whole, exact count, and the view validates before adding. A merged line keeps the model and
 * intID it was first added with.
 */
export function mergeRfq(list: readonly RfqItem[], item: RfqItem): RfqItem[] {
  if (!isQuantity(item.purchaseQuantity)) return [...list]
  const index = list.findIndex((line) => line.id === item.id)
  const listed = list[index]
  if (listed === undefined) return [...list, { ...item }]
  const purchaseQuantity = listed.purchaseQuantity + item.purchaseQuantity
  if (!isQuantity(purchaseQuantity)) return [...list]
  return list.map((line, at) => (at === index ? { ...line, purchaseQuantity } : line))
}

/** RFQ-2: the list without the line whose id is `id` (a local edit only; no server call). */
export function removeRfq(list: readonly RfqItem[], id: string): RfqItem[] {
  return list.filter((line) => line.id !== id)
}

/** The list with line `id` set to `quantity` (ours, issue 17); unchanged when the quantity is not acceptable. */
export function setRfqQuantity(list: readonly RfqItem[], id: string, quantity: number): RfqItem[] {
  if (!isQuantity(quantity)) return [...list]
  return list.map((line) => (line.id === id ? { ...line, purchaseQuantity: quantity } : line))
}

/** RFQ-2: the cleared list. */
export function clearRfq(): RfqItem[] {
  return []
}

/** RFQ-1: whether `quantity` is an acceptable purchase quantity: a positive safe integer. */
export function isQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity > 0
}

/** Spec §3: the storage key of the RFQ list (`quoteList`). */
export const RFQ_LIST_KEY = 'quoteList'

/** RFQ-3: the page the RFQ list is submitted from. */
export const RFQ_RESERVE_PATH = '/cart/reserve'

/** RFQ-3 (ours: the spec shows no text): the toast after the list is submitted. */
export const RFQ_SUBMITTED_MESSAGE = 'Your RFQ has been submitted, we will reply by email soon'

/** RFQ-3 (ours): the toast when the submission fails without a message from the server. */
export const RFQ_FAILED_MESSAGE = 'The RFQ could not be submitted, please try again'

/**
 * RFQ-1: whether `value` is an RFQ line: a non-empty text id, a text model, a non-negative integer intID and
 * an acceptable quantity (`isQuantity`). Never throws.
 */
export function isRfqItem(value: unknown): value is RfqItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Partial<Record<keyof RfqItem, unknown>>
  return (
    typeof item.id === 'string' &&
    item.id !== '' &&
    typeof item.model === 'string' &&
    typeof item.intID === 'number' &&
    Number.isSafeInteger(item.intID) &&
    item.intID >= 0 &&
    typeof item.purchaseQuantity === 'number' &&
    isQuantity(item.purchaseQuantity)
  )
}

/** RFQ-1: a line with only the four fields of the spec (an event may carry more). */
export function rfqItem(item: RfqItem): RfqItem {
  return { id: item.id, model: item.model, intID: item.intID, purchaseQuantity: item.purchaseQuantity }
}

/**
 * RFQ-1: the stored list (`quoteList`) read back: unreadable storage is an empty list, lines that are not RFQ
 * lines are dropped, and lines with one id are merged as adding them would.
 */
export function parseRfqList(stored: string | null | undefined): RfqItem[] {
  return parseStoredArray(stored)
    .filter(isRfqItem).reduce<RfqItem[]>((list, item) => mergeRfq(list, rfqItem(item)), [])
}

/** RFQ-1: the list as stored. */
export function serializeRfqList(list: readonly RfqItem[]): string {
  return JSON.stringify(list)
}

/**
 * RFQ-3: the list after a submission of `submitted` succeeded: each submitted quantity is taken off its line
 * and emptied lines go. Lines added or grown while the call ran stay (with what was not submitted), and lines
 * deleted meanwhile stay deleted; when nothing changed meanwhile, this is the cleared list.
 */
export function withoutSubmitted(list: readonly RfqItem[], submitted: readonly RfqItem[]): RfqItem[] {
  return list.flatMap((line) => {
    const sent = submitted.find((item) => item.id === line.id)
    if (sent === undefined) return [line]
    const left = line.purchaseQuantity - sent.purchaseQuantity
    return left > 0 ? [{ ...line, purchaseQuantity: left }] : []
  })
}
