import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { manufacturerFamily } from './manufacturer-family.ts'
import { basePartNumber, isPackagingVariant, splitPartNumber } from './variants.ts'

const TI = 'Texas Instruments'

describe('manufacturer families', () => {
  it('SEARCH-4: names as the catalogs spell them map to a family', () => {
    expect(manufacturerFamily('Texas Instruments')).toBe('ti')
    expect(manufacturerFamily('onsemi')).toBe('onsemi')
    expect(manufacturerFamily('ON Semiconductor')).toBe('onsemi')
    expect(manufacturerFamily('Nexperia USA Inc.')).toBe('nexperia')
    expect(manufacturerFamily('Microchip Tech')).toBe('microchip')
    expect(manufacturerFamily('STMicroelectronics')).toBe('st')
    expect(manufacturerFamily('Linear Technology/Analog Devices')).toBe('adi')
    expect(manufacturerFamily('Semtech')).toBeUndefined()
    expect(manufacturerFamily('HGSEMI')).toBeUndefined()
    expect(manufacturerFamily(undefined)).toBeUndefined()
  })
})

describe('basePartNumber', () => {
  it.each([
    ['TPS71725QDRVRQ1', TI, 'TPS71725QDRV'],
    ['TPS71725QDRV', TI, 'TPS71725QDRV'],
    ['LM358DR', TI, 'LM358D'],
    ['SN74LVC1G07DCKR', TI, 'SN74LVC1G07DCK'],
    ['BQ7693003DBTR', TI, 'BQ7693003DBT'],
    ['CD4013BM96', TI, 'CD4013BM'],
    ['OPA2277UA/2K5', TI, 'OPA2277UA'],
    ['LM1117MPX-3.3/NOPB', TI, 'LM1117MP3.3'],
    ['LM1117MP-3.3/NOPB', TI, 'LM1117MP3.3'],
    ['LM27313XMFX/NOPB', TI, 'LM27313XMF'],
    ['595-LM358DR', TI, 'LM358D'],
    ['BC847B,215', 'Nexperia', 'BC847B'],
    ['BZX84-C2V7,215', 'Nexperia', 'BZX84C2V7'],
    ['1N4148W-7-F', 'Diodes Incorporated', '1N4148W'],
    ['2N7002DWQ-7-F', 'Diodes Incorporated', '2N7002DW'],
    ['DMHC3025LSD-13', 'Diodes Incorporated', 'DMHC3025LSD'],
    ['MMBT3904LT1G', 'onsemi', 'MMBT3904L'],
    ['LM393DR2G', 'onsemi', 'LM393D'],
    ['MCP6002T-I/SN', 'Microchip Technology', 'MCP6002SN'],
    ['ATMEGA328P-AUR', 'Microchip Technology', 'ATMEGA328PAU'],
    ['AT24C02C-SSHM-T', 'Microchip Tech', 'AT24C02CSSHM'],
    ['LIS3DHTR', 'STMicroelectronics', 'LIS3DH'],
    ['M24C02-WMN6TP', 'STMicroelectronics', 'M24C02WMN6'],
    ['SMBJ6.0CA-E3/52', 'Vishay Intertech', 'SMBJ6.0CA'],
    ['SI2307CDS-T1-GE3', 'Vishay Intertech', 'SI2307CDS'],
    ['1N4148W-E3-18', 'Vishay Intertech', '1N4148W'],
    ['LTC4150IMS#PBF', 'Linear Technology/Analog Devices', 'LTC4150IMS'],
    ['LT1761ES5-3.3#TRMPBF', 'Linear Technology/Analog Devices', 'LT1761ES53.3'],
    ['AD8605ARTZ-REEL7', 'Analog Devices Inc.', 'AD8605ARTZ'],
    ['IRLML2402TRPBF', 'Infineon Technologies', 'IRLML2402'],
    ['GRM155R71C104KA88D', 'Murata Electronics', 'GRM155R71C104KA88'],
    ['RC0603FR-0710KL', 'YAGEO', 'RC0603F10KL'],
    // Generic, whatever the maker: unmistakable suffixes only.
    ['DS1302Z+T&R', undefined, 'DS1302Z'],
    ['MAX232ESE+T', 'Maxim Integrated', 'MAX232ESE'],
    ['74HC32M/TR', 'HGSEMI', '74HC32M'],
    ['W25Q32JVSSIQ TR', 'Winbond', 'W25Q32JVSSIQ'],
    ['SMBJ26A-Q1', 'AnBon', 'SMBJ26A'],
    ['LM358DR-ND', TI, 'LM358D'],
    ['MCP23018-E/SP-ND', 'Microchip Technology', 'MCP23018SP'],
  ])('SEARCH-4: the base of %s (%s) is %s', (part, maker, base) => {
    expect(basePartNumber(part, maker)).toBe(base)
  })

  it.each([
    // A trailing R or T is stripped only after a package code of the maker's scheme.
    ['LM358R', undefined],
    ['TL431CLPM', TI],
    ['CC3200R1M2', TI],
    ['74HC125', 'Nexperia'],
    ['BAT54T', undefined],
    ['RC0402JR', undefined],
    ['1-104480-7', 'TE Connectivity'],
    ['204-10SYGD/S530-E3-L', 'Everlight Elec'],
    ['DS18B20+PAR', 'Maxim Integrated'],
    ['1.5SMC6.8CA', 'Littelfuse'],
    ['10D-7', 'Hongzhi Elec'],
    // Nothing left that looks like a part.
    ['TR', undefined],
    ['A-TR', undefined],
    ['1N-7', 'Diodes Incorporated'],
  ])('SEARCH-4: %s (%s) keeps its whole part number as base (conservative)', (part, maker) => {
    expect(basePartNumber(part, maker)).toBe(splitPartNumber(part).exact.key)
  })
})

describe('isPackagingVariant', () => {
  it.each([
    ['TPS71725QDRV', 'TPS71725QDRVRQ1', TI],
    ['LM358DR', 'LM358DT', TI],
    ['LM358D', 'LM358DRG4', TI],
    ['LM2596S-5.0/NOPB', 'LM2596SX-5.0/NOPB', TI],
    ['BC847B,215', 'BC847B,235', 'Nexperia'],
    ['BC847B', 'BC847B,215', 'Nexperia'],
    ['2N7002', '2N7002-7-F', 'Diodes Incorporated'],
    ['BSS138-7-F', 'BSS138Q-7-F', 'Diodes Incorporated'],
    ['MMBT3904LT1G', 'MMBT3904LT3G', 'onsemi'],
    ['MCP6002-I/SN', 'MCP6002T-E/SN', 'Microchip Technology'],
    ['STM32F030C8T6', 'STM32F030C8T6TR', 'STMicroelectronics'],
    ['1N4148W-E3-08', '1N4148W-HE3-18', 'Vishay Intertech'],
    ['DS1307', 'DS1307+', 'Maxim Integrated'],
    ['RC0603JR-070RL', 'RC0603JR-130RL', 'YAGEO'],
    ['LM358DR', '595-LM358DR', TI],
    ['LM358DR', 'LM358DRCT-ND', TI],
  ])('SEARCH-4: %s and %s (%s) are packaging variants', (a, b, maker) => {
    expect(isPackagingVariant(a, b, maker)).toBe(true)
    expect(isPackagingVariant(b, a, maker)).toBe(true)
  })

  it.each([
    ['1.5SMC6.8CA', '1.5SMC68CA', 'Littelfuse'],
    ['SMBJ6.0CA-E3/52', 'SMBJ60CA-E3/52', 'Vishay Intertech'],
    ['LM358', 'LM358DR', TI],
    ['LM358DR', 'LM358PWR', TI],
    ['MCP6002-I/SN', 'MCP6002-I/P', 'Microchip Technology'],
    ['RC0603FR-0710KL', 'RC0603FR-0715KL', 'YAGEO'],
    ['BC847B,215', 'BC847BW,115', 'Nexperia'],
    ['LM358DR', 'LM358DR', TI],
    ['LM358-DR', 'lm358dr', TI],
    ['MAX232ESE+T', 'MAX232ESET', 'Maxim Integrated'],
  ])('SEARCH-4: %s and %s (%s) are not packaging variants', (a, b, maker) => {
    expect(isPackagingVariant(a, b, maker)).toBe(false)
    expect(isPackagingVariant(b, a, maker)).toBe(false)
  })

  const SAMPLES = [
    'TPS71725QDRV', 'TPS71725QDRVRQ1', 'LM358D', 'LM358DR', 'LM358DT', 'LM358', 'BC847B', 'BC847B,215',
    '2N7002-7-F', '2N7002', 'MCP6002T-I/SN', 'MCP6002-E/SN', 'DS1307+', 'DS1307', '1.5SMC6.8CA', '1.5SMC68CA',
    '595-LM358DR', 'LM358DR-ND', 'LM2596SX-5.0/NOPB', 'LM2596S-5.0/NOPB',
  ]
  const MAKERS = [undefined, TI, 'Nexperia', 'Diodes Incorporated', 'Microchip Technology', 'Maxim Integrated']
  test.prop([fc.constantFrom(...SAMPLES), fc.constantFrom(...SAMPLES), fc.constantFrom(...MAKERS)])(
    'SEARCH-4: the variant relation is symmetric and irreflexive',
    (a, b, maker) => {
      expect(isPackagingVariant(a, b, maker)).toBe(isPackagingVariant(b, a, maker))
      expect(isPackagingVariant(a, a, maker)).toBe(false)
    },
  )
})
