import { describe, expect, it } from 'vitest'
import { quickQuoteBody, validateQuickQuote } from './quick-quote.rules.ts'

describe('the quote request of an empty search', () => {
  it('a filled form makes the quoteSubmit body', () => {
    const checked = validateQuickQuote({ model: 'ZZQX9', qty: '250', name: 'Ada', email: 'ada@example.com', company: '' })
    expect(checked.ok).toBe(true)
    if (checked.ok) {
      expect(quickQuoteBody(checked.value)).toEqual({ model: 'ZZQX9', qty: 250, contact: { name: 'Ada', email: 'ada@example.com' } })
    }
  })

  it('names each field that is wrong', () => {
    const checked = validateQuickQuote({ model: '', qty: 'ten', name: '', email: 'nope', company: '' })
    expect(checked.ok).toBe(false)
    if (!checked.ok) {
      expect(Object.keys(checked.errors).toSorted()).toEqual(['email', 'model', 'name', 'qty'])
      expect(checked.errors.qty).toBe('Quantity must be a whole number')
    }
    const zero = validateQuickQuote({ model: 'X', qty: '0', name: 'A', email: 'a@b.co', company: '' })
    expect(zero.ok ? null : zero.errors.qty).toMatch(/^Quantity must be from 1/u)
  })
})
