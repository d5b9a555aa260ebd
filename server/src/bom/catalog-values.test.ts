import { describe, expect, it } from 'vitest'
import { catalogValue, descriptionValue, passiveUnitOfCategory } from './catalog-values.ts'

describe('passiveUnitOfCategory', () => {
  it('reads resistors, capacitors and inductors from category names, a vague name from its parent', () => {
    expect(passiveUnitOfCategory('Chip Resistor - Surface Mount')).toBe('ohm')
    expect(passiveUnitOfCategory('Multilayer Ceramic Capacitors MLCC - SMD/SMT')).toBe('farad')
    expect(passiveUnitOfCategory('Power Inductors')).toBe('henry')
    expect(passiveUnitOfCategory('Through Hole', 'Resistors')).toBe('ohm')
  })

  it('leaves out arrays, ferrite beads, thermistors and everything else', () => {
    for (const name of ['Resistor Networks & Arrays', 'Ferrite Beads', 'NTC Thermistors']) {
      expect(passiveUnitOfCategory(name, 'Resistors'), name).toBeUndefined()
    }
    for (const name of ['MOSFETs', 'Crystals']) expect(passiveUnitOfCategory(name, 'Discretes'), name).toBeUndefined()
  })
})

describe('catalogValue', () => {
  it('reads the value attribute as the demo catalog and the LCSC export write it, with the chip size', () => {
    expect(catalogValue({ attributes: '[{"name":"Resistance","value":"453 Ω"}]', description: '', packageName: '1206 (3216 Metric)' }, 'ohm')).toEqual({
      valueKey: 'ohm:4.53e+2',
      chip: '1206',
    })
    expect(catalogValue({ attributes: '[{"name":"Resistance","value":"2000.0"}]', description: '', packageName: '0402' }, 'ohm')).toEqual({
      valueKey: 'ohm:2.00e+3',
      chip: '0402',
    })
    expect(catalogValue({ attributes: '[{"name":"Capacitance","value":"1.0000000000000001e-07"}]', description: '', packageName: 'SMD' }, 'farad')).toEqual({
      valueKey: 'farad:1.00e-7',
      chip: '',
    })
  })

  it('falls back on the description, and reads nothing from neither', () => {
    expect(catalogValue({ attributes: 'not json', description: '62.5mW Thick Film Resistors ±1% 2kΩ 0402', packageName: '0402' }, 'ohm')?.valueKey).toBe('ohm:2.00e+3')
    expect(catalogValue({ attributes: '[]', description: 'Resistor, 0402', packageName: '0402' }, 'ohm')).toBeUndefined()
  })
})

describe('descriptionValue', () => {
  it('reads a value written as one word or two, with its unit or prefix, never a bare number', () => {
    expect(descriptionValue('CAP CER 33PF 50V 5% NP0 0402', 'farad')).toEqual({ unit: 'farad', value: 33e-12 })
    expect(descriptionValue('Thick film chip resistor, 24 Ω, ±5%, 3/4 W', 'ohm')).toEqual({ unit: 'ohm', value: 24 })
    expect(descriptionValue('Resistor 0402 100', 'ohm')).toBeUndefined()
    expect(descriptionValue('30V 4A 31mΩ@12V', 'farad')).toBeUndefined()
  })
})
