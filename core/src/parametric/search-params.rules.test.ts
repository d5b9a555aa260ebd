import { describe, expect, it } from 'vitest'
import { categoryAttributes } from './category-attributes.ts'
import { parametricParams, parseParametricParams, readAttributeTexts } from './search-params.rules.ts'

const RESERVED = new Set(['page', 'sort', 'stock', 'maker', 'package'])
/** A query string's pairs (core has no `URLSearchParams`: no DOM or Node types here). */
const params = (query: string): [string, string][] =>
  query.split('&').map((pair) => {
    const [name = '', value = ''] = pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' ')))
    return [name, value]
  })
const queryString = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')

describe('attribute filters in the URL (issue 29)', () => {
  it('issue 29: ?resistance=10k&tolerance=1%25&… reads to filters; repeated or comma-separated values; other parameters left alone', () => {
    const read = parseParametricParams('chip-resistors', params('resistance=10k,4k7&tolerance=1%25&power=1/10W..&page=2&sort=price'), RESERVED)
    expect(read).toEqual({
      ok: true,
      value: [
        { key: 'resistance', values: ['10 kΩ', '4.7 kΩ'], none: false },
        { key: 'tolerance', values: ['±1%'], none: false },
        { key: 'power', values: [], range: { from: { m: 1, e: -1 } }, none: false },
      ],
    })
    const repeated = parseParametricParams('chip-resistors', params('resistance=10k&resistance=4.7k'), RESERVED)
    expect(repeated.ok && repeated.value[0]?.values).toEqual(['10 kΩ', '4.7 kΩ'])
    expect(parseParametricParams('mlcc', params('rated-voltage=50V..'), RESERVED)).toEqual({
      ok: true,
      value: [{ key: 'rated-voltage', values: [], range: { from: { m: 5, e: 1 } }, none: false }],
    })
  })

  it('issue 29: an unknown attribute or value, or a range that cannot be read, is refused naming each', () => {
    expect(parseParametricParams('mlcc', params('colour=red&dielectric=X9Z&capacitance=1q..&page=1'), RESERVED)).toEqual({
      ok: false,
      problem:
        'No attribute "colour" in this category; Capacitance: "1q" is not a capacitance: "q" is not a unit of capacitance (write it like 100n, 100 nF or 0.1µF); Dielectric: "X9Z" is not a dielectric we know (C0G, X5R, X6S, X7R, X7S, X7T, X8R, Y5V, U2J)',
    })
  })

  it('issue 29: filters go back to readable parameters that read to the same filters', () => {
    const read = parseParametricParams('chip-resistors', params('tolerance=±1%25&resistance=10%20kOhms&resistance=none'), RESERVED)
    if (!read.ok) throw new Error(read.problem)
    const written = parametricParams('chip-resistors', read.value)
    expect(written).toEqual([
      ['resistance', '10k'],
      ['resistance', 'none'],
      ['tolerance', '1%'],
    ])
    expect(queryString(written)).toBe('resistance=10k&resistance=none&tolerance=1%25')
    expect(parseParametricParams('chip-resistors', written, RESERVED)).toEqual(read)
  })

  it("issue 29: a part's texts read under its category's attributes; unreadable ones are left out", () => {
    const values = readAttributeTexts(categoryAttributes('mlcc'), { capacitance: '0.1µF', 'rated-voltage': 'fifty', dielectric: 'NP0' })
    expect(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.canonical]))).toEqual({ capacitance: '100 nF', dielectric: 'C0G' })
  })
})
