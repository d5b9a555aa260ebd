import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { exactPartKey } from './exact.ts'
import { classifyMatch, highlightRanges, matchRank, type PartMatchKind } from './match.ts'
import { normalizePartNumber } from './normalize.ts'
import { caseChange, insertAt, partNumber, queryFrom, separatorInsertions } from './part-number.arbitraries.ts'
import type { TextRange } from './ranges.ts'

const TI = 'Texas Instruments'

describe('classifyMatch', () => {
  it('SEARCH-4: LM358-N finds LM358N and l-m-3-5-8 finds LM358, both exact', () => {
    expect(classifyMatch('LM358-N', 'LM358N')).toEqual({ kind: 'exact', ranges: [[0, 6]] })
    expect(classifyMatch('l-m-3-5-8', 'LM358')).toEqual({ kind: 'exact', ranges: [[0, 5]] })
    expect(classifyMatch('lm358n', 'LM358-N')).toEqual({ kind: 'exact', ranges: [[0, 7]] })
  })

  it('SEARCH-4: 1.5SMC6.8CA is found for 1.5SMC68CA, and the other way round, but never as exact', () => {
    expect(classifyMatch('1.5SMC6.8CA', '1.5SMC68CA')).toEqual({ kind: 'prefix', ranges: [[0, 10]] })
    expect(classifyMatch('1.5SMC68CA', '1.5SMC6.8CA')).toEqual({ kind: 'prefix', ranges: [[0, 11]] })
    expect(classifyMatch('15SMC68CA', '1.5SMC68CA').kind).toBe('prefix')
    expect(classifyMatch('1.5SMC68CA', '1.5SMC68CA').kind).toBe('exact')
  })

  it('SEARCH-4: another packaging or grade suffix of the same base is a variant; the base is highlighted', () => {
    expect(classifyMatch('TPS71725QDRV', 'TPS71725QDRVRQ1', TI)).toEqual({ kind: 'variant', ranges: [[0, 12]] })
    expect(classifyMatch('TPS71725QDRVRQ1', 'TPS71725QDRV', TI)).toEqual({ kind: 'variant', ranges: [[0, 12]] })
    expect(classifyMatch('LM358DT', 'LM358DR', TI)).toEqual({ kind: 'variant', ranges: [[0, 6]] })
    expect(classifyMatch('LM358DRG4', 'LM358DR', TI)).toEqual({ kind: 'variant', ranges: [[0, 7]] })
    expect(classifyMatch('lm1117mp-3.3', 'LM1117MPX-3.3/NOPB', TI)).toEqual({
      kind: 'variant',
      ranges: [[0, 8], [10, 13]],
    })
    expect(classifyMatch('MCP6002-E/SN', 'MCP6002T-I/SN', 'Microchip Technology')).toEqual({
      kind: 'variant',
      ranges: [[0, 7], [11, 13]],
    })
    expect(classifyMatch('BC847B', 'BC847B,215', 'Nexperia').kind).toBe('variant')
    expect(classifyMatch('2N7002-13-F', '2N7002-7-F', 'Diodes Incorporated').kind).toBe('variant')
    expect(classifyMatch('DS1307', 'DS1307+').kind).toBe('variant')
  })

  it('SEARCH-4: distributor numbers (Digi-Key -ND, Mouser prefixes) are variants', () => {
    expect(classifyMatch('LM358DR-ND', 'LM358DR', TI)).toEqual({ kind: 'variant', ranges: [[0, 7]] })
    expect(classifyMatch('296-LM358DRCT-ND', 'LM358DR', TI).kind).toBe('none')
    expect(classifyMatch('LM358DRCT-ND', 'LM358DR', TI).kind).toBe('variant')
    expect(classifyMatch('1N4148WS-FDICT-ND', '1N4148WS-7-F', 'Diodes Incorporated').kind).toBe('variant')
    expect(classifyMatch('595-TPS71725QDRVRQ1', 'TPS71725QDRVRQ1', TI)).toEqual({
      kind: 'variant',
      ranges: [[0, 15]],
    })
    expect(classifyMatch('771-BAT54J115', 'BAT54J,115', 'Nexperia').kind).toBe('variant')
    // Only the family's own Mouser prefix, and none for an unknown maker.
    expect(classifyMatch('511-LM358DR', 'LM358DR', TI).kind).toBe('none')
    expect(classifyMatch('595-LM358DR', 'LM358DR').kind).toBe('none')
  })

  it('SEARCH-4: a prefix of the part number is a prefix match, anything inside it a substring match', () => {
    expect(classifyMatch('lm358', 'LM358DR', TI)).toEqual({ kind: 'prefix', ranges: [[0, 5]] })
    expect(classifyMatch('358', 'LM358-N')).toEqual({ kind: 'substring', ranges: [[2, 5]] })
    expect(classifyMatch('8-n', 'LM358-N')).toEqual({ kind: 'substring', ranges: [[4, 7]] })
    expect(classifyMatch('10', 'RC0402FR-0710KL')).toEqual({ kind: 'substring', ranges: [[11, 13]] })
    expect(classifyMatch('A', 'AXA')).toEqual({ kind: 'prefix', ranges: [[0, 1], [2, 3]] })
  })

  it('SEARCH-4: no match, and a query of separators only matches nothing', () => {
    expect(classifyMatch('LM324', 'LM358DR', TI)).toEqual({ kind: 'none', ranges: [] })
    expect(classifyMatch('--', 'LM358')).toEqual({ kind: 'none', ranges: [] })
    expect(classifyMatch('', 'LM358')).toEqual({ kind: 'none', ranges: [] })
  })

  it('SEARCH-4: FTS syntax in a query is plain text', () => {
    expect(classifyMatch('"LM358"', 'LM358').kind).toBe('exact')
    expect(classifyMatch('"LM358', 'LM358DR').kind).toBe('prefix')
    expect(classifyMatch('LM358*', 'LM358DR').kind).toBe('prefix')
    expect(classifyMatch('NEAR', 'XNEAR1').kind).toBe('substring')
    expect(classifyMatch('(LF)', 'B2B-XH-A(LF)(SN)').kind).toBe('substring')
  })

  const maker = fc.constantFrom(undefined, TI, 'onsemi')
  test.prop([partNumber, fc.nat(), fc.nat(), separatorInsertions, caseChange, maker])(
    'SEARCH-4: inserting separators other than . or changing case in a query never changes its match',
    (part, from, length, insertions, change, maker) => {
      const query = queryFrom(part, from, length)
      const before = classifyMatch(query, part, maker)
      expect(classifyMatch(change(insertAt(query, insertions)), part, maker)).toEqual(before)
    },
  )

  test.prop([partNumber, fc.nat(), fc.nat(), fc.nat()])(
    'SEARCH-4: inserting . changes a match only where it makes a new decimal point between two digits',
    (part, from, length, position) => {
      const query = queryFrom(part, from, length)
      const characters = Array.from(query)
      const at = position % (characters.length + 1)
      const ignored = (c: string | undefined) => c !== undefined && /^[-/.,#_\s\u00ad\u2013\uff0d]$/u.test(c)
      const digit = (c: string | undefined) => c !== undefined && /^\p{Nd}$/u.test(c)
      let left = at - 1
      while (ignored(characters[left])) left--
      let right = at
      while (ignored(characters[right])) right++
      const gap = characters.slice(left + 1, right)
      const makesPoint = digit(characters[left]) && digit(characters[right]) && !gap.includes('.')
      characters.splice(at, 0, '.')
      const dotted = characters.join('')
      if (!makesPoint) expect(classifyMatch(dotted, part)).toEqual(classifyMatch(query, part))
      else expect(exactPartKey(dotted)).not.toBe(exactPartKey(query))
    },
  )

  test.prop([partNumber, fc.nat(), fc.nat(), fc.constantFrom(undefined, TI)])(
    'SEARCH-4: ranges lie inside the part number, sorted and apart, and cover the query',
    (part, from, length, maker) => {
      const query = queryFrom(part, from, length)
      const { kind, ranges } = classifyMatch(query, part, maker)
      expectOrderedInside(ranges, part.length)
      if (kind === 'none') expect(ranges).toEqual([])
      if (kind === 'exact' || kind === 'prefix' || kind === 'substring') {
        const key = normalizePartNumber(query)
        expect(ranges.length).toBeGreaterThan(0)
        for (const [start, end] of ranges) expect(normalizePartNumber(part.slice(start, end))).toContain(key)
      }
      if (normalizePartNumber(query) !== '' && exactPartKey(query) !== exactPartKey(part)) {
        expect(kind).not.toBe('exact')
      }
    },
  )
})

/** Ranges are non-empty, inside `[0, length]`, sorted, and apart (merged). */
function expectOrderedInside(ranges: readonly TextRange[], length: number) {
  ranges.forEach(([start, end], i) => {
    expect(start).toBeGreaterThanOrEqual(0)
    expect(end).toBeGreaterThan(start)
    expect(end).toBeLessThanOrEqual(length)
    if (i > 0) expect(start).toBeGreaterThan(ranges[i - 1]?.[1] ?? -1)
  })
}

describe('highlightRanges', () => {
  it('SEARCH-4: every occurrence, from its first character to its last, separators inside included', () => {
    expect(highlightRanges('lm358n', 'LM358-N')).toEqual([[0, 7]])
    expect(highlightRanges('AA', 'AAA-B-AA')).toEqual([[0, 3], [6, 8]])
    expect(highlightRanges('s', 'Straße')).toEqual([[0, 1], [4, 5]])
    expect(highlightRanges('-', 'LM358')).toEqual([])
    expect(highlightRanges('X', 'LM358')).toEqual([])
  })

  test.prop([fc.string({ maxLength: 4 }), partNumber])(
    'SEARCH-4: highlight ranges lie inside the part number, sorted and apart, and each holds the query',
    (query, part) => {
      const ranges = highlightRanges(query, part)
      expectOrderedInside(ranges, part.length)
      const key = normalizePartNumber(query)
      for (const [start, end] of ranges) expect(normalizePartNumber(part.slice(start, end))).toContain(key)
      expect(ranges.length > 0).toBe(key !== '' && normalizePartNumber(part).includes(key))
    },
  )
})

describe('matchRank', () => {
  it('SEARCH-4: exact before variant before prefix before substring before keyword', () => {
    const order: (PartMatchKind | 'keyword')[] = ['exact', 'variant', 'prefix', 'substring', 'keyword', 'none']
    const ranks = order.map(matchRank)
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(new Set(ranks).size).toBe(order.length)
  })
})
