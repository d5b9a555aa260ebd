import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenMessage } from '../auth/forbidden.rules.ts'
import type { QuoteReceipt, RfqListBody } from '../contract/quote.ts'
import { loginRedirectPath } from '../routing/access.rules.ts'
import {
  RFQ_FAILED_MESSAGE,
  RFQ_LIST_KEY,
  RFQ_RESERVE_PATH,
  RFQ_SUBMITTED_MESSAGE,
  clearRfq,
  isRfqItem,
  mergeRfq,
  parseRfqList,
  removeRfq,
  setRfqQuantity,
  rfqItem,
  serializeRfqList,
  withoutSubmitted,
  type RfqItem,
} from './rfq.rules.ts'
import { rfqSubmitBody } from './rfq-submit.rules.ts'
import type { RfqContext, RfqEmitted, RfqEvent, RfqInput } from './rfq.types.ts'

/**
 * The RFQ list (RFQ-1, RFQ-2, RFQ-3): held locally, merged by id, deleted and cleared locally, submitted from
 * `/cart/reserve` by a member.
 *
 * Outside world: the stored `quoteList` and whether a member is signed in come in as `input`; every change is
 * emitted as `persist` (local, `quoteList`); the submission is the `submitRfq` actor the root provides
 * (`POST /api/quote/rfqlist`; the default fails).
 *
 * Other machines: adding emits `sidebar.open { list: 'rfq' }` (RFQ-2), relayed to the sidebar;
 * `auth.signedIn` / `auth.signedOut` keep the member flag; a 403 on submit is emitted as `auth.forbidden`.
 *
 * The list stays editable while a submission runs; a successful one takes off exactly what was sent
 * (`withoutSubmitted`), so nothing added meanwhile is lost. A failed one keeps the list and toasts.
 *
 * Tag `submitting` while the call runs.
 */
export const rfqMachine = setup({
  types: {
    input: {} as RfqInput,
    context: {} as RfqContext,
    events: {} as RfqEvent,
    emitted: {} as RfqEmitted,
    tags: {} as 'submitting',
  },
  actors: {
    /** RFQ-3: `POST /api/quote/rfqlist` (`quoteRfqList`). */
    submitRfq: fromPromise<QuoteReceipt, RfqListBody>(() => Promise.reject(new Error('submitRfq is not provided'))),
  },
  guards: {
    isItem: ({ event }) => {
      assertEvent(event, 'rfq.add')
      return isRfqItem(event.item)
    },
    isId: ({ event }) => {
      assertEvent(event, 'rfq.delete')
      return typeof event.id === 'string'
    },
    isSignedOut: ({ context }) => !context.signedIn,
    isSubmittable: ({ context, event }) => {
      assertEvent(event, 'rfq.submit')
      return rfqSubmitBody(context.list, event.contact, event.remark, event.targetPrices).ok
    },
    isForbidden: (_, params: { readonly error: unknown }) => forbiddenMessage(params.error) !== null,
  },
  actions: {
    addItem: assign({
      list: ({ context, event }) => {
        assertEvent(event, 'rfq.add')
        return mergeRfq(context.list, rfqItem(event.item))
      },
    }),
    deleteItem: assign({
      list: ({ context, event }) => {
        assertEvent(event, 'rfq.delete')
        return removeRfq(context.list, event.id)
      },
    }),
    clearList: assign({ list: () => clearRfq() }),
    updateItem: assign({
      list: ({ context, event }) => {
        assertEvent(event, 'rfq.update')
        return setRfqQuantity(context.list, event.id, event.quantity)
      },
    }),
    keepReceipt: assign({ receipt: (_, params: { readonly output: QuoteReceipt }) => params.output }),
    persistList: emit(({ context }) => ({
      type: 'persist' as const,
      storage: 'local' as const,
      key: RFQ_LIST_KEY,
      value: serializeRfqList(context.list),
    })),
    openDrawer: emit({ type: 'sidebar.open', list: 'rfq' } as const),
    signIn: assign({ signedIn: true }),
    signOut: assign({ signedIn: false }),
    redirectToLogin: emit({ type: 'navigate', to: loginRedirectPath(RFQ_RESERVE_PATH) } as const),
    refuseSubmit: assign({
      error: ({ context, event }) => {
        assertEvent(event, 'rfq.submit')
        const checked = rfqSubmitBody(context.list, event.contact, event.remark, event.targetPrices)
        return checked.ok ? null : checked.message
      },
    }),
    toastError: emit(({ context }) => ({
      type: 'toast' as const,
      toast: { type: 'error' as const, message: context.error ?? RFQ_FAILED_MESSAGE },
    })),
    startSubmit: assign(({ context }) => ({ submitting: context.list, error: null, receipt: null })),
    takeOffSubmitted: assign(({ context }) => ({
      list: withoutSubmitted(context.list, context.submitting),
      submitting: [] as readonly RfqItem[],
    })),
    toastSubmitted: emit({ type: 'toast', toast: { type: 'success', message: RFQ_SUBMITTED_MESSAGE } } as const),
    failSubmit: assign((_, params: { readonly error: unknown }) => ({
      submitting: [] as readonly RfqItem[],
      error: failureMessage(params.error, RFQ_FAILED_MESSAGE),
    })),
    reportForbidden: emit((_, params: { readonly error: unknown }) => ({
      type: 'auth.forbidden' as const,
      message: forbiddenMessage(params.error) ?? '',
    })),
  },
}).createMachine({
  id: 'rfq',
  context: ({ input }) => ({
    list: parseRfqList(input.stored),
    signedIn: input.signedIn === true,
    submitting: [],
    error: null,
    receipt: null,
  }),
  on: {
    'rfq.add': { guard: 'isItem', actions: ['addItem', 'persistList', 'openDrawer'] },
    'rfq.delete': { guard: 'isId', actions: ['deleteItem', 'persistList'] },
    'rfq.clear': { actions: ['clearList', 'persistList'] },
    'rfq.update': { actions: ['updateItem', 'persistList'] },
    'auth.signedIn': { actions: 'signIn' },
    'auth.signedOut': { actions: 'signOut' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'rfq.submit': [
          { guard: 'isSignedOut', actions: 'redirectToLogin' },
          { guard: 'isSubmittable', target: 'submitting', actions: 'startSubmit' },
          { actions: ['refuseSubmit', 'toastError'] },
        ],
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'submitRfq',
        src: 'submitRfq',
        input: ({ context, event }) => {
          assertEvent(event, 'rfq.submit')
          const checked = rfqSubmitBody(context.submitting, event.contact, event.remark, event.targetPrices)
          // The guard let only a valid body through; the empty body is never sent.
          return checked.ok ? checked.body : { items: [], contact: event.contact }
        },
        onDone: {
          target: 'idle',
          actions: [
            'takeOffSubmitted',
            { type: 'keepReceipt', params: ({ event }) => ({ output: event.output }) },
            'persistList',
            'toastSubmitted',
          ],
        },
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              { type: 'failSubmit', params: ({ event }) => ({ error: event.error }) },
              { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'idle',
            actions: [{ type: 'failSubmit', params: ({ event }) => ({ error: event.error }) }, 'toastError'],
          },
        ],
      },
    },
  },
})

/** What the selectors read: any snapshot of the RFQ list. */
interface RfqSnapshotLike {
  readonly context: RfqContext
}

/** RFQ-1, SIDE-3: the lines, in the order first added. */
export function rfqList(snapshot: RfqSnapshotLike): readonly RfqItem[] {
  return snapshot.context.list
}

/** RFQ-3: the last submission's acknowledgement (the quote request's number), or `null`. */
export function rfqReceipt(snapshot: RfqSnapshotLike): QuoteReceipt | null {
  return snapshot.context.receipt
}

/** RFQ-3: why the last submission was refused or failed, or `null`. */
export function rfqError(snapshot: RfqSnapshotLike): string | null {
  return snapshot.context.error
}
