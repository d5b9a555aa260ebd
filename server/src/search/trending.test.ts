import type { ProductId, SearchHit, SearchResult } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { HitCounts, dayOf, namedPart, trendingSince } from './trending.ts'

const hit = (id: number, match: SearchHit['match']) => ({ product: { intID: id as ProductId }, match }) as SearchHit
const result = (page: number, list: SearchHit[]) => ({ page, list }) as unknown as SearchResult

describe('trending rules', () => {
  it('SEARCH-5: a search counts for the part its first result names exactly or by another packaging', () => {
    expect(namedPart(result(1, [hit(7, 'exact'), hit(8, 'prefix')]))).toBe(7)
    expect(namedPart(result(1, [hit(9, 'variant')]))).toBe(9)
    expect(namedPart(result(1, [hit(7, 'prefix')]))).toBeUndefined()
    expect(namedPart(result(1, [hit(7, 'keyword')]))).toBeUndefined()
    expect(namedPart(result(2, [hit(7, 'exact')]))).toBeUndefined()
    expect(namedPart(result(1, []))).toBeUndefined()
  })

  it('SEARCH-5: counts the last seven days, today included, by UTC day', () => {
    expect(dayOf(new Date('2026-01-15T23:59:59.999Z'))).toBe('2026-01-15')
    expect(trendingSince(new Date('2026-01-15T00:00:00.000Z'))).toBe('2026-01-09')
    expect(trendingSince(new Date('2026-03-01T12:00:00.000Z'))).toBe('2026-02-23')
  })

  it('keeps counts per day and part until drained, due by size or age', () => {
    const counts = new HitCounts()
    expect(counts.due(0, 2, 1000)).toBe(false)
    counts.add('2026-01-15', 7, 100)
    counts.add('2026-01-15', 7, 150)
    expect(counts.due(1099, 2, 1000)).toBe(false)
    expect(counts.due(1100, 2, 1000)).toBe(true)
    counts.add('2026-01-14', 7, 200)
    expect(counts.due(200, 2, 1000)).toBe(true)
    expect(counts.drain()).toEqual([
      ['2026-01-15', 7, 2],
      ['2026-01-14', 7, 1],
    ])
    expect(counts.drain()).toEqual([])
    expect(counts.due(5000, 2, 1000)).toBe(false)
  })
})
