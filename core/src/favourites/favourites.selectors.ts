import { hasFavourite, type FavouriteItem } from './favourites.rules.ts'
import type { FavouritesContext } from './favourites.types.ts'

/**
 * What the favourites shows, read from any snapshot of its machine (`favourites.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the favourites. */
interface FavouritesSnapshotLike {
  readonly context: FavouritesContext
}

/** Whether `productId` is a favourite (the heart is filled), as shown now. */
export function isFavourite(snapshot: FavouritesSnapshotLike, productId: number): boolean {
  return hasFavourite(snapshot.context.list, productId)
}

/** How many favourites are shown (the drawer header). */
export function favouriteCount(snapshot: FavouritesSnapshotLike): number {
  return snapshot.context.list.length
}

/**
 * The favourites, newest first (the Favourite drawer). Named `favouriteItems`, not `favouriteList`: the
 * contract's `favouriteList` endpoint has that name in the package's exports.
 */
export function favouriteItems(snapshot: FavouritesSnapshotLike): readonly FavouriteItem[] {
  return snapshot.context.list
}
