import { TOAST } from '../constants.ts'
import type { ToastRequest, ToastType } from '../effects/effects.types.ts'
import type { Toast, ToastContext } from './toast.types.ts'

/**
 * The toast queue's rules (SHELL-7): one toast shown at a time, the rest wait in order. The machine times
 * the 3000 ms; these functions only decide what the queue holds.
 */

/** An empty queue: nothing shown, nothing waiting. */
export const NO_TOASTS: ToastContext = { current: null, queue: [], nextId: 1 }

/** SHELL-7: whether `value` is one of the four toast types. */
export function isToastType(value: unknown): value is ToastType {
  return (TOAST.types as readonly unknown[]).includes(value)
}

/**
 * SHELL-7: `value` as a toast request, or `null` when it is not one (an unknown type, or a message that is
 * not a string with some visible text). Events come from outside: nothing is assumed about their shape.
 */
export function toToastRequest(value: unknown): ToastRequest | null {
  if (typeof value !== 'object' || value === null) return null
  const { type, message } = value as { type?: unknown; message?: unknown }
  if (!isToastType(type) || typeof message !== 'string' || message.trim() === '') return null
  return { type, message }
}

/** Whether two toasts say the same thing (same type, same message). */
export function sameToast(a: ToastRequest, b: ToastRequest): boolean {
  return a.type === b.type && a.message === b.message
}

/**
 * SHELL-7: the queue after asking to show `request`: it waits behind everything already there (FIFO).
 *
 * Ours (the spec says only "at most 1 shown at once"):
 * - A toast identical to the one shown or one already waiting is dropped: pressing Search twice on an empty
 *   box warns once, not twice in a row.
 * - At most `TOAST.maxQueued` (3) wait; beyond that the oldest waiting one is dropped, so the newest news
 *   is never lost behind a burst of stale ones. The one shown is never cut short by this.
 */
export function enqueueToast(state: ToastContext, request: ToastRequest): ToastContext {
  const shownOrWaiting = state.current === null ? state.queue : [state.current, ...state.queue]
  if (shownOrWaiting.some((toast) => sameToast(toast, request))) return state
  const toast: Toast = { id: state.nextId, type: request.type, message: request.message }
  return { current: state.current, queue: [...state.queue, toast].slice(-TOAST.maxQueued), nextId: state.nextId + 1 }
}

/** SHELL-7: the oldest waiting toast becomes the one shown (none when nothing waits). */
export function showNextToast(state: ToastContext): ToastContext {
  const [next = null, ...rest] = state.queue
  return { current: next, queue: rest, nextId: state.nextId }
}

/** SHELL-7: the shown toast has gone (its time is up or it was dismissed). */
export function closeCurrentToast(state: ToastContext): ToastContext {
  return { current: null, queue: state.queue, nextId: state.nextId }
}

/**
 * SHELL-7: whether a dismissal with `id` closes the shown toast: without an id it closes whatever is shown;
 * with one, only the toast of that id (a stale click does nothing).
 */
export function dismissesCurrent(state: ToastContext, id: unknown): boolean {
  if (state.current === null) return false
  return id === undefined || id === state.current.id
}
