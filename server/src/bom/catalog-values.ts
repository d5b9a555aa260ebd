import { type ComponentValue, type ValueUnit, componentValueKey, readComponentValue, readPackageName } from '@partfront/core/bom'

/**
 * The value and chip size of a catalog passive, for the BOM value index (issue 8: "for lines with only a value
 * and a footprint (passives), candidates by value and package"). Catalogs say a part's value in its attributes
 * (`Resistance: 453 Ω` in the demo catalog, `Resistance: 2000.0` ohms and `Capacitance: 1e-09` farads in the
 * LCSC export) and in its description (`… 2kΩ 0402 …`); the category says what kind of part it is.
 */

/** The attribute holding the value of each kind of passive. */
const ATTRIBUTE_OF: Readonly<Record<ValueUnit, string>> = { ohm: 'resistance', farad: 'capacitance', henry: 'inductance' }

/**
 * What a category's parts are measured in, by its name: resistors in ohms, capacitors in farads, inductors in
 * henries; a category its name says nothing about takes its parent's. Not resistor networks and arrays (one value, several parts), ferrite beads (an impedance at a
 * frequency) or thermistors and varistors (their value is not what a BOM's value cell means).
 */
export function passiveUnitOfCategory(name: string, parentName = ''): ValueUnit | undefined {
  const text = name.toLowerCase()
  if (/network|array|thermistor|varistor|potentiometer|trimmer|ferrite|bead|kit/.test(text)) return undefined
  if (/resistor/.test(text)) return 'ohm'
  if (/capacitor|mlcc/.test(text)) return 'farad'
  if (/inductor|choke/.test(text)) return 'henry'
  return parentName === '' ? undefined : passiveUnitOfCategory(parentName)
}

/** One product's columns the index is built from. */
export interface CatalogValueSource {
  /** JSON `[{ name, value }]`. */
  readonly attributes: string
  readonly description: string
  readonly packageName: string
}

/** A passive's entry in the value index. */
export interface CatalogValue {
  readonly valueKey: string
  /** The imperial chip size, `''` when the package is not one. */
  readonly chip: string
}

function attributeValue(attributes: string, name: string): string | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(attributes)
  } catch {
    return undefined
  }
  if (!Array.isArray(parsed)) return undefined
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const attribute = item as { name?: unknown; value?: unknown }
    if (typeof attribute.name === 'string' && attribute.name.trim().toLowerCase() === name && typeof attribute.value === 'string') {
      return attribute.value
    }
  }
  return undefined
}

/**
 * The value key and chip size of a product of a passive category, from its value attribute or else the first
 * word of its description that is a value with its unit or prefix (`2kΩ`, `100nF`; a bare `0402` is not);
 * `undefined` when neither gives one.
 */
export function catalogValue(source: CatalogValueSource, unit: ValueUnit): CatalogValue | undefined {
  const chip = readPackageName(source.packageName).chip ?? ''
  const attribute = attributeValue(source.attributes, ATTRIBUTE_OF[unit])
  if (attribute !== undefined) {
    const value = readComponentValue(attribute, { unit, bareIsBase: true })
    if (value?.unit === unit) return { valueKey: componentValueKey(value), chip }
  }
  const value = descriptionValue(source.description, unit)
  return value === undefined ? undefined : { valueKey: componentValueKey(value), chip }
}

/**
 * The first word of a description that is a value of `unit` with its unit or prefix (`… 2kΩ 0402 …` → 2 kΩ;
 * `CAP CER 33PF 50V` → 33 pF, `chip resistor, 24 Ω, ±5%` → 24 Ω); a bare number is not one.
 */
export function descriptionValue(description: string, unit: ValueUnit): ComponentValue | undefined {
  const words = description.split(/[\s,;]+/)
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? ''
    if (!/\d/.test(word)) continue
    // `33PF`, or `24 Ω` written as two words.
    const value = readComponentValue(word) ?? readComponentValue(`${word} ${words[i + 1] ?? ''}`)
    if (value?.unit === unit) return value
  }
  return undefined
}
