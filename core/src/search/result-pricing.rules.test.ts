import { describe, expect, it } from 'vitest'
import type { Money } from '../contract/common.ts'
import { rowPricing } from './result-pricing.rules.ts'

const ladder = [
  { quantity: 1, unitPrice: 164_700 as Money },
  { quantity: 10, unitPrice: 128_000 as Money },
  { quantity: 100, unitPrice: 90_000 as Money },
]

describe('a result row priced at a quantity', () => {
  it('SEARCH-4: without a quantity, the row prices at its minimum order', () => {
    expect(rowPricing({ priceLadder: ladder, moq: 1, spq: 1 }, null)).toEqual({
      quantity: 1,
      note: '',
      moqText: '1',
      unitText: '$0.1647',
      extendedText: '$0.16',
      cheaperText: null,
    })
  })

  it('SEARCH-4: the unit and extended price at the quantity, from its break', () => {
    expect(rowPricing({ priceLadder: ladder, moq: 1, spq: 1 }, 25)).toMatchObject({ quantity: 25, unitText: '$0.128', extendedText: '$3.20' })
  })

  it('rounds up to the minimum and the pack, saying so, and shows the pack in the MOQ column', () => {
    const pricing = rowPricing({ priceLadder: ladder, moq: 10, spq: 4 }, 3)
    expect(pricing.quantity).toBe(12)
    expect(pricing.note).toBe('Minimum order is 10, in packs of 4; quantity raised to 12.')
    expect(pricing.moqText).toBe('10 (pack 4)')
  })

  it('says when a few more cost less in total', () => {
    expect(rowPricing({ priceLadder: ladder, moq: 1, spq: 1 }, 90).cheaperText).toBe('Buy 10 more (100 in all) and pay $2.52 less in total.')
  })

  it('an empty ladder is price on request', () => {
    expect(rowPricing({ priceLadder: [], moq: 1, spq: 1 }, 5)).toMatchObject({ quantity: 5, unitText: null, extendedText: null, cheaperText: null })
  })
})
