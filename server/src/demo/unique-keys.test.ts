import { expect } from 'vitest'
import { fc, test } from '@fast-check/vitest'
import { UniqueKeys } from './unique-keys.ts'

test.prop([fc.array(fc.tuple(fc.integer({ min: 0, max: 5 }), fc.string({ maxLength: 6 })), { maxLength: 400 })])(
  'behaves like a Set of (owner, text) pairs, through growth',
  (keys) => {
    const model = new Set<string>()
    const set = new UniqueKeys()
    for (const [owner, text] of keys) {
      const key = `${owner}|${text}`
      expect(set.add(owner, text)).toBe(!model.has(key))
      model.add(key)
    }
    expect(set.size).toBe(model.size)
  },
)

test('keeps 200,000 distinct part numbers apart', () => {
  const set = new UniqueKeys()
  let refused = 0
  for (let i = 0; i < 200_000; i++) if (!set.add(i % 7, `PART-${i}`)) refused++
  expect(refused).toBe(0)
  expect(set.add(3, 'PART-3')).toBe(false)
  expect(set.add(4, 'PART-3')).toBe(true)
})
