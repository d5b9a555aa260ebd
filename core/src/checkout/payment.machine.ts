import { type ActorRefFrom, type SnapshotFrom, assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
import type { OrderId } from '../contract/common.ts'
import type { Payment, PaymentMethod, PaymentOptions } from '../contract/payment.ts'
import { firstPaymentMethod, isPayable, providerRedirect } from './payment.rules.ts'

/**
 * The payment page's machine (`/payment/{id}`, issue 17): the buyer picks one of the methods the server
 * offers for the order and starts paying. A wire transfer answers the proforma (`proforma`); a card or PayPal
 * payment answers the provider's page, to which the page goes (`payment.redirect`, state `redirecting`); a
 * refusal keeps the chosen method and says why (a 403 also ends the session, API-3). An order that is no
 * longer pending has nothing to pay (`settled`). Submitting twice sends once.
 */

/** What the page starts the machine with: the order and what the server offers for it. */
export interface PaymentInput {
  readonly orderId: OrderId
  readonly options: PaymentOptions
}

export interface PaymentContext {
  readonly orderId: OrderId
  readonly options: PaymentOptions
  /** The method chosen; the first available one at start, `null` when none is. */
  readonly method: PaymentMethod | null
  /** The server's answer once paying started. */
  readonly payment: Payment | null
  /** Why the last attempt failed, in the server's words; `null` otherwise. */
  readonly failure: string | null
}

export type PaymentEvent = { readonly type: 'payment.choose'; readonly method: PaymentMethod } | { readonly type: 'payment.submit' }

/** What the machine asks of the page: go to the provider, or end the session on a 403 (API-3). */
export type PaymentEmitted = { readonly type: 'payment.redirect'; readonly url: string } | { readonly type: 'auth.forbidden'; readonly message: string }

/** The call that starts paying: `paymentSubmit` through the page's caller. */
export interface PaymentDeps {
  readonly submit: (body: { readonly orderId: OrderId; readonly method: PaymentMethod }) => Promise<Payment>
}

const FAILED = 'The payment could not be started, please try again'

/** The payment machine over the page's call. */
export function createPaymentMachine(deps: PaymentDeps) {
  return setup({
    types: {
      context: {} as PaymentContext,
      events: {} as PaymentEvent,
      input: {} as PaymentInput,
      emitted: {} as PaymentEmitted,
    },
    actors: {
      submitPayment: fromPromise<Payment, { readonly orderId: OrderId; readonly method: PaymentMethod }>(({ input }) => deps.submit(input)),
    },
    guards: {
      payable: ({ context }) => isPayable(context.options),
      offered: ({ context, event }) => {
        assertEvent(event, 'payment.choose')
        return context.options.methods.some((option) => option.method === event.method && option.available)
      },
      chosen: ({ context }) => context.method !== null,
      goesToProvider: (_, params: { readonly payment: Payment }) => providerRedirect(params.payment) !== null,
      forbidden: isForbiddenCall,
    },
    actions: {
      choose: assign(({ event }) => {
        assertEvent(event, 'payment.choose')
        return { method: event.method, failure: null }
      }),
      clearFailure: assign({ failure: null }),
      keepPayment: assign((_, params: { readonly payment: Payment }) => ({ payment: params.payment })),
      redirect: emit((_, params: { readonly payment: Payment }) => ({ type: 'payment.redirect', url: providerRedirect(params.payment) ?? '' }) as const),
      keepFailure: assign((_, params: { readonly error: unknown }) => ({ failure: failureMessage(params.error, FAILED) })),
      reportForbidden: emit(forbiddenEvent),
    },
  }).createMachine({
    id: 'payment',
    context: ({ input }) => ({ orderId: input.orderId, options: input.options, method: firstPaymentMethod(input.options), payment: null, failure: null }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'payable', target: 'choosing' }, { target: 'settled' }],
      },
      choosing: {
        tags: ['form'],
        on: {
          'payment.choose': { guard: 'offered', actions: 'choose' },
          'payment.submit': { guard: 'chosen', target: 'submitting', actions: 'clearFailure' },
        },
      },
      submitting: {
        tags: ['form', 'busy'],
        invoke: {
          src: 'submitPayment',
          input: ({ context }) => ({ orderId: context.orderId, method: context.method as PaymentMethod }),
          onDone: [
            {
              guard: { type: 'goesToProvider', params: ({ event }) => ({ payment: event.output }) },
              target: 'redirecting',
              actions: [
                { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) },
                { type: 'redirect', params: ({ event }) => ({ payment: event.output }) },
              ],
            },
            { target: 'proforma', actions: { type: 'keepPayment', params: ({ event }) => ({ payment: event.output }) } },
          ],
          onError: [
            {
              guard: { type: 'forbidden', params: ({ event }) => ({ error: event.error }) },
              target: 'choosing',
              actions: [
                { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            { target: 'choosing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      /** Gone to the provider's page; the button stays busy until the browser leaves. */
      redirecting: { tags: ['busy'] },
      /** The wire transfer's proforma is shown. */
      proforma: {},
      /** The order is not pending payment: nothing to pay. */
      settled: {},
    },
  })
}

export type PaymentMachine = ReturnType<typeof createPaymentMachine>
export type PaymentActor = ActorRefFrom<PaymentMachine>
export type PaymentSnapshot = SnapshotFrom<PaymentMachine>
