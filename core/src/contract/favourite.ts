import * as Schema from 'effect/Schema'
import { LIMITS } from '../constants.ts'
import { Count, IsoDateTime, ProductId } from './common.ts'
import { endpoint } from './endpoint.ts'
import { ProductSummary } from './product.ts'

/**
 * Favourites (SIDE-1 Favourite drawer). A visitor keeps them locally; a member's live on the server, and
 * the local ones are merged in at login (issue 5). Ours: the spec shows the sidebar entry only.
 */

/** A favourite: the product and when it was added. */
export const Favourite = Schema.Struct({ product: ProductSummary, addedAt: IsoDateTime })
export type Favourite = typeof Favourite.Type

/** The favourites, newest first. */
export const FavouriteList = Schema.Array(Favourite)
export type FavouriteList = typeof FavouriteList.Type

/** The number of favourites after a change, for the drawer header (SIDE-3). */
export const FavouriteCount = Schema.Struct({ count: Count })
export type FavouriteCount = typeof FavouriteCount.Type

/** One product to add or remove. */
export const FavouriteBody = Schema.Struct({ productId: ProductId })
export type FavouriteBody = typeof FavouriteBody.Type

/**
 * The visitor's local favourites to merge at login: product ids, at most `LIMITS.maxLinesPerRequest`.
 * Already-listed and unknown products are skipped, so merging twice changes nothing.
 */
export const FavouriteMergeBody = Schema.Struct({
  productIds: Schema.Array(ProductId).check(Schema.isMaxLength(LIMITS.maxLinesPerRequest)),
})
export type FavouriteMergeBody = typeof FavouriteMergeBody.Type

export const favouriteList = endpoint({
  name: 'favouriteList',
  method: 'GET',
  path: '/api/favourite/list',
  response: FavouriteList,
  auth: 'member',
  summary: "The member's favourites, newest first.",
})

export const favouriteAdd = endpoint({
  name: 'favouriteAdd',
  method: 'POST',
  path: '/api/favourite/add',
  body: FavouriteBody,
  response: FavouriteCount,
  auth: 'member',
  summary: `Adds a product to the favourites (a listed one stays as it is; at most ${LIMITS.maxFavourites}); answers the count.`,
})

export const favouriteRemove = endpoint({
  name: 'favouriteRemove',
  method: 'POST',
  path: '/api/favourite/remove',
  body: FavouriteBody,
  response: FavouriteCount,
  auth: 'member',
  summary: 'Removes a product from the favourites (an unlisted one changes nothing); answers the count.',
})

export const favouriteMerge = endpoint({
  name: 'favouriteMerge',
  method: 'POST',
  path: '/api/favourite/merge',
  body: FavouriteMergeBody,
  response: FavouriteList,
  auth: 'member',
  summary: "Merges a visitor's local favourites into the member's at login; answers the merged list.",
})
