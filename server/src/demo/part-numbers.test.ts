import { describe, expect, it } from 'vitest'
import { fc, test } from '@fast-check/vitest'
import { categoryById } from './categories.ts'
import { MANUFACTURERS, manufacturerById } from './manufacturers.ts'
import { SERIES, composePartNumber } from './part-numbers.ts'
import { Random } from './random.ts'

describe('SERIES', () => {
  it('puts every series in a leaf category its manufacturer lists', () => {
    for (const series of SERIES) {
      const maker = manufacturerById(series.manufacturer)
      const category = categoryById(series.category)
      expect(maker, `series of unknown manufacturer ${series.manufacturer}`).toBeDefined()
      expect(category?.parentId, `series in non-leaf category ${series.category}`).not.toBeNull()
      expect(maker?.categoryIds).toContain(series.category)
      expect(series.weight).toBeGreaterThan(0)
      expect(series.suffixes.length).toBeGreaterThan(0)
    }
  })

  it('has a series behind every category a manufacturer lists', () => {
    for (const maker of MANUFACTURERS) {
      expect(maker.categoryIds.length, maker.slug).toBeGreaterThan(0)
      for (const categoryId of maker.categoryIds) {
        expect(
          SERIES.some((series) => series.manufacturer === maker.id && series.category === categoryId),
          `${maker.slug} in ${categoryId}`,
        ).toBe(true)
      }
    }
  })

  it('makes distinct bases from distinct indexes of an enumerable series', () => {
    const random = new Random(1)
    for (const series of SERIES) {
      if (series.at === undefined || series.size === undefined) continue
      const size = series.size
      const indexes = [0, 1, 2, Math.floor(size / 2), size - 2, size - 1].filter(
        (index, position, all) => index >= 0 && all.indexOf(index) === position,
      )
      const bases = indexes.map((index) => series.at?.(index, random).base)
      expect(new Set(bases).size, `series of ${series.manufacturer} in ${series.category}`).toBe(bases.length)
    }
  })

  test.prop([fc.integer()], { numRuns: 10 })('every series makes complete base parts', (seed) => {
    const random = new Random(seed)
    for (const series of SERIES) {
      const base = series.make(random)
      const suffix = random.pick(base.suffixes ?? series.suffixes)
      const partNumber = composePartNumber(series, base.base, suffix)
      expect(base.base.length).toBeGreaterThan(0)
      expect(partNumber.length).toBeGreaterThanOrEqual(base.base.length)
      expect(base.package.length).toBeGreaterThan(0)
      expect(base.description.length).toBeGreaterThan(0)
      expect(base.price).toBeGreaterThan(0)
    }
  })
})

describe('composePartNumber', () => {
  it('writes Microchip tape and reel as a T before the dash', () => {
    const microchip = SERIES.find(
      (series) => series.compose !== undefined && series.compose('MCP1700-3302E/TT', 'T') === 'MCP1700T-3302E/TT',
    )
    expect(microchip).toBeDefined()
  })
})
