import type { Toast, ToastContext } from './toast.types.ts'

/**
 * What the toasts shows, read from any snapshot of its machine (`toast.machine.ts`). Kept apart from the
 * machine so a renderer can import them without XState or the machine (issue 13: the first load).
 */

/** What the selectors read: any snapshot of the toast machine. */
interface ToastSnapshotLike {
  readonly context: ToastContext
}

/** SHELL-7: the toast to draw now, or `null`. */
export function currentToast(snapshot: ToastSnapshotLike): Toast | null {
  return snapshot.context.current
}

/** SHELL-7: how many toasts wait behind the shown one. */
export function queuedCount(snapshot: ToastSnapshotLike): number {
  return snapshot.context.queue.length
}
