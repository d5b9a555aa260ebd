import { describe, expect, it } from 'vitest'
import type { ProductSummary } from '../contract/product.ts'
import { sameSeries, seriesKeyword } from './series.ts'

const part = (intID: number, model: string, packageName: string) => ({ intID, model, packageName }) as ProductSummary

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
})
