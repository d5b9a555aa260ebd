import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { parseStoredArray } from './stored.rules.ts'

describe('parseStoredArray', () => {
  it('reads a stored JSON array, entries unchecked', () => {
    expect(parseStoredArray('["lm358", 3, null, {"path": "/"}]')).toEqual(['lm358', 3, null, { path: '/' }])
  })

  it('reads nothing, broken JSON and JSON that is not an array as no entries', () => {
    for (const raw of [null, undefined, '', '[', 'null', '"text"', '42', '{"0": "a"}']) {
      expect(parseStoredArray(raw), String(raw)).toEqual([])
    }
  })

  test.prop([fc.string()])('never throws and always answers an array', (raw) => {
    expect(Array.isArray(parseStoredArray(raw))).toBe(true)
  })
})
