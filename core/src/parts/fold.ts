/**
 * The first step of every part-number rule (SEARCH-4, search issue #7): fold a part number, as typed or as
 * stored, into compatibility-normalised, case-folded characters, each with the role it plays and the stretch
 * of the original string it came from. The search key (`normalize.ts`) and the exact key (`exact.ts`) are
 * both read off this one fold, so indexing and querying can never disagree about a character.
 */

/**
 * What one folded character is to the part-number rules.
 * - `char`: a letter, digit or any other non-ASCII character (`±`, `°`, `Ω`, `µ`, CJK): kept in both keys.
 * - `separator`: `-` `/` `,` `#` `_`, any whitespace, any dash (`–`, `—`, `‐`, `−`), invisible format and
 *   control characters, and the double quote: ignored everywhere (the issue's list, widened to what a paste
 *   from a datasheet holds; no real part number holds a `"`, and a buyer who quotes one still means it).
 * - `point`: `.`: ignored like a separator, except as a decimal point between two digits in the exact key.
 * - `symbol`: any other ASCII punctuation (`(` `)` `+` `*` `%` `:` `=` `&` …): significant for exactness
 *   (`DS1307+` is not `DS1307`), not needed to find a part (`MAX232ESET` still finds `MAX232ESE+T`).
 */
export type FoldedRole = 'char' | 'separator' | 'point' | 'symbol'

/** A folded part number: parallel arrays, one entry per UTF-16 unit of `text`. */
export interface FoldedPartNumber {
  /** The folded text: NFKC per character cluster, then case-folded to upper case. */
  readonly text: string
  readonly role: readonly FoldedRole[]
  /** Where in the original string the unit's character cluster starts. */
  readonly start: readonly number[]
  /** Where in the original string the unit's character cluster ends (exclusive). */
  readonly end: readonly number[]
}

/** A base character with its combining marks, or marks with no base (at the start of the text). */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/uy
const SEPARATOR = /^[-/,#_"\u2212]$|^[\s\p{Pd}\p{Cf}\p{Cc}]$/u
const ASCII_PUNCTUATION = /^[!-/:-@[-`{-~]$/
const MARK = /^\p{M}$/u

/**
 * Case-folds one cluster. Upper case of lower case, so that both `ß` and `ẞ` fold to `SS` and a change of case
 * anywhere in the text never changes the fold; NFKC before (full-width `ＬＭ３５８` → `LM358`, `ﬁ` → `FI`,
 * `µ` → `μ`, `Ω` → `Ω`) and after (so folding is idempotent: `İ` folds to `İ` again, not to `I` + U+0307).
 */
function foldCluster(cluster: string): string {
  return cluster.normalize('NFKC').toLowerCase().toUpperCase().normalize('NFKC')
}

function roleOf(codePoint: string): FoldedRole {
  if (codePoint === '.') return 'point'
  if (SEPARATOR.test(codePoint)) return 'separator'
  if (ASCII_PUNCTUATION.test(codePoint)) return 'symbol'
  return 'char'
}

/** The role of each ASCII character, for the fast path. */
const ASCII_ROLES: readonly FoldedRole[] = Array.from({ length: 0x80 }, (_, code) => roleOf(String.fromCharCode(code)))

/**
 * Folds `text` cluster by cluster (never across clusters, so what a character becomes does not depend on its
 * neighbours, and a highlight maps back to whole original characters). A cluster may grow (`ß` → `SS`) or
 * shrink; every unit it yields maps to the whole cluster.
 */
export function foldPartNumber(text: string): FoldedPartNumber {
  let folded = ''
  const role: FoldedRole[] = []
  const start: number[] = []
  const end: number[] = []
  let at = 0
  while (at < text.length) {
    const code = text.charCodeAt(at)
    const next = at + 1 < text.length ? text.charCodeAt(at + 1) : 0
    // Fast path: an ASCII character not followed by a combining mark (all of which are U+0300 or above)
    // folds to itself, upper-cased.
    if (code < 0x80 && next < 0x300) {
      const character = code >= 0x61 && code <= 0x7a ? String.fromCharCode(code - 0x20) : text[at] ?? ''
      folded += character
      role.push(ASCII_ROLES[code] ?? 'char')
      start.push(at)
      end.push(at + 1)
      at++
      continue
    }
    CLUSTER.lastIndex = at
    const cluster = CLUSTER.exec(text)?.[0] ?? text[at] ?? ''
    const to = at + cluster.length
    let baseRole: FoldedRole = 'char'
    for (const codePoint of foldCluster(cluster)) {
      // A combining mark takes its base's role: `-` + U+0301 is one separator, `A` + U+0301 one character.
      const current: FoldedRole = MARK.test(codePoint) ? baseRole : roleOf(codePoint)
      baseRole = current
      for (let unit = 0; unit < codePoint.length; unit++) {
        role.push(current)
        start.push(at)
        end.push(to)
      }
      folded += codePoint
    }
    at = to
  }
  return { text: folded, role, start, end }
}
