import { SI_PREFIXES } from '../parametric/units.ts'

/**
 * Component values as BOMs and catalogs write them (issue 8, "for lines with only a value and a footprint
 * (passives), candidates by value and package"): `10k` = `10K` = `10kΩ` = `10 kohm` = `10000` on a resistor,
 * `4k7` = `4.7k`, `4R7` = `4.7 Ω`, `0R` = 0 Ω, `100nF` = `0.1uF` = `100n` on a capacitor, `2.2uH`. Each reads
 * to one number in base units (ohms, farads, henries) and one key, so the same value written two ways finds
 * the same parts.
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

/** The factor of each SI prefix: parametric search's one table (`k`, `K`, `meg`, `µ`, `u`, `U`…). */
const PREFIXES: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(SI_PREFIXES).map(([prefix, power]) => [prefix, Number(`1e${3 * power}`)]),
)

/** Prefixes that say the unit by themselves: a picofarad, a nanofarad… or a kilohm, a megohm. */
const SMALL = new Set(['p', 'P', 'n', 'N', 'u', 'U', 'µ', 'μ'])
const LARGE = new Set(['k', 'K', 'M', 'meg', 'Meg', 'MEG', 'G'])

const UNIT_WORDS: Readonly<Record<string, ValueUnit>> = {
  f: 'farad',
  h: 'henry',
  'ω': 'ohm',
  'Ω': 'ohm',
  ohm: 'ohm',
  ohms: 'ohm',
  r: 'ohm',
}

/** What may follow a value: the end, a separator, a rating, a tolerance in brackets. */
const AFTER = /^(?:$|[\s,;/(_±+@])/

/** `4k7`, `4R7`, `2n2`, `R47`, `0R`: the prefix (or `R`) standing for the decimal point (IEC 60062). */
const RKM = /^(\d*)([pnuµμmkKMGRr])(\d*)([FfHhΩ]|ohms?)?/

/** `10`, `4.7`, `.1`, `4,7` (before a prefix or unit), `1e-09`, then the prefix and the unit. */
const DECIMAL =
  /^(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|\.\d+|\d+,\d+(?=\s*[pnuµμmkKMG]))\s*(meg|Meg|MEG|[pnuµμPNUmkKMG])?\s*(ohms?|Ohms?|OHMS?|[FfHhΩωRr])?/

function unitOf(word: string | undefined): ValueUnit | undefined {
  if (word === undefined || word === '') return undefined
  return UNIT_WORDS[word.toLowerCase()] ?? UNIT_WORDS[word]
}

/** The unit a prefix alone implies, given what the part is. */
function impliedUnit(prefix: string, hint: ValueUnit | undefined): ValueUnit | undefined {
  if (SMALL.has(prefix)) return hint === 'henry' ? 'henry' : hint === 'ohm' ? undefined : 'farad'
  if (LARGE.has(prefix)) return hint === undefined || hint === 'ohm' ? 'ohm' : undefined
  // `m` alone: milliohm on a resistor (`300m` shunt), nothing else.
  return hint === 'ohm' ? 'ohm' : undefined
}

function finish(value: number, unit: ValueUnit | undefined, rest: string): ComponentValue | undefined {
  if (unit === undefined || !Number.isFinite(value) || value < 0) return undefined
  if (!AFTER.test(rest)) return undefined
  return { unit, value }
}

/**
 * Reads the value at the start of a BOM's value cell (`10K,1/16W,5%`, `1uF, 10V, X5R, 0402`, `22pF/50V(5%)`,
 * `4.7R(5%)`) or a catalog attribute (`453 Ω`, `2000.0` ohms, `1e-09` farads); `undefined` when it holds no
 * resistance, capacitance or inductance (`LED red`, `25MHz`, `3.6V`, `Conn_01x04`).
 */
export function readComponentValue(text: string, options: ReadValueOptions = {}): ComponentValue | undefined {
  const cell = text.trim()
  if (cell === '' || cell.length > 200) return undefined
  const hint = options.unit

  const rkm = RKM.exec(cell)
  if (rkm !== null) {
    const [whole, before = '', marker = '', after = '', unitWord] = rkm
    const isOhm = marker === 'R' || marker === 'r'
    // `4k7`, `4R7`: a marker between digits; `R47`: `R` before them; `0R`, `62R`: `R` (the ohm) after them.
    if ((before !== '' && after !== '') || (isOhm && (before !== '' || after !== ''))) {
      const scale = isOhm ? 1 : PREFIXES[marker]
      if (scale !== undefined && !(isOhm && unitWord !== undefined)) {
        const value = Number(`${before === '' ? '0' : before}.${after === '' ? '0' : after}`) * scale
        const unit = isOhm ? 'ohm' : (unitOf(unitWord) ?? impliedUnit(marker, hint))
        const read = finish(value, unit, cell.slice(whole.length))
        if (read !== undefined && (unitWord === undefined || unitOf(unitWord) === unit)) return read
      }
    }
  }

  const decimal = DECIMAL.exec(cell)
  if (decimal === null) return undefined
  const [whole, digits = '', prefix, unitWord] = decimal
  let rest = cell.slice(whole.length)
  // `25MHz`, `1mA`: the `H` of hertz or an amp is no inductance.
  if (/^[zZ]/.test(rest) || (unitWord === undefined && /^\s*(V|A|W|Hz|%|mm|ppm)/i.test(rest))) return undefined
  rest = rest.replace(/^\s+/, ' ')
  const number = Number(digits.replace(',', '.'))
  const scale = prefix === undefined ? 1 : (PREFIXES[prefix] ?? Number.NaN)
  let unit = unitOf(unitWord)
  if (unit === undefined) {
    if (prefix !== undefined) unit = impliedUnit(prefix, hint)
    else if (options.bareIsBase === true || hint === 'ohm') unit = hint
  }
  return finish(number * scale, unit, rest)
}

/**
 * The lookup key of a value: its unit and its value to three significant digits (`ohm:1.00e+4` for 10 kΩ),
 * so `10k`, `10000` and `10.0 kΩ` share one and float noise (`1.0000000000000001e-07`) does not matter.
 */
export function componentValueKey(value: ComponentValue): string {
  return `${value.unit}:${value.value.toExponential(2)}`
}

const SYMBOL: Readonly<Record<ValueUnit, string>> = { ohm: 'Ω', farad: 'F', henry: 'H' }
const SHOWN_PREFIXES: readonly (readonly [number, string])[] = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
]

/** A value as a buyer reads it: `10 kΩ`, `100 nF`, `4.7 µH`, `0 Ω`. */
export function formatComponentValue(value: ComponentValue): string {
  const symbol = SYMBOL[value.unit]
  if (value.value === 0) return `0 ${symbol}`
  const [scale, prefix] = SHOWN_PREFIXES.find(([s]) => value.value >= s * 0.9995) ?? [1e-12, 'p']
  const shown = Number((value.value / scale).toPrecision(3))
  return `${shown} ${prefix}${symbol}`
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
