import type { ToastRequest } from '../effects/effects.types.ts'

/** A toast with the id the machine gave it, so a late `toast.dismiss` cannot close the wrong one. */
export interface Toast extends ToastRequest {
  readonly id: number
}

/** The toast machine's context: the toast shown (at most one, SHELL-7) and those waiting, oldest first. */
export interface ToastContext {
  readonly current: Toast | null
  readonly queue: readonly Toast[]
  /** The id the next queued toast gets. */
  readonly nextId: number
}

/** Show a toast: it shows now if none is shown, otherwise it waits its turn (SHELL-7). */
export interface ToastShowEvent {
  readonly type: 'toast.show'
  readonly toast: ToastRequest
}

/**
 * Close the shown toast before its 3000 ms are up (its close button); the next waiting one shows. With `id`,
 * only that toast is closed: a click that arrives after its toast already gave way to the next does nothing.
 */
export interface ToastDismissEvent {
  readonly type: 'toast.dismiss'
  readonly id?: number
}

export type ToastEvent = ToastShowEvent | ToastDismissEvent
