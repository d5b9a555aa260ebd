import { describe, expect, it } from 'vitest'
import { comparePackages, packageLabel, readPackageName } from './package-name.ts'

describe('readPackageName', () => {
  it('reads the imperial chip size however the CAD library or the catalog writes it', () => {
    for (const text of ['0603', '_0603', 'C_0603', 'C_0603_1608Metric', 'Capacitor_SMD:C_0603_1608Metric', 'LibreSolar:C_0603_1608', 'R0603', '0603 (1608 Metric)', 'LED_SMD:LED_0603_1608Metric', 'R_0603_1608Metric_Pad0.98x0.95mm_HandSolder']) {
      expect(readPackageName(text).chip, text).toBe('0603')
    }
    expect(readPackageName('0201 (0603 Metric)').chip).toBe('0201')
    expect(readPackageName('1608Metric').chip).toBe('0603')
    expect(readPackageName('CHIP-LED0805').chip).toBe('0805')
    expect(readPackageName('LED_SMD1206').chip).toBe('1206')
    expect(readPackageName('L_1008_1210').chip).toBe('1008')
  })

  it('reads no chip size from arrays, tantalum cases, crystals or longer numbers', () => {
    for (const text of ['0402x4', 'EIA3216', 'Crystal_SMD_3225-4Pin_3.2x2.5mm', 'SMD3225-4P', '06031', 'SOT-23', 'P=2.54mm', '']) {
      expect(readPackageName(text).chip, text).toBeUndefined()
    }
  })

  it('reads the family and pin count of IC and discrete packages', () => {
    expect(readPackageName('Package_SO:SOIC-8_3.9x4.9mm_P1.27mm')).toMatchObject({ family: 'SOIC', pins: 8, key: 'SOIC8' })
    expect(readPackageName('SOP-8')).toMatchObject({ family: 'SOIC', pins: 8 })
    expect(readPackageName('Package_TO_SOT_SMD:SOT-23')).toMatchObject({ family: 'SOT23', pins: 3 })
    expect(readPackageName('SOT-23-5')).toMatchObject({ family: 'SOT23', pins: 5 })
    expect(readPackageName('QFN-24-1EP_4x4mm_P0.5mm')).toMatchObject({ family: 'QFN', pins: 24 })
    expect(readPackageName('D_SOD-123')).toMatchObject({ family: 'SOD123' })
    expect(readPackageName('MountingHole_3.2mm_M3')).toMatchObject({ family: undefined, chip: undefined })
  })
})

describe('comparePackages', () => {
  it('finds 0603, _0603 and C_0603_1608Metric the same, and a 0402 part different', () => {
    expect(comparePackages('C_0603_1608Metric', '0603')).toBe('same')
    expect(comparePackages('_0603', '0603 (1608 Metric)')).toBe('same')
    expect(comparePackages('Capacitor_SMD:C_0402_1005Metric', '0603')).toBe('different')
    expect(comparePackages('R0603', '0201 (0603 Metric)')).toBe('different')
  })

  it('compares IC packages by family and pins, and a chip size against an IC package', () => {
    expect(comparePackages('Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'SOP-8')).toBe('same')
    expect(comparePackages('SOT23-5', 'SOT-23-5')).toBe('same')
    expect(comparePackages('Package_TO_SOT_SMD:SOT-23', 'SOT-23-3')).toBe('same')
    expect(comparePackages('SOT-23-6', 'SOT-23-5')).toBe('different')
    expect(comparePackages('SOIC-8', 'TSSOP-8')).toBe('different')
    expect(comparePackages('0603', 'SOT-23')).toBe('different')
  })

  it('says unknown rather than different when either name says too little', () => {
    expect(comparePackages('', '0603')).toBe('unknown')
    expect(comparePackages('Conn_01x04', 'Plugin,P=2.54mm')).toBe('unknown')
    expect(comparePackages('0603', 'SMD')).toBe('unknown')
    expect(comparePackages('TSOT-25', 'SOT-23-5')).toBe('unknown')
    expect(comparePackages('Package_TO_SOT_SMD:SOT-223-3_TabPin2', 'SOT-223')).toBe('unknown')
    // NXP's outline code of an SO-8 is no transistor body.
    expect(comparePackages('SOT96-1', 'SOIC-8')).toBe('unknown')
  })
})

describe('packageLabel', () => {
  it('shows the chip size, or the footprint without its library', () => {
    expect(packageLabel('Capacitor_SMD:C_0402_1005Metric')).toBe('0402')
    expect(packageLabel('Package_SO:SOIC-8_3.9x4.9mm_P1.27mm')).toBe('SOIC-8_3.9x4.9mm_P1.27mm')
  })
})
