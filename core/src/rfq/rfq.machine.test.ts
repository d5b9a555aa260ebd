import { fc, test } from '@fast-check/vitest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate'
import type { QuoteContact, RfqListBody } from '../contract/quote.ts'
import { rfqMachine } from './rfq.machine.ts'
import { rfqError, rfqList, rfqReceipt } from './rfq.selectors.ts'
import type { RfqItem } from './rfq.rules.ts'
import type { RfqEmitted, RfqInput } from './rfq.types.ts'

async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve()
}

// The machine loads the submission's rules with the first submit (issue 13): loaded here once, that import
// resolves within `settle`'s microtasks, as a cached chunk does in a browser.
beforeAll(async () => {
  await import('./rfq-submit.rules.ts')
})

const item = (id: string, purchaseQuantity: number): RfqItem => ({ id, model: `M-${id}`, intID: Number(id.replace(/\D/g, '')) || 1, purchaseQuantity })
const contact = { name: 'Ada Buyer', email: 'ada@example.com' } as QuoteContact

function start(input: Partial<RfqInput> = {}, submit?: (body: RfqListBody) => Promise<unknown>) {
  const sent: RfqListBody[] = []
  const machine = rfqMachine.provide({
    actors: {
      submitRfq: fromPromise<never, RfqListBody>(({ input: body }) => {
        sent.push(body)
        return (submit ?? (() => Promise.resolve({ id: 1, createdAt: '2024-01-01T00:00:00.000Z' })))(body) as Promise<never>
      }) as never,
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { stored: null, signedIn: false, ...input } })
  const emitted: RfqEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted, sent }
}

describe('rfqMachine: the local list', () => {
  it('RFQ-1: adding an id already listed adds the quantities; lines keep their first order; saved as quoteList', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'rfq.add', item: item('a1', 10) })
    actor.send({ type: 'rfq.add', item: item('b2', 5) })
    actor.send({ type: 'rfq.add', item: item('a1', 7) })
    expect(rfqList(actor.getSnapshot())).toEqual([item('a1', 17), item('b2', 5)])
    expect(emitted.filter((event) => event.type === 'persist').at(-1)).toEqual({
      type: 'persist',
      storage: 'local',
      key: 'quoteList',
      value: JSON.stringify([item('a1', 17), item('b2', 5)]),
    })
  })

  it('RFQ-2: adding to RFQ opens the drawer on RFQ List', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'rfq.add', item: item('a1', 1) })
    expect(emitted).toContainEqual({ type: 'sidebar.open', list: 'rfq' })
  })

  it('RFQ-1: a line that is not an RFQ line (bad quantity, no id) is refused and changes nothing', () => {
    const { actor, emitted } = start()
    for (const bad of [item('a1', 0), item('a1', 1.5), { ...item('a1', 1), id: '' }, { model: 'x' }, null]) {
      actor.send({ type: 'rfq.add', item: bad as RfqItem })
    }
    expect(rfqList(actor.getSnapshot())).toEqual([])
    expect(emitted).toEqual([])
  })

  it('RFQ-2: deleting a row edits the local list only; the list can be cleared', () => {
    const { actor, emitted, sent } = start({ stored: JSON.stringify([item('a1', 1), item('b2', 2)]) })
    actor.send({ type: 'rfq.delete', id: 'a1' })
    expect(rfqList(actor.getSnapshot())).toEqual([item('b2', 2)])
    actor.send({ type: 'rfq.clear' })
    expect(rfqList(actor.getSnapshot())).toEqual([])
    expect(emitted.map((event) => event.type)).toEqual(['persist', 'persist'])
    expect(sent).toEqual([])
  })

  it('RFQ-1: the stored list is read back; unreadable storage is empty; duplicate ids merge', () => {
    expect(rfqList(start({ stored: JSON.stringify([item('a1', 1), { x: 1 }, item('a1', 2)]) }).actor.getSnapshot())).toEqual([item('a1', 3)])
    for (const stored of [null, '', 'nope', '{}', '[1]']) expect(rfqList(start({ stored }).actor.getSnapshot())).toEqual([])
  })
})

describe('rfqMachine: submitting', () => {
  it('RFQ-3: a visitor submitting is sent to /login?redirect=/cart/reserve', () => {
    const { actor, emitted, sent } = start({ stored: JSON.stringify([item('a1', 1)]) })
    actor.send({ type: 'rfq.submit', contact })
    expect(emitted).toEqual([{ type: 'navigate', to: '/login?redirect=%2Fcart%2Freserve' }])
    expect(sent).toEqual([])
  })

  it('RFQ-3: a member submits the list with the contact; success clears the list and toasts', async () => {
    const { actor, emitted, sent } = start({ stored: JSON.stringify([item('a1', 3)]), signedIn: true })
    actor.send({ type: 'rfq.submit', contact, remark: 'ASAP' })
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    await settle()
    expect(sent).toEqual([{ items: [{ intID: 1, model: 'M-a1', purchaseQuantity: 3 }], contact, remark: 'ASAP' }])
    expect(rfqList(actor.getSnapshot())).toEqual([])
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'quoteList', value: '[]' },
      { type: 'toast', toast: { type: 'success', message: 'Your RFQ has been submitted, we will reply by email soon' } },
    ])
  })

  it('RFQ-3: the list submits with the target prices typed, and keeps the quote request number', async () => {
    const { actor, sent } = start({ stored: JSON.stringify([item('a1', 3), item('b2', 5)]), signedIn: true }, () =>
      Promise.resolve({ id: 42, createdAt: '2024-01-01T00:00:00.000Z' }),
    )
    actor.send({ type: 'rfq.update', id: 'a1', quantity: 100 })
    actor.send({ type: 'rfq.update', id: 'b2', quantity: 0 })
    actor.send({ type: 'rfq.submit', contact, targetPrices: { a1: '$0.25', b2: ' ' } })
    await settle()
    expect(sent).toEqual([
      {
        items: [
          { intID: 1, model: 'M-a1', purchaseQuantity: 100, targetPrice: 250_000 },
          { intID: 2, model: 'M-b2', purchaseQuantity: 5 },
        ],
        contact,
      },
    ])
    expect(rfqReceipt(actor.getSnapshot())).toEqual({ id: 42, createdAt: '2024-01-01T00:00:00.000Z' })
  })

  it('RFQ-3: a target price that is not an amount is refused naming the part, without a call', async () => {
    const { actor, sent } = start({ stored: JSON.stringify([item('a1', 3)]), signedIn: true })
    actor.send({ type: 'rfq.submit', contact, targetPrices: { a1: 'cheap' } })
    await settle()
    expect(sent).toEqual([])
    expect(rfqError(actor.getSnapshot())).toBe('Please enter the target price of M-a1 in dollars, like 0.25')
    expect(rfqList(actor.getSnapshot())).toHaveLength(1)
  })

  it('RFQ-3: a failed submission keeps the list and toasts the error', async () => {
    const { actor, emitted } = start({ stored: JSON.stringify([item('a1', 3)]), signedIn: true }, () => Promise.reject(new Error('Server busy')))
    actor.send({ type: 'rfq.submit', contact })
    await settle()
    expect(rfqList(actor.getSnapshot())).toEqual([item('a1', 3)])
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: 'Server busy' } }])
  })

  it('RFQ-3: an empty list or a contact without a name is refused with the message, without a call', async () => {
    const empty = start({ signedIn: true })
    empty.actor.send({ type: 'rfq.submit', contact })
    await settle()
    expect(rfqError(empty.actor.getSnapshot())).toBe('The RFQ list is empty')
    expect(empty.sent).toEqual([])
    const nameless = start({ stored: JSON.stringify([item('a1', 3)]), signedIn: true })
    nameless.actor.send({ type: 'rfq.submit', contact: { ...contact, name: '' } })
    await settle()
    expect(nameless.sent).toEqual([])
    expect(nameless.emitted).toEqual([{ type: 'toast', toast: { type: 'error', message: 'Please enter your name' } }])
  })

  it('RFQ-3: lines added while the call runs stay after it succeeds', async () => {
    const { actor } = start({ stored: JSON.stringify([item('a1', 3)]), signedIn: true })
    actor.send({ type: 'rfq.submit', contact })
    actor.send({ type: 'rfq.add', item: item('a1', 2) })
    actor.send({ type: 'rfq.add', item: item('b2', 1) })
    await settle()
    expect(rfqList(actor.getSnapshot())).toEqual([item('a1', 2), item('b2', 1)])
  })

  it('RFQ-3: API-3: a 403 on submit keeps the list and is passed to the session; sign-in state follows auth events', async () => {
    const { actor, emitted } = start({ stored: JSON.stringify([item('a1', 3)]) }, () => Promise.reject(Object.assign(new Error('Expired'), { kind: 'forbidden' })))
    actor.send({ type: 'auth.signedIn', cartNum: 0 })
    actor.send({ type: 'rfq.submit', contact })
    await settle()
    expect(emitted).toEqual([{ type: 'auth.forbidden', message: 'Expired' }])
    expect(rfqList(actor.getSnapshot())).toHaveLength(1)
    actor.send({ type: 'auth.signedOut' })
    actor.send({ type: 'rfq.submit', contact })
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login?redirect=%2Fcart%2Freserve' })
  })
})

// ---------------------------------------------------------------------------------------------------------
// Model-based: random adds, deletes and clears against a plain list.

interface Model {
  lines: { id: string; model: string; intID: number; purchaseQuantity: number }[]
}
interface Real {
  actor: Actor<typeof rfqMachine>
  emitted: RfqEmitted[]
}

function check(model: Model, real: Real): void {
  const list = rfqList(real.actor.getSnapshot())
  expect(list).toEqual(model.lines)
  expect(new Set(list.map((line) => line.id)).size).toBe(list.length)
  const persisted = real.emitted.filter((event) => event.type === 'persist')
  if (persisted.length > 0) expect(persisted.at(-1)?.value).toBe(JSON.stringify(model.lines))
}

const command = (name: string, step: (model: Model, real: Real) => void): fc.Command<Model, Real> => ({
  check: () => true,
  run: (model, real) => {
    step(model, real)
    check(model, real)
  },
  toString: () => name,
})

const ids = fc.constantFrom('a1', 'b2', 'c3', 'd4', 'e5')
const quantities = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(0, -1, 2.5, Number.MAX_SAFE_INTEGER))

const commands = fc.commands(
  [
    fc.tuple(ids, quantities).map(([id, quantity]) =>
      command(`add(${id}, ${quantity})`, (model, real) => {
        const added = item(id, quantity)
        real.actor.send({ type: 'rfq.add', item: added })
        if (!Number.isSafeInteger(quantity) || quantity <= 0) return
        const listed = model.lines.find((line) => line.id === id)
        if (listed === undefined) model.lines.push(added)
        else if (Number.isSafeInteger(listed.purchaseQuantity + quantity)) listed.purchaseQuantity += quantity
      }),
    ),
    ids.map((id) =>
      command(`delete(${id})`, (model, real) => {
        model.lines = model.lines.filter((line) => line.id !== id)
        real.actor.send({ type: 'rfq.delete', id })
      }),
    ),
    fc.constant(
      command('clear', (model, real) => {
        model.lines = []
        real.actor.send({ type: 'rfq.clear' })
      }),
    ),
  ],
  { maxCommands: 60 },
)

describe('rfqMachine against a plain model', () => {
  test.prop([commands])('RFQ-1: RFQ-2: random edits: merged totals, no duplicate ids, order of first appearance, saved', (cmds) => {
    fc.modelRun(() => {
      const { actor, emitted } = start()
      return { model: { lines: [] }, real: { actor, emitted } }
    }, cmds)
  })
})
