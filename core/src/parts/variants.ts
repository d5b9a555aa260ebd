import { exactKeyOfFolded, type ExactKey } from './exact.ts'
import { foldPartNumber, type FoldedPartNumber } from './fold.ts'
import { manufacturerFamily, mouserPrefixes, type ManufacturerFamily } from './manufacturer-family.ts'
import { END_RULES, MIDDLE_RULES, type EndRule, type MiddleRule } from './suffix-rules.ts'

/**
 * Packaging and grade variants (SEARCH-4, search issue #7: "the same base part with another packaging or grade
 * suffix (`TPS71725QDRV` for `TPS71725QDRVRQ1`, `…TR`, `…/NOPB`, `…-ND` distributor numbers)"), ranked after
 * exact and before prefix matches. The rules themselves are in `suffix-rules.ts`.
 */

/** A part number taken apart into its base and what may vary. */
export interface PartSplit {
  /** The part number folded (`fold.ts`), from which both its keys are read. */
  readonly folded: FoldedPartNumber
  /** The manufacturer family whose scheme applied, if known. */
  readonly family: ManufacturerFamily | undefined
  /** The part number's exact key, with positions. */
  readonly exact: ExactKey
  /** The base before the varying middle, as exact-key units `[start, end)`. */
  readonly head: readonly [number, number]
  /** The base after the varying middle (Microchip's `/SN`), as exact-key units; empty when none. */
  readonly tail: readonly [number, number]
  /** What may stand in the middle (a regular-expression source over exact-key text), `''` when nothing. */
  readonly middle: string
  /** What may follow the base: each a regular-expression source over exact-key text. */
  readonly suffixes: readonly string[]
  /** The rules that fired, in order (for explanation and tests). */
  readonly rules: readonly string[]
}

/** Most suffix elements a query may chain after a base (`R` + `G4` + `Q1` + `NOPB`): bounds the pattern. */
const MAX_SUFFIX_ELEMENTS = 4
/** A Digi-Key number: the part number, maybe a maker code and cut tape / tape and reel / Digi-Reel, `-ND`. */
const DIGIKEY_SUFFIX = /(?:CT|TR|DKR)?[-\s]ND$/
const DIGIKEY_LANGUAGE = '(?:(?:[A-Z]{2})?(?:CT|TR|DKR))?ND'
const TRAILING_IGNORED = /[-/.,#_\s]+$/
const SYNTAX = /[\\^$.*+?()[\]{}|/]/g

const appliesTo = (rule: EndRule | MiddleRule, family: ManufacturerFamily | undefined) =>
  rule.families === 'any' || (family !== undefined && rule.families.includes(family))

/** Whether a head (folded text) still looks like a part: three or more letters or digits, one a digit. */
function looksLikePart(folded: string): boolean {
  const alnum = folded.replace(/[^0-9A-Z]/g, '')
  return alnum.length >= 3 && /\d/.test(alnum)
}

function trimEnd(text: string, end: number): number {
  const trailing = TRAILING_IGNORED.exec(text.slice(0, end))
  return trailing === null ? end : end - trailing[0].length
}

/** The exact-key units whose folded index lies in `[from, to)`, as a `[start, end)` range of units. */
function unitsIn(exact: ExactKey, from: number, to: number): readonly [number, number] {
  let start = exact.foldedIndex.findIndex((index) => index >= from)
  if (start < 0) start = exact.key.length
  let end = start
  while (end < exact.key.length && (exact.foldedIndex[end] ?? to) < to) end++
  return [start, end]
}

/**
 * Takes a part number apart by the suffix rules of its manufacturer's family (and the generic ones): what is
 * left is the base; what was stripped, and what the family's scheme allows, may vary. Reads the part number as
 * stored, separators included: they are the maker's evidence of where a suffix starts (`BC847B,215`).
 */
export function splitPartNumber(partNumber: string, manufacturer?: string): PartSplit {
  const family = manufacturerFamily(manufacturer)
  const folded = foldPartNumber(partNumber)
  const text = folded.text
  const exact = exactKeyOfFolded(folded)
  const rules: string[] = []
  const suffixes = new Set<string>()
  let from = /^[-/.,#_\s]*/.exec(text)?.[0].length ?? 0
  let to = trimEnd(text, text.length)

  // A distributor's number around the maker's: Mouser's prefix (only the family's own), Digi-Key's `-ND`.
  const mouser = mouserPrefixes(family).find((prefix) => text.startsWith(`${prefix}-`, from))
  if (mouser !== undefined && looksLikePart(text.slice(from + mouser.length + 1, to))) {
    from += mouser.length + 1
    rules.push('mouser')
  }
  const digikey = DIGIKEY_SUFFIX.exec(text.slice(from, to))
  if (digikey !== null && looksLikePart(text.slice(from, to - digikey[0].length))) {
    to = trimEnd(text, to - digikey[0].length)
    rules.push('digikey')
  }

  const fired = new Set<string>()
  for (let changed = true; changed; ) {
    changed = false
    for (const rule of END_RULES) {
      if (fired.has(rule.name) || !appliesTo(rule, family)) continue
      const match = rule.pattern.exec(text.slice(from, to))
      if (match === null) continue
      const strip = match.groups?.strip ?? match[0]
      const rest = trimEnd(text, to - strip.length)
      if (!looksLikePart(text.slice(from, rest))) continue
      fired.add(rule.name)
      rules.push(rule.name)
      suffixes.add(rule.language)
      if (strip !== '') {
        to = rest
        changed = true
      }
    }
  }
  for (const rule of END_RULES) {
    if (rule.familyWide === true && appliesTo(rule, family)) suffixes.add(rule.language)
  }

  let middleFrom = to
  let middleTo = to
  let middle = ''
  for (const rule of MIDDLE_RULES) {
    if (!appliesTo(rule, family)) continue
    const groups = rule.pattern.exec(text.slice(from, to))?.groups
    if (groups === undefined) continue
    const head = groups.head ?? ''
    const found = groups.middle ?? ''
    const required = rule.requires?.some((name) => fired.has(name)) ?? false
    if (rule.needsMiddle === true && found === '' && !required) continue
    if (rule.requires !== undefined && rule.needsMiddle !== true && !required) continue
    if (!looksLikePart(head)) continue
    middleFrom = from + head.length
    middleTo = middleFrom + found.length
    middle = rule.language
    rules.push(rule.name)
    break
  }

  return {
    folded,
    family,
    exact,
    head: unitsIn(exact, from, middleFrom),
    tail: unitsIn(exact, middleTo, to),
    middle,
    suffixes: [...suffixes],
    rules,
  }
}

/** The base of a split, head and tail in exact-key text. */
function baseOf(split: PartSplit): { readonly head: string; readonly tail: string } {
  return { head: split.exact.key.slice(...split.head), tail: split.exact.key.slice(...split.tail) }
}

/**
 * The base part of `partNumber`: its exact key (`exact.ts`) with the packaging, finish and grade suffixes its
 * manufacturer's scheme marks stripped (`TPS71725QDRVRQ1` → `TPS71725QDRV`, `LM358DR` → `LM358D`,
 * `LM1117MPX-3.3/NOPB` → `LM1117MP3.3`, `BC847B,215` → `BC847B`, `1N4148W-7-F` → `1N4148W`,
 * `MCP6002T-I/SN` → `MCP6002SN`, `595-LM358DR` → `LM358D`). Give the part number as stored, not a search key:
 * the maker's separators are the evidence of where a suffix begins. For the store's index column take
 * `normalizePartNumber` of it.
 */
export function basePartNumber(partNumber: string, manufacturer?: string): string {
  const { head, tail } = baseOf(splitPartNumber(partNumber, manufacturer))
  return head + tail
}

/** The pattern of exact keys that are `split`'s base with another packaging or grade suffix. */
export function variantPattern(split: PartSplit): RegExp {
  const { head, tail } = baseOf(split)
  const escape = (text: string) => text.replace(SYNTAX, '\\$&')
  const mouser = mouserPrefixes(split.family).join('|')
  const suffix = split.suffixes.length === 0 ? '' : `(?:${split.suffixes.join('|')}){0,${MAX_SUFFIX_ELEMENTS}}`
  return new RegExp(
    `^(?<mouser>${mouser === '' ? '' : `(?:${mouser})?`})${escape(head)}(?:${split.middle})${escape(tail)}` +
      `${suffix}(?:${DIGIKEY_LANGUAGE})?$`,
    'u',
  )
}

/**
 * Whether `query` (typed; read only through its exact key, so separators and case never matter) names the
 * part `split` with another packaging or grade suffix: the part's base, what its rules allow in place of the
 * suffix, maybe a Mouser prefix of the family or a Digi-Key `…-ND`. The same part number is not a variant
 * (that is an exact match). Returns the length of the Mouser prefix the query carried, or `undefined`.
 */
export function matchVariant(queryKey: string, split: PartSplit): { readonly mouserLength: number } | undefined {
  if (queryKey === '' || queryKey === split.exact.key) return undefined
  // The pattern spells the head and tail literally: most queries fail this before a pattern is built.
  const { head, tail } = baseOf(split)
  if (!queryKey.includes(head) || !queryKey.includes(tail)) return undefined
  const match = variantPattern(split).exec(queryKey)
  return match === null ? undefined : { mouserLength: match.groups?.mouser?.length ?? 0 }
}

/**
 * SEARCH-4: whether two part numbers are the same base part with different packaging or grade suffixes
 * (`TPS71725QDRV` and `TPS71725QDRVRQ1`: yes; `LM358DR` and `LM358DT`: yes; `1.5SMC6.8CA` and `1.5SMC68CA`: no,
 * their bases differ by the decimal point; the same part number: no). Symmetric: either has the other's base,
 * or either is the other's base with a suffix the other's rules allow. Both are read as stored, of one maker.
 */
export function isPackagingVariant(a: string, b: string, manufacturer?: string): boolean {
  const splitA = splitPartNumber(a, manufacturer)
  const splitB = splitPartNumber(b, manufacturer)
  if (splitA.exact.key === '' || splitA.exact.key === splitB.exact.key) return false
  const baseA = baseOf(splitA)
  const baseB = baseOf(splitB)
  if (baseA.head === baseB.head && baseA.tail === baseB.tail) return true
  return matchVariant(splitA.exact.key, splitB) !== undefined || matchVariant(splitB.exact.key, splitA) !== undefined
}
