/** Toasts (SHELL-7): the queue machine, its selectors and rules. */
export { toastMachine } from './toast.machine.ts'
export { currentToast, queuedCount } from './toast.selectors.ts'
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
