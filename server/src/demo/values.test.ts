import { describe, expect, it } from 'vitest'
import {
  E6,
  E12,
  E24,
  E96,
  E192,
  decimal,
  faradsText,
  henriesText,
  multiplierCode,
  ohmsText,
  rkmCode,
} from './values.ts'

describe('component values', () => {
  it('has the E-series of their names', () => {
    expect([E6.length, E12.length, E24.length, E96.length, E192.length]).toEqual([6, 12, 24, 96, 192])
    for (const series of [E6, E12, E24, E96, E192]) expect([...series]).toEqual([...series].sort((a, b) => a - b))
  })

  it('writes digit-and-multiplier codes', () => {
    expect(multiplierCode({ m: 100, e: 2 }, 3)).toBe('1002') // 10 kΩ
    expect(multiplierCode({ m: 499, e: -1 }, 3)).toBe('49R9')
    expect(multiplierCode({ m: 470, e: -3 }, 3)).toBe('R470')
    expect(multiplierCode({ m: 47, e: 2 }, 3)).toBe('4701')
    expect(multiplierCode({ m: 10, e: 4 }, 2)).toBe('104') // 100 nF in pF
    expect(multiplierCode({ m: 47, e: -1 }, 2)).toBe('4R7')
    expect(multiplierCode({ m: 47, e: -2 }, 2)).toBe('R47')
  })

  it('writes letter-as-decimal-point codes', () => {
    expect(rkmCode({ m: 10, e: 3 })).toBe('10K')
    expect(rkmCode({ m: 47, e: 2 })).toBe('4K7')
    expect(rkmCode({ m: 499, e: 1 })).toBe('4K99')
    expect(rkmCode({ m: 100, e: 0 })).toBe('100R')
    expect(rkmCode({ m: 10, e: 5 })).toBe('1M')
    expect(rkmCode({ m: 47, e: -2 })).toBe('R47')
    expect(rkmCode({ m: 10, e: 3 }, 4)).toBe('10K0')
    expect(rkmCode({ m: 10, e: 5 }, 4)).toBe('1M00')
  })

  it('writes values as text with SI prefixes', () => {
    expect(decimal({ m: 499, e: 1 }, 3)).toBe('4.99')
    expect(ohmsText({ m: 10, e: 3 })).toBe('10 kΩ')
    expect(ohmsText({ m: 47, e: -2 })).toBe('470 mΩ')
    expect(faradsText({ m: 10, e: 4 })).toBe('100 nF')
    expect(faradsText({ m: 47, e: 5 })).toBe('4.7 µF')
    expect(henriesText({ m: 47, e: 2 })).toBe('4.7 µH')
  })
})
