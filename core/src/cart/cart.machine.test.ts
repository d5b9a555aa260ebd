import { fc, test } from '@fast-check/vitest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate'
import type { CartCount, CartItem, DeleteCartQuery } from '../contract/cart.ts'
import { cartMachine } from './cart.machine.ts'
import { badgeText, cartCount, cartItems } from './cart.selectors.ts'
import type { AddCartInput, CartEmitted, CartInput } from './cart.types.ts'

async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
}

// The machine loads the contract's line rules with the first change (issue 13): loaded here once, that import
// resolves within `settle`'s microtasks, as a cached chunk does in a browser.
beforeAll(async () => {
  await import('./cart-line.rules.ts')
})

const row = (id: number, productId: number): CartItem =>
  ({
    id,
    productId,
    productCount: 1,
    customerReference: '',
    leadTimeDays: null,
    productDetailEntity: {
      intID: productId,
      model: `M${productId}`,
      brandName: 'TI',
      brandId: 1,
      categoryId: 2,
      categoryName: 'Amplifiers',
      description: '',
      packageName: 'SOIC-8',
      image: null,
      stock: 100,
      priceLadder: [],
      moq: 1,
      spq: 1,
    },
  }) as unknown as CartItem

interface Fakes {
  addCart?: (input: AddCartInput) => Promise<unknown>
  deleteCart?: (input: DeleteCartQuery) => Promise<unknown>
  sumCart?: () => Promise<unknown>
  loadCart?: () => Promise<unknown>
}

function machineWith(fakes: Fakes, calls: { type: string; input: unknown }[]) {
  const fake = <I>(type: string, answer: ((input: I) => Promise<unknown>) | undefined) =>
    fromPromise<never, I>(({ input }) => {
      calls.push({ type, input })
      return (answer ?? (() => Promise.reject(new Error(`${type} not faked`))))(input) as Promise<never>
    })
  return cartMachine.provide({
    actors: {
      addCart: fake('addCart', fakes.addCart) as never,
      deleteCart: fake('deleteCart', fakes.deleteCart) as never,
      sumCart: fake('sumCart', fakes.sumCart) as never,
      loadCart: fake('loadCart', fakes.loadCart) as never,
    },
  })
}

function start(input: Partial<CartInput> = {}, fakes: Fakes = {}) {
  const calls: { type: string; input: unknown }[] = []
  const clock = new SimulatedClock()
  const actor = createActor(machineWith(fakes, calls), { clock, input: { stored: null, signedIn: false, ...input } })
  const emitted: CartEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, clock, emitted, calls }
}

const count = (cartNum: number): Promise<CartCount> => Promise.resolve({ cartNum } as CartCount)
const forbidden = Object.assign(new Error('Token expired'), { kind: 'forbidden' })

describe('cartMachine: adding', () => {
  it('CART-1: signed-out add redirects to /login?redirect=… at 1000 ms, not at 999 ms', () => {
    const { actor, clock, emitted, calls } = start()
    actor.send({ type: 'cart.add', productId: 12, quantity: 5, currentPath: '/product/lm358-12?tab=price&x=1' })
    expect(actor.getSnapshot().hasTag('redirecting')).toBe(true)
    clock.increment(999)
    expect(emitted).toEqual([])
    clock.increment(1)
    expect(emitted).toEqual([{ type: 'navigate', to: '/login?redirect=%2Fproduct%2Flm358-12%3Ftab%3Dprice%26x%3D1' }])
    expect(actor.getSnapshot().hasTag('redirecting')).toBe(false)
    expect(calls).toEqual([])
  })

  it('CART-2: signed-in add posts addup=true with the line, takes the count from the reply, toasts', async () => {
    const { actor, emitted, calls } = start({ signedIn: true, stored: '3' }, { addCart: () => count(4) })
    expect(cartCount(actor.getSnapshot())).toBe(3)
    actor.send({ type: 'cart.add', productId: 12, quantity: 5, currentPath: '/product/x-12' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(calls).toEqual([{ type: 'addCart', input: { query: { addup: true }, body: [{ productId: 12, productCount: 5 }] } }])
    expect(cartCount(actor.getSnapshot())).toBe(4)
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'cartNum', value: '4' },
      { type: 'toast', toast: { type: 'success', message: 'Added successfully, please check cart first' } },
    ])
  })

  it('CART-2: an add with an unacceptable quantity calls nothing', async () => {
    const { actor, calls, emitted } = start({ signedIn: true })
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      actor.send({ type: 'cart.add', productId: 12, quantity, currentPath: '/' })
      await settle()
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    }
    expect(calls).toEqual([])
    expect(emitted).toEqual([])
  })

  it('CART-2: a failed add toasts the error and keeps the count', async () => {
    const { actor, emitted } = start({ signedIn: true, stored: '2' }, { addCart: () => Promise.reject(new Error('Out of stock')) })
    actor.send({ type: 'cart.add', productId: 12, quantity: 1, currentPath: '/' })
    await settle()
    expect(cartCount(actor.getSnapshot())).toBe(2)
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: 'Out of stock' } }])
  })

  it('API-3: a 403 from any cart call is passed to the session as auth.forbidden', async () => {
    const { actor, emitted } = start({ signedIn: true }, { addCart: () => Promise.reject(forbidden) })
    actor.send({ type: 'cart.add', productId: 12, quantity: 1, currentPath: '/' })
    await settle()
    expect(emitted).toEqual([{ type: 'auth.forbidden', message: 'Token expired' }])
  })
})

describe('cartMachine: deleting, counting, loading', () => {
  it('CART-3: delete calls delcart with the row id, updates the count and rows, toasts "Deleted successfully"', async () => {
    const { actor, emitted, calls } = start(
      { signedIn: true, stored: '2' },
      { loadCart: () => Promise.resolve([row(1, 10), row(2, 20)]), deleteCart: () => count(1) },
    )
    actor.send({ type: 'cart.load' })
    await settle()
    actor.send({ type: 'cart.delete', id: 1 })
    await settle()
    expect(calls.at(-1)).toEqual({ type: 'deleteCart', input: { ids: [1] } })
    expect(cartCount(actor.getSnapshot())).toBe(1)
    expect(cartItems(actor.getSnapshot()).map((item) => item.id)).toEqual([2])
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'cartNum', value: '1' },
      { type: 'toast', toast: { type: 'success', message: 'Deleted successfully' } },
    ])
  })

  it('CART-4: refresh counts on the server (servers=true); the badge shows at most 999', async () => {
    const { actor, calls } = start({ signedIn: true }, { sumCart: () => count(1500) })
    actor.send({ type: 'cart.refresh' })
    await settle()
    expect(calls).toEqual([{ type: 'sumCart', input: { servers: true } }])
    expect(cartCount(actor.getSnapshot())).toBe(1500)
    expect(badgeText(actor.getSnapshot())).toBe('999')
  })

  it('CART-4: the stored count is read at start when signed in; odd values read 0; 0 shows no badge', () => {
    expect(badgeText(start({ signedIn: true, stored: '12' }).actor.getSnapshot())).toBe('12')
    for (const stored of [null, '', 'x', '-3', '1.5']) expect(cartCount(start({ signedIn: true, stored }).actor.getSnapshot())).toBe(0)
    expect(cartCount(start({ signedIn: false, stored: '12' }).actor.getSnapshot())).toBe(0)
    expect(badgeText(start().actor.getSnapshot())).toBe('')
  })

  it('CART-5: opening the cart loads its rows', async () => {
    const { actor } = start({ signedIn: true }, { loadCart: () => Promise.resolve([row(1, 10)]) })
    actor.send({ type: 'cart.load' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(cartItems(actor.getSnapshot()).map((item) => item.productId)).toEqual([10])
  })

  it('CART-5: a failed load empties the list and navigates to /login', async () => {
    for (const loadCart of [() => Promise.reject(new Error('offline')), () => Promise.resolve({ not: 'rows' })]) {
      const { actor, emitted } = start({ signedIn: true }, { loadCart: () => Promise.resolve([row(1, 10)]) })
      actor.send({ type: 'cart.load' })
      await settle()
      const failing = start({ signedIn: true }, { loadCart })
      failing.actor.send({ type: 'cart.load' })
      await settle()
      expect(cartItems(failing.actor.getSnapshot())).toEqual([])
      expect(failing.emitted).toEqual([{ type: 'navigate', to: '/login' }])
      expect(emitted).toEqual([])
    }
  })

  it('CART-5: a visitor opening the cart gets an empty list and /login without a call', () => {
    const { actor, emitted, calls } = start()
    actor.send({ type: 'cart.load' })
    expect(calls).toEqual([])
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }])
  })

  it('CART-5: the cart loads while an add runs', async () => {
    const { actor } = start({ signedIn: true }, { addCart: () => count(1), loadCart: () => Promise.resolve([row(1, 10)]) })
    actor.send({ type: 'cart.add', productId: 10, quantity: 1, currentPath: '/' })
    actor.send({ type: 'cart.load' })
    await settle()
    expect(cartItems(actor.getSnapshot())).toHaveLength(1)
    expect(cartCount(actor.getSnapshot())).toBe(1)
  })
})

describe('cartMachine: the session', () => {
  it('AUTH-1: login sets the count from the login result and saves it', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'auth.signedIn', cartNum: 7 })
    expect(cartCount(actor.getSnapshot())).toBe(7)
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'cartNum', value: '7' }])
  })

  it('AUTH-3: logout sets the count to 0, empties the rows, and a later add redirects to sign in', () => {
    const { actor, clock, emitted } = start({ signedIn: true, stored: '5' })
    actor.send({ type: 'auth.signedOut' })
    expect(cartCount(actor.getSnapshot())).toBe(0)
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'cartNum', value: '0' }])
    actor.send({ type: 'cart.add', productId: 1, quantity: 1, currentPath: '/bom' })
    clock.increment(1000)
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login?redirect=%2Fbom' })
  })
})

// ---------------------------------------------------------------------------------------------------------
// Model-based: the count against a plain model of a server cart, through sign-in and sign-out.

interface Model {
  signedIn: boolean
  count: number
  rows: Map<number, number>
  nextRow: number
  navigations: number
}

interface Real {
  actor: Actor<typeof cartMachine>
  clock: SimulatedClock
  emitted: CartEmitted[]
  server: { rows: Map<number, number>; nextRow: number }
}

function check(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot()
  expect(cartCount(snapshot)).toBe(model.count)
  const persisted = real.emitted.filter((event) => event.type === 'persist')
  if (persisted.length > 0) expect(persisted.at(-1)?.value).toBe(String(model.count))
  expect(real.emitted.filter((event) => event.type === 'navigate')).toHaveLength(model.navigations)
  expect(snapshot.hasTag('busy')).toBe(false)
}

type Step = (model: Model, real: Real) => Promise<void> | void
const command = (name: string, step: Step): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  run: async (model, real) => {
    await step(model, real)
    check(model, real)
  },
  toString: () => name,
})

const products = fc.integer({ min: 1, max: 6 })

const commands = fc.commands(
  [
    fc.nat({ max: 20 }).map((cartNum) =>
      command(`signIn(${cartNum})`, (model, real) => {
        model.signedIn = true
        model.count = cartNum
        real.actor.send({ type: 'auth.signedIn', cartNum })
      }),
    ),
    fc.constant(
      command('signOut', (model, real) => {
        model.signedIn = false
        model.count = 0
        real.actor.send({ type: 'auth.signedOut' })
      }),
    ),
    products.map((productId) =>
      command(`add(${productId})`, async (model, real) => {
        real.actor.send({ type: 'cart.add', productId, quantity: 1, currentPath: '/' })
        if (model.signedIn) {
          if (!model.rows.has(productId)) model.rows.set(productId, model.nextRow++)
          model.count = model.rows.size
          await settle()
        } else {
          model.navigations++
          real.clock.increment(1000)
        }
      }),
    ),
    products.map((productId) =>
      command(`delete(row of ${productId})`, async (model, real) => {
        const id = model.rows.get(productId) ?? 999
        real.actor.send({ type: 'cart.delete', id })
        if (model.signedIn) {
          model.rows.delete(productId)
          model.count = model.rows.size
          await settle()
        }
      }),
    ),
    fc.constant(
      command('refresh', async (model, real) => {
        real.actor.send({ type: 'cart.refresh' })
        if (model.signedIn) {
          model.count = model.rows.size
          await settle()
        }
      }),
    ),
  ],
  { maxCommands: 40 },
)

describe('cartMachine against a plain model', () => {
  test.prop([commands])('CART-2: CART-3: CART-4: random sessions: the count is the reply of the last call, 0 after sign-out', async (cmds) => {
    await fc.asyncModelRun(() => {
      const server = { rows: new Map<number, number>(), nextRow: 1 }
      const fakes: Fakes = {
        addCart: ({ body }) => {
          for (const line of body) if (!server.rows.has(line.productId)) server.rows.set(line.productId, server.nextRow++)
          return count(server.rows.size)
        },
        deleteCart: ({ ids }) => {
          for (const [productId, rowId] of server.rows) if (ids.includes(rowId as never)) server.rows.delete(productId)
          return count(server.rows.size)
        },
        sumCart: () => count(server.rows.size),
      }
      const { actor, clock, emitted } = start({}, fakes)
      const model: Model = { signedIn: false, count: 0, rows: new Map(), nextRow: 1, navigations: 0 }
      return { model, real: { actor, clock, emitted, server } }
    }, cmds)
  })
})

describe('cartMachine: updating a row from the cart page', () => {
  it('sets the quantity and reference with addup=false, updates the row and the count, no toast', async () => {
    const { actor, emitted, calls } = start(
      { signedIn: true, stored: '2' },
      { loadCart: () => Promise.resolve([row(1, 12), row(2, 13)]), addCart: () => count(2) },
    )
    actor.send({ type: 'cart.load' })
    await settle()
    actor.send({ type: 'cart.update', productId: 12, quantity: 250, customerReference: 'U7 amp' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(calls.at(-1)).toEqual({
      type: 'addCart',
      input: { query: { addup: false }, body: [{ productId: 12, productCount: 250, customerReference: 'U7 amp' }] },
    })
    expect(cartItems(actor.getSnapshot()).map((item) => [item.productCount, item.customerReference])).toEqual([
      [250, 'U7 amp'],
      [1, ''],
    ])
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'cartNum', value: '2' }])
  })

  it('calls nothing for a quantity that is not a positive whole number or a reference with a control character', async () => {
    const { actor, calls } = start({ signedIn: true })
    actor.send({ type: 'cart.update', productId: 12, quantity: 0 })
    await settle()
    actor.send({ type: 'cart.update', productId: 12, quantity: 5, customerReference: 'a\u0000b' })
    await settle()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(calls).toEqual([])
  })

  it('a failed update toasts the error and leaves the row as it was', async () => {
    const { actor, emitted } = start(
      { signedIn: true, stored: '1' },
      { loadCart: () => Promise.resolve([row(1, 12)]), addCart: () => Promise.reject(new Error('Only 10 in stock')) },
    )
    actor.send({ type: 'cart.load' })
    await settle()
    actor.send({ type: 'cart.update', productId: 12, quantity: 50 })
    await settle()
    expect(cartItems(actor.getSnapshot())[0]?.productCount).toBe(1)
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: 'Only 10 in stock' } }])
  })
})
