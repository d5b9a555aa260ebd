import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  type ComponentValue,
  componentValueKey,
  formatComponentValue,
  readComponentValue,
  valueUnitOfDesignators,
} from './component-value.ts'

const key = (text: string, unit?: ComponentValue['unit']) => {
  const value = readComponentValue(text, unit === undefined ? {} : { unit })
  return value === undefined ? undefined : componentValueKey(value)
}

describe('readComponentValue', () => {
  it('reads one resistance however it is written: 10k = 10K = 10kΩ = 10 kohm = 10000 on a resistor', () => {
    const tenK = 'ohm:1.00e+4'
    for (const text of ['10k', '10K', '10kΩ', '10 kΩ', '10 kohm', '10.0k', '10K(1%)', '10K,1/16W,5%']) expect(key(text), text).toBe(tenK)
    expect(key('10000', 'ohm')).toBe(tenK)
    expect(key('10000')).toBeUndefined()
  })

  it('reads the RKM code of IEC 60062: 4k7, 4R7, R47, 0R, 62R, 5k1, 1M5', () => {
    expect(readComponentValue('4k7')).toEqual({ unit: 'ohm', value: 4700 })
    expect(readComponentValue('4R7')).toEqual({ unit: 'ohm', value: 4.7 })
    expect(readComponentValue('R47')).toEqual({ unit: 'ohm', value: 0.47 })
    expect(readComponentValue('0R')).toEqual({ unit: 'ohm', value: 0 })
    expect(readComponentValue('62R')).toEqual({ unit: 'ohm', value: 62 })
    expect(readComponentValue('0.05R')).toEqual({ unit: 'ohm', value: 0.05 })
    expect(key('5k1')).toBe(key('5.1k'))
    expect(key('1M5')).toBe('ohm:1.50e+6')
    expect(key('2n2', 'farad')).toBe('farad:2.20e-9')
  })

  it('reads capacitances and inductances: 100nF = 0.1uF = .1uF = 100n on a capacitor, 2.2uH, 47µF', () => {
    const hundredNano = 'farad:1.00e-7'
    for (const text of ['100nF', '0.1uF', '.1uF', '100 nF', '0.1µF', '100NF', '0.1uF/10V(10%)']) expect(key(text, 'farad'), text).toBe(hundredNano)
    expect(key('100n')).toBe(hundredNano)
    expect(key('100n', 'henry')).toBe('henry:1.00e-7')
    expect(key('2.2uH(20%)_3A')).toBe('henry:2.20e-6')
    expect(key('47µF')).toBe('farad:4.70e-5')
    expect(key('1uF, 10V, X5R, 0402')).toBe('farad:1.00e-6')
    expect(key('22pF/50V(5%)')).toBe('farad:2.20e-11')
  })

  it('reads catalog attributes in base units when told so: 2000.0 ohms, 1e-09 farads, 453 Ω', () => {
    expect(readComponentValue('2000.0', { unit: 'ohm', bareIsBase: true })).toEqual({ unit: 'ohm', value: 2000 })
    expect(key('1.0000000000000001e-07', 'farad')).toBeUndefined()
    const farads = readComponentValue('1.0000000000000001e-07', { unit: 'farad', bareIsBase: true })
    expect(farads === undefined ? undefined : componentValueKey(farads)).toBe('farad:1.00e-7')
    expect(readComponentValue('453 Ω')).toEqual({ unit: 'ohm', value: 453 })
    expect(key('1.65 MΩ')).toBe('ohm:1.65e+6')
    expect(key('100 mΩ')).toBe('ohm:1.00e-1')
  })

  it('reads nothing from what is not a component value', () => {
    for (const text of ['', 'LED red', 'BLUE', '25MHz', '32kHz768', '3.6V', '1A', '16V', 'Conn_01x04', '1N4148', '2N7002', 'Reset', 'R', 'MountingHole', '10k0.1', '2pF~6pF', '5mm']) {
      expect(readComponentValue(text), text).toBeUndefined()
    }
    // A bare number on a capacitor or an unknown part: pF or µF cannot be told.
    expect(readComponentValue('100', { unit: 'farad' })).toBeUndefined()
    expect(readComponentValue('0.25')).toBeUndefined()
    // A prefix that contradicts the part: a kilo-something capacitor.
    expect(readComponentValue('10k', { unit: 'farad' })).toBeUndefined()
  })

  test.prop([fc.integer({ min: 10, max: 999 }), fc.integer({ min: -12, max: 6 })])(
    'a value written by formatComponentValue reads back to the same key',
    (mantissa, exponent) => {
      for (const unit of ['ohm', 'farad', 'henry'] as const) {
        const value: ComponentValue = { unit, value: Number(`${mantissa}e${exponent}`) }
        const read = readComponentValue(formatComponentValue(value))
        expect(read === undefined ? undefined : componentValueKey(read)).toBe(componentValueKey(value))
      }
    },
  )
})

describe('formatComponentValue', () => {
  it('writes the value with the prefix a buyer expects', () => {
    expect(formatComponentValue({ unit: 'ohm', value: 10_000 })).toBe('10 kΩ')
    expect(formatComponentValue({ unit: 'farad', value: 1e-7 })).toBe('100 nF')
    expect(formatComponentValue({ unit: 'henry', value: 4.7e-6 })).toBe('4.7 µH')
    expect(formatComponentValue({ unit: 'ohm', value: 0 })).toBe('0 Ω')
    expect(formatComponentValue({ unit: 'ohm', value: 0.47 })).toBe('470 mΩ')
  })
})

describe('valueUnitOfDesignators', () => {
  it('reads R, C and L designators, and nothing from others or a mix', () => {
    expect(valueUnitOfDesignators(['R1', 'R2'])).toBe('ohm')
    expect(valueUnitOfDesignators(['C12'])).toBe('farad')
    expect(valueUnitOfDesignators(['L3'])).toBe('henry')
    expect(valueUnitOfDesignators(['RV1'])).toBeUndefined()
    expect(valueUnitOfDesignators(['LED1'])).toBeUndefined()
    expect(valueUnitOfDesignators(['R1', 'C1'])).toBeUndefined()
    expect(valueUnitOfDesignators([])).toBeUndefined()
  })
})
