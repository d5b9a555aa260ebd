import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { clearRfq, mergeRfq, removeRfq, type RfqItem } from '../../core/src/rfq/index.ts'

const item = (id: string, purchaseQuantity: number, model = `M-${id}`): RfqItem => ({
  id,
  model,
  intID: Number(id.replace(/\D/g, '')) || 1,
  purchaseQuantity,
})

describe('RFQ list', () => {
  it('RFQ-1: adding to an empty list lists the item', () => {
    expect(mergeRfq([], item('p1', 5))).toEqual([item('p1', 5)])
  })

  it('RFQ-1: adding an id already listed adds the quantities together (5 + 3 = 8)', () => {
    expect(mergeRfq([item('p1', 5)], item('p1', 3))).toEqual([item('p1', 8)])
  })

  it('RFQ-1: a new id is appended; existing lines keep their places', () => {
    const list = mergeRfq(mergeRfq([item('p1', 1)], item('p2', 2)), item('p1', 4))
    expect(list).toEqual([item('p1', 5), item('p2', 2)])
  })

  it('RFQ-1: a merged line keeps the model it was first added with', () => {
    expect(mergeRfq([item('p1', 1, 'LM358DR')], item('p1', 1, 'LM358DRG4'))).toEqual([item('p1', 2, 'LM358DR')])
  })

  it('RFQ-1: a quantity that is not a positive whole number is refused (0, -1, 1.5, NaN, Infinity)', () => {
    const list = [item('p1', 5)]
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(mergeRfq(list, item('p1', quantity)), String(quantity)).toEqual([item('p1', 5)])
      expect(mergeRfq(list, item('p2', quantity)), String(quantity)).toEqual([item('p1', 5)])
    }
    expect(mergeRfq([], item('p1', 1))).toEqual([item('p1', 1)])
  })

  it('RFQ-1: a total past Number.MAX_SAFE_INTEGER is refused', () => {
    const list = [item('p1', Number.MAX_SAFE_INTEGER - 1)]
    expect(mergeRfq(list, item('p1', 1))).toEqual([item('p1', Number.MAX_SAFE_INTEGER)])
    expect(mergeRfq(list, item('p1', 2))).toEqual(list)
  })

  it('RFQ-1: the input list is not modified', () => {
    const list = Object.freeze([Object.freeze(item('p1', 5))])
    mergeRfq(list, item('p1', 3))
    expect(list).toEqual([item('p1', 5)])
  })

  it('RFQ-2: deleting a row removes only that id; clearing empties the list', () => {
    const list = [item('p1', 1), item('p2', 2), item('p3', 3)]
    expect(removeRfq(list, 'p2')).toEqual([item('p1', 1), item('p3', 3)])
    expect(removeRfq(list, 'p9')).toEqual(list)
    expect(clearRfq()).toEqual([])
  })

  test.prop([fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 1, max: 1_000_000 })), { maxLength: 60 })])(
    'RFQ-1: per-id totals are the sum of all adds, ids are unique, lines in order of first appearance',
    (adds) => {
      const list = adds.reduce<RfqItem[]>((current, [id, quantity]) => mergeRfq(current, item(id, quantity)), [])
      const totals = new Map<string, number>()
      for (const [id, quantity] of adds) totals.set(id, (totals.get(id) ?? 0) + quantity)
      expect(list.map((line) => line.id)).toEqual([...totals.keys()])
      for (const line of list) expect(line.purchaseQuantity).toBe(totals.get(line.id))
    },
  )
})
