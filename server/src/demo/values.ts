/**
 * Component values as part numbers encode them. A value is a mantissa of two or three significant digits and a
 * power of ten (`{ m: 499, e: 1 }` is 4.99 kΩ), so the codes come out exact with no floating point:
 * `1002`, `103`, `4R7`, `49K9`, `10K0`, `104`, `R47`.
 */

/** A value: `m × 10^e` of the base unit (ohms, picofarads, nanohenries). */
export interface Value {
  /** Significant digits, 10–99 or 100–999. */
  readonly m: number
  readonly e: number
}

/** E6, E12, E24 (two significant digits) and E96 (three) preferred values. */
export const E6 = [10, 15, 22, 33, 47, 68] as const
export const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const
export const E24 = [
  10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91,
] as const
export const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169,
  174, 178, 182, 187, 191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294,
  301, 309, 316, 324, 332, 340, 348, 357, 365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511,
  523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681, 698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887,
  909, 931, 953, 976,
] as const

/** E192 (three significant digits): the series of 0.1% to 0.5% thin-film resistors. */
export const E192 = [
  100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124, 126, 127, 129, 130,
  132, 133, 135, 137, 138, 140, 142, 143, 145, 147, 149, 150, 152, 154, 156, 158, 160, 162, 164, 165, 167, 169, 172,
  174, 176, 178, 180, 182, 184, 187, 189, 191, 193, 196, 198, 200, 203, 205, 208, 210, 213, 215, 218, 221, 223, 226,
  229, 232, 234, 237, 240, 243, 246, 249, 252, 255, 258, 261, 264, 267, 271, 274, 277, 280, 284, 287, 291, 294, 298,
  301, 305, 309, 312, 316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361, 365, 370, 374, 379, 383, 388, 392,
  397, 402, 407, 412, 417, 422, 427, 432, 437, 442, 448, 453, 459, 464, 470, 475, 481, 487, 493, 499, 505, 511, 517,
  523, 530, 536, 542, 549, 556, 562, 569, 576, 583, 590, 597, 604, 612, 619, 626, 634, 642, 649, 657, 665, 673, 681,
  690, 698, 706, 715, 723, 732, 741, 750, 759, 768, 777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898,
  909, 920, 931, 942, 953, 965, 976, 988,
] as const

/** The value as a plain decimal string in units of `10^unitExp`: `decimal({ m: 499, e: 1 }, 3)` is `4.99`. */
export function decimal(value: Value, unitExp = 0): string {
  const digits = String(value.m)
  const shift = value.e - unitExp
  let text: string
  if (shift >= 0) text = digits + '0'.repeat(shift)
  else {
    const point = digits.length + shift
    text = point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${'0'.repeat(-point)}${digits}`
    text = text.replace(/0+$/, '').replace(/\.$/, '')
  }
  return text
}

/** The value in base units as a number (for prices and sorting, never for codes). */
export function magnitude(value: Value): number {
  return value.m * Math.pow(10, value.e)
}

/** The number of decimal digits of the integer part: 1 for 4.7, 3 for 470. */
function decade(value: Value): number {
  return String(value.m).length + value.e
}

/** SI prefix step (0, 3, 6, …) that shows the value with 1–3 integer digits, from `minExp`. */
function unitExp(value: Value, minExp: number, maxExp: number): number {
  const exp = Math.floor((decade(value) - 1) / 3) * 3
  return Math.min(maxExp, Math.max(minExp, exp))
}

const PREFIX: Record<number, string> = { [-3]: 'm', 0: '', 3: 'k', 6: 'M', 9: 'G' }

/** `10 kΩ`, `4.7 Ω`, `470 mΩ`, `2.2 MΩ`. */
export function ohmsText(value: Value): string {
  const exp = unitExp(value, -3, 6)
  return `${decimal(value, exp)} ${PREFIX[exp] ?? ''}Ω`
}

/** A capacitance in pF as text: `100 nF`, `4.7 µF`, `22 pF`. */
export function faradsText(value: Value): string {
  const exp = unitExp(value, 0, 6)
  return `${decimal(value, exp)} ${['pF', '', '', 'nF', '', '', 'µF'][exp] ?? 'pF'}`
}

/** An inductance in nH as text: `10 nH`, `4.7 µH`, `1 mH`. */
export function henriesText(value: Value): string {
  const exp = unitExp(value, 0, 6)
  return `${decimal(value, exp)} ${['nH', '', '', 'µH', '', '', 'mH'][exp] ?? 'nH'}`
}

/**
 * The digits-and-multiplier code: three significant digits and a zero count (`1002` = 10 kΩ), with `R` as the
 * decimal point below 100 (`49R9`, `4R70`). `sig` is the number of significant digits (2: `103`, `4R7`).
 */
export function multiplierCode(value: Value, sig: 2 | 3): string {
  const m = sig === 3 ? (value.m < 100 ? value.m * 10 : value.m) : value.m >= 100 ? value.m / 10 : value.m
  const e = value.e - (sig === 3 ? (value.m < 100 ? 1 : 0) : value.m >= 100 ? -1 : 0)
  if (e >= 0) return `${m}${e}`
  const digits = String(m)
  const point = digits.length + e
  if (point <= 0) return `R${'0'.repeat(-point)}${digits}`
  return `${digits.slice(0, point)}R${digits.slice(point)}`
}

/**
 * The letter-as-decimal-point code: `10K`, `4K7`, `49K9`, `100R`, `4R7`, `1M`, `2M2` (Yageo). With `width`,
 * padded with zeros to that many characters (`10K0`, `4K70`, `1M00`: Vishay).
 */
export function rkmCode(value: Value, width?: number): string {
  const exp = unitExp(value, 0, 6)
  const letter = exp === 6 ? 'M' : exp === 3 ? 'K' : 'R'
  const text = decimal(value, exp)
  let code = text.includes('.') ? text.replace('.', letter) : `${text}${letter}`
  if (code.startsWith('0')) code = code.slice(1)
  if (width !== undefined) while (code.length < width) code += '0'
  return code
}

/** A voltage as text: `3.3 V`, `50 V`. */
export function voltsText(volts: number): string {
  return `${volts} V`
}

/** `0603` → `0603 (1608 Metric)`: the inch case code with its metric name, as distributors list chip sizes. */
export const CHIP_SIZE_NAME: Readonly<Record<string, string>> = {
  '01005': '01005 (0402 Metric)',
  '0201': '0201 (0603 Metric)',
  '0402': '0402 (1005 Metric)',
  '0603': '0603 (1608 Metric)',
  '0805': '0805 (2012 Metric)',
  '1206': '1206 (3216 Metric)',
  '1210': '1210 (3225 Metric)',
  '1812': '1812 (4532 Metric)',
  '2010': '2010 (5025 Metric)',
  '2512': '2512 (6332 Metric)',
}

/** The distributor name of an inch chip size: `chipPackage('0603')` is `0603 (1608 Metric)`. */
export function chipPackage(size: string): string {
  return CHIP_SIZE_NAME[size] ?? size
}

/** Rated power of thick-film chip resistors by size, as text. */
export const RESISTOR_POWER: Readonly<Record<string, string>> = {
  '01005': '1/32 W',
  '0201': '1/20 W',
  '0402': '1/16 W',
  '0603': '1/10 W',
  '0805': '1/8 W',
  '1206': '1/4 W',
  '1210': '1/2 W',
  '2010': '3/4 W',
  '2512': '1 W',
}

/** Relative price of a chip size (0603 = 1). */
export const SIZE_PRICE: Readonly<Record<string, number>> = {
  '01005': 2.5,
  '0201': 1.4,
  '0402': 0.9,
  '0603': 1,
  '0805': 1.3,
  '1206': 1.9,
  '1210': 3,
  '1812': 5,
  '2010': 4,
  '2512': 5,
}
