import type { AddCartBody, AddCartLine, AddCartQuery, CartItem } from '../contract/cart.ts'
import type {
  AuthForbiddenEvent,
  AuthSignedInEvent,
  AuthSignedOutEvent,
  CartLoadEvent,
  NavigateEffect,
  PersistEffect,
  ToastEffect,
} from '../effects/effects.types.ts'

/** What the cart starts from. */
export interface CartInput {
  /** `StoragePort.getItem(CART_NUM_KEY)` (`cartNum`): `null` when absent. */
  readonly stored: string | null
  /** Whether a member is signed in at start (the `user-token` cookie holds a token). */
  readonly signedIn: boolean
}

export interface CartContext {
  readonly signedIn: boolean
  /** The number of rows in the member's cart (CART-4 caps only the badge). */
  readonly count: number
  /** The rows last loaded (CART-5); `[]` before a load and after a failed one. */
  readonly items: readonly CartItem[]
  /** CART-1: where a signed-out buyer comes back to after signing in. */
  readonly returnTo: string
  /** CART-2: the line being added. */
  readonly adding: AddCartLine | null
  /** CART-3: the row being deleted. */
  readonly deleting: number | null
  /** The line being set from the cart page (`cart.update`). */
  readonly updating: AddCartLine | null
}

/** The `addcart` call's input: `?addup=true` and the lines (CART-2). */
export interface AddCartInput {
  readonly query: AddCartQuery
  readonly body: AddCartBody
}

/** Add to cart (CART-1, CART-2): a product, how many, and the page the buyer is on. */
export interface CartAddEvent {
  readonly type: 'cart.add'
  readonly productId: number
  readonly quantity: number
  /** The current path with its query, for `/login?redirect=…` when signed out. */
  readonly currentPath: string
}

/** Delete a cart row by its row id (CART-3). */
export interface CartDeleteEvent {
  readonly type: 'cart.delete'
  readonly id: number
}

/**
 * Change a row's quantity and customer reference from the cart page (ours, issue 17): `addcart?addup=false`
 * with the line, which sets the quantity (the page sends the one core's `orderQuantity` rounded to).
 */
export interface CartUpdateEvent {
  readonly type: 'cart.update'
  readonly productId: number
  readonly quantity: number
  /** The row's new customer reference; left out, the reference stays. */
  readonly customerReference?: string
}

/** Count the cart again on the server (`sumcart?servers=true`). */
export interface CartRefreshEvent {
  readonly type: 'cart.refresh'
}

export type CartEvent =
  | CartAddEvent
  | CartDeleteEvent
  | CartUpdateEvent
  | CartRefreshEvent
  | CartLoadEvent
  | AuthSignedInEvent
  | AuthSignedOutEvent

/** What the cart asks of the outside world, and tells the session (a 403). */
export type CartEmitted = PersistEffect | NavigateEffect | ToastEffect | AuthForbiddenEvent
