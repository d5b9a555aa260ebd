import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
import type { FavouriteBody, FavouriteCount, FavouriteList, FavouriteMergeBody } from '../contract/favourite.ts'
import {
  FAVOURITE_FAILED_MESSAGE,
  FAVOURITE_LIST_KEY,
  FAVOURITE_LOAD_FAILED_MESSAGE,
  FAVOURITE_MERGE_FAILED_MESSAGE,
  favouriteItem,
  favouriteLimitMessage,
  hasFavourite,
  isAtFavouriteCap,
  mergeBatches,
  parseFavouriteList,
  readFavouriteList,
  serializeFavouriteList,
  toggleFavourite,
  type FavouriteItem,
} from './favourites.rules.ts'
import type { FavouritesContext, FavouritesEmitted, FavouritesEvent, FavouritesInput } from './favourites.types.ts'

/**
 * Favourites (issue 5; the spec shows only SIDE-1's Favourite entry, so the behaviour is ours): a visitor
 * keeps them locally, a member's live on the server, and the local ones merge in at login.
 *
 * Outside world: the stored `favouriteList` and whether a member is signed in come in as `input`. A visitor's
 * toggle changes the local list, emitted as `persist` (local, `favouriteList`). A member's calls are the
 * `listFavourites`, `addFavourite`, `removeFavourite` and `mergeFavourites` actors the root provides
 * (`favouriteList`, `favouriteAdd`, `favouriteRemove`, `favouriteMerge` of the contract); the defaults fail.
 *
 * Other machines: `auth.signedIn` merges the local list into the member's (`LIMITS.maxLinesPerRequest` ids
 * per call, in order), forgets it (`forget`, local, `favouriteList`) only once every call succeeded, then
 * loads the server list; a failed merge keeps the local list for the next sign-in (merging twice changes
 * nothing, per the contract). `auth.signedOut` cancels calls in flight and shows the local list again (empty
 * after a successful merge). A 403 from any call is emitted as `auth.forbidden` (API-3).
 *
 * Ours: a member's toggle is optimistic (the heart answers at once; a failed call restores the list and
 * toasts), one call at a time: a toggle or load while a call runs is dropped, and `snapshot.can` tells the
 * view. Adding past `LIMITS.maxFavourites` (the server's limit too) is refused with a warning toast, for
 * visitors and members alike.
 *
 * Tags: `merging`, `loading`, `busy` (an add or remove runs).
 */
export const favouritesMachine = setup({
  types: {
    input: {} as FavouritesInput,
    context: {} as FavouritesContext,
    events: {} as FavouritesEvent,
    emitted: {} as FavouritesEmitted,
    tags: {} as 'merging' | 'loading' | 'busy',
  },
  actors: {
    /** `GET /api/favourite/list` (`favouriteList`). */
    listFavourites: fromPromise<FavouriteList>(() => Promise.reject(new Error('listFavourites is not provided'))),
    /** `POST /api/favourite/add` (`favouriteAdd`). */
    addFavourite: fromPromise<FavouriteCount, FavouriteBody>(() => Promise.reject(new Error('addFavourite is not provided'))),
    /** `POST /api/favourite/remove` (`favouriteRemove`). */
    removeFavourite: fromPromise<FavouriteCount, FavouriteBody>(() =>
      Promise.reject(new Error('removeFavourite is not provided')),
    ),
    /** `POST /api/favourite/merge` (`favouriteMerge`), one batch per call. */
    mergeFavourites: fromPromise<FavouriteList, FavouriteMergeBody>(() =>
      Promise.reject(new Error('mergeFavourites is not provided')),
    ),
  },
  guards: {
    isRefusedAtCap: ({ context, event }) => {
      assertEvent(event, 'favourites.toggle')
      const item = favouriteItem(event.productId, event.model)
      return item !== null && isAtFavouriteCap(context.list, item)
    },
    isToggle: ({ event }) => {
      assertEvent(event, 'favourites.toggle')
      return favouriteItem(event.productId, event.model) !== null
    },
    isAdd: ({ context, event }) => {
      assertEvent(event, 'favourites.toggle')
      return favouriteItem(event.productId, event.model) !== null && !hasFavourite(context.list, event.productId)
    },
    isRemove: ({ context, event }) => {
      assertEvent(event, 'favourites.toggle')
      return favouriteItem(event.productId, event.model) !== null && hasFavourite(context.list, event.productId)
    },
    isSignedIn: ({ context }) => context.signedIn,
    hasLocal: ({ context }) => context.local.length > 0,
    hasMoreBatches: ({ context }) => context.batches.length > 1,
    isFavouriteList: (_, params: { readonly output: unknown }) => readFavouriteList(params.output) !== null,
    isForbidden: isForbiddenCall,
  },
  actions: {
    toggleLocal: assign(({ context, event }) => {
      assertEvent(event, 'favourites.toggle')
      const item = favouriteItem(event.productId, event.model)
      const local = item === null ? context.local : toggleFavourite(context.local, item)
      return { local, list: local }
    }),
    persistLocal: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: FAVOURITE_LIST_KEY,
      value: serializeFavouriteList(context.local),
    })),
    forgetLocal: emit({ type: 'forget', storage: 'local', key: FAVOURITE_LIST_KEY } as const),
    toastLimit: emit({ type: 'toast', toast: { type: 'warning', message: favouriteLimitMessage() } } as const),
    startToggle: assign(({ context, event }) => {
      assertEvent(event, 'favourites.toggle')
      const item = favouriteItem(event.productId, event.model)
      if (item === null) return {}
      return {
        list: toggleFavourite(context.list, item),
        pending: { item, added: !hasFavourite(context.list, item.productId), before: context.list },
      }
    }),
    finishToggle: assign({ pending: null }),
    rollBack: assign(({ context }) => ({ list: context.pending?.before ?? context.list, pending: null })),
    toastFailure: emit((_, params: { readonly error: unknown }) => ({
      type: 'toast' as const,
      toast: { type: 'error' as const, message: failureMessage(params.error, FAVOURITE_FAILED_MESSAGE) },
    })),
    toastLoadFailure: emit({ type: 'toast', toast: { type: 'error', message: FAVOURITE_LOAD_FAILED_MESSAGE } } as const),
    toastMergeFailure: emit({ type: 'toast', toast: { type: 'error', message: FAVOURITE_MERGE_FAILED_MESSAGE } } as const),
    reportForbidden: emit(forbiddenEvent),
    planMerge: assign(({ context }) => ({ batches: mergeBatches(context.local) })),
    nextBatch: assign(({ context }) => ({ batches: context.batches.slice(1) })),
    dropBatches: assign({ batches: [] }),
    clearLocal: assign({ local: [] as readonly FavouriteItem[], batches: [] }),
    setList: assign({
      list: ({ context }, params: { readonly output: unknown }) => readFavouriteList(params.output) ?? context.list,
    }),
    // A call that signing in again cancels never answers: its optimistic change goes too.
    signIn: assign(({ context }) => ({ signedIn: true, list: context.pending?.before ?? context.list, pending: null, batches: [] })),
    signOut: assign(({ context }) => ({ signedIn: false, list: context.local, pending: null, batches: [] })),
  },
}).createMachine({
  id: 'favourites',
  context: ({ input }) => {
    const local = parseFavouriteList(input.stored)
    const signedIn = input.signedIn === true
    return { signedIn, list: signedIn ? [] : local, local, pending: null, batches: [] }
  },
  on: {
    // Entering `member` again (from any of its states) cancels a call in flight and merges, then loads.
    'auth.signedIn': { target: '.member', actions: 'signIn' },
    'auth.signedOut': { target: '.visitor', actions: 'signOut' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isSignedIn', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {
      on: {
        'favourites.toggle': [
          { guard: 'isRefusedAtCap', actions: 'toastLimit' },
          { guard: 'isToggle', actions: ['toggleLocal', 'persistLocal'] },
        ],
      },
    },
    member: {
      initial: 'entering',
      states: {
        entering: {
          always: [{ guard: 'hasLocal', target: 'merging', actions: 'planMerge' }, { target: 'loading' }],
        },
        merging: {
          tags: ['merging'],
          invoke: {
            id: 'mergeFavourites',
            src: 'mergeFavourites',
            input: ({ context }) => context.batches[0] ?? { productIds: [] },
            onDone: [
              { guard: 'hasMoreBatches', target: 'merging', reenter: true, actions: 'nextBatch' },
              { target: 'loading', actions: ['clearLocal', 'forgetLocal'] },
            ],
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['dropBatches', { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'loading', actions: ['dropBatches', 'toastMergeFailure'] },
            ],
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'listFavourites',
            src: 'listFavourites',
            onDone: [
              {
                guard: { type: 'isFavouriteList', params: ({ event }) => ({ output: event.output }) },
                target: 'idle',
                actions: { type: 'setList', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'idle', actions: 'toastLoadFailure' },
            ],
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'idle', actions: 'toastLoadFailure' },
            ],
          },
        },
        idle: {
          on: {
            'favourites.load': { target: 'loading' },
            'favourites.toggle': [
              { guard: 'isRefusedAtCap', actions: 'toastLimit' },
              { guard: 'isAdd', target: 'adding', actions: 'startToggle' },
              { guard: 'isRemove', target: 'removing', actions: 'startToggle' },
            ],
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addFavourite',
            src: 'addFavourite',
            input: ({ context }) => ({ productId: pendingId(context) }),
            onDone: { target: 'idle', actions: 'finishToggle' },
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['rollBack', { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'idle', actions: ['rollBack', { type: 'toastFailure', params: ({ event }) => ({ error: event.error }) }] },
            ],
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeFavourite',
            src: 'removeFavourite',
            input: ({ context }) => ({ productId: pendingId(context) }),
            onDone: { target: 'idle', actions: 'finishToggle' },
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['rollBack', { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'idle', actions: ['rollBack', { type: 'toastFailure', params: ({ event }) => ({ error: event.error }) }] },
            ],
          },
        },
      },
    },
  },
})

/** The product of the add or remove in flight (the guards let only a product id through). */
function pendingId(context: FavouritesContext): FavouriteItem['productId'] {
  return (context.pending?.item.productId ?? 0) as FavouriteItem['productId']
}
