import { describe, expect, it } from 'vitest'
import { formatMoney } from './proforma.ts'

describe('formatMoney', () => {
  it('shows dollars with cents, thousands grouped', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(40_000_000)).toBe('$40.00')
    expect(formatMoney(1_234_567_500_000)).toBe('$1,234,567.50')
  })

  it('keeps sub-cent unit prices in full, without trailing zeros past the cents', () => {
    expect(formatMoney(1_200)).toBe('$0.0012')
    expect(formatMoney(250_000)).toBe('$0.25')
    expect(formatMoney(1)).toBe('$0.000001')
  })
})
