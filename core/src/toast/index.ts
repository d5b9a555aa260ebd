/** Toasts (SHELL-7): the queue machine, its selectors and rules. */
export { currentToast, queuedCount, toastMachine } from './toast.machine.ts'
export {
  NO_TOASTS,
  closeCurrentToast,
  dismissesCurrent,
  enqueueToast,
  isToastType,
  sameToast,
  showNextToast,
  toToastRequest,
} from './toast.rules.ts'
export type { Toast, ToastContext, ToastDismissEvent, ToastEvent, ToastShowEvent } from './toast.types.ts'
