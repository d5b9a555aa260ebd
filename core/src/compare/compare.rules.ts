import type { ProductId } from '../contract/common.ts'
import { isStoredId, parseStoredArray } from '../effects/stored.rules.ts'
import { orderQuantity, priceAt, type PricedPart } from '../pricing/pricing.rules.ts'

/**
 * Compare (issue 29, ours: the spec does not show it). A buyer ticks up to `COMPARE_LIMIT` parts in a listing
 * and sees them side by side on `/compare?ids=…`. The list is a set of product ids in the order ticked, kept in
 * local storage under `COMPARE_LIST_KEY`. Every function returns a new list and leaves its input alone.
 */

/** At most four parts side by side: a fifth column no longer fits a laptop screen (issue 29). */
export const COMPARE_LIMIT = 4

/** The local-storage key of the compare list. */
export const COMPARE_LIST_KEY = 'compareList'

/** The compare page's path. */
export const COMPARE_PATH = '/compare'

/** What a fifth tick is told. */
export const COMPARE_FULL_MESSAGE = `You can compare at most ${COMPARE_LIMIT} parts; remove one to add another`

/** Whether `value` is a product id a list keeps: a positive safe integer. */
export function isProductId(value: unknown): value is ProductId {
  return isStoredId(value) && value > 0
}

/** The stored list, read structurally (a page's start must not load effect's Schema, issue 13): ids only, each once, at most `COMPARE_LIMIT`. */
export function parseCompareList(stored: string | null | undefined): ProductId[] {
  const ids: ProductId[] = []
  for (const value of parseStoredArray(stored)) {
    if (isProductId(value) && !ids.includes(value)) ids.push(value)
    if (ids.length === COMPARE_LIMIT) break
  }
  return ids
}

export function serializeCompareList(list: readonly ProductId[]): string {
  return JSON.stringify(list)
}

/** What adding a part does: the new list, or the list unchanged with why (a full list). */
export type CompareAdd =
  | { readonly ok: true; readonly list: readonly ProductId[] }
  | { readonly ok: false; readonly list: readonly ProductId[]; readonly message: string }

/** Adds `id` at the end; a part already there stays where it is; a fifth is refused with `COMPARE_FULL_MESSAGE`. */
export function addToCompare(list: readonly ProductId[], id: ProductId): CompareAdd {
  if (list.includes(id)) return { ok: true, list }
  if (list.length >= COMPARE_LIMIT) return { ok: false, list, message: COMPARE_FULL_MESSAGE }
  return { ok: true, list: [...list, id] }
}

export function removeFromCompare(list: readonly ProductId[], id: ProductId): ProductId[] {
  return list.filter((each) => each !== id)
}

/** Whether another part can be ticked: what a listing's tick box says before the buyer tries. */
export function canAddToCompare(list: readonly ProductId[], id: ProductId): boolean {
  return list.includes(id) || list.length < COMPARE_LIMIT
}

/** `/compare?ids=1,2,3`: the page's shareable address for `list` (`/compare` for an empty list). */
export function compareHref(list: readonly ProductId[]): string {
  return list.length === 0 ? COMPARE_PATH : `${COMPARE_PATH}?ids=${list.join(',')}`
}

/** The longest `ids` text read: four ids of 16 digits and their commas, with room to spare. */
export const COMPARE_IDS_MAX_LENGTH = 100

/** `ids` read: the ids, or the message naming what is wrong (the API's 400, the page's 400). */
export type CompareIds = { readonly ok: true; readonly ids: readonly ProductId[] } | { readonly ok: false; readonly message: string }

/**
 * Reads `ids` of `/compare?ids=1,2,3` and `GET /api/product/compare?ids=…`: comma-separated product ids, each
 * once (a repeat is dropped), 1 to `COMPARE_LIMIT` of them. Empty text reads as no ids (the page's empty state).
 * Anything else is refused naming the bad term: a word, a negative or fractional id, more than four.
 */
export function parseCompareIds(text: string): CompareIds {
  if (text.length > COMPARE_IDS_MAX_LENGTH) return { ok: false, message: `ids is too long: at most ${COMPARE_LIMIT} product ids` }
  const terms = text.split(',').map((term) => term.trim())
  if (terms.length === 1 && terms[0] === '') return { ok: true, ids: [] }
  const ids: ProductId[] = []
  for (const term of terms) {
    if (!/^[0-9]{1,15}$/u.test(term) || Number(term) === 0) {
      return { ok: false, message: `ids: "${term.slice(0, 20)}" is not a product id` }
    }
    const id = Number(term) as ProductId
    if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length > COMPARE_LIMIT) return { ok: false, message: `ids: at most ${COMPARE_LIMIT} parts can be compared, not ${ids.length}` }
  return { ok: true, ids }
}

/** An attribute as a compare row names it. */
export interface CompareAttribute {
  readonly key: string
  readonly name: string
}

/**
 * The rows' attributes: the union of the parts' attributes, in their categories' order (the first part's
 * category list first, then each next part's keys its list adds), then any key no list names, by key.
 * `lists` are the parts' category attribute lists, `keys` the keys each part has a value of.
 */
export function compareAttributes(
  lists: ReadonlyArray<ReadonlyArray<CompareAttribute>>,
  keys: ReadonlyArray<ReadonlyArray<string>>,
): CompareAttribute[] {
  const present = new Set(keys.flat())
  const seen = new Set<string>()
  const rows: CompareAttribute[] = []
  for (const list of lists) {
    for (const attribute of list) {
      if (!present.has(attribute.key) || seen.has(attribute.key)) continue
      seen.add(attribute.key)
      rows.push({ key: attribute.key, name: attribute.name })
    }
  }
  const rest = [...present].filter((key) => !seen.has(key)).sort()
  return [...rows, ...rest.map((key) => ({ key, name: key }))]
}

/**
 * A product page's specification rows after its own facts (issue 29): the part's parametric values in its
 * category's attribute order (the order the compare rows take, `compareAttributes`), each under the attribute's
 * name, then the attributes the part was loaded with (a distributor file's own list), less any whose name a
 * parametric row already shows: one row a name, the value as the filters and columns show it.
 */
export function specificationRows(
  list: ReadonlyArray<CompareAttribute>,
  values: ReadonlyArray<{ readonly key: string; readonly value: string }>,
  own: ReadonlyArray<{ readonly name: string; readonly value: string }>,
): Array<{ readonly name: string; readonly value: string }> {
  const shown = new Map(values.map((value) => [value.key, value.value]))
  const rows = compareAttributes([list], [values.map((value) => value.key)]).map((attribute) => ({
    name: attribute.name,
    value: shown.get(attribute.key) ?? '',
  }))
  const named = new Set(rows.map((row) => row.name.toLowerCase()))
  return [...rows, ...own.filter((attribute) => !named.has(attribute.name.toLowerCase()))]
}

/** A part as the compare rows read it. */
export interface ComparedPart extends PricedPart {
  readonly brandName: string
  readonly packageName: string
  readonly stock: number
  /** Its values by attribute key, as shown (`10 kΩ`). */
  readonly values: ReadonlyArray<{ readonly key: string; readonly value: string }>
}

/** One row of the compare table: a cell per part (`null`: no value), and whether the parts differ on it. */
export interface CompareRow {
  readonly key: string
  readonly label: string
  readonly cells: ReadonlyArray<string | null>
  readonly differs: boolean
}

/**
 * Whether `cells` differ: two or more parts and not all cells equal (a missing value differs from a value).
 * One part alone differs from nothing.
 */
export function cellsDiffer(cells: ReadonlyArray<string | null>): boolean {
  return cells.length > 1 && cells.some((cell) => cell !== cells[0])
}

function row(key: string, label: string, cells: ReadonlyArray<string | null>): CompareRow {
  return { key, label, cells, differs: cellsDiffer(cells) }
}

/** A part's price at the quantity the buyer chose, rounded up to what it can be ordered in (core's ladder). */
export interface ComparePrice {
  /** The quantity priced (the chosen one, or its orderable rounding). */
  readonly quantity: number
  /** `null` when the part is price on request. */
  readonly unitPrice: number | null
  readonly extendedPrice: number | null
  /** Why the quantity priced is not the chosen one (`''` when it is). */
  readonly note: string
}

/** Each part priced at `quantity` by the pricing rules every page charges by. */
export function comparePrices(parts: ReadonlyArray<PricedPart>, quantity: number): ComparePrice[] {
  return parts.map((part) => {
    if (part.priceLadder.length === 0) return { quantity, unitPrice: null, extendedPrice: null, note: '' }
    const ordered = orderQuantity(part, quantity)
    const price = priceAt(part, ordered.quantity)
    return { quantity: ordered.quantity, unitPrice: price?.unitPrice ?? null, extendedPrice: price?.extendedPrice ?? null, note: ordered.note }
  })
}

/**
 * The compare table's fixed rows (maker, package, stock) and then one row per attribute; `priceText` formats
 * money and counts as the page shows them. The price row is the page's own (it changes with the quantity).
 */
export function compareRows(
  attributes: ReadonlyArray<CompareAttribute>,
  parts: ReadonlyArray<ComparedPart>,
  countText: (count: number) => string,
): CompareRow[] {
  const fixed = [
    row('maker', 'Manufacturer', parts.map((part) => part.brandName)),
    row('package', 'Package', parts.map((part) => (part.packageName === '' ? null : part.packageName))),
    row('stock', 'In stock', parts.map((part) => countText(part.stock))),
  ]
  const valued = attributes.map((attribute) =>
    row(
      attribute.key,
      attribute.name,
      parts.map((part) => part.values.find((value) => value.key === attribute.key)?.value ?? null),
    ),
  )
  return [...fixed, ...valued]
}

/** The summary above the table: `3 of 12 rows differ`. */
export function differenceText(rows: ReadonlyArray<CompareRow>): string {
  const count = rows.filter((each) => each.differs).length
  return `${count} of ${rows.length} rows differ`
}
