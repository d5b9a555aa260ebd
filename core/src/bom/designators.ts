import { groupThousands } from './read-limits.ts'

/**
 * Reference designators as BOMs write them: lists (`C16,C14`, `R3 R4`, `C1; C2;`), ranges (`R1-R5`, `R1–R3`,
 * `U1..U3`) and mixes (`R1-R5, R8`), read into one designator each; and the other way, a list written short
 * (`R1-R5, R8`). Issue 8, "Lines".
 */

/**
 * The most designators one cell expands to. A range past it (`R1-R999999`) is kept as written, with a warning,
 * so a hostile or mistyped cell cannot make millions of strings.
 * @default 10000
 */
export const MAX_DESIGNATORS_PER_CELL = 10_000

/**
 * The most designators a whole BOM expands to: 20,000 rows of `R1-R10000` would otherwise be 200 million.
 * Past it, ranges are kept as written, with a warning. A board rarely has more than a few thousand parts.
 * @default 100000
 */
export const MAX_DESIGNATORS_PER_BOM = 100_000

/** A cell's designators, and what was odd about it. */
export interface DesignatorsRead {
  readonly designators: readonly string[]
  readonly warnings: readonly string[]
}

/** `R12`, `U$1`, `LED3`: a prefix and a number, the only shape a range end may have. */
const NUMBERED = /^([A-Za-z][A-Za-z$_]*)(\d+)$/
/** `R1-R5`, `R1–R5`, `R1—R5`, `U1..U3`, once the spaces around the operator are gone. */
const RANGE = /^([A-Za-z][A-Za-z$_]*)(\d+)(?:-|–|—|\.\.)([A-Za-z][A-Za-z$_]*)(\d+)$/
/** A range operator on its own or at a token's edge, once the cell is split (`R1 -R5`, `R1- R5`, `R1 - R5`). */
const OPERATOR = /^(?:-|–|—|\.\.)$/
const LEADING_OPERATOR = /^(?:-|–|—|\.\.)(?=[A-Za-z])/
const TRAILING_OPERATOR = /(?<=\d)(?:-|–|—|\.\.)$/
/** Separators: comma, semicolon, white space, and their full-width and CJK forms (`，` `；` `、`). */
const SEPARATORS = /[\s,;，；、]+/
const HAS_TEXT = /[\p{L}\p{N}]/u

/** `7` with `width` 3 → `007`: range ends written `R01` keep their zero padding. */
function pad(n: number, width: number): string {
  const text = String(n)
  return text.length >= width ? text : '0'.repeat(width - text.length) + text
}

/** The zero-padded width of a range's start (`R01` → 2), or 0 when it is written without padding. */
function paddedWidth(digits: string): number {
  return digits.length > 1 && digits.startsWith('0') ? digits.length : 0
}

/**
 * The tokens of a split cell with spaced ranges joined again: `R1`, `-`, `R5` → `R1-R5`; also `R1-`, `R5` and
 * `R1`, `-R5`. Done on tokens rather than with one pattern over the cell, so a long cell costs linear time.
 */
function joinSpacedRanges(tokens: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? ''
    const previous = out.at(-1)
    const next = tokens[i + 1]
    const numbered = (text: string | undefined): text is string => text !== undefined && NUMBERED.test(text)
    if (OPERATOR.test(token) && numbered(previous) && numbered(next)) {
      out[out.length - 1] = previous + token + next
      i++
    } else if (TRAILING_OPERATOR.test(token) && numbered(next) && numbered(token.replace(TRAILING_OPERATOR, ''))) {
      out.push(token + next)
      i++
    } else if (LEADING_OPERATOR.test(token) && numbered(previous) && numbered(token.replace(LEADING_OPERATOR, ''))) {
      out[out.length - 1] = previous + token
    } else {
      out.push(token)
    }
  }
  return out
}

/**
 * Reads a designator cell into its designators, in the order written, each once; ranges expand only when both
 * ends share the prefix and the end is not below the start (`R5-R1`, `C1-R5` are kept as written, with a
 * warning), and only up to `limit` designators in all (`MAX_DESIGNATORS_PER_CELL`; less when the rest of the
 * BOM has used its share of `MAX_DESIGNATORS_PER_BOM`). Never throws.
 */
export function readDesignators(text: string, limit: number = MAX_DESIGNATORS_PER_CELL): DesignatorsRead {
  const cap = Math.min(limit, MAX_DESIGNATORS_PER_CELL)
  const room =
    cap < MAX_DESIGNATORS_PER_CELL
      ? `past the ${groupThousands(MAX_DESIGNATORS_PER_BOM)} one BOM may hold in all`
      : `past the ${groupThousands(MAX_DESIGNATORS_PER_CELL)} one line may hold`
  const warnings: string[] = []
  const out: string[] = []
  const seen = new Set<string>()
  const repeated = new Set<string>()
  const add = (designator: string) => {
    if (seen.has(designator)) {
      repeated.add(designator)
      return
    }
    seen.add(designator)
    out.push(designator)
  }
  for (const token of joinSpacedRanges(text.split(SEPARATORS))) {
    if (!HAS_TEXT.test(token)) continue
    const range = RANGE.exec(token)
    if (range === null) {
      add(token)
      continue
    }
    const [, prefix = '', startDigits = '', endPrefix = '', endDigits = ''] = range
    const start = Number(startDigits)
    const end = Number(endDigits)
    if (prefix.toUpperCase() !== endPrefix.toUpperCase()) {
      warnings.push(`"${token}" is not a range (${prefix} and ${endPrefix} differ); it is kept as written.`)
      add(token)
      continue
    }
    if (end < start) {
      warnings.push(`"${token}" is not a range (it runs backwards); it is kept as written.`)
      add(token)
      continue
    }
    const count = end - start + 1
    if (out.length + count > cap) {
      warnings.push(`"${token}" would be ${groupThousands(count)} designators, ${room}; it is kept as written.`)
      add(token)
      continue
    }
    const width = paddedWidth(startDigits)
    for (let n = start; n <= end; n++) add(prefix + pad(n, width))
  }
  if (repeated.size > 0) {
    const list = [...repeated]
    warnings.push(`${list.join(', ')} ${list.length === 1 ? 'is' : 'are'} listed more than once; counted once.`)
  }
  return { designators: out, warnings }
}

/** The designators of a cell (`R1-R5, R8` → `R1` … `R5`, `R8`); see `readDesignators` for the warnings. */
export function parseDesignators(text: string): string[] {
  return [...readDesignators(text).designators]
}

interface Key {
  readonly text: string
  readonly prefix: string
  readonly number: number
  readonly digits: string
}

function keyOf(text: string): Key {
  const match = NUMBERED.exec(text)
  if (match === null) return { text, prefix: text, number: -1, digits: '' }
  const digits = match[2] ?? ''
  return { text, prefix: match[1] ?? '', number: Number(digits), digits }
}

function compareKeys(a: Key, b: Key): number {
  const pa = a.prefix.toUpperCase()
  const pb = b.prefix.toUpperCase()
  if (pa !== pb) return pa < pb ? -1 : 1
  if (a.number !== b.number) return a.number - b.number
  if (a.text.length !== b.text.length) return a.text.length - b.text.length
  return a.text < b.text ? -1 : a.text > b.text ? 1 : 0
}

/** The designators once each, in natural order: by prefix, then by number (`R2` before `R10`). */
export function sortDesignators(list: readonly string[]): string[] {
  return [...new Set(list)].map(keyOf).sort(compareKeys).map((key) => key.text)
}

/**
 * A designator list written short: sorted, each once, runs of three or more consecutive numbers of one prefix
 * as a range (`R1, R2, R3, R4, R5, R8` → `R1-R5, R8`). `parseDesignators` reads it back to the sorted list.
 */
export function compressDesignators(list: readonly string[]): string {
  const keys = sortDesignators(list).map(keyOf)
  const parts: string[] = []
  let i = 0
  while (i < keys.length) {
    const first = keys[i] as Key
    let last = i
    if (first.number >= 0) {
      const width = paddedWidth(first.digits)
      for (;;) {
        const next = keys[last + 1]
        const previous = keys[last] as Key
        if (next === undefined || next.number !== previous.number + 1) break
        if (next.text !== first.prefix + pad(next.number, width)) break
        last++
      }
    }
    if (last - i >= 2) {
      parts.push(`${first.text}-${(keys[last] as Key).text}`)
    } else {
      for (let k = i; k <= last; k++) parts.push((keys[k] as Key).text)
    }
    i = last + 1
  }
  return parts.join(', ')
}
