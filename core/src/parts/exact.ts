import { foldPartNumber, type FoldedPartNumber } from './fold.ts'

/**
 * When a query is the same part number as a part (SEARCH-4, search issue #7: "a near-miss that differs by a
 * character (`1.5SMC6.8CA` for `1.5SMC68CA`) is never shown as exact").
 *
 * Ours: the separators are ignored for finding a part, but one of them, the `.`, is also the decimal
 * point of values written into part numbers (`1.5SMC6.8CA` is a 6.8 V TVS diode, `1.5SMC68CA` a 68 V one; the
 * search keys of both are `15SMC68CA`). Exactness therefore compares the exact key, which differs from the
 * search key in two ways:
 * - A decimal point is kept: a run of ignored characters between two digits that holds a `.` becomes one `.`
 *   (`6.8`, `6 . 8`, `6-.8` → `6.8`; `6-8`, `68` → `68`). A `.` anywhere else is ignored (`U.FL` → `UFL`).
 * - ASCII punctuation outside the separators is kept (`DS1307+` ≠ `DS1307`, `5*11` ≠ `511`).
 * Case and the other separators are ignored as in the search key (`LM358-N` is exact for `LM358N`).
 */

/** The exact key with, per unit, its index in the fold and the stretch of the original it came from. */
export interface ExactKey {
  readonly key: string
  /** Index into the fold (`foldPartNumber`) of each unit of `key`. */
  readonly foldedIndex: readonly number[]
  readonly sourceIndex: readonly number[]
  readonly sourceEnd: readonly number[]
}

const DIGIT = /^\p{Nd}$/u

/** The exact key of an already folded part number (see `exactPartKey`). */
export function exactKeyOfFolded(folded: FoldedPartNumber): ExactKey {
  let key = ''
  const foldedIndex: number[] = []
  const sourceIndex: number[] = []
  const sourceEnd: number[] = []
  const push = (unit: number) => {
    key += folded.text[unit]
    foldedIndex.push(unit)
    sourceIndex.push(folded.start[unit] ?? 0)
    sourceEnd.push(folded.end[unit] ?? 0)
  }
  let previousKept = -1
  let firstPoint = -1
  for (let unit = 0; unit < folded.text.length; unit++) {
    const role = folded.role[unit]
    if (role === 'point') {
      if (firstPoint < 0) firstPoint = unit
      continue
    }
    if (role === 'separator') continue
    const between = firstPoint >= 0 && previousKept >= 0
    if (between && DIGIT.test(folded.text[previousKept] ?? '') && DIGIT.test(folded.text[unit] ?? '')) {
      push(firstPoint)
    }
    push(unit)
    previousKept = unit
    firstPoint = -1
  }
  return { key, foldedIndex, sourceIndex, sourceEnd }
}

/**
 * The exact key of a part number or query: its search key (`normalizePartNumber`) with decimal points between
 * digits and ASCII punctuation other than the separators kept (`1.5SMC6.8CA` → `1.5SMC6.8CA`,
 * `l-m-3-5-8` → `LM358`, `MAX232ESE+T` → `MAX232ESE+T`). Idempotent.
 */
export function exactPartKey(partNumber: string): string {
  return exactKeyOfFolded(foldPartNumber(partNumber)).key
}

/**
 * SEARCH-4: whether `query` is exactly `partNumber`: the same exact key (`LM358-N` for `LM358N`, `l-m-3-5-8`
 * for `LM358`: yes; `1.5SMC6.8CA` for `1.5SMC68CA`, `DS1307` for `DS1307+`: no). An empty key is never exact.
 */
export function isExactPartNumber(query: string, partNumber: string): boolean {
  const key = exactPartKey(query)
  return key !== '' && key === exactPartKey(partNumber)
}
