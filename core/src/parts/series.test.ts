import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '../contract/product.ts'
import { sameSeries, seriesKeyword } from './series.ts'

const part = (intID: number, model: string, packageName: string, description = '', categoryName = 'Operational Amplifiers') =>
  ({ intID, model, packageName, description, categoryName }) as ProductSummary

describe('same series (PAGE-1 similar parts)', () => {
  it('PAGE-1: reads the series from the leading letters and digits', () => {
    expect(seriesKeyword('LM358D')).toBe('LM358')
    expect(seriesKeyword('MIC5504-2.8YM5-TR')).toBe('MIC5504')
    expect(seriesKeyword('BAT54')).toBe('BAT54')
    expect(seriesKeyword('R1')).toBeNull()
    expect(seriesKeyword('ABCD')).toBeNull()
  })

  it('PAGE-1: lists the other members, another package first, never the part itself or another series', () => {
    const lm358d = part(1, 'LM358D', 'SOIC-8')
    const found = [lm358d, part(2, 'LM358DR', 'SOIC-8'), part(3, 'LM358P', 'PDIP-8'), part(4, 'LM3581', 'SOT-23')]
    expect(sameSeries(lm358d, found).map((item) => item.model)).toEqual(['LM358P', 'LM358DR'])
  })

  it('PAGE-1: a passive’s other packaging is the same value on another reel, not the rest of its series', () => {
    const resistor = (intID: number, model: string, value: string) =>
      part(intID, model, '0603 (1608 Metric)', `Thick film chip resistor, ${value}, ±1%, 1/10 W, 0603 (1608 Metric)`, 'Chip Resistors')
    const own = resistor(1, 'RC0603FR-131R4L', '1.4 Ω')
    const found = [own, resistor(2, 'RC0603FR-071R4L', '1.4 Ω'), resistor(3, 'RC0603FR-07390RL', '390 Ω'), resistor(4, 'RC0603FR-101K4L', '1.4 kΩ')]
    expect(sameSeries(own, found).map((item) => item.model)).toEqual(['RC0603FR-071R4L'])
    // Its value read from the attribute when the page has it.
    const withAttribute = { ...own, description: 'Chip resistor', attributes: [{ name: 'Resistance', value: '1.4 Ω' }] }
    expect(sameSeries(withAttribute, found).map((item) => item.model)).toEqual(['RC0603FR-071R4L'])
  })
})
