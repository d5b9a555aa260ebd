import type { TOAST } from '../constants.ts'

/**
 * What a machine asks of the outside world. Machines never call a port: they `emit` one of these requests
 * and the composition root (`createStorefront`) forwards it, with `actor.on(type, handler)`, to the port of
 * the same name (`core/src/ports/`). Reading goes the other way: what a machine needs at start (a stored
 * string, the viewport width, the `ClockPort`) comes in its `input`; anything asynchronous is an invoked
 * actor the root supplies with `machine.provide({ actors })`. So a machine is tested with events in,
 * snapshots and emitted events out, and no port at all.
 *
 * | emitted            | forwarded to                                                   |
 * |--------------------|----------------------------------------------------------------|
 * | `navigate`         | `NavigationPort.navigate(to)`: soft navigation in the router    |
 * | `assign`           | `NavigationPort.assign(to)`: full navigation (loads the page)   |
 * | `reload`           | `NavigationPort.reload()`                                       |
 * | `persist`          | `StoragePort.setItem(key, value)`: local, or session storage    |
 * | `forget`           | `StoragePort.removeItem(key)`: local, or session storage        |
 * | `cookie`           | `CookiePort.set(name, value, { days, path })`                   |
 * | `toast`            | the toast actor, as `{ type: 'toast.show', toast }`             |
 *
 * Machines talk to each other the same way: a machine emits the *other* machine's event, named as that
 * machine's events are (`area.verb`), and the root relays it to the actor of that area. These are the
 * relayed events (`RelayedEvent`):
 *
 * | emitted            | by                     | relayed to                                  |
 * |--------------------|------------------------|---------------------------------------------|
 * | `auth.signedIn`    | auth (login)           | cart, rfq, favourites (session and count)   |
 * | `auth.signedOut`   | auth (logout, 403)     | cart, rfq, favourites                       |
 * | `auth.forbidden`   | cart, rfq, favourites  | auth (API-3: a 403 from any call)           |
 * | `sidebar.open`     | rfq (RFQ-2)            | sidebar                                     |
 * | `cart.load`        | sidebar (CART-5)       | cart                                        |
 *
 * No machine knows another's id or holds a reference to it: each is tested alone, with events in and
 * emitted events out, and the wiring is one table in the root.
 *
 * Emitted events run after the transition that emits them, in order, so a `persist` emitted before a
 * `reload` is written before the page goes away (ROUTE-9 relies on that).
 */

/** The four toast types (SHELL-7): `success`, `error`, `warning`, `info`. */
export type ToastType = (typeof TOAST.types)[number]

/** A toast to show: its type and text (SHELL-7). */
export interface ToastRequest {
  readonly type: ToastType
  readonly message: string
}

/** Soft navigation inside the single-page app. */
export interface NavigateEffect {
  readonly type: 'navigate'
  /** A path with its query, e.g. `/so?keyWord=LM358`. */
  readonly to: string
}

/** Full navigation: the browser loads `to` from the server (the newest build). */
export interface AssignEffect {
  readonly type: 'assign'
  readonly to: string
}

/** Reload the current page. */
export interface ReloadEffect {
  readonly type: 'reload'
}

/** Which storage a value lives in: `local` survives the browser closing, `session` only the tab. */
export type StorageArea = 'local' | 'session'

/** Write `value` under `key` in the given storage. Values are strings, as the storage port keeps them. */
export interface PersistEffect {
  readonly type: 'persist'
  readonly storage: StorageArea
  readonly key: string
  readonly value: string
}

/** Remove `key` from the given storage (AUTH-2: the account is not kept when "remember" is off). */
export interface ForgetEffect {
  readonly type: 'forget'
  readonly storage: StorageArea
  readonly key: string
}

/**
 * Write a cookie (AUTH-1: `user-token`, 365 days, path `/`; AUTH-3: the same cookie blanked with `''`).
 * Built from a `CookieSpec` (`core/src/shell/cookies.rules.ts`); `days` is its lifetime from now.
 */
export interface CookieEffect {
  readonly type: 'cookie'
  readonly name: string
  readonly value: string
  readonly days: number
  readonly path: string
}

/** Show a toast (forwarded to the toast machine as `toast.show`). */
export interface ToastEffect {
  readonly type: 'toast'
  readonly toast: ToastRequest
}

/** Any request a machine may emit. */
export type Effect =
  | NavigateEffect
  | AssignEffect
  | ReloadEffect
  | PersistEffect
  | ForgetEffect
  | CookieEffect
  | ToastEffect

/** The shopping lists the sidebar drawer shows (SIDE-1): cart, RFQ list, favourites. */
export type DrawerList = 'cart' | 'rfq' | 'favourite'

/** AUTH-1: a member signed in; `cartNum` is the cart count of the login result. */
export interface AuthSignedInEvent {
  readonly type: 'auth.signedIn'
  readonly cartNum: number
}

/** AUTH-3, API-3: the member signed out (or the session ended): local session state goes. */
export interface AuthSignedOutEvent {
  readonly type: 'auth.signedOut'
}

/** API-3: a call answered 403; `message` is the server's, shown as an error toast. */
export interface AuthForbiddenEvent {
  readonly type: 'auth.forbidden'
  readonly message: string
}

/** RFQ-2, SIDE-1: open the drawer on `list` (as clicking its sidebar entry does). */
export interface SidebarOpenEvent {
  readonly type: 'sidebar.open'
  readonly list: DrawerList
}

/** CART-5: load the cart rows (the Shopping Cart drawer opened). */
export interface CartLoadEvent {
  readonly type: 'cart.load'
}

/** An event one machine emits for another; the root relays it by its type (see the table above). */
export type RelayedEvent = AuthSignedInEvent | AuthSignedOutEvent | AuthForbiddenEvent | SidebarOpenEvent | CartLoadEvent

