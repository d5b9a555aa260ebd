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
 * | `toast`            | the toast actor, as `{ type: 'toast.show', toast }`             |
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

/** Show a toast (forwarded to the toast machine as `toast.show`). */
export interface ToastEffect {
  readonly type: 'toast'
  readonly toast: ToastRequest
}

/** Any request a machine may emit. */
export type Effect = NavigateEffect | AssignEffect | ReloadEffect | PersistEffect | ToastEffect

