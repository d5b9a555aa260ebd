import { describe, expect, it } from 'vitest'
import { partFromLink } from './product-links.ts'

describe('part numbers inside product links', () => {
  it('reads LCSC and Digi-Key links, and nothing else', () => {
    expect(partFromLink('https://lcsc.com/product-detail/Chip-Resistor-Surface-Mount_1KR-102-5_C14676.html')).toEqual({ distributor: 'lcsc', sku: 'C14676' })
    expect(partFromLink('https://www.digikey.com/product-detail/en/hirose-electric-co-ltd/BM14B-0.8-24DS-0.4V-53/H122178CT-ND/4552360')).toEqual({
      distributor: 'digikey',
      sku: 'H122178CT-ND',
      mpn: 'BM14B-0.8-24DS-0.4V-53',
    })
    expect(partFromLink('https://www.buydisplay.com/default/50-pin-0-5mm-pitch-top-contact-zif-connector-fpc-connector')).toBeUndefined()
    expect(partFromLink('C14676')).toBeUndefined()
  })
})
