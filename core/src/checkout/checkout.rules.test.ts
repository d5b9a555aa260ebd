import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CartItem } from '../contract/cart.ts'
import {
  backorderProductIds,
  backorderText,
  cartLineView,
  cartTotals,
  payByDate,
  refusedLineId,
  shippingText,
  stockReservation,
} from './checkout.rules.ts'

const item = (id: number, model: string, quantity: number, stock: number, leadTimeDays: number | null = 14): CartItem =>
  ({
    id,
    productId: id + 100,
    productCount: quantity,
    customerReference: '',
    leadTimeDays,
    productDetailEntity: {
      intID: id + 100,
      model,
      brandName: 'Texas Instruments',
      packageName: 'SOIC-8',
      stock,
      moq: 1,
      spq: 1,
      priceLadder: [
        { quantity: 1, unitPrice: 400_000 },
        { quantity: 10, unitPrice: 300_000 },
        { quantity: 100, unitPrice: 200_000 },
      ],
    },
  }) as unknown as CartItem

describe('checkout rules', () => {
  it('prices a row at its quantity and tells when buying more costs less in total', () => {
    const line = cartLineView(item(1, 'LM358DR', 90, 1000))
    expect([line.unitPriceText, line.extendedPriceText]).toEqual(['$0.30', '$27.00'])
    expect(line.cheaper?.text).toBe('Buy 10 more (100 in all) and pay $7.00 less in total.')
    expect(cartLineView(item(1, 'LM358DR', 10, 1000)).cheaper).toBeNull()
  })

  it('issue 17: flags a row asking for more than stock with when the rest ships, or that the lead time is not known', () => {
    expect(cartLineView(item(1, 'LM358DR', 2000, 1200)).shortText).toBe('Only 1,200 in stock; the rest ships in about 14 days.')
    expect(cartLineView(item(1, 'LM358DR', 5, 0, 42)).shortText).toBe('Ships in about 42 days.')
    expect(cartLineView(item(1, 'LM358DR', 5, 0, 1)).shortText).toBe('Ships within a day.')
    expect(cartLineView(item(1, 'LM358DR', 60, 40, null)).shortText).toBe(
      'Only 40 in stock; lead time for the rest not known yet, we confirm it with your order.',
    )
    expect(cartLineView(item(1, 'LM358DR', 5, 0, null)).shortText).toBe('Lead time not known yet; we confirm it with your order.')
    expect(cartLineView(item(1, 'LM358DR', 5, 5, null)).shortText).toBeNull()
    expect(cartLineView(item(1, 'LM358DR', 4, 5)).shortText).toBeNull()
  })

  it('issue 17: reserves a covered line whole, a short line accepted to wait what stock there is, and refuses a short line not accepted', () => {
    expect(stockReservation(150, 5000, false)).toBe(150)
    expect(stockReservation(50, 50, false)).toBe(50)
    expect(stockReservation(60, 50, false)).toBeNull()
    expect(stockReservation(60, 50, true)).toBe(50)
    expect(stockReservation(60, 0, true)).toBe(0)
    expect(stockReservation(60, 0, false)).toBeNull()
  })

  it('issue 17: a reservation never takes more than the stock or the line, and is the whole line whenever stock covers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), fc.boolean(), (quantity, stock, backordered) => {
        const reserved = stockReservation(quantity, stock, backordered)
        if (stock >= quantity) return reserved === quantity
        return backordered ? reserved === stock : reserved === null
      }),
    )
  })

  it('issue 17: sends as the backorder the products of the short lines, the ones the page flags', () => {
    const lines = [cartLineView(item(1, 'A', 10, 100)), cartLineView(item(2, 'B', 60, 40)), cartLineView(item(3, 'C', 5, 0))]
    expect(backorderProductIds(lines)).toEqual([102, 103])
    expect(backorderProductIds(lines.slice(0, 1))).toEqual([])
  })

  it('issue 17: says how much of a backordered line ships now and how much later, by the delivery preference', () => {
    expect(backorderText(2000, 2000, 'partial')).toBeNull()
    expect(backorderText(2000, 1200, 'partial')).toBe('1,200 ship now, 800 later (backordered).')
    expect(backorderText(2000, 0, 'partial')).toBe('All 2,000 backordered: they ship when they arrive.')
    expect(backorderText(2000, 1200, 'complete')).toBe('1,200 reserved, 800 backordered: the order ships complete when they arrive.')
    expect(backorderText(2000, 0, 'complete')).toBe('All 2,000 backordered: the order ships complete when they arrive.')
  })

  it('sums the selected rows only', () => {
    const lines = [cartLineView(item(1, 'A', 10, 100)), cartLineView(item(2, 'B', 1, 0))]
    expect(cartTotals(lines)).toMatchObject({ itemCount: 2, pieces: 11, subtotalText: '$3.40', short: 1 })
    expect(cartTotals(lines, new Set([1]))).toMatchObject({ itemCount: 1, pieces: 10, subtotalText: '$3.00', short: 0 })
  })

  it('names the row a refusal names, the longest model winning', () => {
    const lines = [
      { id: 1, model: 'LM358' },
      { id: 2, model: 'LM358DR' },
    ]
    expect(refusedLineId('Only 40 pieces of LM358DR are in stock; you ordered 60', lines)).toBe(2)
    expect(refusedLineId('LM358 is out of stock', lines)).toBe(1)
    expect(refusedLineId('Your cart is empty', lines)).toBeNull()
  })

  it('says freight collect when the order charges no shipping, and the pay-by day seven days on', () => {
    expect(shippingText(0, 'UPS')).toContain('Freight collect')
    expect(shippingText(12_500_000, 'DHL')).toBe('DHL shipping: $12.50')
    expect(payByDate('2026-01-15T09:00:00.000Z')).toBe('2026-01-22')
    expect(payByDate('nonsense')).toBe('')
  })
})

describe('addressFormBody', () => {
  it('answers the body, blank optional fields left out, or a message per field', async () => {
    const { addressFormBody } = await import('./address-form.rules.ts')
    const typed = { firstName: 'Ada', lastName: 'Buyer', country: 'Germany', city: 'Berlin', address: 'Hauptstr. 1', tel: '+49 30 123456', company: ' ' }
    expect(addressFormBody(typed)).toEqual({
      ok: true,
      body: { firstName: 'Ada', lastName: 'Buyer', country: 'Germany', city: 'Berlin', address: 'Hauptstr. 1', tel: '+49 30 123456' },
    })
    const refused = addressFormBody({ ...typed, firstName: '', city: '' })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(Object.keys(refused.problems).sort()).toEqual(['city', 'firstName'])
  })
})
