import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { exactPartKey, isExactPartNumber } from './exact.ts'
import { normalizePartNumber } from './normalize.ts'
import { caseChange, insertAt, partNumber, separatorInsertions } from './part-number.arbitraries.ts'

describe('exact key', () => {
  it('SEARCH-4: case and the separators are ignored', () => {
    expect(isExactPartNumber('LM358-N', 'LM358N')).toBe(true)
    expect(isExactPartNumber('l-m-3-5-8', 'LM358')).toBe(true)
    expect(isExactPartNumber('bc847b 215', 'BC847B,215')).toBe(true)
    expect(isExactPartNumber('74HC595D.', '74HC595D')).toBe(true)
    expect(isExactPartNumber('U.FL-R-SMT-1(10)', 'UFL-R-SMT-1(10)')).toBe(true)
  })

  it('SEARCH-4: a decimal point between digits is kept: 1.5SMC6.8CA is not 1.5SMC68CA', () => {
    expect(exactPartKey('1.5SMC6.8CA')).toBe('1.5SMC6.8CA')
    expect(exactPartKey('1.5SMC68CA')).toBe('1.5SMC68CA')
    expect(isExactPartNumber('1.5SMC6.8CA', '1.5SMC68CA')).toBe(false)
    expect(isExactPartNumber('1.5SMC68CA', '1.5SMC6.8CA')).toBe(false)
    expect(isExactPartNumber('15SMC68CA', '1.5SMC68CA')).toBe(false)
    expect(isExactPartNumber('SMBJ60CA', 'SMBJ6.0CA')).toBe(false)
  })

  it('SEARCH-4: one decimal point per gap, whatever separators surround it', () => {
    expect(exactPartKey('6.8')).toBe('6.8')
    expect(exactPartKey('6 . 8')).toBe('6.8')
    expect(exactPartKey('6-.8')).toBe('6.8')
    expect(exactPartKey('6..8')).toBe('6.8')
    expect(exactPartKey('6-8')).toBe('68')
    expect(exactPartKey('6.A')).toBe('6A')
    expect(exactPartKey('.68.')).toBe('68')
    expect(exactPartKey('６．８')).toBe('6.8')
  })

  it('SEARCH-4: other ASCII punctuation is significant for exactness (ours)', () => {
    expect(isExactPartNumber('DS1307', 'DS1307+')).toBe(false)
    expect(isExactPartNumber('MAX232ESET', 'MAX232ESE+T')).toBe(false)
    expect(isExactPartNumber('max232ese + t', 'MAX232ESE+T')).toBe(true)
    expect(isExactPartNumber('25PK100MEFC511', '25PK100MEFC 5*11')).toBe(false)
  })

  it('SEARCH-4: an empty query is never exact', () => {
    expect(isExactPartNumber('', '')).toBe(false)
    expect(isExactPartNumber('-', '/')).toBe(false)
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 24 })])(
    'SEARCH-4: the exact key is idempotent and its search key is the search key',
    (text) => {
      const key = exactPartKey(text)
      expect(exactPartKey(key)).toBe(key)
      expect(normalizePartNumber(key)).toBe(normalizePartNumber(text))
    },
  )

  test.prop([partNumber, separatorInsertions, caseChange])(
    'SEARCH-4: separators other than . and case never change exactness',
    (part, insertions, change) => {
      expect(isExactPartNumber(change(insertAt(part, insertions)), part)).toBe(exactPartKey(part) !== '')
    },
  )

  test.prop([
    fc.stringMatching(/^[A-Z]{0,4}\d{0,2}$/),
    fc.integer({ min: 0, max: 9 }),
    fc.integer({ min: 0, max: 9 }),
    fc.stringMatching(/^[A-Z]{0,4}$/),
  ])('SEARCH-4: near-miss pairs (a decimal point dropped) are never exact', (before, left, right, after) => {
    const withPoint = `${before}${left}.${right}${after}`
    const without = `${before}${left}${right}${after}`
    expect(normalizePartNumber(withPoint)).toBe(normalizePartNumber(without))
    expect(isExactPartNumber(withPoint, without)).toBe(false)
    expect(isExactPartNumber(without, withPoint)).toBe(false)
  })
})
