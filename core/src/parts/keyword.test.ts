import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { rankKeywordMatch } from './keyword.ts'
import { normalizePartNumber } from './normalize.ts'

const PART = {
  partNumber: 'LM358DR',
  manufacturer: 'Texas Instruments',
  category: 'Amplifiers, Operational Amplifier',
  description: 'Dual op-amp, 3V~32V, SOIC-8, 10KOhms load',
}

describe('rankKeywordMatch', () => {
  it('SEARCH-4: several words: each must match somewhere', () => {
    const match = rankKeywordMatch(['texas', 'soic8', 'dual'], PART)
    expect(match.matched).toBe(true)
    expect(match.words).toEqual([
      { word: 'texas', fields: ['manufacturer'] },
      { word: 'soic8', fields: ['description'] },
      { word: 'dual', fields: ['description'] },
    ])
    expect(match.ranges).toEqual({ manufacturer: [[0, 5]], description: [[0, 4], [21, 27]] })
    expect(rankKeywordMatch(['texas', 'qfn'], PART).matched).toBe(false)
  })

  it('SEARCH-4: a word matches case-, separator- and punctuation-blind, with ranges on the field as given', () => {
    const match = rankKeywordMatch(['OP-AMP', '10k'], PART)
    expect(match.matched).toBe(true)
    expect(match.ranges.description).toEqual([[5, 11], [29, 32]])
  })

  it('SEARCH-4: the score weighs the best field each word is found in (ours)', () => {
    expect(rankKeywordMatch(['lm358'], PART).score).toBe(8)
    expect(rankKeywordMatch(['texas'], PART).score).toBe(4)
    expect(rankKeywordMatch(['amplifier'], PART).score).toBe(2)
    expect(rankKeywordMatch(['dual'], PART).score).toBe(1)
    expect(rankKeywordMatch(['amp'], PART).words[0]?.fields).toEqual(['category', 'description'])
  })

  it('SEARCH-4: words of punctuation only ask for nothing; no words match nothing', () => {
    expect(rankKeywordMatch(['"', '*', 'dual'], PART).matched).toBe(true)
    expect(rankKeywordMatch(['"', '*'], PART).matched).toBe(false)
    expect(rankKeywordMatch([], PART).matched).toBe(false)
    expect(rankKeywordMatch(['dual'], {}).matched).toBe(false)
  })

  test.prop([fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }), fc.string({ maxLength: 20 })])(
    'SEARCH-4: matched means every word with a key occurs in some field; ranges lie in their field',
    (words, description) => {
      const match = rankKeywordMatch(words, { description })
      const keys = words.map(normalizePartNumber).filter((key) => key !== '')
      expect(match.matched).toBe(keys.length > 0 && keys.every((key) => normalizePartNumber(description).includes(key)))
      for (const [start, end] of match.ranges.description ?? []) {
        expect(start).toBeGreaterThanOrEqual(0)
        expect(end).toBeLessThanOrEqual(description.length)
        expect(start).toBeLessThan(end)
      }
    },
  )
})
