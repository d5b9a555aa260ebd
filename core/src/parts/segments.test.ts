import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { highlightSegments } from './segments.ts'

/** Which characters of `text` the segments mark as hits, as a string of 0s and 1s. */
function hitMask(segments: ReturnType<typeof highlightSegments>): string {
  return segments.map((segment) => (segment.hit ? '1' : '0').repeat(segment.text.length)).join('')
}

/** Which characters `ranges` cover, clamped into `length`. */
function rangeMask(length: number, ranges: readonly (readonly [number, number])[]): string {
  const mask = Array.from({ length }, () => '0')
  for (const [start, end] of ranges) for (let at = Math.max(start, 0); at < Math.min(end, length); at++) mask[at] = '1'
  return mask.join('')
}

const partNumber = fc.string({ unit: fc.constantFrom(...'LM358DR-/.#TPS7 '), maxLength: 20 })
const range = fc.tuple(fc.integer({ min: -3, max: 25 }), fc.integer({ min: -3, max: 25 }))

describe('highlightSegments', () => {
  it('SEARCH-4: marks the matched stretches of a part number', () => {
    expect(highlightSegments('LM324DR', [[0, 6]])).toEqual([
      { text: 'LM324D', hit: true },
      { text: 'R', hit: false },
    ])
    expect(highlightSegments('WR25X2324FTL', [[6, 9]])).toEqual([
      { text: 'WR25X2', hit: false },
      { text: '324', hit: true },
      { text: 'FTL', hit: false },
    ])
    expect(highlightSegments('LM358', [])).toEqual([{ text: 'LM358', hit: false }])
    expect(highlightSegments('', [[0, 3]])).toEqual([])
  })

  it('merges touching and overlapping ranges and ignores empty or outside ones', () => {
    expect(highlightSegments('ABCDEF', [[2, 4], [0, 2], [3, 5], [5, 5], [9, 12]])).toEqual([
      { text: 'ABCDE', hit: true },
      { text: 'F', hit: false },
    ])
  })

  test.prop([partNumber, fc.array(range, { maxLength: 5 })])(
    'SEARCH-4: segments concatenate to the part number, and the hit segments are exactly the ranges',
    (text, ranges) => {
      const segments = highlightSegments(text, ranges)
      expect(segments.map((segment) => segment.text).join('')).toBe(text)
      expect(hitMask(segments)).toBe(rangeMask(text.length, ranges))
      expect(segments.every((segment) => segment.text.length > 0)).toBe(true)
      segments.slice(1).forEach((segment, index) => expect(segment.hit).not.toBe(segments[index]?.hit))
    },
  )
})
