import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
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
import type { RfqContext, RfqEmitted, RfqEvent, RfqInput, RfqSubmitEvent } from './rfq.types.ts'

/** What `checkSubmit` is given: the list as it was when the buyer submitted, and the submit event. */
interface SubmitCheckInput {
  readonly list: readonly RfqItem[]
  readonly event: RfqSubmitEvent
}

/** The checked submission: the body to send and the lines it holds, or the message refusing it. */
type SubmitCheck =
  | { readonly ok: true; readonly body: RfqListBody; readonly list: readonly RfqItem[] }
  | { readonly ok: false; readonly message: string }

/**
 * RFQ-3: the submission checked against the contract (`rfqSubmitBody`), with its rules loaded on the first
 * submit (a dynamic import: effect's Schema stays off a page's first load, issue 13).
 */
async function checkSubmit({ list, event }: SubmitCheckInput): Promise<SubmitCheck> {
  const { rfqSubmitBody } = await import('./rfq-submit.rules.ts')
  const checked = rfqSubmitBody(list, event.contact, event.remark, event.targetPrices)
  return checked.ok ? { ok: true, body: checked.body, list } : checked
}

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
    /** RFQ-3: the submission checked before its call. */
    checkSubmit: fromPromise<SubmitCheck, SubmitCheckInput>(({ input }) => checkSubmit(input)),
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
    isSubmittable: (_, params: { readonly checked: SubmitCheck }) => params.checked.ok,
    isForbidden: isForbiddenCall,
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
      error: (_, params: { readonly checked: SubmitCheck }) => (params.checked.ok ? null : params.checked.message),
    }),
    toastError: emit(({ context }) => ({
      type: 'toast' as const,
      toast: { type: 'error' as const, message: context.error ?? RFQ_FAILED_MESSAGE },
    })),
    startSubmit: assign((_, params: { readonly checked: SubmitCheck }) => ({
      submitting: params.checked.ok ? params.checked.list : [],
      error: null,
      receipt: null,
    })),
    takeOffSubmitted: assign(({ context }) => ({
      list: withoutSubmitted(context.list, context.submitting),
      submitting: [] as readonly RfqItem[],
    })),
    toastSubmitted: emit({ type: 'toast', toast: { type: 'success', message: RFQ_SUBMITTED_MESSAGE } } as const),
    failSubmit: assign((_, params: { readonly error: unknown }) => ({
      submitting: [] as readonly RfqItem[],
      error: failureMessage(params.error, RFQ_FAILED_MESSAGE),
    })),
    reportForbidden: emit(forbiddenEvent),
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
        'rfq.submit': [{ guard: 'isSignedOut', actions: 'redirectToLogin' }, { target: 'checking' }],
      },
    },
    // A submission the contract refuses (an empty list, a contact without a name, a target price that is not
    // an amount) is not sent: its message is kept and toasted.
    checking: {
      tags: ['submitting'],
      invoke: {
        id: 'checkSubmit',
        src: 'checkSubmit',
        input: ({ context, event }) => {
          assertEvent(event, 'rfq.submit')
          return { list: context.list, event }
        },
        onDone: [
          {
            guard: { type: 'isSubmittable', params: ({ event }) => ({ checked: event.output }) },
            target: 'submitting',
            actions: { type: 'startSubmit', params: ({ event }) => ({ checked: event.output }) },
          },
          { target: 'idle', actions: [{ type: 'refuseSubmit', params: ({ event }) => ({ checked: event.output }) }, 'toastError'] },
        ],
        // The rules could not be loaded (a deploy, the network): nothing was sent.
        onError: { target: 'idle', actions: [{ type: 'failSubmit', params: { error: null } }, 'toastError'] },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'submitRfq',
        src: 'submitRfq',
        input: ({ event }) => {
          // Entered only from `checking` with a submittable body.
          const checked = (event as { readonly output?: SubmitCheck }).output
          if (checked === undefined || !checked.ok) throw new Error('rfq: submitting without a checked body')
          return checked.body
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
