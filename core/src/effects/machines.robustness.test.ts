import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor, type AnyStateMachine } from 'xstate'
import { cookieConsentMachine } from '../cookie-consent/cookie-consent.machine.ts'
import { deploymentWatcherMachine } from '../deployment/deployment.machine.ts'
import { layoutMachine } from '../layout/layout.machine.ts'
import { reloadGuardMachine } from '../reload-guard/reload-guard.machine.ts'
import { searchBoxMachine } from '../search/search-box.machine.ts'
import { toastMachine } from '../toast/toast.machine.ts'
import { authMachine } from '../auth/auth.machine.ts'
import { cartMachine } from '../cart/cart.machine.ts'
import { rfqMachine } from '../rfq/rfq.machine.ts'
import { favouritesMachine } from '../favourites/favourites.machine.ts'
import { sidebarMachine } from '../sidebar/sidebar.machine.ts'
import { compareMachine } from '../compare/compare.machine.ts'
import { isSendableEvent } from './events.rules.ts'

/**
 * Every machine takes any event in any state without throwing or failing: events come from renderers and
 * other actors, so their types and payloads are not trusted. Random sequences mix the machines' own events,
 * XState's reserved names, unknown types and arbitrary payloads with clock steps and settled promises; what
 * `isSendableEvent` lets through is sent, and the invoked actors answer anything at all.
 */

const KNOWN_TYPES = [
  'toast.show',
  'toast.dismiss',
  'search.type',
  'search.submit',
  'search.focus',
  'search.blur',
  'search.pick',
  'search.clearAll',
  'consent.accept',
  'consent.reject',
  'layout.scroll',
  'layout.resize',
  'chunk.failed',
  'deployment.stop',
  'deployment.navigate',
  'deployment.reload',
  'auth.login',
  'auth.captcha',
  'auth.logout',
  'auth.logout.no',
  'auth.logout.yes',
  'auth.forbidden',
  'auth.signedIn',
  'auth.signedOut',
  'cart.add',
  'cart.delete',
  'cart.refresh',
  'cart.load',
  'rfq.add',
  'rfq.delete',
  'rfq.clear',
  'rfq.submit',
  'favourites.toggle',
  'favourites.load',
  'compare.toggle',
  'compare.remove',
  'compare.open',
  'compare.clear',
  'sidebar.select',
  'sidebar.open',
  'sidebar.close',
  'sidebar.proceed',
  'xstate.init',
  'xstate.done.actor.loadTrending',
  'xstate.error.actor.loadTrending',
  'xstate.done.actor.fetchLatestBuild',
  'xstate.error.actor.fetchLatestBuild',
  'xstate.after.toastDuration.toast.showing',
  'xstate.done.actor.mergeFavourites',
  'xstate.error.actor.addFavourite',
  '*',
  '',
]

const PAYLOAD_KEYS = [
  'toast', 'id', 'text', 'keyword', 'y', 'width', 'path', 'to', 'output', 'error', 'type',
  'account', 'password', 'remember', 'captchaCode', 'captchaId', 'redirect', 'message', 'cartNum',
  'productId', 'quantity', 'currentPath', 'item', 'contact', 'remark', 'entry', 'list', 'model', 'ids',
]

const payloadValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(0, 43, 44, 767, 768, -1, Number.NaN, Number.POSITIVE_INFINITY, '', '   ', '/bom', '//evil', null, undefined),
  fc.record({ type: fc.constantFrom('success', 'error', 'warning', 'info', 'nope'), message: fc.oneof(fc.string(), fc.anything()) }),
  fc.array(fc.record({ model: fc.oneof(fc.string(), fc.anything()), id: fc.oneof(fc.integer(), fc.anything()) })),
  fc.record({ id: fc.oneof(fc.string(), fc.anything()), timestamp: fc.oneof(fc.integer(), fc.double(), fc.anything()) }),
  fc.constantFrom('a@b.co', 'secret1', 'cart', 'rfq', 'favourite', 'account', 'contact', 1, 5, 1001),
  fc.record({ id: fc.constantFrom('a1', 'b2', ''), model: fc.string(), intID: fc.integer(), purchaseQuantity: fc.integer() }),
  fc.record({ name: fc.string(), email: fc.constantFrom('a@b.co', 'x') }),
  fc.record({ cartNum: fc.oneof(fc.nat(), fc.anything()) }),
  fc.record({ kind: fc.constant('forbidden'), message: fc.oneof(fc.string(), fc.anything()) }),
  fc.constantFrom('[{"productId":1}]', '[{"productId":1,"model":"LM358"},{"productId":-1}]', '[]'),
  fc.array(fc.record({ product: fc.record({ intID: fc.nat(), model: fc.string() }), addedAt: fc.string() })),
)

const event = fc
  .tuple(fc.oneof(fc.constantFrom(...KNOWN_TYPES), fc.string()), fc.dictionary(fc.constantFrom(...PAYLOAD_KEYS), payloadValue))
  .map(([type, payload]) => ({ ...payload, type }))

type Step = { kind: 'send'; event: { type: string } } | { kind: 'wait'; ms: number } | { kind: 'settle' }

const steps = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: event.map((sent): Step => ({ kind: 'send', event: sent })) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 70_000 }).map((ms): Step => ({ kind: 'wait', ms })) },
    { weight: 1, arbitrary: fc.constant<Step>({ kind: 'settle' }) },
  ),
  { maxLength: 40 },
)

/** Odd values for a machine's input fields. */
const oddInput = fc.dictionary(
  fc.constantFrom('stored', 'trending', 'width', 'scrollY', 'buildId', 'base', 'signedIn', 'token'),
  payloadValue,
)

/** The session's input always has a `stored` record (the root builds it); its fields may be anything. */
const authInput = (odd: Record<string, unknown>) => ({
  stored: { userEmail: odd['stored'], isLogin: 'true', captchaCodeId: odd['base'], account: odd['keyword'] },
  token: odd['token'],
})

/** Answers for the invoked actors: anything at all, or a failure. */
const answers = fc.array(fc.oneof(payloadValue, fc.constant('fail')), { minLength: 1, maxLength: 5 })

function answering(list: readonly unknown[]) {
  let call = 0
  return fromPromise<never>(() => {
    const answer = list[call++ % list.length]
    return answer === 'fail' ? Promise.reject(new Error('fail')) : Promise.resolve(answer as never)
  })
}

interface Subject {
  readonly name: string
  readonly machine: (answers: readonly unknown[]) => AnyStateMachine
  readonly input: (clock: SimulatedClock, odd: Record<string, unknown>) => unknown
}

const subjects: Subject[] = [
  { name: 'SHELL-7: the toast machine', machine: () => toastMachine, input: () => undefined },
  {
    name: 'SEARCH-1: SEARCH-2: SEARCH-3: SEARCH-5: the search box',
    machine: (list) => searchBoxMachine.provide({ actors: { loadTrending: answering(list) as never } }),
    input: (_, odd) => odd,
  },
  { name: 'SHELL-6: the cookie bar', machine: () => cookieConsentMachine, input: (_, odd) => odd },
  { name: 'SHELL-2: SHELL-4: the layout', machine: () => layoutMachine, input: (_, odd) => odd },
  { name: 'ROUTE-9: the reload guard', machine: () => reloadGuardMachine, input: (clock, odd) => ({ ...odd, clock }) },
  {
    name: 'API-7: the deployment watcher',
    machine: (list) => deploymentWatcherMachine.provide({ actors: { fetchLatestBuild: answering(list) as never } }),
    input: (clock, odd) => ({ ...odd, clock }),
  },
  {
    name: 'AUTH-1: AUTH-3: API-3: the session',
    machine: (list) => authMachine.provide({ actors: { login: answering(list) as never, logout: answering(list) as never } }),
    input: (_, odd) => authInput(odd),
  },
  {
    name: 'CART-1: CART-2: CART-3: CART-5: the cart',
    machine: (list) =>
      cartMachine.provide({
        actors: {
          addCart: answering(list) as never,
          deleteCart: answering(list) as never,
          sumCart: answering(list) as never,
          loadCart: answering(list) as never,
        },
      }),
    input: (_, odd) => odd,
  },
  {
    name: 'RFQ-1: RFQ-2: RFQ-3: the RFQ list',
    machine: (list) => rfqMachine.provide({ actors: { submitRfq: answering(list) as never } }),
    input: (_, odd) => odd,
  },
  {
    name: 'favourites: the favourites list',
    machine: (list) =>
      favouritesMachine.provide({
        actors: {
          listFavourites: answering(list) as never,
          addFavourite: answering(list) as never,
          removeFavourite: answering(list) as never,
          mergeFavourites: answering(list) as never,
        },
      }),
    input: (_, odd) => odd,
  },
  { name: 'SIDE-1: SIDE-2: the sidebar', machine: () => sidebarMachine, input: (_, odd) => odd },
  { name: 'compare: the compare list (issue 29)', machine: () => compareMachine, input: (_, odd) => odd },
]

describe('machines never throw', () => {
  for (const subject of subjects) {
    test.prop([oddInput, answers, steps])(`${subject.name} takes any event in any state without throwing`, async (odd, list, run) => {
      const clock = new SimulatedClock()
      const errors: unknown[] = []
      const actor: Actor<AnyStateMachine> = createActor(subject.machine(list), { clock, input: subject.input(clock, odd) })
      actor.subscribe({ error: (error) => errors.push(error) })
      actor.on('*', () => {})
      actor.start()
      for (const step of run) {
        if (step.kind === 'send') {
          if (isSendableEvent(step.event)) expect(() => actor.send(step.event)).not.toThrow()
        } else if (step.kind === 'wait') clock.increment(step.ms)
        else for (let turn = 0; turn < 5; turn++) await Promise.resolve()
        expect(errors).toEqual([])
        expect(actor.getSnapshot().status).not.toBe('error')
      }
      actor.stop()
    })
  }
})

describe('events from outside', () => {
  test.prop([fc.string()])('an ordinary event type may be sent; XState\'s reserved ones may not', (type) => {
    const reserved = type === '' || type === '*' || type.startsWith('xstate.')
    expect(isSendableEvent({ type })).toBe(!reserved)
    expect(isSendableEvent({ type: `xstate.${type}` })).toBe(false)
    expect(isSendableEvent(type)).toBe(false)
    expect(isSendableEvent(null)).toBe(false)
  })
})
