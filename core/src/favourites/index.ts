/** Favourites: a visitor's local list, a member's on the server, merged at login (issue 5), and the machine. */
export {
  FAVOURITE_FAILED_MESSAGE,
  FAVOURITE_LIST_KEY,
  FAVOURITE_LOAD_FAILED_MESSAGE,
  FAVOURITE_MERGE_FAILED_MESSAGE,
  favouriteItem,
  favouriteLimitMessage,
  hasFavourite,
  isAtFavouriteCap,
  isFavouriteItem,
  mergeBatches,
  parseFavouriteList,
  readFavouriteList,
  serializeFavouriteList,
  toggleFavourite,
  type FavouriteItem,
} from './favourites.rules.ts'
export { favouritesMachine } from './favourites.machine.ts'
export { favouriteCount, favouriteItems, isFavourite } from './favourites.selectors.ts'
export type {
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouritesInput,
  FavouritesLoadEvent,
  FavouritesToggleEvent,
  PendingFavourite,
} from './favourites.types.ts'
