import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import type { MatchRow } from './order.ts'
import { RowStream, listTier, pageOfTiers, streamTier, windowedTier, type FetchRows } from './tiers.ts'

const rowOf = (key: number): MatchRow => ({ key, id: key, normalized: `P${key}`, categoryId: 1, manufacturerId: 1, packageName: '', stock: key % 3, unitPrice: null })

/** A match of `size` rows read from an "index", counting the rows read. */
function index(size: number) {
  const read = { rows: 0 }
  const fetch: FetchRows = (after, limit) => {
    const from = (after?.key ?? 0) + 1
    const rows = Array.from({ length: Math.max(0, Math.min(limit, size - from + 1)) }, (_, i) => rowOf(from + i))
    read.rows += rows.length
    return rows
  }
  return { fetch, read }
}

/** Reverses each window: an order the index's order is not. */
const reversed = (rows: readonly MatchRow[]) => rows.toReversed()

describe('reading a page out of tiers', () => {
  test.prop([fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 13 }), fc.boolean()])(
    'pages of any size cut one order: no row twice, none skipped, whatever page is asked first',
    (named, size, window, pageSize, known) => {
      const tiers = () => {
        const { fetch } = index(size)
        const first = known ? Array.from({ length: size }, (_, i) => rowOf(i + 1)) : []
        const stream = new RowStream(first, known, fetch, (row) => row.key % 5 !== 0)
        return [listTier(Array.from({ length: named }, (_, i) => rowOf(1000 + i))), windowedTier(stream, { size: window }, reversed)]
      }
      const whole = pageOfTiers(tiers(), 0, named + size)
      const pages: MatchRow[] = []
      for (let page = Math.ceil((named + size) / pageSize); page >= 0; page--) pages.unshift(...pageOfTiers(tiers(), page * pageSize, pageSize))
      expect(pages.map((row) => row.key)).toEqual(whole.map((row) => row.key))
      expect(whole).toHaveLength(named + size - Math.floor(size / 5))
    },
  )

  it('reads no further into a tier than the page needs, a fetch at a time', () => {
    const { fetch, read } = index(100_000)
    const stream = new RowStream([], false, fetch, () => true)
    expect(pageOfTiers([streamTier(stream)], 10, 10).map((row) => row.key)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(read.rows).toBe(32)
  })

  it('orders a tier known whole in one window, and a tier read on in windows of its size', () => {
    const whole = new RowStream([rowOf(1), rowOf(2), rowOf(3)], true, undefined, () => true)
    expect(pageOfTiers([windowedTier(whole, { size: 2 }, reversed)], 0, 3).map((row) => row.key)).toEqual([3, 2, 1])
    const read = new RowStream([], false, index(3).fetch, () => true)
    expect(pageOfTiers([windowedTier(read, { size: 2 }, reversed)], 0, 3).map((row) => row.key)).toEqual([2, 1, 3])
    const small = new RowStream([rowOf(1), rowOf(2), rowOf(3)], true, undefined, () => true)
    expect(pageOfTiers([windowedTier(small, { size: 2, wholeUpTo: 2 }, reversed)], 0, 3).map((row) => row.key)).toEqual([2, 1, 3])
  })

  it('puts leading rows in the first window', () => {
    const stream = new RowStream([], false, index(4).fetch, () => true)
    const tier = windowedTier(stream, { size: 3 }, (rows) => rows.toSorted((a, b) => b.key - a.key), [rowOf(50)])
    expect(pageOfTiers([tier], 0, 10).map((row) => row.key)).toEqual([50, 2, 1, 4, 3])
  })
})
