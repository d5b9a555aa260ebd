import { LIMITS, TEXT_LIMITS } from '../constants.ts'
import type { ProductId } from '../contract/common.ts'
import type { FavouriteList, FavouriteMergeBody } from '../contract/favourite.ts'
import { isStoredId, isStoredText, parseStoredArray } from '../effects/stored.rules.ts'

/**
 * Favourites (issue 5; SIDE-1's Favourite drawer). The spec shows only the sidebar entry: everything here is
 * ours. A visitor's favourites live in local storage under `favouriteList`; a member's on the server, and a
 * visitor's merge into the member's at login. Every function returns a new list and leaves its input alone.
 *
 * A list is a set of products: one entry per product id, newest first (as the server answers
 * `GET /api/favourite/list`), at most `LIMITS.maxFavourites` entries.
 */

/** One favourite: the product's id and, when known, its model (part number) for the drawer's link text. */
export interface FavouriteItem {
  readonly productId: ProductId
  /** The product's model; absent when the toggle did not carry one. */
  readonly model?: string
}

/** Ours: the storage key of a visitor's favourites (local storage). */
export const FAVOURITE_LIST_KEY = 'favouriteList'

/** Ours: the toast when a member's add or remove fails without a message from the server. */
export const FAVOURITE_FAILED_MESSAGE = 'Your favourites could not be updated, please try again'

/** Ours: the toast when a member's favourites cannot be loaded. */
export const FAVOURITE_LOAD_FAILED_MESSAGE = 'Your favourites could not be loaded, please try again'

/** Ours: the toast when the favourites kept on this device could not be added to the member's at login. */
export const FAVOURITE_MERGE_FAILED_MESSAGE =
  'The favourites saved on this device could not be added to your account; they are kept for your next sign-in'

/** Ours: the warning toast when adding would pass `max` favourites. */
export function favouriteLimitMessage(max: number = LIMITS.maxFavourites): string {
  return `You can keep at most ${max} favourites; remove one to add another`
}

/**
 * A model as a favourite keeps it: non-empty text within `TEXT_LIMITS.model`, the limit the contract's `Model`
 * is built from. Checked structurally, without effect's Schema: favourites are read from storage at every
 * page's start (issue 13).
 */
const isModel = (value: unknown): value is string => isStoredText(value, TEXT_LIMITS.model)

/**
 * The favourite a toggle names: `productId` must be a product id (a non-negative safe integer); `model` is
 * kept only when it is a model (non-empty text within `TEXT_LIMITS.model`). `null` when the id is not one.
 */
export function favouriteItem(productId: unknown, model?: unknown): FavouriteItem | null {
  if (!isStoredId(productId)) return null
  const id = productId as ProductId
  return isModel(model) ? { productId: id, model } : { productId: id }
}

/** Whether `productId` is in `list`. */
export function hasFavourite(list: readonly FavouriteItem[], productId: unknown): boolean {
  return list.some((item) => item.productId === productId)
}

/** Whether toggling `item` would add it with `list` already holding `max` favourites (adding is refused). */
export function isAtFavouriteCap(list: readonly FavouriteItem[], item: FavouriteItem, max: number = LIMITS.maxFavourites): boolean {
  return !hasFavourite(list, item.productId) && list.length >= max
}

/**
 * The list after toggling `item`: a listed product is removed; an unlisted one is put first (newest first),
 * unless the list already holds `max` favourites, when the list is returned unchanged (`isAtFavouriteCap`).
 */
export function toggleFavourite(
  list: readonly FavouriteItem[],
  item: FavouriteItem,
  max: number = LIMITS.maxFavourites,
): FavouriteItem[] {
  if (hasFavourite(list, item.productId)) return list.filter((listed) => listed.productId !== item.productId)
  if (list.length >= max) return [...list]
  return [item, ...list]
}

/** Whether `value` is a stored favourite: a product id and, if present, a model. Never throws. */
export function isFavouriteItem(value: unknown): value is FavouriteItem {
  if (typeof value !== 'object' || value === null) return false
  const { productId, model } = value as { productId?: unknown; model?: unknown }
  return favouriteItem(productId) !== null && (model === undefined || isModel(model))
}

/** The list with one entry per product (the first, i.e. newest, kept), cut to `max` entries. */
function distinct(items: readonly FavouriteItem[], max: number): FavouriteItem[] {
  const seen = new Set<number>()
  const list: FavouriteItem[] = []
  for (const item of items) {
    if (list.length >= max) break
    if (seen.has(item.productId)) continue
    seen.add(item.productId)
    list.push(item)
  }
  return list
}

/**
 * The stored list (`favouriteList`) read back: unreadable storage is an empty list, entries that are not
 * favourites are dropped, a repeated product keeps its first (newest) entry, and only the first
 * `LIMITS.maxFavourites` are kept. Never throws.
 */
export function parseFavouriteList(stored: string | null | undefined): FavouriteItem[] {
  const items = parseStoredArray(stored)
    .filter(isFavouriteItem)
    .map((item) => favouriteItem(item.productId, item.model))
    .filter((item): item is FavouriteItem => item !== null)
  return distinct(items, LIMITS.maxFavourites)
}

/** The list as stored: a JSON array of `{ productId, model? }`. */
export function serializeFavouriteList(list: readonly FavouriteItem[]): string {
  return JSON.stringify(list.map((item) => (item.model === undefined ? { productId: item.productId } : item)))
}

/**
 * A member's favourites from the answer of `GET /api/favourite/list` (or `/merge`): the products in the
 * server's order, one entry each; `null` when the answer is not a list. The client decoded the answer with the
 * contract's `FavouriteList`; only its shape is read here.
 */
export function readFavouriteList(output: unknown): FavouriteItem[] | null {
  if (!Array.isArray(output) || !output.every(isListedFavourite)) return null
  const items = (output as FavouriteList).map(({ product }): FavouriteItem => ({ productId: product.intID, model: product.model }))
  return distinct(items, Number.MAX_SAFE_INTEGER)
}

/** The shape of one entry of a favourite list as read: a product with an id and a model. */
function isListedFavourite(entry: unknown): boolean {
  if (typeof entry !== 'object' || entry === null) return false
  const { product } = entry as { readonly product?: unknown }
  if (typeof product !== 'object' || product === null) return false
  const { intID, model } = product as { readonly intID?: unknown; readonly model?: unknown }
  return isStoredId(intID) && typeof model === 'string'
}

/**
 * The bodies of `POST /api/favourite/merge` for `list`: its product ids in order, at most
 * `LIMITS.maxLinesPerRequest` per body (the contract's limit); `[]` for an empty list.
 */
export function mergeBatches(list: readonly FavouriteItem[], size: number = LIMITS.maxLinesPerRequest): FavouriteMergeBody[] {
  const step = Math.max(1, Math.floor(size))
  const batches: FavouriteMergeBody[] = []
  for (let start = 0; start < list.length; start += step) {
    batches.push({ productIds: list.slice(start, start + step).map((item) => item.productId) })
  }
  return batches
}
