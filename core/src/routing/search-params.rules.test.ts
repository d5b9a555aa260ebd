import { describe, expect, it } from 'vitest'
import { MODEL_INDEX_KEYS } from '../constants.ts'
import { letterParam, pageParam } from './search-params.rules.ts'

describe("a listing's ?page=", () => {
  it('reads a page from 1', () => {
    expect(pageParam('1')).toBe(1)
    expect(pageParam('2')).toBe(2)
    expect(pageParam('0042')).toBe(42)
  })

  it('reads anything else as the first page (undefined), not an error', () => {
    for (const value of ['0', '', '-1', '1.5', '2e3', ' 2', '2 ', 'two', String(Number.MAX_SAFE_INTEGER + 1)]) {
      expect(pageParam(value), value).toBeUndefined()
    }
    for (const value of [2, null, undefined, ['2'], { page: 2 }]) {
      expect(pageParam(value)).toBeUndefined()
    }
  })

  it('reads the largest safe page', () => {
    expect(pageParam(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER)
  })
})

describe("the brand list's ?letter=", () => {
  it('PAGE-4: reads each A-Z and 0-9 key, upper-cased', () => {
    for (const key of MODEL_INDEX_KEYS) {
      expect(letterParam(key)).toBe(key)
      expect(letterParam(key.toLowerCase())).toBe(key)
    }
  })

  it('PAGE-4: reads anything else as all brands (undefined)', () => {
    for (const value of ['', 'AB', '#', 'Ä', ' A', 'a ']) {
      expect(letterParam(value), value).toBeUndefined()
    }
    for (const value of [1, null, undefined, ['A']]) {
      expect(letterParam(value)).toBeUndefined()
    }
  })
})
