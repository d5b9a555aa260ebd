import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { passiveOf, passiveValue, sameValueAndSize, type PassivePart } from './passive.ts'

/** A part of a category with one value attribute and a package. */
function part(categoryName: string, attribute: [string, string] | null, packageName: string, description = ''): PassivePart {
  return { categoryName, attributes: attribute === null ? [] : [{ name: attribute[0], value: attribute[1] }], description, packageName }
}

const resistor = (value: string, size = '0603 (1608 Metric)') => part('Chip Resistors', ['Resistance', value], size)
const capacitor = (value: string, size = '0402') => part('Ceramic Capacitors (MLCC)', ['Capacitance', value], size)

/** Three significant digits (E-series values have two or three), a decade from 1 to 10^6 base units. */
const significant = fc.integer({ min: 100, max: 999 })
const decade = fc.integer({ min: 0, max: 6 })

/** Writes `digits × 10^(exp - 2)` with 10^shift folded into a prefix: `4.7k`, `4700`, `0.0047M`… as a string without float noise. */
function written(digits: number, exp: number, shift: number): string {
  // The value is digits × 10^(exp - 2); in units of 10^shift it is digits × 10^(exp - 2 - shift).
  const power = exp - 2 - shift
  const text = String(digits)
  if (power >= 0) return text + '0'.repeat(power)
  const padded = text.padStart(-power + 1, '0')
  const point = padded.length + power
  return `${padded.slice(0, point)}.${padded.slice(point)}`.replace(/\.?0+$/u, '')
}

describe('same value and size (PAGE-1, passives from other makers)', () => {
  it('PAGE-1: 10k, 10 kΩ, 10000 Ω, 10KOhms and a bare 10000.0 are one resistance', () => {
    const spellings = ['10k', '10 kΩ', '10000 Ω', '10KOhms', '10000.0', '10K', '10kohm']
    for (const a of spellings) for (const b of spellings) expect(sameValueAndSize(resistor(a), resistor(b)), `${a} = ${b}`).toBe(true)
    expect(passiveOf(resistor('10 kΩ'))).toEqual({ unit: 'ohm', valueKey: 'ohm:1.00e+4', chip: '0603' })
  })

  it('PAGE-1: 100nF is 0.1µF is 100000pF is a bare 1e-07 farads; 4k7 is 4.7 kΩ', () => {
    const spellings = ['100nF', '0.1µF', '0.1uF', '100 nF', '100000pF', '1e-07', '1.0000000000000001e-07', '0.1 μF']
    for (const a of spellings) for (const b of spellings) expect(sameValueAndSize(capacitor(a), capacitor(b)), `${a} = ${b}`).toBe(true)
    expect(sameValueAndSize(resistor('4k7'), resistor('4.7 kΩ'))).toBe(true)
  })

  it('PAGE-1: a different value, size or kind is not the same; nor a part with no chip size or no value', () => {
    expect(sameValueAndSize(resistor('10k'), resistor('1k'))).toBe(false)
    expect(sameValueAndSize(resistor('10k'), resistor('10k', '0805 (2012 Metric)'))).toBe(false)
    expect(sameValueAndSize(resistor('10k', 'Axial'), resistor('10k', 'Axial'))).toBe(false)
    expect(sameValueAndSize(part('Power Inductors', ['Inductance', '10 µH'], '0603'), capacitor('10 µF', '0603'))).toBe(false)
    expect(sameValueAndSize(part('Microcontrollers', null, '0603'), part('Microcontrollers', null, '0603'))).toBe(false)
    expect(sameValueAndSize(resistor('n/a'), resistor('n/a'))).toBe(false)
    expect(sameValueAndSize(part('Resistor Networks & Arrays', ['Resistance', '10k'], '0603'), resistor('10k'))).toBe(false)
  })

  it('PAGE-1: the description gives the value when no attribute does (LCSC rows), and a vague category takes its parent', () => {
    const lcsc = part('Chip Resistor - Surface Mount', null, '0603', '100mW Thick Film Resistors 75V ±1% 10kΩ 0603 ROHS')
    expect(sameValueAndSize(lcsc, resistor('10 kΩ'))).toBe(true)
    expect(passiveOf({ ...part('SMD', ['Capacitance', '22pF'], '0402'), parentCategoryName: 'Capacitors' })?.valueKey).toBe('farad:2.20e-11')
  })

  it('PAGE-1: any resistance reads the same with or without a prefix, with or without the unit', () => {
    const prefixes = [
      [0, ''],
      [3, 'k'],
      [6, 'M'],
    ] as const
    fc.assert(
      fc.property(significant, decade, fc.constantFrom(...prefixes), fc.constantFrom(...prefixes), fc.boolean(), (digits, exp, [s1, p1], [s2, p2], ohm) => {
        const a = `${written(digits, exp, s1)}${p1}${ohm ? 'Ω' : ''}`
        const b = `${written(digits, exp, s2)} ${p2}${ohm ? '' : 'Ω'}`
        expect(sameValueAndSize(resistor(a), resistor(b)), `${a} = ${b}`).toBe(true)
      }),
    )
  })

  it('PAGE-1: any capacitance reads the same in pF, nF and µF', () => {
    const prefixes = [
      [-12, 'p'],
      [-9, 'n'],
      [-6, 'µ'],
    ] as const
    fc.assert(
      fc.property(significant, fc.integer({ min: -12, max: -4 }), fc.constantFrom(...prefixes), fc.constantFrom(...prefixes), (digits, exp, [s1, p1], [s2, p2]) => {
        const a = `${written(digits, exp, s1)}${p1}F`
        const b = `${written(digits, exp, s2)} ${p2}F`
        expect(sameValueAndSize(capacitor(a), capacitor(b)), `${a} = ${b}`).toBe(true)
      }),
    )
  })

  it('PAGE-1: the relation is symmetric, and a value ten times larger is never the same', () => {
    const spelling = fc.constantFrom('10k', '10 kΩ', '1k', '4k7', '4.7 kΩ', '470', '0.47k', '100', 'R47', '0R', '1M', '1000k', 'bad')
    const size = fc.constantFrom('0402', '0603 (1608 Metric)', '0805', 'Axial', '')
    fc.assert(
      fc.property(spelling, size, spelling, size, (v1, s1, v2, s2) => {
        expect(sameValueAndSize(resistor(v1, s1), resistor(v2, s2))).toBe(sameValueAndSize(resistor(v2, s2), resistor(v1, s1)))
      }),
    )
    fc.assert(
      fc.property(significant, decade, (digits, exp) => {
        expect(sameValueAndSize(resistor(written(digits, exp, 0)), resistor(written(digits, exp + 1, 0)))).toBe(false)
      }),
    )
  })

  it('PAGE-1: a value attribute that reads as another kind of value is not taken; the description is read instead', () => {
    expect(passiveValue(part('Chip Resistors', ['Resistance', '10 µF'], '0603', 'Chip resistor 22 Ω'), 'ohm')?.valueKey).toBe('ohm:2.20e+1')
  })
})
