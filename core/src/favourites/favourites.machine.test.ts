import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate'
import { LIMITS } from '../constants.ts'
import type { FavouriteBody, FavouriteMergeBody } from '../contract/favourite.ts'
import { favouritesMachine } from './favourites.machine.ts'
import { favouriteCount, favouriteItems, isFavourite } from './favourites.selectors.ts'
import {
  FAVOURITE_MERGE_FAILED_MESSAGE,
  favouriteItem,
  favouriteLimitMessage,
  serializeFavouriteList,
  type FavouriteItem,
} from './favourites.rules.ts'
import type { FavouritesEmitted, FavouritesInput } from './favourites.types.ts'

async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await Promise.resolve()
}

const fav = (productId: number, model?: string): FavouriteItem => favouriteItem(productId, model) as FavouriteItem
const many = (count: number, from = 1): FavouriteItem[] => Array.from({ length: count }, (_, index) => fav(from + index))

const product = (intID: number) => ({
  intID,
  model: `M${intID}`,
  brandName: 'TI',
  brandId: 1,
  categoryId: 2,
  categoryName: 'Amplifiers',
  description: '',
  packageName: '',
  image: null,
  stock: 0,
  priceLadder: [],
  moq: 1,
  spq: 1,
})
/** A server favourite list for these ids, newest first. */
const serverList = (...ids: number[]) => ids.map((id) => ({ product: product(id), addedAt: '2024-01-01T00:00:00.000Z' }))
const forbidden = (message: string) => Object.assign(new Error(message), { kind: 'forbidden' })

interface Fakes {
  listFavourites?: () => Promise<unknown>
  addFavourite?: (body: FavouriteBody) => Promise<unknown>
  removeFavourite?: (body: FavouriteBody) => Promise<unknown>
  mergeFavourites?: (body: FavouriteMergeBody) => Promise<unknown>
}

type Call = { type: string; input: unknown }

function start(input: Partial<FavouritesInput> = {}, fakes: Fakes = {}) {
  const calls: Call[] = []
  const fake = <I>(type: string, answer: ((input: I) => Promise<unknown>) | undefined) =>
    fromPromise<never, I>(({ input: body }) => {
      calls.push({ type, input: body })
      return (answer ?? (() => Promise.reject(new Error(`${type} not faked`))))(body) as Promise<never>
    })
  const machine = favouritesMachine.provide({
    actors: {
      listFavourites: fake('listFavourites', fakes.listFavourites) as never,
      addFavourite: fake('addFavourite', fakes.addFavourite) as never,
      removeFavourite: fake('removeFavourite', fakes.removeFavourite) as never,
      mergeFavourites: fake('mergeFavourites', fakes.mergeFavourites) as never,
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { stored: null, signedIn: false, ...input } })
  const emitted: FavouritesEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, calls }
}

describe("favouritesMachine: a visitor's local list", () => {
  it("favourites: a visitor's toggles persist under favouriteList, newest first", () => {
    const { actor, emitted, calls } = start()
    actor.send({ type: 'favourites.toggle', productId: 1, model: 'LM358' })
    actor.send({ type: 'favourites.toggle', productId: 2 })
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(2), fav(1, 'LM358')])
    expect(isFavourite(actor.getSnapshot(), 1)).toBe(true)
    expect(favouriteCount(actor.getSnapshot())).toBe(2)
    actor.send({ type: 'favourites.toggle', productId: 1 })
    expect(isFavourite(actor.getSnapshot(), 1)).toBe(false)
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'favouriteList', value: '[{"productId":1,"model":"LM358"}]' },
      { type: 'persist', storage: 'local', key: 'favouriteList', value: '[{"productId":2},{"productId":1,"model":"LM358"}]' },
      { type: 'persist', storage: 'local', key: 'favouriteList', value: '[{"productId":2}]' },
    ])
    expect(calls).toEqual([])
  })

  it("favourites: a visitor's stored list is read back; a toggle that names no product changes nothing", () => {
    const { actor, emitted } = start({ stored: serializeFavouriteList([fav(3, 'C'), fav(1)]) })
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(3, 'C'), fav(1)])
    for (const productId of [-1, 1.5, Number.NaN, '3', null]) actor.send({ type: 'favourites.toggle', productId: productId as number })
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(3, 'C'), fav(1)])
    expect(emitted).toEqual([])
  })

  it(`favourites: at ${LIMITS.maxFavourites} favourites adding is refused with a warning naming the limit; removing still works`, () => {
    const full = many(LIMITS.maxFavourites)
    const { actor, emitted } = start({ stored: serializeFavouriteList(full) })
    actor.send({ type: 'favourites.toggle', productId: 5000 })
    expect(favouriteCount(actor.getSnapshot())).toBe(LIMITS.maxFavourites)
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'warning', message: favouriteLimitMessage() } }])
    actor.send({ type: 'favourites.toggle', productId: 1 })
    expect(favouriteCount(actor.getSnapshot())).toBe(LIMITS.maxFavourites - 1)
    expect(emitted.at(-1)?.type).toBe('persist')
  })

  it('favourites: a visitor has no server list: load calls nothing', () => {
    const { actor, calls } = start()
    actor.send({ type: 'favourites.load' })
    expect(calls).toEqual([])
  })
})

describe('favouritesMachine: signing in and out', () => {
  it('favourites: at login the local list is merged, forgotten on success, then the server list is loaded', async () => {
    const { actor, emitted, calls } = start(
      { stored: serializeFavouriteList([fav(2), fav(1)]) },
      { mergeFavourites: () => Promise.resolve(serverList(2, 1, 9)), listFavourites: () => Promise.resolve(serverList(2, 1, 9)) },
    )
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    expect(actor.getSnapshot().hasTag('merging')).toBe(true)
    await settle()
    expect(calls).toEqual([
      { type: 'mergeFavourites', input: { productIds: [2, 1] } },
      { type: 'listFavourites', input: undefined },
    ])
    expect(emitted).toEqual([{ type: 'forget', storage: 'local', key: 'favouriteList' }])
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(2, 'M2'), fav(1, 'M1'), fav(9, 'M9')])
    actor.send({ type: 'auth.signedOut' })
    expect(favouriteItems(actor.getSnapshot())).toEqual([])
  })

  it(`favourites: more than ${LIMITS.maxLinesPerRequest} local favourites merge in batches of at most that many`, async () => {
    const local = many(LIMITS.maxLinesPerRequest * 2 + 3)
    const { actor, calls, emitted } = start(
      { stored: serializeFavouriteList(local) },
      { mergeFavourites: () => Promise.resolve([]), listFavourites: () => Promise.resolve([]) },
    )
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    await settle()
    const merged = calls.filter((call) => call.type === 'mergeFavourites').map((call) => (call.input as FavouriteMergeBody).productIds)
    expect(merged.map((ids) => ids.length)).toEqual([LIMITS.maxLinesPerRequest, LIMITS.maxLinesPerRequest, 3])
    expect(merged.flat()).toEqual(local.map((item) => item.productId))
    expect(calls.at(-1)?.type).toBe('listFavourites')
    expect(emitted).toEqual([{ type: 'forget', storage: 'local', key: 'favouriteList' }])
  })

  it('favourites: a failed merge keeps the local list (no forget), toasts, and still loads the server list', async () => {
    const { actor, emitted, calls } = start(
      { stored: serializeFavouriteList([fav(1)]) },
      { mergeFavourites: () => Promise.reject(new Error('busy')), listFavourites: () => Promise.resolve(serverList(5)) },
    )
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    await settle()
    expect(calls.map((call) => call.type)).toEqual(['mergeFavourites', 'listFavourites'])
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: FAVOURITE_MERGE_FAILED_MESSAGE } }])
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(5, 'M5')])
    // Signed out, the visitor sees the kept local list; the next sign-in merges it again.
    actor.send({ type: 'auth.signedOut' })
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(1)])
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    await settle()
    expect(calls.filter((call) => call.type === 'mergeFavourites')).toHaveLength(2)
  })

  it('favourites: an empty local list is not merged: sign-in loads the server list only', async () => {
    const { actor, calls, emitted } = start({}, { listFavourites: () => Promise.resolve(serverList(4)) })
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(calls.map((call) => call.type)).toEqual(['listFavourites'])
    expect(emitted).toEqual([])
    expect(isFavourite(actor.getSnapshot(), 4)).toBe(true)
  })

  it('favourites: a member at start loads the server list (after merging what is left locally)', async () => {
    const { actor, calls } = start(
      { signedIn: true, stored: serializeFavouriteList([fav(1)]) },
      { mergeFavourites: () => Promise.resolve([]), listFavourites: () => Promise.resolve(serverList(1)) },
    )
    await settle()
    expect(calls.map((call) => call.type)).toEqual(['mergeFavourites', 'listFavourites'])
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(1, 'M1')])
  })

  it('favourites: auth.signedIn while signed in cancels a call in flight and loads again', async () => {
    const { actor, calls } = start(
      { signedIn: true },
      { listFavourites: () => Promise.resolve(serverList(1)), addFavourite: () => new Promise(() => {}) },
    )
    await settle()
    actor.send({ type: 'favourites.toggle', productId: 2 })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    actor.send({ type: 'auth.signedIn', cartNum: 3 })
    expect(isFavourite(actor.getSnapshot(), 2)).toBe(false)
    await settle()
    expect(calls.map((call) => call.type)).toEqual(['listFavourites', 'addFavourite', 'listFavourites'])
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(1, 'M1')])
    expect(actor.getSnapshot().context.pending).toBeNull()
  })

  it('favourites: favourites.load reloads the server list; a failed load keeps the list and toasts', async () => {
    let answer: () => Promise<unknown> = () => Promise.resolve(serverList(1))
    const { actor, emitted } = start({ signedIn: true }, { listFavourites: () => answer() })
    await settle()
    answer = () => Promise.resolve(serverList(2, 1))
    actor.send({ type: 'favourites.load' })
    await settle()
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(2, 'M2'), fav(1, 'M1')])
    answer = () => Promise.reject(new Error('down'))
    actor.send({ type: 'favourites.load' })
    await settle()
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(2, 'M2'), fav(1, 'M1')])
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: 'Your favourites could not be loaded, please try again' } }])
  })
})

describe("favouritesMachine: a member's toggles", () => {
  it('favourites: a member adds and removes on the server, optimistically, without touching local storage', async () => {
    const resolvers: (() => void)[] = []
    const later = () => new Promise<unknown>((resolve) => resolvers.push(() => resolve({ count: 1 })))
    const { actor, calls, emitted } = start(
      { signedIn: true },
      { listFavourites: () => Promise.resolve([]), addFavourite: later, removeFavourite: later },
    )
    await settle()
    actor.send({ type: 'favourites.toggle', productId: 7, model: 'NE555' })
    expect(isFavourite(actor.getSnapshot(), 7)).toBe(true)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'favourites.toggle', productId: 8 })).toBe(false)
    resolvers.shift()?.()
    await settle()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'favourites.toggle', productId: 7 })
    expect(isFavourite(actor.getSnapshot(), 7)).toBe(false)
    resolvers.shift()?.()
    await settle()
    expect(calls.slice(1)).toEqual([
      { type: 'addFavourite', input: { productId: 7 } },
      { type: 'removeFavourite', input: { productId: 7 } },
    ])
    expect(favouriteItems(actor.getSnapshot())).toEqual([])
    expect(emitted).toEqual([])
  })

  it('favourites: a failed add or remove restores the list and toasts the error', async () => {
    const { actor, emitted } = start(
      { signedIn: true },
      {
        listFavourites: () => Promise.resolve(serverList(1)),
        addFavourite: () => Promise.reject(new Error('Server busy')),
        removeFavourite: () => Promise.reject(new Error('')),
      },
    )
    await settle()
    actor.send({ type: 'favourites.toggle', productId: 2 })
    await settle()
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(1, 'M1')])
    actor.send({ type: 'favourites.toggle', productId: 1 })
    expect(isFavourite(actor.getSnapshot(), 1)).toBe(false)
    await settle()
    expect(favouriteItems(actor.getSnapshot())).toEqual([fav(1, 'M1')])
    expect(emitted).toEqual([
      { type: 'toast', toast: { type: 'error', message: 'Server busy' } },
      { type: 'toast', toast: { type: 'error', message: 'Your favourites could not be updated, please try again' } },
    ])
  })

  it(`favourites: a member at ${LIMITS.maxFavourites} favourites is refused without a call`, async () => {
    const ids = many(LIMITS.maxFavourites).map((item) => item.productId)
    const { actor, calls, emitted } = start({ signedIn: true }, { listFavourites: () => Promise.resolve(serverList(...ids)) })
    await settle()
    actor.send({ type: 'favourites.toggle', productId: 5000 })
    expect(calls.map((call) => call.type)).toEqual(['listFavourites'])
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'warning', message: favouriteLimitMessage() } }])
  })

  it('favourites: API-3: a 403 from any call is passed to the session as auth.forbidden', async () => {
    const reject = () => Promise.reject(forbidden('Expired'))
    const merge = start({ stored: serializeFavouriteList([fav(1)]) }, { mergeFavourites: reject })
    merge.actor.send({ type: 'auth.signedIn', cartNum: 0 })
    await settle()
    expect(merge.emitted).toEqual([{ type: 'auth.forbidden', message: 'Expired' }])
    expect(merge.calls.map((call) => call.type)).toEqual(['mergeFavourites'])

    const load = start({ signedIn: true }, { listFavourites: reject })
    await settle()
    expect(load.emitted).toEqual([{ type: 'auth.forbidden', message: 'Expired' }])

    const add = start({ signedIn: true }, { listFavourites: () => Promise.resolve([]), addFavourite: reject })
    await settle()
    add.actor.send({ type: 'favourites.toggle', productId: 3 })
    await settle()
    expect(add.emitted).toEqual([{ type: 'auth.forbidden', message: 'Expired' }])
    expect(favouriteItems(add.actor.getSnapshot())).toEqual([])
  })

  it('favourites: signing out during a call cancels it and shows the (empty) visitor list', async () => {
    const { actor, emitted } = start(
      { signedIn: true },
      { listFavourites: () => Promise.resolve(serverList(1)), removeFavourite: () => Promise.reject(new Error('late')) },
    )
    await settle()
    actor.send({ type: 'favourites.toggle', productId: 1 })
    actor.send({ type: 'auth.signedOut' })
    await settle()
    expect(favouriteItems(actor.getSnapshot())).toEqual([])
    expect(emitted).toEqual([])
    actor.send({ type: 'favourites.toggle', productId: 1 })
    expect(emitted.at(-1)).toEqual({ type: 'persist', storage: 'local', key: 'favouriteList', value: '[{"productId":1}]' })
  })
})

// ---------------------------------------------------------------------------------------------------------
// Model-based: random toggles (visitor or member) against a plain Set.

interface Model {
  /** Product ids, newest first. */
  ids: number[]
  signedIn: boolean
}
interface Real {
  actor: Actor<typeof favouritesMachine>
  emitted: FavouritesEmitted[]
  /** Whether the server fails the next add or remove. */
  server: { fails: boolean }
}

function check(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot()
  expect(favouriteItems(snapshot).map((item) => item.productId)).toEqual(model.ids)
  expect(favouriteCount(snapshot)).toBe(new Set(model.ids).size)
  for (const id of [1, 2, 3, 4, 5]) expect(isFavourite(snapshot, id)).toBe(model.ids.includes(id))
  if (!model.signedIn) {
    const persisted = real.emitted.filter((event) => event.type === 'persist')
    if (persisted.length > 0) expect(persisted.at(-1)?.value).toBe(JSON.stringify(model.ids.map((productId) => ({ productId }))))
  }
}

const command = (name: string, step: (model: Model, real: Real) => Promise<void>): fc.AsyncCommand<Model, Real> => ({
  check: () => true,
  run: async (model, real) => {
    await step(model, real)
    check(model, real)
  },
  toString: () => name,
})

const ids = fc.integer({ min: 1, max: 5 })

const commands = fc.commands(
  [
    fc.tuple(ids, fc.boolean()).map(([id, fails]) =>
      command(`toggle(${id}${fails ? ', server fails' : ''})`, async (model, real) => {
        real.server.fails = fails
        real.actor.send({ type: 'favourites.toggle', productId: id })
        await settle()
        // The server fails only a member's call; a visitor's list is local.
        if (model.signedIn && fails) return
        model.ids = model.ids.includes(id) ? model.ids.filter((listed) => listed !== id) : [id, ...model.ids]
      }),
    ),
  ],
  { maxCommands: 50 },
)

describe('favouritesMachine against a plain model', () => {
  test.prop([commands, fc.boolean()])(
    "favourites: random toggles keep set semantics; a visitor's persisted value matches; a member's failures roll back",
    async (cmds, signedIn) => {
      await fc.asyncModelRun(async () => {
        const server = { fails: false }
        const answer = (body: FavouriteBody) =>
          server.fails ? Promise.reject(new Error('no')) : Promise.resolve({ count: body.productId })
        const { actor, emitted } = start(
          { signedIn },
          { listFavourites: () => Promise.resolve([]), addFavourite: answer, removeFavourite: answer },
        )
        await settle()
        return { model: { ids: [], signedIn }, real: { actor, emitted, server } }
      }, cmds)
    },
  )
})
