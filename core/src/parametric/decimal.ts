/**
 * Exact decimal numbers for attribute values (issue 29): `m × 10^e` with an integer mantissa of at most 15
 * significant digits and no trailing zeros, so one value has one representation (`100nF` and `0.1µF` are both
 * `{ m: 1, e: -7 }`) and equality is `m === m && e === e`, with no float error. Fifteen digits is what a double
 * holds exactly: `toNumber` of two different decimals gives two different doubles in the same order, so a
 * column of doubles made from them (for sorting and counting) compares exactly as the decimals do. Longer
 * inputs (a catalog's float noise, `9.999999999999999e-05`) are rounded to 15 digits (half away from zero),
 * which is what turns them back into the value meant (`1e-4`).
 */

/** `m × 10^e`: `m` a safe integer of at most 15 digits without trailing zeros (0 is `{ m: 0, e: 0 }`). */
export interface Decimal {
  readonly m: number
  readonly e: number
}

/** Significant digits kept. */
export const DECIMAL_DIGITS = 15

const LIMIT = 10n ** BigInt(DECIMAL_DIGITS)

/** The canonical decimal of `mantissa × 10^exponent`, rounded to 15 significant digits. */
export function decimalOf(mantissa: bigint, exponent: number): Decimal {
  if (mantissa === 0n) return { m: 0, e: 0 }
  const negative = mantissa < 0n
  let m = negative ? -mantissa : mantissa
  let e = exponent
  if (m >= LIMIT) {
    const excess = m.toString().length - DECIMAL_DIGITS
    const divisor = 10n ** BigInt(excess)
    const quotient = m / divisor
    m = m % divisor >= divisor / 2n ? quotient + 1n : quotient
    e += excess
    if (m >= LIMIT) {
      m /= 10n
      e += 1
    }
  }
  while (m % 10n === 0n) {
    m /= 10n
    e += 1
  }
  return { m: Number(negative ? -m : m), e }
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,3}))?$/

/** A decimal number as text (`4.7`, `.1`, `1e-07`, `-55`, `+155`); `undefined` when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = NUMBER.exec(text)
  if (match === null) return undefined
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  const digits = BigInt(whole + fraction || '0')
  return decimalOf(sign === '-' ? -digits : digits, Number(exponent) - fraction.length)
}

/** `a × 10^k`. */
export function shiftDecimal(value: Decimal, k: number): Decimal {
  return value.m === 0 ? value : { m: value.m, e: value.e + k }
}

/** `a × numerator / denominator`, rounded to 15 significant digits (exact when the result terminates). */
export function scaleDecimal(value: Decimal, numerator: bigint, denominator: bigint): Decimal {
  if (denominator === 0n) throw new RangeError('scaleDecimal: division by zero')
  const extra = 40
  const scaled = BigInt(value.m) * numerator * 10n ** BigInt(extra)
  let quotient = scaled / denominator
  const remainder = scaled % denominator
  // Half away from zero at the 40th extra digit; decimalOf rounds again to 15 digits.
  if (2n * (remainder < 0n ? -remainder : remainder) >= (denominator < 0n ? -denominator : denominator)) {
    quotient += (scaled < 0n) !== (denominator < 0n) ? -1n : 1n
  }
  return decimalOf(quotient, value.e - extra)
}

/** −1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const low = Math.min(a.e, b.e)
  const x = BigInt(a.m) * 10n ** BigInt(a.e - low)
  const y = BigInt(b.m) * 10n ** BigInt(b.e - low)
  return x < y ? -1 : x > y ? 1 : 0
}

export function decimalsEqual(a: Decimal, b: Decimal): boolean {
  return a.m === b.m && a.e === b.e
}

/** The nearest double (correctly rounded by `Number`): order-preserving over canonical decimals. */
export function decimalToNumber(value: Decimal): number {
  return Number(`${value.m}e${value.e}`)
}

/** The value as plain decimal text in units of `10^unitExp`: `plainDecimal({ m: 47, e: 2 }, 3)` is `4.7`. */
export function plainDecimal(value: Decimal, unitExp = 0): string {
  const negative = value.m < 0
  const digits = String(Math.abs(value.m))
  const shift = value.e - unitExp
  let text: string
  if (shift >= 0) text = value.m === 0 ? '0' : digits + '0'.repeat(shift)
  else {
    const point = digits.length + shift
    text = point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${'0'.repeat(-point)}${digits}`
  }
  return negative ? `-${text}` : text
}

/** The power of ten of the leading digit: 0 for 4.7, 2 for 470, −7 for 1e-7 (0 for zero). */
export function decimalMagnitude(value: Decimal): number {
  return value.m === 0 ? 0 : String(Math.abs(value.m)).length - 1 + value.e
}
