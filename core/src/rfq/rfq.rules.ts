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

/** RFQ-2: the cleared list. */
export function clearRfq(): RfqItem[] {
  return []
}

/** RFQ-1: whether `quantity` is an acceptable purchase quantity: a positive safe integer. */
export function isQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity > 0
}
