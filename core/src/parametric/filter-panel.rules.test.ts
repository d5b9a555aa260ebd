import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { categoryAttribute, categoryAttributes } from './category-attributes.ts'
import { attributePairs, pairsQuery } from '../parametric-url/index.ts'
import {
  MAKER_TERM,
  activeFilterCount,
  compareAttributeValues,
  filterChips,
  filterSearch,
  filterState,
  readMakerTerms,
  readRangeBoxes,
  toggleFilterValue,
  toggleMaker,
  withFilterRange,
} from './filter-panel.rules.ts'
import type { AttributeDefinition, AttributeFilter } from './parametric.types.ts'
import { quantity } from './quantity.rules.ts'
import { parseParametricParams } from './search-params.rules.ts'
import { readAttributeValue } from './value.rules.ts'

const attribute = (slug: string, key: string): AttributeDefinition => {
  const found = categoryAttribute(slug, key)
  if (found === undefined) throw new Error(`no ${key} in ${slug}`)
  return found
}

describe('the filter panel rules (issue 29)', () => {
  it('issue 29: a URL keeps its own names (page, stock, quantity, sort) apart from attribute filters', () => {
    expect(attributePairs({ page: '2', inStock: 'true', qty: '100', sort: 'resistance', resistance: '10k,4.7k', tolerance: '1%', empty: '' })).toEqual([
      ['resistance', '10k,4.7k'],
      ['tolerance', '1%'],
    ])
    expect(pairsQuery([['resistance', '10k,4.7k'], ['tolerance', '1%']])).toBe('resistance=10k%2C4.7k&tolerance=1%25')
    // A campaign's tags and an ad's click id on a shared link are not filters (the API would refuse them by name).
    expect(attributePairs({ resistance: '10k', utm_source: 'news', utm_campaign: 'q4', gclid: 'abc', fbclid: 'x1', 'Rated Voltage': '50V', colour: 'red' })).toEqual([
      ['resistance', '10k'],
      ['colour', 'red'],
    ])
  })

  it('issue 29: ticking values, a range and "no value" writes a readable URL that reads back to the same filters', () => {
    let filters: AttributeFilter[] = []
    filters = toggleFilterValue(filters, 'resistance', '10 kΩ')
    filters = toggleFilterValue(filters, 'resistance', '4.7 kΩ')
    filters = toggleFilterValue(filters, 'tolerance', '±1%')
    filters = withFilterRange(filters, 'power', { from: quantity(1, -1) })
    filters = toggleFilterValue(filters, 'technology', null)
    const search = filterSearch('chip-resistors', filters)
    expect(search).toEqual({ resistance: '10k,4.7k', tolerance: '1%', power: '100mW..', technology: 'none' })
    const read = parseParametricParams('chip-resistors', Object.entries(search), new Set())
    expect(read.ok && filterSearch('chip-resistors', read.value)).toEqual(search)
    // Unticking the last value of an attribute drops it.
    expect(filterSearch('chip-resistors', toggleFilterValue(toggleFilterValue(filters, 'tolerance', '±1%'), 'technology', null))).toEqual({
      resistance: '10k,4.7k',
      power: '100mW..',
    })
  })

  it('issue 29: from/to boxes take 10k, 4.7µ, 50V; a bad entry says what is wrong', () => {
    expect(readRangeBoxes(attribute('chip-resistors', 'resistance'), '10k', '100k')).toEqual({
      ok: true,
      value: { from: quantity(10, 3), to: quantity(100, 3) },
    })
    expect(readRangeBoxes(attribute('mlcc', 'rated-voltage'), '50V', '')).toEqual({ ok: true, value: { from: quantity(50) } })
    expect(readRangeBoxes(attribute('mlcc', 'capacitance'), '', '4.7µ')).toEqual({ ok: true, value: { to: quantity(4.7, -6) } })
    expect(readRangeBoxes(attribute('mlcc', 'rated-voltage'), '', '')).toEqual({ ok: true, value: undefined })
    const wrongUnit = readRangeBoxes(attribute('mlcc', 'rated-voltage'), '50A', '')
    expect(wrongUnit.ok).toBe(false)
    expect(!wrongUnit.ok && wrongUnit.problem).toContain('50A')
    const backwards = readRangeBoxes(attribute('chip-resistors', 'resistance'), '100k', '10k')
    expect(!backwards.ok && backwards.problem).toContain('starts above where it ends')
    expect(readRangeBoxes(attribute('chip-resistors', 'resistance'), '1k..2k', '')).toEqual({ ok: false, problem: 'Type one value in each box, like 10k or 50V' })
  })

  it("issue 29: a microcontroller's ADC resolution boxes take 12-bit and 16 bits; a wrong unit is named as a resolution", () => {
    const adc = attribute('microcontrollers', 'adc-resolution')
    expect(readRangeBoxes(adc, '12-bit', '16 bits')).toEqual({ ok: true, value: { from: quantity(12), to: quantity(16) } })
    expect(readRangeBoxes(adc, '12bit', '')).toEqual({ ok: true, value: { from: quantity(12) } })
    const wrong = readRangeBoxes(adc, '12 MHz', '')
    expect(!wrong.ok && wrong.problem).toContain('"12 MHz" is not a resolution')
    expect(!wrong.ok && wrong.problem).not.toContain('memory size')
    const tick = parseParametricParams('microcontrollers', [['adc-resolution', '12-bit,16 bit']], new Set())
    expect(tick.ok && tick.value).toEqual([{ key: 'adc-resolution', values: ['12 bit', '16 bit'], none: false }])
  })

  it('issue 29: each active filter is a chip that removes only itself', () => {
    const read = parseParametricParams('mlcc', [['capacitance', '100n,1u'], ['rated-voltage', '50V..'], ['dielectric', 'none']], new Set())
    if (!read.ok) throw new Error(read.problem)
    const chips = filterChips(categoryAttributes('mlcc'), read.value)
    expect(chips.map((chip) => `${chip.name}: ${chip.value}`)).toEqual([
      'Capacitance: 100 nF',
      'Capacitance: 1 µF',
      'Rated voltage: ≥ 50 V',
      'Dielectric: No value',
    ])
    expect(filterSearch('mlcc', chips[2]?.without ?? [])).toEqual({ capacitance: '100nF,1uF', dielectric: 'none' })
    expect(filterSearch('mlcc', chips[0]?.without ?? [])).toEqual({ capacitance: '1uF', 'rated-voltage': '50V..', dielectric: 'none' })
  })

  it('issue 29: a column of quantities sorts by number, not text; no value last', () => {
    const resistance = attribute('chip-resistors', 'resistance')
    const read = (text: string) => {
      const value = readAttributeValue(resistance, text)
      if (!value.ok) throw new Error(value.problem)
      return value.value
    }
    const sorted = [read('100k'), undefined, read('4k7'), read('10'), read('1M'), read('10k')].sort(compareAttributeValues)
    expect(sorted.map((value) => value?.canonical)).toEqual(['10 Ω', '4.7 kΩ', '10 kΩ', '100 kΩ', '1 MΩ', undefined])
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: -3, max: 9 }), fc.integer({ min: 1, max: 999 }), fc.integer({ min: -3, max: 9 }), (a, x, b, y) => {
        const first = read(`${a}e${x}`)
        const second = read(`${b}e${y}`)
        const base = (value: typeof first) => (value.kind === 'quantity' ? value.base : Number.NaN)
        expect(Math.sign(compareAttributeValues(first, second))).toBe(Math.sign(base(first) - base(second)))
      }),
    )
  })

  it('issue 29: a page keeps what it can read of its URL and drops each unreadable term, naming it', () => {
    const state = filterState('chip-resistors', { resistance: '10k', colour: 'red', tolerance: '7 apples', sort: 'resistance', page: '2' })
    expect(state.filters).toEqual([{ key: 'resistance', values: ['10 kΩ'], none: false }])
    expect(state.dropped).toEqual(['colour=red', 'tolerance=7 apples'])
    expect(state.sort).toBe('resistance')
    expect(state.search).toEqual({ resistance: '10k', sort: 'resistance' })
    expect(filterState('chip-resistors', { sort: 'technology' }).sort).toBeNull()
    expect(filterState(undefined, { resistance: '10k' })).toMatchObject({ filters: [], dropped: ['resistance=10k'], search: {} })
  })

  it('issue 29: a maker term reads each maker id once, in the order written, and names what is not one', () => {
    expect(readMakerTerms(' 12, 34,12,,')).toEqual({ ids: ['12', '34'], invalid: [] })
    expect(readMakerTerms('12,TI,-3,1e3,7')).toEqual({ ids: ['12', '7'], invalid: ['TI', '-3', '1e3'] })
    // Fifteen digits is an id; sixteen is past any id and is refused rather than rounded.
    expect(readMakerTerms('123456789012345').ids).toEqual(['123456789012345'])
    expect(readMakerTerms('1234567890123456').invalid).toEqual(['1234567890123456'])
    expect(readMakerTerms('')).toEqual({ ids: [], invalid: [] })
  })

  it('issue 29: the makers ticked in the URL are kept by id, each once, beside the attribute filters; a bad term is dropped by name', () => {
    const state = filterState('chip-resistors', { [MAKER_TERM]: '12,34,12,TI', resistance: '10k' })
    expect(state.makers).toEqual(['12', '34'])
    expect(state.dropped).toEqual([`${MAKER_TERM}=TI`])
    expect(state.search).toEqual({ resistance: '10k', [MAKER_TERM]: '12,34' })
    expect(toggleMaker(state.makers, '34')).toEqual(['12'])
    expect(toggleMaker(state.makers, '56')).toEqual(['12', '34', '56'])
  })

  it('issue 29: ticked makers are chips first, named where the facet names them and by #id where not; each removes only itself', () => {
    const chips = filterChips(categoryAttributes('chip-resistors'), [{ key: 'resistance', values: ['10 kΩ'], none: false }], ['12', '34'], { '12': 'Yageo' })
    expect(chips.map((chip) => `${chip.name}: ${chip.value}`)).toEqual(['Manufacturer: Yageo', 'Manufacturer: #34', 'Resistance: 10 kΩ'])
    expect(chips[0]?.withoutMakers).toEqual(['34'])
    expect(chips[0]?.without).toEqual([{ key: 'resistance', values: ['10 kΩ'], none: false }])
    expect(chips[2]?.withoutMakers).toEqual(['12', '34'])
    expect(chips[2]?.without).toEqual([])
  })

  it('issue 29: the filters and makers written to a URL read back to the same filters and makers', () => {
    const makerIds = fc.uniqueArray(fc.integer({ min: 1, max: 99_999 }).map(String), { maxLength: 4 })
    const resistances = fc.subarray(['10 kΩ', '4.7 kΩ', '100 Ω', '1 MΩ'])
    fc.assert(
      fc.property(makerIds, resistances, (makers, values) => {
        const filters = values.length === 0 ? [] : [{ key: 'resistance', values, none: false }]
        const read = filterState('chip-resistors', filterSearch('chip-resistors', filters, makers))
        expect(read.makers).toEqual(makers)
        expect(read.filters).toEqual(filters)
        expect(read.dropped).toEqual([])
      }),
    )
  })

  it('issue 29: the sheet counts one filter an attribute however many values, and one for the maker group however many makers', () => {
    const resistance = { key: 'resistance', values: ['10 kΩ', '4.7 kΩ', '1 MΩ'], none: false }
    const tolerance = { key: 'tolerance', values: ['±1%'], none: false }
    expect(activeFilterCount({ filters: [], makers: [] })).toBe(0)
    expect(activeFilterCount({ filters: [resistance], makers: [] })).toBe(1)
    expect(activeFilterCount({ filters: [], makers: ['12', '34', '56'] })).toBe(1)
    expect(activeFilterCount({ filters: [resistance, tolerance], makers: ['12'] })).toBe(3)
  })
})
