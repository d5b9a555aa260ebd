import {
  decimalMagnitude,
  decimalsEqual,
  decimalOf,
  parseDecimal,
  plainDecimal,
  scaleDecimal,
  shiftDecimal,
  type Decimal,
} from './decimal.ts'
import { BINARY_PREFIXES, SHOWN_BINARY, SHOWN_SI, SI_PREFIXES, UNITS, type UnitDefinition, type UnitId } from './units.ts'

/**
 * Quantities as buyers, catalogs and BOMs write them, read to one exact value in the unit's base (issue 29):
 * `10k` = `10K` = `10kΩ` = `10 kOhms` = `10000` ohms; `4k7` = `4.7k`; `100n` = `100nF` = `0.1µF` = `0.1uF`;
 * `1/10W` = `0.1W` = `100mW`; `±1%`. Reading is directed by the unit the attribute is measured in, so `M` on a
 * resistance is mega and `4050 K` on a B constant is kelvin. A package code (`0603`, a number with a leading
 * zero) or a part number (`1N4148`: a prefix between digits with more than three after it) is never a value.
 */

/** A reading: the value, or why the text is not one (a sentence naming the text). */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string }

export interface QuantityOptions {
  /** A tolerance: a leading `±` (or `+/-`) is allowed and shown. @default false */
  readonly plusMinus?: boolean
  /** A bare number (`10000`, LCSC's `1e-07` farads) is in the base unit; otherwise it is refused. @default true */
  readonly bare?: boolean
  /**
   * A prefix without the unit (`10k`, `100n`, `4k7`) is read as the unit's; otherwise only a written unit is
   * (`10kΩ`, `4R7`), for text that may be of another unit. @default true
   */
  readonly prefixAlone?: boolean
}

const MAX_LENGTH = 60
const PLUS_MINUS = /^(?:±|\+\/-|\+-)\s*/
const FRACTION = /^(\d{1,4})\s*\/\s*(\d{1,5})(?!\d)/
const NUMBER_AT_START = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3}(?![\d.]))?/
/** `4k7`, `2n2`, `4R7`, `R47`, `1M5`: the prefix (or `R` for ohms) standing for the decimal point (IEC 60062). */
const RKM = /^(\d{0,3})(meg|MEG|[pnuµμUNPmkKMGR])(\d{1,3})(?!\d)/

function refuse<T>(problem: string): Read<T> {
  return { ok: false, problem }
}

function unitProblem(text: string, definition: UnitDefinition, why: string): string {
  return `"${text}" is not ${article(definition.quantity)} ${definition.quantity}: ${why} (write it like ${definition.example})`
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a'
}

/** The factor a prefix written before `rest`'s unit stands for, or `undefined` when `rest` is not prefix + unit. */
function suffixValue(
  number: Decimal,
  rest: string,
  definition: UnitDefinition,
  allowBare: boolean,
  prefixAlone = true,
): Read<Decimal> | undefined {
  // `12-bit`, `100-ohm`: a hyphen where a space would be, as a number and its unit are written before a noun;
  // only before a written unit, so `10-k` or `10-` stays refused.
  const hyphen = /^-(?=\S)/.test(rest)
  const suffix = hyphen ? rest.slice(1) : rest.replace(/^\s/, '')
  if (suffix === '') return allowBare ? { ok: true, value: number } : undefined
  const units: readonly (readonly [UnitDefinition, bigint, bigint])[] = [
    [definition, 1n, 1n],
    ...(definition.also === undefined ? [] : [[UNITS[definition.also.unit], definition.also.numerator, definition.also.denominator] as const]),
  ]
  for (const [candidate, numerator, denominator] of units) {
    const convert = (value: Decimal): Decimal => (numerator === denominator ? value : scaleDecimal(value, numerator, denominator))
    if (candidate.words.includes(suffix)) return { ok: true, value: convert(number) }
    const prefixes = candidate.prefixes === 'si' ? SI_PREFIXES : candidate.prefixes === 'binary' ? BINARY_PREFIXES : {}
    for (const [prefix, power] of Object.entries(prefixes)) {
      if (!suffix.startsWith(prefix)) continue
      const after = suffix.slice(prefix.length).replace(/^\s/, '')
      // A prefix alone (`10k`, `100n`) when the attribute says what is measured; never one of another unit.
      if (after !== '' && !candidate.words.includes(after)) continue
      if (after === '' && (candidate !== definition || !prefixAlone || hyphen)) continue
      const scaled =
        candidate.prefixes === 'binary' ? scaleDecimal(number, 1024n ** BigInt(power), 1n) : shiftDecimal(number, 3 * power)
      return { ok: true, value: convert(scaled) }
    }
  }
  return undefined
}

/**
 * Reads a quantity measured in `unitId` to its exact value in the unit's base (ohms, farads, volts, bytes…).
 * Refuses, with a sentence naming the text, anything else: another unit (`25MHz` as a capacitance), a package
 * code (`0603`), a part number (`1N4148`), a negative resistance.
 */
export function parseQuantity(text: string, unitId: UnitId, options: QuantityOptions = {}): Read<Decimal> {
  const definition = UNITS[unitId]
  const written = text.trim().replace(/\s+/g, ' ')
  if (written === '') return refuse(`No ${definition.quantity} was given (write it like ${definition.example})`)
  if (written.length > MAX_LENGTH) return refuse(`"${written.slice(0, MAX_LENGTH)}…" is too long to be a ${definition.quantity}`)
  let body = written
  const plusMinus = PLUS_MINUS.exec(body)
  if (plusMinus !== null) {
    if (options.plusMinus !== true) return refuse(unitProblem(written, definition, 'a ± belongs to a tolerance'))
    body = body.slice(plusMinus[0].length)
  }
  const allowBare = options.bare !== false
  const read = readBody(body, definition, allowBare, options.prefixAlone !== false)
  if (read === undefined) {
    if (/^0\d/.test(body)) return refuse(unitProblem(written, definition, 'a number with a leading zero is a package code'))
    const number = NUMBER_AT_START.exec(body)
    if (number === null) return refuse(unitProblem(written, definition, 'it does not start with a number'))
    const rest = body.slice(number[0].length).trim()
    return refuse(unitProblem(written, definition, `"${rest}" is not a unit of ${definition.quantity}`))
  }
  if (!read.ok) return read
  if (read.value.m < 0 && (!definition.signed || plusMinus !== null)) {
    return refuse(unitProblem(written, definition, `${article(definition.quantity)} ${definition.quantity} cannot be negative`))
  }
  return read
}

function readBody(body: string, definition: UnitDefinition, allowBare: boolean, prefixAlone: boolean): Read<Decimal> | undefined {
  const fraction = FRACTION.exec(body)
  if (fraction !== null) {
    const [whole, numerator = '1', denominator = '1'] = fraction
    if (Number(denominator) === 0) return refuse(`"${body}" divides by zero`)
    return suffixValue(scaleDecimal({ m: 1, e: 0 }, BigInt(numerator), BigInt(denominator)), body.slice(whole.length), definition, allowBare, prefixAlone)
  }
  const rkm = RKM.exec(body)
  if (rkm !== null && definition.prefixes === 'si') {
    const [whole, before = '', marker = '', after = ''] = rkm
    const isOhmR = marker === 'R'
    const power = isOhmR ? 0 : SI_PREFIXES[marker]
    const fits = isOhmR ? definition.id === 'ohm' : before !== ''
    if (power !== undefined && fits && !/^0\d/.test(before) && before.length + after.length <= 4) {
      const number = parseDecimal(`${before === '' ? '0' : before}.${after}`)
      const rest = body.slice(whole.length).replace(/^\s/, '')
      // `4k7` and `4k7Ω`, not `4R7Ω` (the R already is the ohm).
      if (number !== undefined && ((rest === '' && (isOhmR || prefixAlone)) || (!isOhmR && definition.words.includes(rest)))) {
        return { ok: true, value: shiftDecimal(number, 3 * power) }
      }
    }
  }
  const match = NUMBER_AT_START.exec(body)
  if (match === null) return undefined
  const digits = match[0]
  if (/^[+-]?0\d/.test(digits)) return undefined
  const number = parseDecimal(digits)
  if (number === undefined) return undefined
  return suffixValue(number, body.slice(digits.length), definition, allowBare, prefixAlone)
}

/** The power of 1000 (SI) or 1024 (binary) a value is shown with: 1–999 of it, within the unit's range. */
function shownPower(value: Decimal, definition: UnitDefinition): number {
  const [low, high] = definition.shown
  if (definition.prefixes === 'none' || value.m === 0) return Math.min(high, Math.max(low, 0))
  if (definition.prefixes === 'si') return Math.min(high, Math.max(low, Math.floor(decimalMagnitude(value) / 3)))
  let power = low
  const absolute = { m: Math.abs(value.m), e: value.e }
  while (power < high && !lessThan(absolute, 1024n ** BigInt(power + 1))) power++
  // Only a prefix the value divides into exactly (within 15 digits), so the text reads back to the value.
  while (power > low && !decimalsEqual(scaleDecimal(scaleDecimal(value, 1n, 1024n ** BigInt(power)), 1024n ** BigInt(power), 1n), value)) power--
  return power
}

function lessThan(value: Decimal, bound: bigint): boolean {
  return value.e >= 0 ? BigInt(value.m) * 10n ** BigInt(value.e) < bound : BigInt(value.m) < bound * 10n ** BigInt(-value.e)
}

function numberText(value: Decimal, definition: UnitDefinition, power: number): string {
  if (definition.prefixes === 'binary') return plainDecimal(scaleDecimal(value, 1n, 1024n ** BigInt(power)))
  return plainDecimal(value, definition.prefixes === 'si' ? 3 * power : 0)
}

export interface FormatOptions {
  /** Writes `±` before the number (tolerances). @default false */
  readonly plusMinus?: boolean
}

/** A quantity as a buyer reads it: `10 kΩ`, `4.7 kΩ`, `100 nF`, `100 mW`, `±1%`, `256 KB`, `-55 °C`. */
export function formatQuantity(value: Decimal, unitId: UnitId, options: FormatOptions = {}): string {
  const definition = UNITS[unitId]
  const power = shownPower(value, definition)
  const prefix = (definition.prefixes === 'binary' ? SHOWN_BINARY : SHOWN_SI)[power] ?? ''
  const unitText = prefix + definition.symbol
  const sign = options.plusMinus === true ? '±' : ''
  const number = numberText(value, definition, power)
  return unitText === '' ? `${sign}${number}` : `${sign}${number}${definition.space ? ' ' : ''}${unitText}`
}

/**
 * A quantity as compact ASCII text for a URL or a filter box: `10k`, `4.7k`, `100nF`, `50V`, `1%`, `256KB`,
 * `-55C`. It reads back (`parseQuantity`) to the same value.
 */
export function compactQuantity(value: Decimal, unitId: UnitId): string {
  const definition = UNITS[unitId]
  const power = shownPower(value, definition)
  const prefix = definition.prefixes === 'binary' ? (SHOWN_BINARY[power] ?? '') : (SHOWN_SI[power] ?? '').replace('µ', 'u')
  return `${numberText(value, definition, power)}${prefix}${definition.ascii}`
}

/** The decimal of a JavaScript number written without float noise (for generators): `quantity(4.7, 3)` is 4.7k. */
export function quantity(value: number, powerOfTen = 0): Decimal {
  const parsed = parseDecimal(String(value))
  if (parsed === undefined || !Number.isFinite(value)) throw new RangeError(`quantity: ${value} is not a finite number`)
  return decimalOf(BigInt(parsed.m), parsed.e + powerOfTen)
}
