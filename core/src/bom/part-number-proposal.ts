/**
 * Part numbers found inside value or name columns (issue 8: "Where no part-number column exists, part
 * numbers found inside value or name columns are proposed"): JLCPCB's `Comment` holds `22uF` on one line and
 * `STM32H563RIT6` on the next; an Eagle export's `Value` holds `ZXMN4A06GTA`. A proposal, never a certainty:
 * the line says where it came from.
 */

/** `33pF`, `.1uF`, `10k`, `0.05R`, `12MHz`, `1%`: a value, not a part number. */
const PASSIVE_VALUE = /^(\d+([.,]\d+)?|[.,]\d+)\s*([pnuµmkKMGR]|meg)?\s*(F|H|Ω|ohms?|R|V|W|A|Hz|%)?$/i
/** `4R7`, `5k1`, `10k0.1`: resistance codes. */
const RKM = /^\d+[RKMkmpnuµ]\d*([.,]\d+)?$/
/** `32kHz768`, `32.768kHz`, `Crystal 25MHz`: frequencies. */
const FREQUENCY = /\d\s*[kKmMgG]?Hz/i
/** Characters of part numbers; `_` is left out, since it joins KiCad and Eagle symbol names (`Conn_01x15`). */
const SHAPE = /^[A-Za-z0-9][A-Za-z0-9\-/.#+,=()]*$/
/** `SOT-223`, `SOIC8`, `QFN-24`, `TO220`: packages, not part numbers. */
const PACKAGE = new RegExp(
  `^(${['SOT', 'SOD', 'SOIC', 'SOP', 'SSOP', 'TSSOP', 'HTSSOP', 'MSOP', 'VSSOP', 'QFN', 'VQFN', 'DFN', 'WSON', 'USON']
    .concat(['QFP', 'LQFP', 'TQFP', 'BGA', 'LGA', 'TO', 'DO', 'SMA', 'SMB', 'SMC', 'DIP', 'PDIP', 'SIP', 'SC'])
    .join('|')})-?\\d+[A-Z]?(-\\d+)?$`,
  'i',
)
/** A footprint's last word when it is a chip size (`C0603`, `LED0805`, `0402`). */
const SIZE_CODE = /^[A-Z]*(01005|0201|0402|0603|0805|1008|1206|1210|1812|2010|2220|2512)$/

/** The footprint's trailing chip-size word, upper case, alphanumerics only; `''` when it has none. */
function sizeCodeOf(footprint: string): string {
  const words = footprint.toUpperCase().split(/[^A-Z0-9]+/).filter((word) => word !== '')
  const last = words.at(-1) ?? ''
  return SIZE_CODE.test(last) ? last : ''
}

/**
 * Whether a single token looks like a manufacturer part number: 5 to 40 characters of a part number's
 * alphabet, with a letter and at least two digits, and not a value (`470pF`, `4R7`, `100nF/50V`), a frequency,
 * a package (`SOT-223`), or a library name that ends in its own chip size (Eagle's `INDUCTOR0603` over
 * footprint `0603`).
 */
export function looksLikePartNumber(token: string, footprint = ''): boolean {
  if (token.length < 5 || token.length > 40 || !SHAPE.test(token)) return false
  const letters = token.replace(/[^A-Za-z]/g, '').length
  const digits = token.replace(/\D/g, '').length
  if (letters === 0 || digits < 2) return false
  if (token.split('/').every((part) => PASSIVE_VALUE.test(part) || RKM.test(part))) return false
  if (FREQUENCY.test(token) || PACKAGE.test(token)) return false
  const size = sizeCodeOf(footprint)
  if (size !== '' && token.toUpperCase().replace(/[^A-Z0-9]/g, '').endsWith(size)) return false
  return true
}

/** The first token of a cell that looks like a part number (see `looksLikePartNumber`), or `undefined`. */
export function proposePartNumber(cell: string, footprint = ''): string | undefined {
  for (const raw of cell.split(/[\s;]+/)) {
    if (raw.length > 60) continue
    let token = raw.replace(/^,+|[,.;:]+$/g, '')
    // A bracket around the token is not part of it; brackets inside are (`B4B-PH-SM4-TB(LF)(SN)`).
    if (token.startsWith('(') && token.endsWith(')')) token = token.slice(1, -1)
    if (token.startsWith('(') && !token.includes(')')) token = token.slice(1)
    if (token.endsWith(')') && !token.includes('(')) token = token.slice(0, -1)
    if (looksLikePartNumber(token, footprint)) return token
  }
  return undefined
}
