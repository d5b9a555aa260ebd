import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { ApiError } from '../client/api-error.ts'
import type { Address } from '../contract/address.ts'
import type { OrderCreateBody } from '../contract/order.ts'
import { type CheckoutDeps, type CheckoutEmitted, createCheckoutMachine } from './checkout.machine.ts'
import type { CartLineView } from './checkout.rules.ts'

const address = (id: number, isDefault = false) => ({ id, isDefault, firstName: 'Ada', lastName: 'Lovelace' }) as unknown as Address
const line = (id: number, model: string, shortText: string | null = null) => ({ id, productId: id + 100, model, shortText }) as unknown as CartLineView

const LINES = [line(1, 'LM358DR'), line(2, 'NE555DR', 'Only 40 in stock; the rest ships in about 14 days.')]
const TERMS = { poNumber: ' PO-4471 ', vatId: '', remark: 'Dock 4' }

function start(placeOrder: CheckoutDeps['placeOrder'], addresses: readonly Address[] = [address(5), address(6, true)]) {
  const sent: OrderCreateBody[] = []
  const emitted: CheckoutEmitted[] = []
  const actor = createActor(
    createCheckoutMachine({
      placeOrder: (body) => {
        sent.push(body)
        return placeOrder(body)
      },
    }),
    { input: { addresses } },
  )
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, sent, emitted }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('placing'))

describe('checkout machine (issue 17)', () => {
  it('starts on the default address, UPS and complete delivery; takes only the member’s own addresses', () => {
    const { actor } = start(() => new Promise(() => {}))
    expect(actor.getSnapshot().context).toMatchObject({ addressId: 6, carrier: 'UPS', delivery: 'complete' })
    actor.send({ type: 'checkout.address', id: 999 })
    expect(actor.getSnapshot().context.addressId).toBe(6)
    actor.send({ type: 'checkout.address', id: 5 })
    actor.send({ type: 'checkout.carrier', carrier: 'DHL' })
    actor.send({ type: 'checkout.delivery', delivery: 'partial' })
    expect(actor.getSnapshot().context).toMatchObject({ addressId: 5, carrier: 'DHL', delivery: 'partial' })
  })

  it('places once: every line, the terms trimmed and left out when empty, the short lines shown as backorder', async () => {
    const { actor, sent, emitted } = start(() => Promise.resolve({ id: 77 }))
    actor.send({ type: 'checkout.delivery', delivery: 'partial' })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    await waitFor(actor, (snapshot) => snapshot.matches('placed'))
    expect(sent).toEqual([
      { addressId: 6, carrier: 'UPS', cartItemIds: [1, 2], deliveryPreference: 'partial', backorder: [102], poNumber: 'PO-4471', remark: 'Dock 4' },
    ])
    expect(emitted).toEqual([{ type: 'checkout.placed', orderId: 77 }])
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('with no short line shown, no backorder is sent', async () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 78 }))
    actor.send({ type: 'checkout.place', lines: [line(1, 'LM358DR')], terms: { poNumber: '', vatId: '', remark: '' } })
    await settled(actor)
    expect(sent).toEqual([{ addressId: 6, carrier: 'UPS', cartItemIds: [1], deliveryPreference: 'complete' }])
  })

  it('a member with no address starts on the new-address form, cannot place or leave it, and places once it is saved', async () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 79 }), [])
    expect(actor.getSnapshot().hasTag('addingAddress')).toBe(true)
    actor.send({ type: 'checkout.cancelAddress' })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    expect(actor.getSnapshot().hasTag('addingAddress')).toBe(true)
    expect(sent).toEqual([])
    actor.send({ type: 'checkout.addressAdded', addresses: [address(9, true)], id: 9 })
    expect(actor.getSnapshot().context).toMatchObject({ addressId: 9, addresses: [{ id: 9 }] })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    await settled(actor)
    expect(sent.map((body) => body.addressId)).toEqual([9])
  })

  it('adding an address with addresses on file can be cancelled, and blocks placing while open', () => {
    const { actor, sent } = start(() => Promise.resolve({ id: 80 }))
    actor.send({ type: 'checkout.addAddress' })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    expect(sent).toEqual([])
    actor.send({ type: 'checkout.cancelAddress' })
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('a line refused for its stock keeps the server’s words and asks the page to read the cart again', async () => {
    const { actor, emitted } = start(() =>
      Promise.reject(new ApiError({ kind: 'failure', endpoint: 'orderCreate', message: 'NE555DR is out of stock', code: 409 })),
    )
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    await settled(actor)
    expect(actor.getSnapshot().context.refusal).toBe('NE555DR is out of stock')
    expect(emitted).toEqual([{ type: 'checkout.stale' }])
    expect(actor.getSnapshot().value).toBe('ready')
  })

  it('a refusal naming no line is kept without reading the cart again; placing again clears it', async () => {
    let calls = 0
    const { actor, emitted } = start(() => {
      calls++
      return calls === 1
        ? Promise.reject(new ApiError({ kind: 'failure', endpoint: 'orderCreate', message: 'Prices changed, please review', code: 409 }))
        : new Promise(() => {})
    })
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    await settled(actor)
    expect(actor.getSnapshot().context.refusal).toBe('Prices changed, please review')
    expect(emitted).toEqual([])
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it('API-3: a 403 keeps its message and asks the page to end the session', async () => {
    const { actor, emitted } = start(() => Promise.reject(new ApiError({ kind: 'forbidden', endpoint: 'orderCreate', message: 'Please sign in again', code: 403 })))
    actor.send({ type: 'checkout.place', lines: LINES, terms: TERMS })
    await settled(actor)
    expect(emitted).toEqual([{ type: 'auth.forbidden', message: 'Please sign in again' }])
  })
})
