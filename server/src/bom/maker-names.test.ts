import { describe, expect, it } from 'vitest'
import { makerAffinity, makerWords } from './maker-names.ts'

describe('makerAffinity', () => {
  it('finds one maker under the names BOMs and catalogs give it', () => {
    for (const [bom, catalog] of [
      ['YAGEO (VA)', 'Yageo'],
      ['村田 Murata', 'Murata Electronics'],
      ['muRata', 'Murata Manufacturing'],
      ['Samsung Electro-Mechanics', 'SAMSUNG'],
      ['TI(德州仪器)', 'Texas Instruments'],
      ['ON Semiconductor', 'onsemi'],
      ['Diodes Inc.', 'Diodes Incorporated'],
    ]) {
      expect(makerAffinity(bom ?? '', catalog ?? ''), `${bom} / ${catalog}`).toBe('same')
    }
  })

  it('tells other makers apart, and knows nothing when the BOM names none', () => {
    expect(makerAffinity('Yageo', 'Murata Electronics')).toBe('other')
    expect(makerAffinity('Texas Instruments', 'STMicroelectronics')).toBe('other')
    expect(makerAffinity('', 'Yageo')).toBe('unknown')
    expect(makerAffinity('Inc.', 'Yageo')).toBe('unknown')
  })

  it('drops the words that say what kind of company, not which', () => {
    expect(makerWords('Murata Electronics North America, Inc.')).toEqual(['murata', 'north'])
  })
})
