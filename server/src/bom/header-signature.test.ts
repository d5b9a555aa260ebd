import { describe, expect, it } from 'vitest'
import { headerSignature } from './header-signature.ts'

describe('headerSignature', () => {
  it('is one for headers that read the same once normalised, trailing empty cells aside', () => {
    const one = headerSignature(['Reference(s)', 'Qty', 'Part Number'])
    expect(headerSignature(['REFERENCE S', ' qty ', 'part-number', '', ''])).toBe(one)
    expect(one).toMatch(/^[0-9a-f]{64}$/)
  })

  it('differs when a column is added, removed or moved', () => {
    const one = headerSignature(['Ref', 'Qty', 'MPN'])
    expect(headerSignature(['Ref', 'Qty', 'MPN', 'Value'])).not.toBe(one)
    expect(headerSignature(['Ref', 'Qty'])).not.toBe(one)
    expect(headerSignature(['Qty', 'Ref', 'MPN'])).not.toBe(one)
  })
})
