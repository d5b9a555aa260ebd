import { assertEvent, assign, setup } from 'xstate'
import { TOAST } from '../constants.ts'
import {
  NO_TOASTS,
  closeCurrentToast,
  dismissesCurrent,
  enqueueToast,
  showNextToast,
  toToastRequest,
} from './toast.rules.ts'
import type { ToastContext, ToastEvent } from './toast.types.ts'

/**
 * The toasts (SHELL-7): success, error, warning or info, each shown for 3000 ms, at most one at a time, later
 * ones waiting in order and shown in turn; `toast.dismiss` closes the shown one early.
 *
 * Outside world: none. Other machines `emit` `{ type: 'toast', toast }` (see `effects.types.ts`); the
 * composition root forwards each as `toast.show` to this actor, and the renderer draws `currentToast`.
 *
 * Tag `visible` while a toast is shown.
 */
export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    tags: {} as 'visible',
  },
  guards: {
    isShowable: ({ event }) => {
      assertEvent(event, 'toast.show')
      return toToastRequest(event.toast) !== null
    },
    hasQueued: ({ context }) => context.queue.length > 0,
    isDismissingCurrent: ({ context, event }) => {
      assertEvent(event, 'toast.dismiss')
      return dismissesCurrent(context, event.id)
    },
  },
  actions: {
    enqueue: assign(({ context, event }) => {
      assertEvent(event, 'toast.show')
      const request = toToastRequest(event.toast)
      return request === null ? context : enqueueToast(context, request)
    }),
    showNext: assign(({ context }) => showNextToast(context)),
    closeCurrent: assign(({ context }) => closeCurrentToast(context)),
  },
  delays: {
    /** SHELL-7: how long each toast stays. */
    toastDuration: TOAST.durationMs,
  },
}).createMachine({
  id: 'toast',
  context: NO_TOASTS,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toast.show': { guard: 'isShowable', target: 'showing', actions: 'enqueue' },
      },
    },
    showing: {
      tags: ['visible'],
      entry: 'showNext',
      exit: 'closeCurrent',
      after: { toastDuration: 'next' },
      on: {
        'toast.show': { guard: 'isShowable', actions: 'enqueue' },
        'toast.dismiss': { guard: 'isDismissingCurrent', target: 'next' },
      },
    },
    next: {
      always: [{ guard: 'hasQueued', target: 'showing' }, { target: 'idle' }],
    },
  },
})
