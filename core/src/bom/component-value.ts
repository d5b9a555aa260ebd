import { decimalToNumber } from '../parametric/decimal.ts'
import { formatQuantity, parseQuantity, quantity } from '../parametric/quantity.rules.ts'
import { UNITS, type UnitId } from '../parametric/units.ts'

/**
 * Component values as BOMs and catalogs write them (issue 8, "for lines with only a value and a footprint
 * (passives), candidates by value and package"): `10k` = `10K` = `10kΩ` = `10 kohm` = `10000` on a resistor,
 * `4k7` = `4.7k`, `4R7` = `4.7 Ω`, `0R` = 0 Ω, `100nF` = `0.1uF` = `100n` on a capacitor, `2.2uH`. Each reads
 * to one number in base units (ohms, farads, henries) and one key, so the same value written two ways finds
 * the same parts.
 *
 * The number, prefix and unit are read by parametric search's `parseQuantity` (issue 29), so `10k`, `4k7` and
 * `0.1µF` mean the same in a BOM, a catalog attribute and a filter; a package code (`0603`) or a part number
 * (`1N4148`) is none. What is the BOM's own: where the value ends in a cell, and what a unitless value measures.
 *
 * Ours: a bare number (`100`) is a resistance only when the line is a resistor (its designators say `R`); on
 * a capacitor or an inductor it is too ambiguous to read (pF? µF?) and is left unread. An uppercase `M` is
 * mega, a lowercase `m` milli (`1M` is a megohm). `MHz`, `V`, `A`, `W` and `%` are not component values.
 */

/** What a value measures. */
export type ValueUnit = 'ohm' | 'farad' | 'henry'

/** A component value in base units. */
export interface ComponentValue {
  readonly unit: ValueUnit
  /** Ohms, farads or henries. */
  readonly value: number
}

/** Options of `readComponentValue`. */
export interface ReadValueOptions {
  /** What the part is, when known (from its designators or its category): fills in a value given without unit. */
  readonly unit?: ValueUnit
  /**
   * A bare number is already in base units whatever the unit (catalog attributes: `2000.0` ohms, `1e-09`
   * farads); without this, only a resistor's bare number is read.
   * @default false
   */
  readonly bareIsBase?: boolean
}

/** Prefixes that say the unit by themselves: a picofarad, a nanofarad… or a kilohm, a megohm. */
const SMALL = new Set(['p', 'P', 'n', 'N', 'u', 'U', 'µ', 'μ'])
const LARGE = new Set(['k', 'K', 'M', 'meg', 'Meg', 'MEG', 'G'])

const VALUE_UNITS: readonly ValueUnit[] = ['ohm', 'farad', 'henry']
/** Units a cell's value must not be read in: `25 MHz`, `3.6 V`, `1 A`, `5 mm` are no component values. */
const OTHER_UNITS = (Object.keys(UNITS) as UnitId[]).filter(
  (unit) => !(VALUE_UNITS as readonly string[]).includes(unit) && UNITS[unit].words.length > 0,
)

/** A word of the cell: up to what may follow a value (a separator, a rating, a tolerance in brackets). */
const WORD = /^[^\s,;/(_±+@]+/
/** A value's letters alone: `10k`, `4k7`, `100n`, `2M2`: the prefix that stands for the unit. */
const PREFIX_ALONE = /^\d*\.?\d*(meg|Meg|MEG|[pnuµμUNPmkKMG])\d*$/

/** The unit a prefix alone implies, given what the part is. */
function impliedUnit(prefix: string, hint: ValueUnit | undefined): ValueUnit | undefined {
  if (SMALL.has(prefix)) return hint === 'henry' ? 'henry' : hint === 'ohm' ? undefined : 'farad'
  if (LARGE.has(prefix)) return hint === undefined || hint === 'ohm' ? 'ohm' : undefined
  // `m` alone: milliohm on a resistor (`300m` shunt), nothing else.
  return hint === 'ohm' ? 'ohm' : undefined
}

function valueIn(text: string, unit: ValueUnit): ComponentValue | undefined {
  const read = parseQuantity(text, unit)
  return read.ok ? { unit, value: decimalToNumber(read.value) } : undefined
}

/** Whether the text is a quantity of another unit, written with that unit (`25MHz`, `3.6 V`, `5mm`). */
function isOtherUnit(text: string): boolean {
  return OTHER_UNITS.some((unit) => parseQuantity(text, unit, { bare: false, prefixAlone: false }).ok)
}

/** The value of one candidate text (`10kΩ`, `24 Ω`, `4k7`, `10000`), by its written unit, its prefix, or the hint. */
function readCandidate(text: string, options: ReadValueOptions): ComponentValue | undefined {
  // A written unit says what the value is: `10kΩ`, `4R7`, `100nF`, `2.2uH`.
  for (const unit of VALUE_UNITS) {
    if (parseQuantity(text, unit, { bare: false, prefixAlone: false }).ok) return valueIn(text, unit)
  }
  // A prefix alone says it by what the part is: `10k` a resistor, `100n` a capacitor (or an inductor's `100n`);
  // `10K` is no 10 kelvin, `300m` no 300 metres.
  const prefix = PREFIX_ALONE.exec(text.replace(' ', ''))?.[1]
  if (prefix === undefined && isOtherUnit(text)) return undefined
  if (prefix !== undefined && /[a-zA-Zµμ]/.test(text)) {
    const unit = impliedUnit(prefix, options.unit)
    return unit === undefined ? undefined : valueIn(text, unit)
  }
  // A bare number: in base units when the source says so, or a resistor's ohms.
  const hint = options.unit
  if (hint !== undefined && (options.bareIsBase === true || hint === 'ohm') && /^[\d.]/.test(text)) return valueIn(text, hint)
  return undefined
}

/**
 * Reads the value at the start of a BOM's value cell (`10K,1/16W,5%`, `1uF, 10V, X5R, 0402`, `22pF/50V(5%)`,
 * `4.7R(5%)`) or a catalog attribute (`453 Ω`, `2000.0` ohms, `1e-09` farads); `undefined` when it holds no
 * resistance, capacitance or inductance (`LED red`, `25MHz`, `3.6V`, `Conn_01x04`). The value itself is read by
 * parametric search's `parseQuantity` (one rule for `10k`, `4k7`, `0.1µF`; never a package code or a part
 * number); this decides only where it ends in the cell and, when no unit is written, what it measures.
 */
export function readComponentValue(text: string, options: ReadValueOptions = {}): ComponentValue | undefined {
  // `4,7k`: a decimal comma before a prefix.
  const cell = text.trim().replace(/^(\d+),(\d+)(?=\s*(?:meg|Meg|MEG|[pnuµμPNUmkKMG]))/, '$1.$2')
  if (cell === '' || cell.length > 200) return undefined
  const first = WORD.exec(cell)?.[0]
  if (first === undefined) return undefined
  // `24 Ω`, `10 kohm`, `100 nF`: the value and its unit as two words.
  const rest = cell.slice(first.length)
  const second = /^\s+([^\s,;/(_±+@]+)/.exec(rest)?.[1]
  if (second !== undefined) {
    const both = readCandidate(`${first} ${second}`, options)
    if (both !== undefined) return both
    // `25 MHz`, `16 V`: a number with another unit is no component value.
    if (isOtherUnit(`${first} ${second}`) && PREFIX_ALONE.exec(`${first}${second}`) === null) return undefined
  }
  return readCandidate(first, options)
}

/**
 * The lookup key of a value: its unit and its value to three significant digits (`ohm:1.00e+4` for 10 kΩ),
 * so `10k`, `10000` and `10.0 kΩ` share one and float noise (`1.0000000000000001e-07`) does not matter.
 */
export function componentValueKey(value: ComponentValue): string {
  return `${value.unit}:${value.value.toExponential(2)}`
}

/** A value as a buyer reads it, at three significant digits: `10 kΩ`, `100 nF`, `4.7 µH`, `0 Ω` (parametric's format). */
export function formatComponentValue(value: ComponentValue): string {
  return formatQuantity(quantity(Number(value.value.toPrecision(3))), value.unit)
}

/**
 * What a BOM line's designators say it is: `R` a resistor, `C` a capacitor, `L` an inductor (`R1`, `C12`,
 * `L3`; not `RV1`, `CN1` or `LED1`); `undefined` when they say nothing or disagree.
 */
export function valueUnitOfDesignators(designators: readonly string[]): ValueUnit | undefined {
  let unit: ValueUnit | undefined
  for (const designator of designators) {
    const prefix = /^([A-Za-z]+)/.exec(designator)?.[1]?.toUpperCase()
    const here = prefix === 'R' ? 'ohm' : prefix === 'C' ? 'farad' : prefix === 'L' ? 'henry' : undefined
    if (here === undefined || (unit !== undefined && here !== unit)) return undefined
    unit = here
  }
  return unit
}
