import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { normalizePartNumber, normalizeWithMap } from './normalize.ts'
import { caseChange, insertAt, partNumber, separatorInsertions } from './part-number.arbitraries.ts'

describe('normalizePartNumber', () => {
  it('SEARCH-4: upper-cases and drops - / . , # _ and whitespace', () => {
    expect(normalizePartNumber('LM358-N')).toBe('LM358N')
    expect(normalizePartNumber('l-m-3-5-8')).toBe('LM358')
    expect(normalizePartNumber(' lm 358 / n . , # _\t\n')).toBe('LM358N')
    expect(normalizePartNumber('1.5SMC6.8CA')).toBe('15SMC68CA')
    expect(normalizePartNumber('BC847B,215')).toBe('BC847B215')
    expect(normalizePartNumber('LTC4150IMS#PBF')).toBe('LTC4150IMSPBF')
  })

  it('SEARCH-4: other ASCII punctuation is dropped from the search key (ours)', () => {
    expect(normalizePartNumber('MAX232ESE+T')).toBe('MAX232ESET')
    expect(normalizePartNumber('MMBT5551(RANGE:200-300)')).toBe('MMBT5551RANGE200300')
    expect(normalizePartNumber('25PK100MEFC 5*11')).toBe('25PK100MEFC511')
    expect(normalizePartNumber('"NEAR" (x*) ^a')).toBe('NEARXA')
  })

  it('SEARCH-4: full-width forms, other dashes and invisible characters fold (ours)', () => {
    expect(normalizePartNumber('ＬＭ３５８－Ｎ')).toBe('LM358N')
    expect(normalizePartNumber('LM358–N')).toBe('LM358N')
    expect(normalizePartNumber('LM358\u2212N')).toBe('LM358N')
    expect(normalizePartNumber('LM\u00ad358\u200bN\ufeff')).toBe('LM358N')
    expect(normalizePartNumber('HL-PC-3216H233W（9000-16000K）')).toBe('HLPC3216H233W900016000K')
  })

  it('SEARCH-4: non-ASCII letters and symbols stay, case-folded', () => {
    expect(normalizePartNumber('CA45-B-6.3V-47μF-K')).toBe('CA45B63V47ΜFK')
    expect(normalizePartNumber('CA45-B-6.3V-47µF-K')).toBe('CA45B63V47ΜFK')
    expect(normalizePartNumber('CJ432 ±1%')).toBe('CJ432±1')
    expect(normalizePartNumber('straße')).toBe('STRASSE')
    expect(normalizePartNumber('STRAẞE')).toBe('STRASSE')
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 24 })])('SEARCH-4: normalising is idempotent', (text) => {
    const once = normalizePartNumber(text)
    expect(normalizePartNumber(once)).toBe(once)
  })

  test.prop([partNumber, separatorInsertions, caseChange])(
    'SEARCH-4: inserting separators or changing case never changes the search key',
    (part, insertions, change) => {
      const withPoints = insertAt(part, insertions.map(([at]) => [at, '.'] as const))
      expect(normalizePartNumber(change(insertAt(part, insertions)))).toBe(normalizePartNumber(part))
      expect(normalizePartNumber(change(withPoints))).toBe(normalizePartNumber(part))
    },
  )
})

describe('normalizeWithMap', () => {
  it('SEARCH-4: maps each key character back to the original', () => {
    expect(normalizeWithMap('lm-358 n')).toEqual({
      normalized: 'LM358N',
      sourceIndex: [0, 1, 3, 4, 5, 7],
      sourceEnd: [1, 2, 4, 5, 6, 8],
    })
  })

  it('SEARCH-4: a character that folds to several maps them all to itself', () => {
    expect(normalizeWithMap('aß-c')).toEqual({
      normalized: 'ASSC',
      sourceIndex: [0, 1, 1, 3],
      sourceEnd: [1, 2, 2, 4],
    })
    expect(normalizeWithMap('ﬁ1')).toEqual({ normalized: 'FI1', sourceIndex: [0, 0, 1], sourceEnd: [1, 1, 2] })
    // A combining sequence is one character: `É` points at both of `e` + U+0301.
    expect(normalizeWithMap('e\u0301x')).toEqual({ normalized: 'ÉX', sourceIndex: [0, 2], sourceEnd: [2, 3] })
  })

  test.prop([fc.string({ unit: 'binary', maxLength: 24 })])(
    'SEARCH-4: sourceIndex is non-decreasing and in bounds; each unit comes from its source stretch',
    (text) => {
      const { normalized, sourceIndex, sourceEnd } = normalizeWithMap(text)
      expect(sourceIndex).toHaveLength(normalized.length)
      expect(sourceEnd).toHaveLength(normalized.length)
      for (let i = 0; i < normalized.length; i++) {
        const start = sourceIndex[i] ?? -1
        const end = sourceEnd[i] ?? -1
        expect(start).toBeGreaterThanOrEqual(0)
        expect(end).toBeGreaterThan(start)
        expect(end).toBeLessThanOrEqual(text.length)
        if (i > 0) expect(start).toBeGreaterThanOrEqual(sourceIndex[i - 1] ?? 0)
        // Equal starts only within one source character, which then covers both units.
        if (i > 0 && start === sourceIndex[i - 1]) expect(end).toBe(sourceEnd[i - 1])
        if (i > 0 && start !== sourceIndex[i - 1]) expect(start).toBeGreaterThanOrEqual(sourceEnd[i - 1] ?? 0)
      }
    },
  )

  test.prop([fc.string({ unit: fc.constantFrom(...'AZaz09-/.,#_ +()'), maxLength: 24 })])(
    'SEARCH-4: for ASCII, sourceIndex is strictly increasing and points at the character itself',
    (text) => {
      const { normalized, sourceIndex } = normalizeWithMap(text)
      sourceIndex.forEach((at, i) => {
        if (i > 0) expect(at).toBeGreaterThan(sourceIndex[i - 1] ?? -1)
        expect(text[at]?.toUpperCase()).toBe(normalized[i])
      })
    },
  )
})
