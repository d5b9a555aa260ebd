import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '../constants.ts'
import { ftsPhrase, parseSearchQuery, prefixUpperBound, queryPlan } from './query.ts'

describe('parseSearchQuery', () => {
  it('SEARCH-4: trims, splits into words and normalises each', () => {
    expect(parseSearchQuery('  lm358-n ')).toEqual({
      text: 'lm358-n',
      words: [{ raw: 'lm358-n', key: 'LM358N' }],
      partKey: 'LM358N',
      exactKey: 'LM358N',
      looksLikePartNumber: true,
      lcsc: undefined,
    })
    const keywords = parseSearchQuery('op amp  SOIC-8')
    expect(keywords.words.map((word) => word.key)).toEqual(['OP', 'AMP', 'SOIC8'])
    expect(keywords.partKey).toBe('OPAMPSOIC8')
    expect(keywords.looksLikePartNumber).toBe(false)
  })

  it('SEARCH-4: a part number is one word with letters and digits', () => {
    expect(parseSearchQuery('2N7002').looksLikePartNumber).toBe(true)
    expect(parseSearchQuery('１.5smc6.8ca').looksLikePartNumber).toBe(true)
    expect(parseSearchQuery('555').looksLikePartNumber).toBe(false)
    expect(parseSearchQuery('resistor').looksLikePartNumber).toBe(false)
    expect(parseSearchQuery('LM358 DR').looksLikePartNumber).toBe(false)
    expect(parseSearchQuery('').words).toEqual([])
  })

  it('SEARCH-4: an LCSC number is flagged as a hint (ours)', () => {
    expect(parseSearchQuery('c7955').lcsc).toBe('C7955')
    expect(parseSearchQuery('C0805C104K5RACTU').lcsc).toBeUndefined()
  })

  it('SEARCH-4: the query is capped at LIMITS.maxKeywordLength, never inside a character', () => {
    const long = 'A'.repeat(LIMITS.maxKeywordLength + 50)
    expect(parseSearchQuery(long).text).toHaveLength(LIMITS.maxKeywordLength)
    const astral = `${'A'.repeat(LIMITS.maxKeywordLength - 1)}😀`
    expect(parseSearchQuery(astral).text).toBe('A'.repeat(LIMITS.maxKeywordLength - 1))
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 300 })])(
    'SEARCH-4: any query parses to trimmed text within the limit, words without spaces',
    (raw) => {
      const parsed = parseSearchQuery(raw)
      expect(parsed.text.length).toBeLessThanOrEqual(LIMITS.maxKeywordLength)
      expect(parsed.text).toBe(parsed.text.trim())
      for (const word of parsed.words) {
        expect(word.raw).not.toMatch(/\s/u)
        expect(word.raw).not.toBe('')
      }
    },
  )
})

describe('ftsPhrase', () => {
  it('SEARCH-4: quotes a phrase so FTS syntax is text', () => {
    expect(ftsPhrase('LM358')).toBe('"LM358"')
    expect(ftsPhrase('a"b')).toBe('"a""b"')
    expect(ftsPhrase('NEAR(x y)')).toBe('"NEAR(x y)"')
    expect(ftsPhrase('*:^"')).toBe('"*:^"""')
  })

  test.prop([fc.string()])('SEARCH-4: the phrase is quoted, with every inner quote doubled', (text) => {
    const phrase = ftsPhrase(text)
    expect(phrase.startsWith('"') && phrase.endsWith('"')).toBe(true)
    expect(phrase.slice(1, -1).replaceAll('""', '')).not.toContain('"')
    expect(phrase.slice(1, -1).replaceAll('""', '"')).toBe(text)
  })
})

describe('queryPlan', () => {
  it('SEARCH-4: one or two characters use a B-tree prefix range, three or more the trigram index', () => {
    expect(queryPlan(['a', 'l-m', 'lm3', '"*', 'NEAR'])).toEqual([
      { index: 'prefix-range', key: 'A', lower: 'A', upper: 'B' },
      { index: 'prefix-range', key: 'LM', lower: 'LM', upper: 'LN' },
      { index: 'trigram', key: 'LM3', match: '"LM3"' },
      { index: 'trigram', key: 'NEAR', match: '"NEAR"' },
    ])
    expect(queryPlan(parseSearchQuery('ß 9').words)).toEqual([
      { index: 'prefix-range', key: 'SS', lower: 'SS', upper: 'ST' },
      { index: 'prefix-range', key: '9', lower: '9', upper: ':' },
    ])
  })

  it('SEARCH-4: the upper bound of a prefix range', () => {
    expect(prefixUpperBound('LZ')).toBe('L[')
    expect(prefixUpperBound('A\u{10ffff}')).toBe('B')
    expect(prefixUpperBound('\u{10ffff}')).toBeUndefined()
    expect(prefixUpperBound('A\ud7ff')).toBe('A\ue000')
    expect(prefixUpperBound('A\u{1f600}')).toBe('A\u{1f601}')
    expect(prefixUpperBound('A\u{10ffff}\u{10ffff}')).toBe('B')
  })

  it('issue 14: the upper bound of a 1,000,000-character prefix, without overflowing the stack', () => {
    const prefix = 'A'.repeat(1_000_000)
    expect(prefixUpperBound(prefix)).toBe(`${'A'.repeat(999_999)}B`)
    expect(prefixUpperBound('\u{10ffff}'.repeat(500_000))).toBeUndefined()
  })

  const codePoints = (text: string) => Array.from(text, (c) => c.codePointAt(0) ?? 0)
  const compare = (a: string, b: string) => {
    const x = codePoints(a)
    const y = codePoints(b)
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
    return x.length - y.length
  }
  test.prop([fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }), fc.string({ unit: 'binary', maxLength: 3 })])(
    'SEARCH-4: every string starting with the prefix lies in [prefix, upper) in code-point order',
    (prefix, rest) => {
      const upper = prefixUpperBound(prefix)
      expect(compare(prefix + rest, prefix)).toBeGreaterThanOrEqual(0)
      if (upper !== undefined) expect(compare(prefix + rest, upper)).toBeLessThan(0)
    },
  )
})
