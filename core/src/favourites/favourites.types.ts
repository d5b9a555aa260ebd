import type { FavouriteMergeBody } from '../contract/favourite.ts'
import type {
  AuthForbiddenEvent,
  AuthSignedInEvent,
  AuthSignedOutEvent,
  ForgetEffect,
  PersistEffect,
  ToastEffect,
} from '../effects/effects.types.ts'
import type { FavouriteItem } from './favourites.rules.ts'

/** What the favourites start from. */
export interface FavouritesInput {
  /** `StoragePort.getItem(FAVOURITE_LIST_KEY)` (`favouriteList`): `null` when absent. */
  readonly stored: string | null
  /** Whether a member is signed in at start. */
  readonly signedIn: boolean
}

/** A member's add or remove in flight (one at a time), with the list to restore if it fails. */
export interface PendingFavourite {
  readonly item: FavouriteItem
  /** `true` when the toggle added the product, `false` when it removed it. */
  readonly added: boolean
  /** The list before the optimistic change. */
  readonly before: readonly FavouriteItem[]
}

export interface FavouritesContext {
  readonly signedIn: boolean
  /**
   * The favourites shown, newest first: a visitor's local list, or a member's server list once loaded (until
   * then, what was shown before signing in).
   */
  readonly list: readonly FavouriteItem[]
  /** The local list (`favouriteList`): a visitor's favourites, kept while a member until merged. */
  readonly local: readonly FavouriteItem[]
  /** A member's add or remove in flight; `null` for none. */
  readonly pending: PendingFavourite | null
  /** The merge bodies not yet sent at login (each at most `LIMITS.maxLinesPerRequest` ids). */
  readonly batches: readonly FavouriteMergeBody[]
}

/** Add a product to the favourites, or remove it when listed (the heart on a product). */
export interface FavouritesToggleEvent {
  readonly type: 'favourites.toggle'
  readonly productId: number
  /** The product's model (part number), kept for the drawer's link text. */
  readonly model?: string
}

/** Load a member's favourites from the server (the Favourite drawer opened); a visitor's are local. */
export interface FavouritesLoadEvent {
  readonly type: 'favourites.load'
}

export type FavouritesEvent = FavouritesToggleEvent | FavouritesLoadEvent | AuthSignedInEvent | AuthSignedOutEvent

/** What the favourites ask of the outside world, and tell the session (a 403). */
export type FavouritesEmitted = PersistEffect | ForgetEffect | ToastEffect | AuthForbiddenEvent
