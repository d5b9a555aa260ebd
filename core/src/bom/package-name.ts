/**
 * Package and footprint names compared (issue 8, "Matching and pricing": "the line's footprint is checked
 * against the matched part's package (`0603` vs `_0603` vs `C_0603_1608Metric`), and a mismatch is shown").
 * BOMs name footprints the way their CAD library does (`Capacitor_SMD:C_0402_1005Metric`, `R0603`,
 * `LibreSolar:C_0603_1608`, `Package_SO:SOIC-8_3.9x4.9mm_P1.27mm`); catalogs name packages as distributors do
 * (`0603`, `0603 (1608 Metric)`, `SOT-23-3`, `SOP-8`). Both are reduced to what can be compared: the chip size
 * of a chip part in inches (the EIA code), or the package family and its pin count.
 *
 * Ours: a bare four-digit chip code is read as the imperial (inch) code, as catalogs and CAD libraries write
 * it; a metric code is recognised only when the text says `Metric` or pairs it with its imperial twin. A
 * comparison that cannot be made says `unknown`, never `different`: a mismatch shown to the buyer must be real.
 */

/** What a package or footprint name was read as. */
export interface PackageName {
  /** The imperial chip size (`0603`) of a chip resistor, capacitor, inductor, LED or fuse, when named. */
  readonly chip: string | undefined
  /** The package family and pin count when the name is one of the usual IC and discrete packages. */
  readonly family: string | undefined
  readonly pins: number | undefined
  /** Upper case, the CAD library and the size details dropped, letters and digits only (`SOIC8`); `''` when empty. */
  readonly key: string
}

/** How two package names compare. */
export type PackageComparison = 'same' | 'different' | 'unknown'

/** Imperial chip codes and their metric twins (EIA-198 / IEC 60115 case codes). */
const METRIC_OF: Readonly<Record<string, string>> = {
  '01005': '0402',
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1008': '2520',
  '1206': '3216',
  '1210': '3225',
  '1806': '4516',
  '1812': '4532',
  '2010': '5025',
  '2220': '5750',
  '2512': '6332',
  '2920': '7451',
}

const IMPERIAL_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(METRIC_OF).map(([imperial, metric]) => [metric, imperial]),
)

const isImperial = (code: string) => Object.hasOwn(METRIC_OF, code)

/**
 * Package families by the words that name them, and the ones that are the same package under two names
 * (`SOP-8` is sold as `SOIC-8`).
 */
const FAMILY_ALIASES: Readonly<Record<string, string>> = {
  SOP: 'SOIC',
  SO: 'SOIC',
  SOIC: 'SOIC',
  TSSOP: 'TSSOP',
  SSOP: 'SSOP',
  MSOP: 'MSOP',
  VSSOP: 'VSSOP',
  QFN: 'QFN',
  VQFN: 'QFN',
  WQFN: 'QFN',
  DFN: 'DFN',
  LQFP: 'LQFP',
  TQFP: 'TQFP',
  QFP: 'QFP',
  BGA: 'BGA',
  DIP: 'DIP',
  PDIP: 'DIP',
}

/**
 * `SOT-23`, `SOT-323`, `SOT-523`: three pins when the name gives no count (`SOT-23-3`). Not `SOT-223` or
 * `SOT-89`: CAD libraries count their leads without the tab, catalogs with it.
 */
const DEFAULT_PINS: Readonly<Record<string, number>> = { SOT23: 3, SOT323: 3, SOT523: 3 }

/**
 * Small-outline transistor bodies go by several names (`SC-70-5` is `SOT-353`, `TSOT-25` is `TSOT-23-5`):
 * two different names of this kind are not known to differ.
 */
const LOOSE_BODIES = /^(SOT|TSOT)\d*$/

/**
 * The small-outline transistor bodies known as such (JEDEC and the usual `SOT-` names); NXP also writes its
 * outline codes as `SOT…` (`SOT96-1` is an SO-8), which name no transistor body and are left unread.
 */
const SOT_BODIES = new Set(['23', '89', '143', '223', '323', '343', '353', '363', '416', '457', '523', '543', '553', '563', '583', '623', '663', '666', '723', '883', '886', '923', '953'])

/** The part after a CAD library prefix (`Capacitor_SMD:C_0402_1005Metric` → `C_0402_1005Metric`). */
function withoutLibrary(text: string): string {
  const colon = text.lastIndexOf(':')
  return colon >= 0 ? text.slice(colon + 1) : text
}

/** The chip size a name gives, in inches. */
function chipOf(name: string): string | undefined {
  // `0603 (1608 Metric)`, `C_0603_1608Metric`, `R_0805_2012Metric_Pad1.20x1.40mm`, `1608Metric`.
  const metric = /(?:^|[^0-9])(?:(\d{4,5})[\s_-]*\(?\s*)?(\d{4})\s*Metric/i.exec(name)
  if (metric !== null) {
    const [, first, second = ''] = metric
    if (first !== undefined && isImperial(first) && METRIC_OF[first] === second) return first
    const imperial = IMPERIAL_OF[second]
    if (imperial !== undefined) return imperial
  }
  // `LibreSolar:C_0603_1608`: the imperial code with its metric twin, no word.
  for (const pair of name.matchAll(/(?:^|[^0-9])(\d{4,5})_(\d{4})(?![0-9])/g)) {
    const [, first = '', second = ''] = pair
    if (isImperial(first) && METRIC_OF[first] === second) return first
  }
  // `0603`, `_0603`, `C0402`, `R2512`, `LED_SMD1206`, `CHIP-LED0805`; not `0402x4` (an array), not `EIA3216`
  // (a tantalum case, metric) and not a code inside a longer number.
  for (const code of name.matchAll(/(?:^|[^0-9])(\d{4,5})(?![0-9])/g)) {
    const digits = code[1] ?? ''
    const at = (code.index ?? 0) + code[0].length - digits.length
    const before = name.slice(0, at)
    const after = name.slice(at + digits.length)
    if (!isImperial(digits) || /EIA[\s_-]*$/i.test(before) || /^\s*[xX×]\s*\d/.test(after) || /^[.,]\d/.test(after)) continue
    if (/[.,]$/.test(before)) continue
    return digits
  }
  return undefined
}

/** The family and pin count of an IC or discrete package name (`SOIC-8_3.9x4.9mm` → SOIC, 8). */
function familyOf(name: string): { readonly family: string; readonly pins: number | undefined } | undefined {
  const match = /(?:^|[^A-Z])(SOT|TSOT|SOD|SOIC|SOP|SO|TSSOP|SSOP|MSOP|VSSOP|V?W?QFN|DFN|LQFP|TQFP|QFP|BGA|P?DIP)[\s_-]?(\d+)?(?:[\s_-](\d+)(?![0-9.X]))?/.exec(
    name.toUpperCase(),
  )
  if (match === null) return undefined
  const [, word = '', size, count] = match
  // SOT and SOD carry a body number (`SOT-23`, `SOD-123`), the others a pin count (`SOIC-8`, `QFN-24`).
  if (word === 'SOT' || word === 'TSOT' || word === 'SOD') {
    if (size === undefined || (word !== 'SOD' && !SOT_BODIES.has(size))) return undefined
    const body = `${word}${size}`
    return { family: body, pins: count === undefined ? DEFAULT_PINS[body] : Number(count) }
  }
  return { family: FAMILY_ALIASES[word] ?? word, pins: size === undefined ? undefined : Number(size) }
}

/**
 * Reads a package or footprint name: its chip size, its family and pin count, and a plain key. Any text is
 * accepted; what cannot be read is left `undefined`.
 */
export function readPackageName(text: string): PackageName {
  const name = withoutLibrary(text.trim())
  const chip = chipOf(name)
  const family = chip === undefined ? familyOf(name) : undefined
  const firstPart = name.split('(')[0] ?? ''
  const key = (chip ?? firstPart.split(/_(?=\d+(?:\.\d+)?x)/i)[0] ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '')
  return { chip, family: family?.family, pins: family?.pins, key }
}

/**
 * Whether a BOM's footprint and a catalog package name the same package: `same` or `different` when both are
 * chip sizes, or both a known family with a pin count; `unknown` when either says too little to tell
 * (`Conn_01x04`, `MountingHole`, an empty cell).
 */
export function comparePackages(footprint: string, packageName: string): PackageComparison {
  const a = readPackageName(footprint)
  const b = readPackageName(packageName)
  if (a.key === '' || b.key === '') return 'unknown'
  if (a.chip !== undefined && b.chip !== undefined) return a.chip === b.chip ? 'same' : 'different'
  if (a.chip !== undefined || b.chip !== undefined) {
    // A chip size against an IC or diode package is a real mismatch; against anything else, nothing is known.
    const other = a.chip === undefined ? a : b
    return other.family !== undefined ? 'different' : 'unknown'
  }
  if (a.family !== undefined && b.family !== undefined) {
    if (a.family !== b.family) return LOOSE_BODIES.test(a.family) && LOOSE_BODIES.test(b.family) ? 'unknown' : 'different'
    if (a.pins !== undefined && b.pins !== undefined) return a.pins === b.pins ? 'same' : 'different'
    return 'unknown'
  }
  return a.key === b.key ? 'same' : 'unknown'
}

/** A package name as a buyer reads it in a message: the chip size (`0603`), else the name as given. */
export function packageLabel(text: string): string {
  return readPackageName(text).chip ?? withoutLibrary(text.trim())
}
