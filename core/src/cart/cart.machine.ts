import { assertEvent, assign, emit, fromPromise, setup, type DoneActorEvent } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
import { SIGN_IN_REDIRECT_DELAY_MS } from '../constants.ts'
import type { CartCount, CartItem, DeleteCartQuery, SumCartQuery } from '../contract/cart.ts'
import { LOGIN_PATH, loginRedirectPath } from '../routing/access.rules.ts'
import {
  CART_ADDED_MESSAGE,
  CART_DELETED_MESSAGE,
  CART_FAILED_MESSAGE,
  CART_NUM_KEY,
  withLine,
  parseCartNum,
  readCartCount,
  readCartItems,
  returnPath,
  serializeCartNum,
  withoutRow,
} from './cart.rules.ts'
import type { AddCartLine } from '../contract/cart.ts'
import type {
  AddCartInput,
  CartAddEvent,
  CartContext,
  CartDeleteEvent,
  CartEmitted,
  CartEvent,
  CartInput,
  CartUpdateEvent,
} from './cart.types.ts'

/** A cart change the contract accepted (`cart-line.rules.ts`), or `null` when it refused it. */
type CheckedChange =
  | { readonly kind: 'add'; readonly line: AddCartLine }
  | { readonly kind: 'update'; readonly line: AddCartLine }
  | { readonly kind: 'delete'; readonly id: number }
  | null

/**
 * CART-2, CART-3: a buyer's change checked against the contract, with the rules loaded on the first change
 * (a dynamic import: effect's Schema stays off a page's first load, issue 13).
 */
async function checkChange(event: CartAddEvent | CartUpdateEvent | CartDeleteEvent): Promise<CheckedChange> {
  const rules = await import('./cart-line.rules.ts')
  switch (event.type) {
    case 'cart.add': {
      const line = rules.addCartLine(event.productId, event.quantity)
      return line === null ? null : { kind: 'add', line }
    }
    case 'cart.update': {
      const line = rules.updateCartLine(event.productId, event.quantity, event.customerReference)
      return line === null ? null : { kind: 'update', line }
    }
    case 'cart.delete': {
      const id = rules.cartRowId(event.id)
      return id === null ? null : { kind: 'delete', id }
    }
  }
}

/**
 * The cart (CART-1 to CART-5): the count behind the header badge, the rows the drawer lists, adding and
 * deleting.
 *
 * Outside world: the stored `cartNum` and whether a member is signed in come in as `input`; the count is
 * emitted as `persist` (local, `cartNum`), pages as `navigate`, messages as `toast`. The calls are the
 * `addCart`, `deleteCart`, `sumCart` and `loadCart` actors the root provides; the defaults fail.
 *
 * Other machines: `auth.signedIn { cartNum }` (login) sets the count and the member; `auth.signedOut` sets
 * it to 0 (AUTH-3) and cancels calls in flight. A 403 from any call is emitted as `auth.forbidden` for the
 * session (API-3), which clears the token, toasts and goes to `/login`. `cart.load` comes from the sidebar
 * (CART-5).
 *
 * Two regions: `count` (add, delete, refresh, and the signed-out redirect) and `rows` (loading the rows),
 * so opening the drawer while an add runs still loads. A count change arriving while the count region is
 * busy is dropped (`snapshot.can` tells the view); ours: one cart change at a time keeps counts in order.
 *
 * Tags: `redirecting` (the 1000 ms before `/login`), `busy` (a count call runs), `loading` (rows).
 */
const cartSetup = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartEmitted,
    tags: {} as 'redirecting' | 'busy' | 'loading',
  },
  actors: {
    /** CART-2: `POST /api/cart/addcart?addup=true` (`cartAdd`). */
    addCart: fromPromise<CartCount, AddCartInput>(() => Promise.reject(new Error('addCart is not provided'))),
    /** CART-3: `GET /api/cart/delcart?ids=` (`cartDelete`). */
    deleteCart: fromPromise<CartCount, DeleteCartQuery>(() => Promise.reject(new Error('deleteCart is not provided'))),
    /** CART-4: `GET /api/cart/sumcart?servers=true` (`cartSum`). */
    sumCart: fromPromise<CartCount, SumCartQuery>(() => Promise.reject(new Error('sumCart is not provided'))),
    /** CART-5: `GET /api/cart/detail` (`cartDetail`). */
    loadCart: fromPromise<readonly CartItem[]>(() => Promise.reject(new Error('loadCart is not provided'))),
    /** CART-2, CART-3: the change checked against the contract before its call. */
    checkChange: fromPromise<CheckedChange, CartAddEvent | CartUpdateEvent | CartDeleteEvent>(({ input }) => checkChange(input)),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isChecked: (_, params: { readonly output: CheckedChange; readonly kind: 'add' | 'update' | 'delete' }) =>
      params.output?.kind === params.kind,
    isCartCount: (_, params: { readonly output: unknown }) => readCartCount(params.output) !== null,
    isCartItems: (_, params: { readonly output: unknown }) => readCartItems(params.output) !== null,
    isForbidden: isForbiddenCall,
  },
  actions: {
    signIn: assign({
      signedIn: true,
      count: ({ context, event }) => {
        assertEvent(event, 'auth.signedIn')
        return readCartCount({ cartNum: event.cartNum }) ?? context.count
      },
    }),
    signOut: assign({ signedIn: false, count: 0, items: [], adding: null, deleting: null, updating: null }),
    keepReturnPath: assign({
      returnTo: ({ event }) => {
        assertEvent(event, 'cart.add')
        return returnPath(event.currentPath)
      },
    }),
    redirectToLogin: emit(({ context }) => ({ type: 'navigate' as const, to: loginRedirectPath(context.returnTo) })),
    startChange: assign((_, params: { readonly output: CheckedChange }) => {
      const change = params.output
      if (change === null) return {}
      if (change.kind === 'delete') return { deleting: change.id }
      return change.kind === 'add' ? { adding: change.line } : { updating: change.line }
    }),
    applyUpdatedLine: assign({
      items: ({ context }) => (context.updating === null ? context.items : withLine(context.items, context.updating)),
    }),
    setCount: assign({
      count: ({ context }, params: { readonly output: unknown }) => readCartCount(params.output) ?? context.count,
    }),
    dropDeletedRow: assign({
      items: ({ context }) => (context.deleting === null ? context.items : withoutRow(context.items, context.deleting)),
    }),
    finishCall: assign({ adding: null, deleting: null, updating: null }),
    persistCount: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: CART_NUM_KEY,
      value: serializeCartNum(context.count),
    })),
    toastAdded: emit({ type: 'toast', toast: { type: 'success', message: CART_ADDED_MESSAGE } } as const),
    toastDeleted: emit({ type: 'toast', toast: { type: 'success', message: CART_DELETED_MESSAGE } } as const),
    toastFailure: emit((_, params: { readonly error: unknown }) => ({
      type: 'toast' as const,
      toast: { type: 'error' as const, message: failureMessage(params.error, CART_FAILED_MESSAGE) },
    })),
    reportForbidden: emit(forbiddenEvent),
    setItems: assign({ items: (_, params: { readonly output: unknown }) => readCartItems(params.output) ?? [] }),
    emptyItems: assign({ items: [] }),
    goToLogin: emit({ type: 'navigate', to: LOGIN_PATH } as const),
  },
  delays: {
    /** CART-1: a signed-out add goes to `/login` this long after the click. */
    signInRedirectDelay: SIGN_IN_REDIRECT_DELAY_MS,
  },
})

export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    signedIn: input.signedIn === true,
    count: input.signedIn === true ? parseCartNum(input.stored) : 0,
    items: [],
    returnTo: '/',
    adding: null,
    deleting: null,
    updating: null,
  }),
  on: {
    'auth.signedIn': { actions: ['signIn', 'persistCount'] },
    'auth.signedOut': { target: ['.count.idle', '.rows.idle'], actions: ['signOut', 'persistCount'] },
  },
  type: 'parallel',
  states: {
    count: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.add': [{ guard: 'isSignedIn', target: 'checking' }, { target: 'redirecting', actions: 'keepReturnPath' }],
            'cart.delete': { guard: 'isSignedIn', target: 'checking' },
            'cart.update': { guard: 'isSignedIn', target: 'checking' },
            'cart.refresh': { guard: 'isSignedIn', target: 'refreshing' },
          },
        },
        // A change the contract refuses (a quantity out of range, a reference with a control character, a row
        // id that is not one) calls nothing and changes nothing.
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkChange',
            src: 'checkChange',
            input: ({ event }) => {
              assertEvent(event, ['cart.add', 'cart.update', 'cart.delete'])
              return event
            },
            onDone: [
              {
                guard: { type: 'isChecked', params: ({ event }) => ({ output: event.output, kind: 'add' as const }) },
                target: 'adding',
                actions: { type: 'startChange', params: ({ event }) => ({ output: event.output }) },
              },
              {
                guard: { type: 'isChecked', params: ({ event }) => ({ output: event.output, kind: 'update' as const }) },
                target: 'updating',
                actions: { type: 'startChange', params: ({ event }) => ({ output: event.output }) },
              },
              {
                guard: { type: 'isChecked', params: ({ event }) => ({ output: event.output, kind: 'delete' as const }) },
                target: 'deleting',
                actions: { type: 'startChange', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'idle' },
            ],
            // The rules could not be loaded (a deploy, the network): nothing was sent; the buyer may try again.
            onError: { target: 'idle', actions: { type: 'toastFailure', params: { error: null } } },
          },
        },
        redirecting: {
          tags: ['redirecting'],
          after: { signInRedirectDelay: { target: 'idle', actions: 'redirectToLogin' } },
        },
        adding: countCall(
          { id: 'addCart', src: 'addCart', input: ({ context }) => ({ query: { addup: true }, body: context.adding === null ? [] : [context.adding] }) },
          ['persistCount', 'toastAdded'],
        ),
        updating: countCall(
          { id: 'updateCart', src: 'addCart', input: ({ context }) => ({ query: { addup: false }, body: context.updating === null ? [] : [context.updating] }) },
          ['applyUpdatedLine', 'persistCount'],
        ),
        deleting: countCall(
          { id: 'deleteCart', src: 'deleteCart', input: ({ context }) => ({ ids: context.deleting === null ? [] : [context.deleting as DeleteCartQuery['ids'][number]] }) },
          ['dropDeletedRow', 'persistCount', 'toastDeleted'],
        ),
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'sumCart',
            src: 'sumCart',
            input: { servers: true },
            onDone: {
              target: 'idle',
              actions: [{ type: 'setCount', params: ({ event }) => ({ output: event.output }) }, 'persistCount'],
            },
            // Ours: a failed recount keeps the count shown (no toast: the buyer did not ask for it).
            onError: [
              {
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    rows: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'cart.load': [
              { guard: 'isSignedIn', target: 'loading' },
              // CART-5: a visitor has no cart: the list empties and the buyer signs in.
              { actions: ['emptyItems', 'goToLogin'] },
            ],
          },
        },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: [
              {
                guard: { type: 'isCartItems', params: ({ event }) => ({ output: event.output }) },
                target: 'idle',
                actions: { type: 'setItems', params: ({ event }) => ({ output: event.output }) },
              },
              { target: 'idle', actions: ['emptyItems', 'goToLogin'] },
            ],
            onError: [
              {
                // API-3: the session sends the buyer to /login after clearing the token.
                guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['emptyItems', { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'idle', actions: ['emptyItems', 'goToLogin'] },
            ],
          },
        },
      },
    },
  },
})

/** The call a count change makes: the add actor (adding, updating) or the delete actor, with its input. */
type CountCall = { readonly id: string } & (
  | { readonly src: 'addCart'; readonly input: (args: { readonly context: CartContext }) => AddCartInput }
  | { readonly src: 'deleteCart'; readonly input: (args: { readonly context: CartContext }) => DeleteCartQuery }
)

/**
 * A state of the count region that makes one cart change (add, update, delete), `busy` while it runs. Each answers
 * the same way: a count sets the badge, then `onCount`'s actions run; any other answer toasts the failure; a 403
 * goes to the session (API-3); another error toasts its message. Back to `idle` with the call finished, either way.
 */
function countCall(call: CountCall, onCount: ReadonlyArray<'persistCount' | 'toastAdded' | 'toastDeleted' | 'applyUpdatedLine' | 'dropDeletedRow'>) {
  // `src` is one of two actors here, so the done event is not inferred; the guard reads the answer as `unknown` anyway.
  const answer = ({ event }: { readonly event: DoneActorEvent }) => ({ output: event.output })
  return cartSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      ...call,
      onDone: [
        {
          guard: { type: 'isCartCount', params: answer },
          target: 'idle',
          actions: [{ type: 'setCount', params: answer }, ...onCount, 'finishCall'],
        },
        { target: 'idle', actions: [{ type: 'toastFailure', params: { error: null } }, 'finishCall'] },
      ],
      onError: [
        {
          guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
          target: 'idle',
          actions: [{ type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) }, 'finishCall'],
        },
        {
          target: 'idle',
          actions: [{ type: 'toastFailure', params: ({ event }) => ({ error: event.error }) }, 'finishCall'],
        },
      ],
    },
  })
}
