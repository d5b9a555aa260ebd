import { describe, expect, it } from 'vitest'
import { fc, test } from '@fast-check/vitest'
import { Random, WeightedPicker, weighted } from './random.ts'

describe('Random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const sequence = (seed: number): number[] => {
      const random = new Random(seed)
      return Array.from({ length: 20 }, () => random.uint32())
    }
    expect(sequence(42)).toEqual(sequence(42))
    expect(sequence(42)).not.toEqual(sequence(43))
  })

  test.prop([fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 })])(
    'int stays within its bounds',
    (seed, min, span) => {
      const random = new Random(seed)
      for (let i = 0; i < 50; i++) {
        const value = random.int(min, min + span)
        expect(Number.isInteger(value)).toBe(true)
        expect(value).toBeGreaterThanOrEqual(min)
        expect(value).toBeLessThanOrEqual(min + span)
      }
    },
  )

  test.prop([fc.integer()])('next is in [0, 1)', (seed) => {
    const random = new Random(seed)
    for (let i = 0; i < 50; i++) {
      const value = random.next()
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThan(1)
    }
  })

  it('spreads values evenly', () => {
    const random = new Random(1)
    const counts = [0, 0, 0, 0]
    for (let i = 0; i < 40_000; i++) {
      const k = random.int(0, 3)
      counts[k] = (counts[k] ?? 0) + 1
    }
    for (const count of counts) expect(count).toBeGreaterThan(8_000)
  })

  it('refuses to pick from an empty list', () => {
    expect(() => new Random(1).pick([])).toThrow()
  })

  it('picks by weight', () => {
    const random = new Random(5)
    const picker = new WeightedPicker([
      ['rare', 1],
      ['common', 9],
    ] as const)
    let common = 0
    for (let i = 0; i < 10_000; i++) if (picker.pick(random) === 'common') common++
    expect(common).toBeGreaterThan(8_700)
    expect(common).toBeLessThan(9_300)
    expect(weighted(random, [['only', 1]] as const)).toBe('only')
    expect(() => new WeightedPicker([['zero', 0]] as const)).toThrow()
  })
})
