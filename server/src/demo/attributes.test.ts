import { describe, expect, it } from 'vitest'
import { CATEGORY_ATTRIBUTES, categoryAttributes, parseQuantity, readAttributeValue, type AttributeValue } from '@partfront/core'
import { ATTRIBUTE_CATEGORIES, demoAttributes, productAttributes, type AttributeSource } from './attributes.ts'
import { LEAF_CATEGORIES, categoryById } from './categories.ts'
import { type DemoProduct, generateProducts } from './products.ts'

const CATALOG: readonly DemoProduct[] = [...generateProducts({ seed: 29, count: 12_000 })]
const slugOf = (product: DemoProduct): string => categoryById(product.categoryId)?.slug ?? ''

function source(categorySlug: string, description: string, packageName: string, attributes: AttributeSource['attributes'] = []): AttributeSource {
  return { categorySlug, basePartNumber: 'BASE1', description, packageName, attributes }
}

/** The part's values read through its category's attribute list (throws on a text the list cannot read). */
function values(product: DemoProduct): Map<string, AttributeValue> {
  const read = new Map<string, AttributeValue>()
  const texts = productAttributes(product)
  for (const [key, text] of Object.entries(texts)) {
    const attribute = categoryAttributes(slugOf(product)).find((item) => item.key === key)
    if (attribute === undefined) throw new Error(`${slugOf(product)} has no attribute ${key}`)
    const value = readAttributeValue(attribute, text)
    if (!value.ok) throw new Error(`${product.partNumber} ${key}: ${value.problem}`)
    read.set(key, value.value)
  }
  return read
}

describe('demo catalog attributes (issue 29)', () => {
  it('issue 29: every leaf category of the demo catalog has its attribute list and gets values', () => {
    const leaves = LEAF_CATEGORIES.map((category) => category.slug).sort()
    expect(Object.keys(CATEGORY_ATTRIBUTES).sort()).toEqual(leaves)
    expect([...ATTRIBUTE_CATEGORIES].sort()).toEqual(leaves)
    const seen = new Set(CATALOG.map(slugOf))
    expect([...seen].sort()).toEqual(leaves)
  })

  it('issue 29: every value reads under its category\'s definition, and most parts have every main attribute', () => {
    const present = new Map<string, number>()
    const parts = new Map<string, number>()
    for (const product of CATALOG) {
      const slug = slugOf(product)
      parts.set(slug, (parts.get(slug) ?? 0) + 1)
      const read = values(product)
      expect(read.size, product.partNumber).toBeGreaterThanOrEqual(2)
      for (const attribute of categoryAttributes(slug)) {
        if (attribute.main === true && read.has(attribute.key)) present.set(`${slug}.${attribute.key}`, (present.get(`${slug}.${attribute.key}`) ?? 0) + 1)
      }
    }
    for (const [slug, count] of parts) {
      for (const attribute of categoryAttributes(slug).filter((item) => item.main === true)) {
        // Adjustable LDOs have no output voltage, fuel gauges no charge current: most, not all.
        expect((present.get(`${slug}.${attribute.key}`) ?? 0) / count, `${slug}.${attribute.key}`).toBeGreaterThanOrEqual(0.5)
      }
    }
  })

  it('issue 29: values agree with the description and the series\' attributes (resistors, MLCCs)', () => {
    let checked = 0
    for (const product of CATALOG.filter((item) => slugOf(item) === 'chip-resistors' || slugOf(item) === 'mlcc').slice(0, 2000)) {
      const read = values(product)
      const unit = slugOf(product) === 'mlcc' ? 'farad' : 'ohm'
      const key = unit === 'farad' ? 'capacitance' : 'resistance'
      // The first part of the description that is a value of the kind: `10 kΩ`, `100 nF` (a jumper's `0 Ω` is only an attribute).
      const written = product.description.split(', ').find((part) => parseQuantity(part, unit, { bare: false }).ok)
      if (written === undefined) continue
      checked++
      const fromDescription = parseQuantity(written, unit)
      const value = read.get(key)
      expect(value?.kind === 'quantity' && value.value, `${product.partNumber}: ${written}`).toEqual(fromDescription.ok ? fromDescription.value : null)
    }
    expect(checked).toBeGreaterThan(500)
  })

  it('issue 29: the same for every packaging variant of a base part, and the same on every run', () => {
    const byBase = new Map<string, string>()
    let variants = 0
    for (const product of CATALOG) {
      const description = product.description.replace(', AEC-Q qualified', '')
      const texts = JSON.stringify(productAttributes({ ...product, description }))
      const key = `${product.manufacturerId}:${product.basePartNumber}:${product.package}:${description}`
      if (byBase.has(key)) variants++
      const before = byBase.get(key)
      if (before !== undefined) expect(texts, product.partNumber).toBe(before)
      byBase.set(key, texts)
    }
    expect(variants).toBeGreaterThan(500)
    const again = [...generateProducts({ seed: 29, count: 500 })].map(productAttributes)
    expect(again).toEqual(CATALOG.slice(0, 500).map(productAttributes))
  })

  it('issue 29: MOSFETs, op amps and MCUs read their key figures from the description', () => {
    expect(demoAttributes(source('mosfets', 'MOSFET P-channel, 30 V, 2.6 A, 110 mΩ @ 10 V, SOT-23', 'SOT-23'))).toMatchObject({
      channel: 'P-channel',
      vds: '30 V',
      id: '2.6 A',
      'rds-on': '110 mΩ',
    })
    expect(demoAttributes(source('op-amps', 'Dual op amp, rail-to-rail, 1 MHz, low cost, MSOP-8', 'MSOP-8'))).toMatchObject({
      channels: '2',
      'gain-bandwidth': '1 MHz',
      output: 'Rail-to-rail',
    })
    expect(demoAttributes(source('op-amps', 'Quad op amp, 1.2 MHz, 3 V to 32 V, SOIC-14', 'SOIC-14'))).toMatchObject({ channels: '4', 'supply-voltage': '3 V to 32 V' })
    expect(demoAttributes(source('microcontrollers', 'Arm Cortex-M4 MCU, 512 KB flash, 80 MHz, -40 °C to 125 °C, LQFP-64 10x10', 'LQFP-64 10x10'))).toMatchObject({
      core: 'Arm Cortex-M4',
      flash: '512 KB',
      'max-frequency': '80 MHz',
      pins: '64',
      'adc-resolution': '12 bit',
      'operating-temperature': '-40 °C to 125 °C',
    })
    expect(demoAttributes(source('microcontrollers', '8-bit AVR MCU, 32 KB flash, 20 MHz', 'TQFP-32'))).toMatchObject({ core: 'AVR', 'adc-resolution': '10 bit' })
    expect(demoAttributes(source('microcontrollers', 'Arm Cortex-M7 MCU, 2 MB flash, 480 MHz, 16-bit ADC', 'LQFP-144'))).toMatchObject({ 'adc-resolution': '16 bit' })
    const ldo = demoAttributes(source('ldo-regulators', 'Low-noise LDO regulator, 5.5 V input, 3.3 V, 500 mA, SOIC-8', 'SOIC-8'))
    expect(ldo).toMatchObject({ 'output-voltage': '3.3 V', 'output-current': '500 mA', 'max-input-voltage': '5.5 V', 'output-type': 'Fixed' })
    expect(demoAttributes(source('op-amps', 'Dual zero-drift op amp, 36 V, SOIC-8', 'SOIC-8'))).toMatchObject({ 'supply-voltage': '4.5 V to 36 V' })
    expect(demoAttributes(source('rf-transceivers', 'LoRa transceiver, 137 MHz to 525 MHz, QFN-28 6x6', 'QFN-28 6x6'))).toMatchObject({ protocol: 'LoRa', band: '433 MHz' })
    expect(demoAttributes(source('no-such-category', 'x', 'y'))).toEqual({})
  })
})
