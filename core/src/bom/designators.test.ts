import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  MAX_DESIGNATORS_PER_CELL,
  compressDesignators,
  parseDesignators,
  readDesignators,
  sortDesignators,
} from './designators.ts'

describe('parseDesignators', () => {
  it('reads lists separated by commas, semicolons, spaces and CJK commas, trailing separators included', () => {
    expect(parseDesignators('C16,C14')).toEqual(['C16', 'C14'])
    expect(parseDesignators('R3 R4')).toEqual(['R3', 'R4'])
    expect(parseDesignators('C1; C2;')).toEqual(['C1', 'C2'])
    expect(parseDesignators(' Q1,Q2 , ')).toEqual(['Q1', 'Q2'])
    expect(parseDesignators('C1，C2、C3')).toEqual(['C1', 'C2', 'C3'])
    expect(parseDesignators('U$1, U$2')).toEqual(['U$1', 'U$2'])
    expect(parseDesignators('')).toEqual([])
    expect(parseDesignators(' , ;')).toEqual([])
  })

  it('expands ranges written with a hyphen, an en dash, an em dash or two dots, with or without spaces', () => {
    expect(parseDesignators('R1-R5, R8')).toEqual(['R1', 'R2', 'R3', 'R4', 'R5', 'R8'])
    expect(parseDesignators('R1–R3')).toEqual(['R1', 'R2', 'R3'])
    expect(parseDesignators('R1—R2')).toEqual(['R1', 'R2'])
    expect(parseDesignators('U1..U3')).toEqual(['U1', 'U2', 'U3'])
    expect(parseDesignators('C1 - C3 C7')).toEqual(['C1', 'C2', 'C3', 'C7'])
    expect(parseDesignators('R08-R10')).toEqual(['R08', 'R09', 'R10'])
    expect(parseDesignators('R4-R4')).toEqual(['R4'])
  })

  it('keeps what is not a range as written, with a warning: other prefixes, backwards, too many', () => {
    expect(readDesignators('C1-R5')).toEqual({ designators: ['C1-R5'], warnings: [expect.stringMatching(/not a range \(C and R differ\)/)] })
    expect(readDesignators('R5-R1')).toEqual({ designators: ['R5-R1'], warnings: [expect.stringMatching(/runs backwards/)] })
    const huge = readDesignators('R1-R999999')
    expect(huge.designators).toEqual(['R1-R999999'])
    expect(huge.warnings[0]).toMatch(/999,999 designators, past the 10,000 one line may hold/)
    expect(parseDesignators(`R1-R${MAX_DESIGNATORS_PER_CELL}`)).toHaveLength(MAX_DESIGNATORS_PER_CELL)
    // The cap holds for a cell, not a range: two ranges that fit alone do not both fit.
    const two = readDesignators(`R1-R6000, C1-C6000`)
    expect(two.designators).toHaveLength(6001)
    expect(two.designators.at(-1)).toBe('C1-C6000')
    // Not a range at all: a unit suffix or a part of a multi-unit symbol.
    expect(parseDesignators('U1-A, J1-5')).toEqual(['U1-A', 'J1-5'])
  })

  it('counts a designator once, and says so', () => {
    expect(readDesignators('R1-R3, R2, R2')).toEqual({ designators: ['R1', 'R2', 'R3'], warnings: ['R2 is listed more than once; counted once.'] })
  })
})

describe('compressDesignators', () => {
  it('writes runs of three or more as ranges, in natural order', () => {
    expect(compressDesignators(['R8', 'R3', 'R1', 'R2', 'R5', 'R4'])).toBe('R1-R5, R8')
    expect(compressDesignators(['C14', 'C16'])).toBe('C14, C16')
    expect(compressDesignators(['R10', 'R9', 'R2', 'C1', 'R1', 'R3'])).toBe('C1, R1-R3, R9, R10')
    expect(compressDesignators(['R2', 'R1', 'R2'])).toBe('R1, R2')
    expect(compressDesignators(['MountingHole', 'H1'])).toBe('H1, MountingHole')
    expect(compressDesignators([])).toBe('')
  })
})

const designator = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(fc.constantFrom('R', 'C', 'U', 'LED', 'U$', 'TP', 'r'), fc.integer({ min: 0, max: 40 })).map(([p, n]) => `${p}${n}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('R', 'C'), fc.integer({ min: 0, max: 40 })).map(([p, n]) => `${p}${String(n).padStart(2, '0')}`) },
  { weight: 1, arbitrary: fc.constantFrom('MountingHole', 'FID', 'U1A', 'J1-5') },
)

describe('designator lists both ways', () => {
  test.prop([fc.array(designator, { maxLength: 60 })])('expand(compress(x)) is x sorted, each once', (list) => {
    expect(parseDesignators(compressDesignators(list))).toEqual(sortDesignators(list))
  })

  test.prop([fc.array(designator, { maxLength: 40 }), fc.constantFrom(', ', ',', ' ', '; ', ';'), fc.boolean()])(
    'compress(expand(s)) is stable, whatever the separators',
    (list, separator, trailing) => {
      const text = list.join(separator) + (trailing ? separator : '')
      const once = compressDesignators(parseDesignators(text))
      expect(compressDesignators(parseDesignators(once))).toBe(once)
    },
  )
})
