import { describe, expect, it } from 'vitest'
import {
  attributeCategoryOf,
  attributeOfParameter,
  readImportedAttributes,
  summariseImportedAttributes,
  type ImportedAttributes,
} from './import-attributes.ts'

const canonical = (read: ImportedAttributes): Record<string, string> =>
  Object.fromEntries(read.attributes.map((attribute) => [attribute.key, attribute.value?.canonical ?? `text: ${attribute.text}`]))

describe("the import's attributes (issue 29)", () => {
  it("issue 29: a distributor's category takes the attribute list of ours it names", () => {
    expect(attributeCategoryOf(['Resistors', 'Chip Resistor - Surface Mount'])).toBe('chip-resistors')
    expect(attributeCategoryOf(['Capacitors', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT'])).toBe('mlcc')
    expect(attributeCategoryOf(['Transistors - FETs, MOSFETs - Single'])).toBe('mosfets')
    expect(attributeCategoryOf(['Resistors', 'Current Sense Resistors/Shunt Resistors'])).toBe('current-sense-resistors')
    expect(attributeCategoryOf(['Diodes', 'Schottky Barrier Diodes (SBD)'])).toBe('schottky-diodes')
    expect(attributeCategoryOf(['Embedded - Microcontrollers'])).toBe('microcontrollers')
    expect(attributeCategoryOf(['Connectors', 'Connector Accessories'])).toBeUndefined()
    expect(attributeCategoryOf([])).toBeUndefined()
  })

  it('issue 29: keys that differ between files for one thing map to one attribute', () => {
    for (const name of ['Voltage - rated', 'Allowable voltage', 'Voltage Rated', 'Rated Voltage'])
      expect(attributeOfParameter('mlcc', name)?.key, name).toBe('rated-voltage')
    expect(attributeOfParameter('mlcc', 'Temperature coefficient')?.key).toBe('dielectric')
    expect(attributeOfParameter('chip-resistors', 'Temperature coefficient')?.key).toBe('temperature-coefficient')
    expect(attributeOfParameter('chip-resistors', 'Power(Watts)')?.key).toBe('power')
    expect(attributeOfParameter('mosfets', 'Drain source on resistance (rds(on)@vgs,id)')?.key).toBe('rds-on')
    expect(attributeOfParameter('mosfets', 'Drain Source On Resistance (RDS(on)@Vgs,Id)')?.key).toBe('rds-on')
    expect(attributeOfParameter('mosfets', 'Overload voltage (max)')).toBeUndefined()
  })

  it("issue 29: LCSC's bare base-unit numbers, conditions and one-value ranges read; the rest is kept as text", () => {
    const resistor = readImportedAttributes({
      category: ['Resistors', 'Chip Resistor - Surface Mount'],
      attributes: [
        { name: 'Resistance', value: '10000.0' },
        { name: 'Tolerance', value: '±1%' },
        { name: 'Temperature coefficient', value: '±100ppm/℃' },
        { name: 'Operating temperature range', value: '-55℃~+155℃' },
        { name: 'Type', value: 'Thick Film Resistors' },
        { name: 'Overload voltage (max)', value: '75V' },
      ],
    })
    expect(canonical(resistor)).toEqual({
      resistance: '10 kΩ',
      tolerance: '±1%',
      'temperature-coefficient': '±100 ppm/°C',
      'operating-temperature': '-55 °C to 155 °C',
      technology: 'Thick film',
    })
    const mosfet = readImportedAttributes({
      category: ['Transistors', 'MOSFETs'],
      attributes: [
        { name: 'Type', value: 'N Channel' },
        { name: 'Drain source on resistance (rds(on)@vgs,id)', value: '8mΩ@10V,62A' },
        { name: 'Operating temperature', value: '-55℃~+175℃@(Tj)' },
        { name: 'Drain source voltage (vdss)', value: 'null' },
        { name: 'Continuous drain current (id)', value: '约5A' },
      ],
    })
    expect(canonical(mosfet)).toEqual({
      channel: 'N-channel',
      'rds-on': '8 mΩ',
      'operating-temperature': '-55 °C to 175 °C',
      id: 'text: 约5A',
    })
    const ldo = readImportedAttributes({ category: ['Power Management ICs', 'Linear Voltage Regulators (LDO)'], attributes: [{ name: 'Output voltage', value: '3.3V~3.3V' }] })
    expect(canonical(ldo)).toEqual({ 'output-voltage': '3.3 V' })
  })

  it('issue 29: the first readable value of an attribute wins, whichever key brought it', () => {
    const read = readImportedAttributes({
      category: ['Capacitors', 'MLCC'],
      attributes: [
        { name: 'Allowable voltage', value: '五十V' },
        { name: 'Voltage - rated', value: '50V' },
        { name: 'Voltage Rated', value: '16V' },
      ],
    })
    expect(canonical(read)).toEqual({ 'rated-voltage': '50 V' })
  })

  it("issue 29: a KiCad value column is a passive's value, never a part number or package; the footprint gives the chip size", () => {
    const resistor = readImportedAttributes({ category: ['Resistors', 'Chip Resistor - Surface Mount'], attributes: [], value: '2kΩ', footprint: 'PCM_JLCPCB:R_0402' })
    expect(canonical(resistor)).toEqual({ resistance: '2 kΩ' })
    expect(resistor.chip).toBe('0402')
    const capacitor = readImportedAttributes({ category: ['Capacitors', 'Multilayer Ceramic Capacitors MLCC - SMD/SMT'], attributes: [], value: '100nF', footprint: 'PCM_JLCPCB:C_0603' })
    expect(canonical(capacitor)).toEqual({ capacitance: '100 nF' })
    for (const value of ['0603', 'RC0603FR-0710KL', '1N4148', 'GRM188R71H104KA93D'])
      expect(readImportedAttributes({ category: ['Resistors'], attributes: [], value }).attributes, value).toEqual([])
    const mosfet = readImportedAttributes({ category: ['Transistors - FETs, MOSFETs - Single'], attributes: [], value: 'BSS138', footprint: 'digikey-footprints:SOT-23-3' })
    expect(mosfet).toEqual({ category: 'mosfets', attributes: [], packageName: 'SOT-23-3' })
  })

  it('issue 29: the summary counts per category and attribute what was read and what was kept as text', () => {
    const parts = [
      readImportedAttributes({ category: ['MLCC'], attributes: [{ name: 'Capacitance', value: '1e-07' }, { name: 'Allowable voltage', value: '约50V' }] }),
      readImportedAttributes({ category: ['MLCC'], attributes: [{ name: 'Capacitance', value: '1e-09' }, { name: 'Allowable voltage', value: '50V' }] }),
      readImportedAttributes({ category: ['MLCC'], attributes: [{ name: 'Capacitance', value: '电容' }] }),
      readImportedAttributes({ category: ['Accessories'], attributes: [{ name: 'Capacitance', value: '1e-09' }] }),
    ]
    expect(summariseImportedAttributes(parts)).toEqual([
      { category: 'mlcc', key: 'capacitance', read: 2, text: 1, examples: ['电容'] },
      { category: 'mlcc', key: 'rated-voltage', read: 1, text: 1, examples: ['约50V'] },
    ])
  })
})
