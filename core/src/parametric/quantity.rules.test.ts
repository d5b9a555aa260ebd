import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { compareDecimals, decimalOf, decimalToNumber, plainDecimal, type Decimal } from './decimal.ts'
import { compactQuantity, formatQuantity, parseQuantity } from './quantity.rules.ts'
import { SHOWN_BINARY, SHOWN_SI, UNITS, type UnitId } from './units.ts'

function read(text: string, unit: UnitId, plusMinus = false): Decimal {
  const result = parseQuantity(text, unit, { plusMinus })
  if (!result.ok) throw new Error(result.problem)
  return result.value
}

const ALL_UNITS = Object.keys(UNITS) as UnitId[]

/** A canonical decimal of up to six significant digits, over the range catalogs use. */
const decimal = (signed: boolean): fc.Arbitrary<Decimal> =>
  fc
    .tuple(fc.integer({ min: signed ? -999_999 : 0, max: 999_999 }), fc.integer({ min: -15, max: 9 }))
    .map(([m, e]) => decimalOf(BigInt(m), e))

describe('quantities (issue 29)', () => {
  it('issue 29: 10k = 10K = 10kΩ = 10 kOhms = 10000; 4k7 = 4.7k = 4,700 Ω', () => {
    for (const text of ['10k', '10K', '10kΩ', '10 kOhms', '10000', '10 kΩ', '10KOhms', '10kohm', '10000.0', '0.01M', '10 k'])
      expect(read(text, 'ohm'), text).toEqual({ m: 1, e: 4 })
    for (const text of ['4k7', '4.7k', '4700', '4K7', '4.7 kΩ', '4700R']) expect(read(text, 'ohm'), text).toEqual({ m: 47, e: 2 })
    expect(read('4R7', 'ohm')).toEqual({ m: 47, e: -1 })
    expect(read('R47', 'ohm')).toEqual({ m: 47, e: -2 })
    expect(read('0R', 'ohm')).toEqual({ m: 0, e: 0 })
    expect(read('1M', 'ohm')).toEqual({ m: 1, e: 6 })
    expect(read('300m', 'ohm')).toEqual({ m: 3, e: -1 })
  })

  it('issue 29: 100n = 100nF = 0.1µF = 0.1uF, exactly (no float error), and LCSC float noise reads to the value meant', () => {
    for (const text of ['100n', '100nF', '0.1µF', '0.1uF', '0.1μF', '100 nF', '100000pF', '1e-07', '1.0000000000000001e-07', '0.1UF', '100N'])
      expect(read(text, 'farad'), text).toEqual({ m: 1, e: -7 })
    expect(read('9.999999999999999e-05', 'farad')).toEqual({ m: 1, e: -4 })
    expect(read('0.00021999999999999998', 'farad')).toEqual({ m: 22, e: -5 })
    expect(read('2n2', 'farad')).toEqual({ m: 22, e: -10 })
  })

  it('issue 29: 1/10W = 0.1W = 100mW; ±1%; 50V; -55℃; 256KB; 64 Mbit', () => {
    for (const text of ['1/10W', '0.1W', '100mW', '1/10 W', '0.1 W']) expect(read(text, 'watt'), text).toEqual({ m: 1, e: -1 })
    expect(read('1/16 W', 'watt')).toEqual({ m: 625, e: -4 })
    for (const text of ['±1%', '1%', '+/-1%', '± 1 %']) expect(read(text, 'percent', true), text).toEqual({ m: 1, e: 0 })
    expect(read('50V', 'volt')).toEqual({ m: 5, e: 1 })
    expect(read('-55℃', 'celsius')).toEqual({ m: -55, e: 0 })
    expect(read('+155°C', 'celsius')).toEqual({ m: 155, e: 0 })
    expect(read('256KB', 'byte')).toEqual({ m: 262_144, e: 0 })
    expect(read('64 Mbit', 'bit')).toEqual({ m: 67_108_864, e: 0 })
    expect(read('8 MB', 'bit')).toEqual(read('64Mbit', 'bit'))
    expect(read('16MHz', 'hertz')).toEqual({ m: 16, e: 6 })
    expect(read('2.54 mm', 'metre')).toEqual({ m: 254, e: -5 })
    expect(read('4050 K', 'kelvin')).toEqual({ m: 405, e: 1 })
  })

  it('issue 29: an ADC resolution reads 12-bit, 12 bit, 12bit and 12 bits as 12 bits; a hyphen stands for the space before a written unit', () => {
    for (const text of ['12-bit', '12 bit', '12bit', '12 bits', '12-bits', '12 Bits', '12', '12b'])
      expect(read(text, 'resolution-bit'), text).toEqual({ m: 12, e: 0 })
    expect(formatQuantity(read('12-bit', 'resolution-bit'), 'resolution-bit')).toBe('12 bit')
    expect(compactQuantity(read('16 bits', 'resolution-bit'), 'resolution-bit')).toBe('16bit')
    expect(read('64-Mbit', 'bit')).toEqual(read('64 Mbit', 'bit'))
    expect(read('100-ohm', 'ohm')).toEqual({ m: 1, e: 2 })
    expect(read('4.7-kΩ', 'ohm')).toEqual({ m: 47, e: 2 })
    // Not before a prefix alone, nothing, a number or a unit of another quantity; no prefixes on a resolution.
    for (const [text, unit] of [['10-k', 'ohm'], ['12-', 'resolution-bit'], ['3-5V', 'volt'], ['12-volt', 'resolution-bit'], ['16 Kbit', 'resolution-bit'], ['2 B', 'resolution-bit']] as const)
      expect(parseQuantity(text, unit).ok, `${text} as ${unit}`).toBe(false)
  })

  it('issue 29: a refusal of a resolution in bits says resolution, not memory size', () => {
    expect(parseQuantity('12 volts', 'resolution-bit')).toEqual({
      ok: false,
      problem: '"12 volts" is not a resolution: "volts" is not a unit of resolution (write it like 12 bit, 12-bit or 16 bits)',
    })
    const memory = parseQuantity('12 volts', 'bit')
    expect(!memory.ok && memory.problem).toContain('is not a memory size')
  })

  it('issue 29: a package code or a part number is never read as a value, nor another unit', () => {
    for (const text of ['0603', '0402', '01005', '1N4148', '2N2222', 'BC847', 'LM358', '1N5819HW', 'SOT-23'])
      for (const unit of ['ohm', 'farad', 'henry', 'volt', 'watt'] as const) expect(parseQuantity(text, unit).ok, `${text} as ${unit}`).toBe(false)
    expect(parseQuantity('25MHz', 'farad').ok).toBe(false)
    expect(parseQuantity('3.6V', 'ohm').ok).toBe(false)
    expect(parseQuantity('10uH', 'farad').ok).toBe(false)
    expect(parseQuantity('1mB', 'byte').ok).toBe(false)
  })

  it('issue 29: with prefixAlone off only a written unit reads (10kΩ, 4R7), for text that may be of another unit', () => {
    expect(parseQuantity('10kΩ', 'ohm', { prefixAlone: false }).ok).toBe(true)
    expect(parseQuantity('4R7', 'ohm', { prefixAlone: false }).ok).toBe(true)
    for (const text of ['10k', '4k7', '100n']) expect(parseQuantity(text, 'ohm', { prefixAlone: false }).ok, text).toBe(false)
    expect(parseQuantity('10000', 'ohm', { bare: false }).ok).toBe(false)
  })

  it('issue 29: a refusal names the text and what was wrong with it', () => {
    expect(parseQuantity('10q', 'ohm')).toEqual({
      ok: false,
      problem: '"10q" is not a resistance: "q" is not a unit of resistance (write it like 10k, 4k7, 4.7 kΩ or 10000)',
    })
    const negative = parseQuantity('-5k', 'ohm')
    expect(negative.ok === false && negative.problem).toContain('cannot be negative')
    const code = parseQuantity('0603', 'ohm')
    expect(code.ok === false && code.problem).toContain('package code')
    const tolerance = parseQuantity('±5V', 'volt')
    expect(tolerance.ok === false && tolerance.problem).toContain('tolerance')
    const empty = parseQuantity('  ', 'farad')
    expect(empty.ok === false && empty.problem).toContain('No capacitance')
    expect(parseQuantity('1/0 W', 'watt').ok).toBe(false)
    expect(parseQuantity('x'.repeat(100), 'ohm').ok).toBe(false)
  })

  it('issue 29: values are shown once, with the prefix that gives 1 to 999 within the unit\'s range', () => {
    expect(formatQuantity(read('10000', 'ohm'), 'ohm')).toBe('10 kΩ')
    expect(formatQuantity(read('0.1uF', 'farad'), 'farad')).toBe('100 nF')
    expect(formatQuantity(read('4700 µF', 'farad'), 'farad')).toBe('4700 µF')
    expect(formatQuantity(read('1/10W', 'watt'), 'watt')).toBe('100 mW')
    expect(formatQuantity(read('1', 'percent'), 'percent', { plusMinus: true })).toBe('±1%')
    expect(formatQuantity(read('-55', 'celsius'), 'celsius')).toBe('-55 °C')
    expect(formatQuantity(read('1.5 KB', 'byte'), 'byte')).toBe('1.5 KB')
    expect(formatQuantity(read('48', 'count'), 'count')).toBe('48')
    expect(compactQuantity(read('4k7', 'ohm'), 'ohm')).toBe('4.7k')
    expect(compactQuantity(read('0.1µF', 'farad'), 'farad')).toBe('100nF')
  })

  test.prop([fc.constantFrom(...ALL_UNITS).chain((unit) => fc.tuple(fc.constant(unit), decimal(UNITS[unit].signed)))])(
    'issue 29: formatting then parsing gives the same value, shown or compact, in every unit',
    ([unit, value]) => {
      const plusMinus = unit === 'percent'
      expect(read(formatQuantity(value, unit, { plusMinus }), unit, plusMinus)).toEqual(value)
      expect(read(compactQuantity(value, unit), unit, plusMinus)).toEqual(value)
    },
  )

  test.prop([fc.constantFrom<UnitId>('ohm', 'farad', 'henry', 'volt', 'ampere', 'watt', 'hertz', 'second'), decimal(false)])(
    'issue 29: every way of writing one value (any prefix, any spelling of the unit, a space or not) parses to it',
    (unit, value) => {
      const definition = UNITS[unit]
      for (const [prefix, power] of Object.entries({ '': 0, ...SI_WRITTEN })) {
        const number = plainDecimal(value, 3 * power)
        for (const word of ['', ...definition.words]) {
          if (prefix === '' && word === '') continue
          for (const space of ['', ' ']) {
            const text = `${number}${space}${prefix}${word}`
            expect(read(text, unit), text).toEqual(value)
          }
        }
      }
      expect(read(plainDecimal(value), unit)).toEqual(value)
    },
  )

  test.prop([fc.constantFrom(...ALL_UNITS.filter((unit) => UNITS[unit].words.length > 0)), fc.nat(), decimal(false)])(
    'issue 29: a number, a hyphen and a written unit (12-bit, 100-ohm) read as with a space, in every unit with words',
    (unit, pick, value) => {
      const definition = UNITS[unit]
      const word = definition.words[pick % definition.words.length] ?? ''
      const number = plainDecimal(value)
      const spaced = parseQuantity(`${number} ${word}`, unit, { plusMinus: unit === 'percent' })
      expect(parseQuantity(`${number}-${word}`, unit, { plusMinus: unit === 'percent' })).toEqual(spaced)
    },
  )

  test.prop([fc.integer({ min: 1, max: 32 }), fc.constantFrom('-', ' ', ''), fc.constantFrom('bit', 'bits', 'Bit', 'Bits')])(
    'issue 29: every way of writing a resolution in bits (12-bit, 12 bit, 12bit, 12 bits) reads to the number of bits',
    (bits, separator, word) => {
      expect(read(`${bits}${separator}${word}`, 'resolution-bit')).toEqual(decimalOf(BigInt(bits), 0))
    },
  )

  test.prop([decimal(false), decimal(false)])('issue 29: the double of a value is ordered as the exact values are', (a, b) => {
    const order = compareDecimals(a, b)
    expect(Math.sign(decimalToNumber(a) - decimalToNumber(b))).toBe(order)
  })
})

/** Every SI prefix spelling with its power of 1000 (`µ`, `u`, `U`, `μ` all micro). */
const SI_WRITTEN: Readonly<Record<string, number>> = {
  p: -4,
  n: -3,
  N: -3,
  u: -2,
  µ: -2,
  μ: -2,
  m: -1,
  k: 1,
  K: 1,
  M: 2,
  G: 3,
}

describe('shown prefixes', () => {
  it('every prefix the units show is one they read', () => {
    expect(Object.values(SHOWN_SI)).toContain('µ')
    expect(Object.values(SHOWN_BINARY)).toEqual(['', 'K', 'M', 'G'])
  })
})
