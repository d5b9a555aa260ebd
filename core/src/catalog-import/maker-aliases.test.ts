import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MakerAliases, makerNameKeys } from './maker-aliases.ts'

describe('manufacturers one catalog names two ways', () => {
  it('reads the whole name and the full name in parentheses, ignoring case and spacing', () => {
    expect(makerNameKeys('UNI-ROYAL(Uniroyal Elec)')).toEqual({ whole: 'uni-royal(uniroyal elec)', fullName: 'uniroyal elec' })
    expect(makerNameKeys('FH (Guangdong Fenghua  Advanced Tech)')).toEqual({
      whole: 'fh(guangdong fenghua advanced tech)',
      fullName: 'guangdong fenghua advanced tech',
    })
    expect(makerNameKeys('YAGEO (VA)')).toEqual({ whole: 'yageo(va)', fullName: undefined })
    expect(makerNameKeys('Aosong (Guangzhou) Elec')).toEqual({ whole: 'aosong(guangzhou)elec', fullName: undefined })
    expect(makerNameKeys('Texas Instruments')).toEqual({ whole: 'texas instruments', fullName: undefined })
  })

  it('finds the known maker a new spelling means, both ways round (as the real parts files write them)', () => {
    const lcscFirst = new MakerAliases(['UNI-ROYAL(Uniroyal Elec)', 'MCC(Micro Commercial Components)', 'SEMTECH'])
    expect(lcscFirst.resolve('Uniroyal Elec')).toBe('UNI-ROYAL(Uniroyal Elec)')
    expect(lcscFirst.resolve('Micro Commercial Components')).toBe('MCC(Micro Commercial Components)')
    expect(lcscFirst.resolve('ST(Semtech)')).toBe('SEMTECH')
    expect(lcscFirst.resolve('uni-royal (uniroyal elec)')).toBe('UNI-ROYAL(Uniroyal Elec)')
    const plainFirst = new MakerAliases(['Uniroyal Elec'])
    expect(plainFirst.resolve('UNI-ROYAL(Uniroyal Elec)')).toBe('Uniroyal Elec')
  })

  it('keeps makers that share only a short brand code or a qualifier apart', () => {
    const known = new MakerAliases(['HX(hengjiaxing)', 'CEC', 'HL', 'Amphenol ICC', 'FCI', 'YAGEO'])
    expect(known.resolve('HX(Zhejiang Yueqing Hongxing Elec)')).toBeUndefined()
    expect(known.resolve('CEC(Shenzhen Zhenhua Fu Elec)')).toBeUndefined()
    expect(known.resolve('HL(Haolin Elec)')).toBeUndefined()
    expect(known.resolve('Amphenol ICC (FCI)')).toBeUndefined()
    expect(known.resolve('YAGEO (VA)')).toBeUndefined()
  })

  it('learns names as they are created: a later spelling means the first', () => {
    const aliases = new MakerAliases()
    expect(aliases.resolve('Uniroyal Elec')).toBeUndefined()
    aliases.add('Uniroyal Elec')
    expect(aliases.resolve('UNI-ROYAL (Uniroyal Elec)')).toBe('Uniroyal Elec')
  })

  it('always finds a known name by itself, whatever its case and spacing', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 .&-]{0,20}(\([A-Za-z0-9 ]{1,20}\))?$/u)
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 8 }), (names) => {
        const aliases = new MakerAliases(names)
        for (const known of names) {
          const found = aliases.resolve(known.toUpperCase().replaceAll('(', ' ( '))
          expect(found === undefined ? undefined : makerNameKeys(found).whole).toBe(makerNameKeys(known).whole)
        }
      }),
    )
  })
})
