import { type ActorRefFrom, type SnapshotFrom, assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { failureMessage, forbiddenEvent, isForbiddenCall } from '../auth/forbidden.rules.ts'
import type { Address } from '../contract/address.ts'
import type { Carrier, DeliveryPreference, OrderCreateBody } from '../contract/order.ts'
import { type CartLineView, refusedLineId } from './checkout.rules.ts'
import { type OrderTerms, NO_ADDRESS, checkoutOrderBody, startingAddressId } from './checkout-order.rules.ts'

/**
 * The checkout's machine (`/cart/buy`, issue 17): the shipping address (one of the member's, or a new one added
 * inline), the carrier, partial or complete delivery, and placing the order. Placing is the server's one
 * transaction: done, the page goes on to pay (`checkout.placed`); refused, the refusal is kept, and a line
 * refused for its stock asks the page to read the cart again (`checkout.stale`) so the line shows what is left;
 * a 403 ends the session (API-3). Nothing is placed twice, and nothing while a new address is being added.
 */

export interface CheckoutInput {
  readonly addresses: readonly Address[]
}

export interface CheckoutContext {
  readonly addresses: readonly Address[]
  readonly addressId: number | null
  readonly carrier: Carrier
  readonly delivery: DeliveryPreference
  /** Why the last order was not placed, in the server's words (or ours); `null` otherwise. */
  readonly refusal: string | null
  /** The lines as the buyer saw them when placing, to tell which one a refusal names. */
  readonly placing: readonly CartLineView[]
}

export type CheckoutEvent =
  | { readonly type: 'checkout.address'; readonly id: number }
  | { readonly type: 'checkout.carrier'; readonly carrier: Carrier }
  | { readonly type: 'checkout.delivery'; readonly delivery: DeliveryPreference }
  | { readonly type: 'checkout.addAddress' }
  | { readonly type: 'checkout.cancelAddress' }
  /** A new address was saved: the member's addresses as they are now, and the new one's id. */
  | { readonly type: 'checkout.addressAdded'; readonly addresses: readonly Address[]; readonly id: number }
  | { readonly type: 'checkout.place'; readonly lines: readonly CartLineView[]; readonly terms: OrderTerms }

export type CheckoutEmitted =
  | { readonly type: 'checkout.placed'; readonly orderId: number }
  | { readonly type: 'checkout.stale' }
  | { readonly type: 'auth.forbidden'; readonly message: string }

/** The call that places the order: `orderCreate` through the page's caller. */
export interface CheckoutDeps {
  readonly placeOrder: (body: OrderCreateBody) => Promise<{ readonly id: number }>
}

const FAILED = 'The order could not be placed, please try again'

/** The checkout machine over the page's call. */
export function createCheckoutMachine(deps: CheckoutDeps) {
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
      emitted: {} as CheckoutEmitted,
    },
    actors: {
      placeOrder: fromPromise<{ readonly id: number }, OrderCreateBody>(({ input }) => deps.placeOrder(input)),
    },
    guards: {
      noAddresses: ({ context }) => context.addresses.length === 0,
      hasAddresses: ({ context }) => context.addresses.length > 0,
      addressChosen: ({ context }) => context.addressId !== null,
      known: ({ context, event }) => {
        assertEvent(event, 'checkout.address')
        return context.addresses.some((address) => address.id === event.id)
      },
      forbidden: isForbiddenCall,
      lineRefused: ({ context }, params: { readonly error: unknown }) =>
        refusedLineId(failureMessage(params.error, FAILED), context.placing) !== null,
    },
    actions: {
      chooseAddress: assign(({ event }) => {
        assertEvent(event, 'checkout.address')
        return { addressId: event.id }
      }),
      chooseCarrier: assign(({ event }) => {
        assertEvent(event, 'checkout.carrier')
        return { carrier: event.carrier }
      }),
      chooseDelivery: assign(({ event }) => {
        assertEvent(event, 'checkout.delivery')
        return { delivery: event.delivery }
      }),
      takeAddresses: assign(({ event }) => {
        assertEvent(event, 'checkout.addressAdded')
        return { addresses: event.addresses, addressId: event.id }
      }),
      keepLines: assign(({ event }) => {
        assertEvent(event, 'checkout.place')
        return { placing: event.lines, refusal: null }
      }),
      refuseNoAddress: assign({ refusal: NO_ADDRESS }),
      keepRefusal: assign((_, params: { readonly error: unknown }) => ({ refusal: failureMessage(params.error, FAILED) })),
      reportForbidden: emit(forbiddenEvent),
      reportStale: emit({ type: 'checkout.stale' } as const),
      reportPlaced: emit((_, params: { readonly orderId: number }) => ({ type: 'checkout.placed', orderId: params.orderId }) as const),
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      addresses: input.addresses,
      addressId: startingAddressId(input.addresses),
      carrier: 'UPS',
      delivery: 'complete',
      refusal: null,
      placing: [],
    }),
    initial: 'starting',
    on: {
      'checkout.carrier': { actions: 'chooseCarrier' },
      'checkout.delivery': { actions: 'chooseDelivery' },
    },
    states: {
      starting: {
        always: [{ guard: 'noAddresses', target: 'addingAddress' }, { target: 'ready' }],
      },
      ready: {
        on: {
          'checkout.address': { guard: 'known', actions: 'chooseAddress' },
          'checkout.addAddress': { target: 'addingAddress' },
          'checkout.place': [
            { guard: 'addressChosen', target: 'placing', actions: 'keepLines' },
            { actions: 'refuseNoAddress' },
          ],
        },
      },
      /** The inline new-address form is open: nothing is placed until it is saved or cancelled. */
      addingAddress: {
        tags: ['addingAddress'],
        on: {
          'checkout.addressAdded': { target: 'ready', actions: 'takeAddresses' },
          'checkout.cancelAddress': { guard: 'hasAddresses', target: 'ready' },
        },
      },
      placing: {
        tags: ['busy'],
        invoke: {
          src: 'placeOrder',
          input: ({ context, event }) => {
            assertEvent(event, 'checkout.place')
            return checkoutOrderBody({
              addressId: context.addressId ?? 0,
              carrier: context.carrier,
              delivery: context.delivery,
              lines: event.lines,
              terms: event.terms,
            })
          },
          onDone: {
            target: 'placed',
            actions: { type: 'reportPlaced', params: ({ event }) => ({ orderId: event.output.id }) },
          },
          onError: [
            {
              guard: { type: 'forbidden', params: ({ event }) => ({ error: event.error }) },
              target: 'ready',
              actions: [
                { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportForbidden', params: ({ event }) => ({ error: event.error }) },
              ],
            },
            {
              guard: { type: 'lineRefused', params: ({ event }) => ({ error: event.error }) },
              target: 'ready',
              actions: [{ type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) }, 'reportStale'],
            },
            { target: 'ready', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      /** Placed: the page goes on to pay; the button stays busy until it has. */
      placed: { tags: ['busy'] },
    },
  })
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>
export type CheckoutActor = ActorRefFrom<CheckoutMachine>
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>
