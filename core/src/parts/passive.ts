import { componentValueKey, readComponentValue, type ComponentValue, type ValueUnit } from '../bom/component-value.ts'
import { readPackageName } from '../bom/package-name.ts'

/**
 * PAGE-1's "same value and size from other makers" for passives (issue 15), and the BOM value index's key (issue
 * 8): what a resistor, capacitor or inductor is, read from its category, its attributes and its description, and
 * when two are interchangeable by value and size. Catalogs write a value many ways: `10k`, `10 kΩ`, `10000 Ω`,
 * `10KOhms`, a bare `10000.0` ohms (LCSC's attributes); `100nF`, `0.1µF`, `1e-07` farads; all read to one number
 * in base units, keyed at three significant digits (E192 values stay apart).
 */

/** The attribute holding the value of each kind of passive (compared without case or surrounding space). */
const ATTRIBUTE_OF: Readonly<Record<ValueUnit, string>> = { ohm: 'resistance', farad: 'capacitance', henry: 'inductance' }

/**
 * What a category's parts are measured in, by its name: resistors in ohms, capacitors in farads, inductors in
 * henries; a category its name says nothing about takes its parent's. Not resistor networks and arrays (one value,
 * several parts), ferrite beads (an impedance at a frequency) or thermistors and varistors (their value is not what
 * a BOM's value cell means, nor what makes two of them interchangeable).
 */
export function passiveUnitOfCategory(name: string, parentName = ''): ValueUnit | undefined {
  const text = name.toLowerCase()
  if (/network|array|thermistor|varistor|potentiometer|trimmer|ferrite|bead|kit/.test(text)) return undefined
  if (/resistor/.test(text)) return 'ohm'
  if (/capacitor|mlcc/.test(text)) return 'farad'
  if (/inductor|choke/.test(text)) return 'henry'
  return parentName === '' ? undefined : passiveUnitOfCategory(parentName)
}

/** A named attribute, as the catalog keeps it. */
export interface NamedValue {
  readonly name: string
  readonly value: string
}

/** What a part's value and size are read from. */
export interface PassiveSource {
  readonly attributes: readonly NamedValue[]
  readonly description: string
  readonly packageName: string
}

/** A passive's value and size. */
export interface PassiveValue {
  readonly unit: ValueUnit
  /** `ohm:1.00e+4`: the value in base units at three significant digits (`componentValueKey`). */
  readonly valueKey: string
  /** The imperial chip size (`0603`), `''` when the package is not a chip size. */
  readonly chip: string
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

/**
 * The value and chip size of a part measured in `unit`: from its value attribute (a bare number there is in base
 * units), else from the first word of its description that is a value with its unit or prefix; `undefined` when
 * neither gives one.
 */
export function passiveValue(source: PassiveSource, unit: ValueUnit): PassiveValue | undefined {
  const chip = readPackageName(source.packageName).chip ?? ''
  const wanted = ATTRIBUTE_OF[unit]
  const attribute = source.attributes.find((item) => item.name.trim().toLowerCase() === wanted)
  if (attribute !== undefined) {
    const value = readComponentValue(attribute.value, { unit, bareIsBase: true })
    if (value?.unit === unit) return { unit, valueKey: componentValueKey(value), chip }
  }
  const value = descriptionValue(source.description, unit)
  return value === undefined ? undefined : { unit, valueKey: componentValueKey(value), chip }
}

/** A part as the product page knows it: its category (and the category's parent, when known) with its facts. */
export interface PassivePart extends PassiveSource {
  readonly categoryName: string
  readonly parentCategoryName?: string
}

/** A part's value and size when it is a passive whose value can be read; `undefined` otherwise. */
export function passiveOf(part: PassivePart): PassiveValue | undefined {
  const unit = passiveUnitOfCategory(part.categoryName, part.parentCategoryName)
  return unit === undefined ? undefined : passiveValue(part, unit)
}

/**
 * PAGE-1: two parts are alternatives by value and size when both are passives of the same kind with the same
 * value, and both have the same chip size (a part whose package is not a chip size has no size to match: leaded
 * and can parts differ in too many ways to call them the same).
 */
export function sameValueAndSize(a: PassivePart, b: PassivePart): boolean {
  const first = passiveOf(a)
  const second = passiveOf(b)
  if (first === undefined || second === undefined || first.chip === '') return false
  return first.unit === second.unit && first.valueKey === second.valueKey && first.chip === second.chip
}
