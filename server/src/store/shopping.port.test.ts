import { LIMITS } from '@partfront/core/constants'
import type { Money, ProductId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import {
  anonymousLimit,
  favouritesToMerge,
  isRequestStatus,
  minutesUntilRetry,
  planCartAdd,
  quantityAfter,
  quotePartsText,
  requestedPieces,
} from './shopping.port.ts'

const p1 = 1 as ProductId
const p2 = 2 as ProductId
const p3 = 3 as ProductId
const p4 = 4 as ProductId

function line(productId: ProductId, productCount: number) {
  return { productId, productCount }
}

describe('the shopping rules', () => {
  it('adds together the lines of one call that name the same product, in first-seen order', () => {
    expect([...requestedPieces([line(p2, 1), line(p1, 5), line(p2, 3)])]).toEqual([
      [p2, 4],
      [p1, 5],
    ])
  })

  it('CART-2: addup adds to the quantity in the cart; otherwise the request sets it', () => {
    expect(quantityAfter(10, 5, true)).toBe(15)
    expect(quantityAfter(undefined, 5, true)).toBe(5)
    expect(quantityAfter(10, 5, false)).toBe(5)
  })

  it(`plans quantities up to ${LIMITS.maxQuantity} and refuses the call one piece over, naming the product`, () => {
    const inCart = new Map([[p1, LIMITS.maxQuantity - 1]])
    expect(planCartAdd(inCart, 1, [line(p1, 1)], true)).toEqual({ ok: true, quantities: new Map([[p1, LIMITS.maxQuantity]]) })
    expect(planCartAdd(inCart, 1, [line(p2, 1), line(p1, 2)], true)).toEqual({
      ok: false,
      reason: 'too-many-pieces',
      productId: p1,
      quantity: LIMITS.maxQuantity + 1,
    })
    expect(planCartAdd(inCart, 1, [line(p1, 2)], false)).toEqual({ ok: true, quantities: new Map([[p1, 2]]) })
  })

  it('counts only new products against the row cap: at the cap a listed product still adds, a new one is refused', () => {
    const inCart = new Map([[p1, 1]])
    expect(planCartAdd(inCart, 3, [line(p1, 1)], true, 3)).toMatchObject({ ok: true })
    expect(planCartAdd(inCart, 2, [line(p2, 1), line(p2, 1)], true, 3)).toMatchObject({ ok: true })
    expect(planCartAdd(inCart, 2, [line(p2, 1), line(p3, 1)], true, 3)).toEqual({ ok: false, reason: 'cart-full', max: 3, room: 1 })
    expect(planCartAdd(inCart, 3, [line(p4, 1)], true, 3)).toEqual({ ok: false, reason: 'cart-full', max: 3, room: 0 })
  })

  it('merges favourites without listed ones or repeats, keeping the first ones that fit under the cap', () => {
    expect(favouritesToMerge(new Set([p1]), 1, [p2, p1, p3, p2], 10)).toEqual([p2, p3])
    expect(favouritesToMerge(new Set([p1]), 1, [p2, p3, p4], 3)).toEqual([p2, p3])
    expect(favouritesToMerge(new Set([p1]), 3, [p2], 3)).toEqual([])
  })

  it('limits a visitor over the last hour and says how many whole minutes remain, at least one', () => {
    const now = new Date('2026-01-15T10:00:00.000Z')
    expect(anonymousLimit(now)).toEqual({ max: 10, since: '2026-01-15T09:00:00.000Z' })
    expect(minutesUntilRetry('2026-01-15T09:00:30.000Z', now)).toBe(1)
    expect(minutesUntilRetry('2026-01-15T09:00:00.001Z', now)).toBe(1)
    expect(minutesUntilRetry('2026-01-15T09:30:00.000Z', now)).toBe(30)
    expect(minutesUntilRetry('2026-01-15T09:59:59.999Z', now)).toBe(60)
  })

  it('writes quote lines on one line for the back office, prices in dollars to the micro-dollar', () => {
    const base = { productId: null, manufacturer: '', package: '', description: '', option: '' }
    expect(
      quotePartsText([
        { ...base, model: 'LM358DR', qty: 2500, targetPrice: 150_000 as Money },
        { ...base, model: 'RC0603FR-0710KL', qty: 10_000, targetPrice: 1_200 as Money },
        { ...base, model: 'NE555DR', qty: 100, targetPrice: null },
        { ...base, model: 'XC7A35T', qty: 1, targetPrice: 25_000_000 as Money },
      ]),
    ).toBe('LM358DR x2,500 @ $0.15; RC0603FR-0710KL x10,000 @ $0.0012; NE555DR x100; XC7A35T x1 @ $25.00')
  })

  it('knows the request statuses the back office sets', () => {
    expect(['new', 'answered', 'closed', 'open', ''].map(isRequestStatus)).toEqual([true, true, true, false, false])
  })
})
