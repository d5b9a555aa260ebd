import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { compareDecimals, decimalOf, type Decimal } from './decimal.ts'
import { filterTerms, matchesFilter, parseAttributeFilter } from './filter.rules.ts'
import type { AttributeDefinition, AttributeFilter, AttributeValue } from './parametric.types.ts'
import { compactQuantity } from './quantity.rules.ts'
import { compactValue, formatRange, parseRange, readAttributeValue } from './value.rules.ts'

const resistance: AttributeDefinition = { kind: 'quantity', key: 'resistance', name: 'Resistance', unit: 'ohm' }
const capacitance: AttributeDefinition = { kind: 'quantity', key: 'capacitance', name: 'Capacitance', unit: 'farad' }
const tolerance: AttributeDefinition = { kind: 'quantity', key: 'tolerance', name: 'Tolerance', unit: 'percent', plusMinus: true }
const temperature: AttributeDefinition = { kind: 'range', key: 'operating-temperature', name: 'Operating temperature', unit: 'celsius' }
const dielectric: AttributeDefinition = {
  kind: 'word',
  key: 'dielectric',
  name: 'Dielectric',
  words: [{ value: 'C0G', aliases: ['NP0', 'COG', 'C0G (NP0)'] }, { value: 'X7R' }, { value: 'X5R' }],
}

function value(attribute: AttributeDefinition, text: string): AttributeValue {
  const read = readAttributeValue(attribute, text)
  if (!read.ok) throw new Error(read.problem)
  return read.value
}

function filter(attribute: AttributeDefinition, ...terms: string[]): AttributeFilter {
  const read = parseAttributeFilter(attribute, terms)
  if (!read.ok) throw new Error(read.problem)
  return read.value
}

describe('part values (issue 29)', () => {
  it('issue 29: a value keeps its text, its canonical form and its number in the base unit', () => {
    expect(value(resistance, '10 kOhms')).toEqual({ kind: 'quantity', text: '10 kOhms', canonical: '10 kΩ', value: { m: 1, e: 4 }, base: 10000 })
    expect(value(capacitance, '0.1uF')).toMatchObject({ canonical: '100 nF', base: 1e-7 })
    expect(value(tolerance, '±1%')).toMatchObject({ canonical: '±1%', base: 1 })
    expect(value(dielectric, 'NP0')).toEqual({ kind: 'word', text: 'NP0', canonical: 'C0G' })
    expect(value(dielectric, 'x7r').canonical).toBe('X7R')
    const listed: AttributeDefinition = { kind: 'word', key: 'tolerance', name: 'Tolerance', words: [{ value: '±0.1 pF' }, { value: '±1%' }] }
    expect(value(listed, '1%').canonical).toBe('±1%')
    expect(value(listed, '0.1pF').canonical).toBe('±0.1 pF')
  })

  it('issue 29: -55℃~+155℃ is a range, as are 2.5 V to 5.5 V, 2.5 to 5.5 V and ±15V', () => {
    expect(value(temperature, '-55℃~+155℃')).toMatchObject({ kind: 'range', canonical: '-55 °C to 155 °C', fromBase: -55, toBase: 155 })
    expect(value(temperature, '-40°C~+85°C').canonical).toBe('-40 °C to 85 °C')
    expect(value(temperature, '-40 to 125 °C').canonical).toBe('-40 °C to 125 °C')
    expect(parseRange('2.5 to 5.5 V', 'volt')).toEqual(parseRange('2.5V~5.5V', 'volt'))
    expect(parseRange('1.8 to 3.3 kV', 'volt')).toEqual({ ok: true, value: { from: { m: 18, e: 2 }, to: { m: 33, e: 2 } } })
    expect(parseRange('±15V', 'volt')).toEqual({ ok: true, value: { from: { m: -15, e: 0 }, to: { m: 15, e: 0 } } })
    expect(parseRange('5V', 'volt')).toEqual({ ok: true, value: { from: { m: 5, e: 0 }, to: { m: 5, e: 0 } } })
  })

  it('issue 29: what cannot be read is refused, naming it', () => {
    const backwards = readAttributeValue(temperature, '85℃~-40℃')
    expect(backwards.ok === false && backwards.problem).toContain('starts above where it ends')
    expect(readAttributeValue(temperature, '2V~36V;1V~18V').ok).toBe(false)
    expect(readAttributeValue(dielectric, 'Y5V')).toEqual({ ok: false, problem: '"Y5V" is not a dielectric we know (C0G, X7R, X5R)' })
    expect(readAttributeValue({ ...dielectric, open: true }, ' Y5V ')).toEqual({ ok: true, value: { kind: 'word', text: ' Y5V ', canonical: 'Y5V' } })
  })

  const celsius = fc.integer({ min: -2000, max: 2000 }).chain((m) => fc.tuple(fc.constant(m), fc.integer({ min: m, max: 3000 })))
  test.prop([celsius, fc.integer({ min: -2, max: 0 })])('issue 29: a range formatted (shown or compact) reads back to itself', ([low, high], e) => {
    const from = decimalOf(BigInt(low), e)
    const to = decimalOf(BigInt(high), e)
    expect(parseRange(formatRange(from, to, 'celsius'), 'celsius')).toEqual({ ok: true, value: { from, to } })
    const read = value(temperature, formatRange(from, to, 'celsius'))
    expect(value(temperature, compactValue(temperature, read))).toEqual({ ...read, text: compactValue(temperature, read) })
  })
})

describe('filters (issue 29)', () => {
  it('issue 29: several values, a from/to range typed with units, and "no value"', () => {
    expect(filter(resistance, '10k', '10000', '4k7')).toEqual({ key: 'resistance', values: ['10 kΩ', '4.7 kΩ'], none: false })
    expect(filter(resistance, '10k..100k').range).toEqual({ from: { m: 1, e: 4 }, to: { m: 1, e: 5 } })
    expect(filter({ ...capacitance, key: 'v', name: 'Rated voltage', unit: 'volt' }, '50V..').range).toEqual({ from: { m: 5, e: 1 } })
    expect(filter(capacitance, '..1µ').range).toEqual({ to: { m: 1, e: -6 } })
    expect(filter(capacitance, 'none')).toEqual({ key: 'capacitance', values: [], none: true })
  })

  it('issue 29: refusals name every term that could not be read', () => {
    expect(parseAttributeFilter(resistance, ['10q', '1k', 'abc..'])).toEqual({
      ok: false,
      problem:
        '"10q" is not a resistance: "q" is not a unit of resistance (write it like 10k, 4k7, 4.7 kΩ or 10000); "abc" is not a resistance: it does not start with a number (write it like 10k, 4k7, 4.7 kΩ or 10000)',
    })
    expect(parseAttributeFilter(resistance, ['..'])).toMatchObject({ ok: false, problem: '".." gives neither a from nor a to value for Resistance' })
    expect(parseAttributeFilter(resistance, ['100k..10k'])).toMatchObject({ ok: false, problem: '"100k..10k" starts above where it ends' })
    expect(parseAttributeFilter(resistance, ['1k..2k', '5k..'])).toMatchObject({ ok: false })
    expect(parseAttributeFilter(dielectric, ['X7R..'])).toMatchObject({ ok: false, problem: '"X7R..": Dielectric has no order to range over' })
    expect(parseAttributeFilter(resistance, [])).toMatchObject({ ok: false, problem: 'No value of Resistance was given' })
  })

  it('issue 29: a quantity passes a range it lies in (ends included); a range value passes when it covers the range', () => {
    const atLeast50 = filter({ ...capacitance, unit: 'volt' }, '50V..')
    expect(matchesFilter(atLeast50, value({ ...capacitance, unit: 'volt' }, '50V'))).toBe(true)
    expect(matchesFilter(atLeast50, value({ ...capacitance, unit: 'volt' }, '49.9V'))).toBe(false)
    expect(matchesFilter(atLeast50, undefined)).toBe(false)
    expect(matchesFilter(filter(capacitance, '100n'), value(capacitance, '0.1µF'))).toBe(true)
    expect(matchesFilter(filter(capacitance, 'none'), undefined)).toBe(true)
    const industrial = filter(temperature, '-40C..85C')
    expect(matchesFilter(industrial, value(temperature, '-55℃~+155℃'))).toBe(true)
    expect(matchesFilter(industrial, value(temperature, '0℃~+70℃'))).toBe(false)
    expect(matchesFilter(filter(temperature, '..125C'), value(temperature, '-40℃~+125℃'))).toBe(true)
    expect(matchesFilter(filter(dielectric, 'NP0', 'X7R'), value(dielectric, 'C0G'))).toBe(true)
  })

  const ohms = fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: -3, max: 6 })).map(([m, e]) => decimalOf(BigInt(m), e))
  test.prop([ohms, fc.option(ohms), fc.option(ohms)])(
    'issue 29: a range filter passes exactly the values between its ends, and its URL terms read back to it',
    (part, from, to) => {
      fc.pre(from !== null || to !== null)
      fc.pre(from === null || to === null || compareDecimals(from, to) <= 0)
      const side = (bound: Decimal | null): string => (bound === null ? '' : compactQuantity(bound, 'ohm'))
      const asked = filter(resistance, `${side(from)}..${side(to)}`)
      const expected = (from === null || compareDecimals(part, from) >= 0) && (to === null || compareDecimals(part, to) <= 0)
      expect(matchesFilter(asked, value(resistance, compactQuantity(part, 'ohm')))).toBe(expected)
      expect(filter(resistance, ...filterTerms(resistance, asked))).toEqual(asked)
    },
  )

  it('issue 29: values, range and no value go to URL terms and back', () => {
    const asked = filter(resistance, '10 kOhms', '4k7', '1k..', 'none')
    expect(filterTerms(resistance, asked)).toEqual(['10k', '4.7k', '1k..', 'none'])
    expect(filter(resistance, ...filterTerms(resistance, asked))).toEqual(asked)
    expect(filterTerms(tolerance, filter(tolerance, '±1%'))).toEqual(['1%'])
  })
})
