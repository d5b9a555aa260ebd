import { normalizeHeader } from './header-words.ts'

/**
 * Do-not-fit marks (issue 8: "do-not-fit lines (`DNP`, `Mounted = No`, quantity 0) kept but flagged"), as the
 * tools and people writing BOMs put them: a whole cell saying so (`DNP`, `Do not populate`, ulx3s's
 * `Leave empty`), a key and value (`Fitted: no`, `Mounted = No`), a column of marks (`DNP`, `Fitted`), or a
 * note after the designators (smoothieboard's `Q6, Q7 – DO NOT STUFF`).
 */

/** A whole cell that says "not fitted", once trimmed and freed of brackets and a final stop. */
const PHRASE = new RegExp(
  '^(?:' +
    [
      'dnp',
      'dnf',
      'dni',
      'dnm',
      'dns',
      'do not (?:fit|populate|place|mount|stuff|install|assemble|solder)',
      'not (?:fitted|populated|mounted|placed|assembled|stuffed|installed)',
      'no ?pop',
      'nopop',
      // ulx3s's 1-click BOM notes `Leave empty` on the footprints an assembler must leave empty.
      'leave (?:empty|open|unpopulated|unfitted)',
      'nicht bestückt',
      'nicht bestücken',
      'ne pas monter',
      'non monté',
      '不贴',
      '不焊',
      '不贴片',
      '不上件',
    ].join('|') +
    ')$',
  'iu',
)

/** `Fitted: no`, `Mounted = No`, `Populate=false`. */
const KEY_NO = /^(?:fitted|mounted|populated?|placed?|assembled?|stuffed|bestückt|monté)\s*[:=]\s*(?:no|n|false|0|nein|non)$/iu

/** A do-not-fit note inside a designator cell (`Q6, Q7 – DO NOT STUFF`, `R1 (DNP)`). */
const IN_DESIGNATORS = /\b(?:do not (?:fit|populate|place|mount|stuff|install)|not (?:fitted|populated|mounted)|dnp|dnf|dni|no ?pop)\b/giu
/** Separators, dashes and brackets left around the note once it is taken out. */
const AROUND = new Set([' ', '\t', ',', ';', '-', '–', '—', '(', ')'])

/** Longer cells are not a mark: the patterns are kept to short text. */
const MAX_MARK_LENGTH = 100

function trimAround(text: string): string {
  let start = 0
  let end = text.length
  while (start < end && AROUND.has(text[start] ?? '')) start++
  while (end > start && AROUND.has(text[end - 1] ?? '')) end--
  return text.slice(start, end)
}

function bare(cell: string): string {
  return cell
    .trim()
    .replace(/^[([]\s*/, '')
    .replace(/\s*[)\]]?[.!]*$/, '')
    .trim()
}

/** Whether a whole cell says the part is not fitted (`DNP`, `Do not populate`, `Fitted: no`, `Leave empty`). */
export function saysDoNotFit(cell: string): boolean {
  if (cell.length > MAX_MARK_LENGTH) return false
  const text = bare(cell)
  return text !== '' && (PHRASE.test(text) || KEY_NO.test(text))
}

/** A designator cell without its do-not-fit note, and whether it had one. */
export function stripDoNotFit(designators: string): { readonly text: string; readonly doNotFit: boolean } {
  let doNotFit = false
  const parts = designators.split(IN_DESIGNATORS)
  if (parts.length > 1) doNotFit = true
  // Each piece loses the dash or bracket that led to the note; the designators stay in their own pieces.
  const text = parts.map(trimAround).filter((part) => part !== '').join(', ')
  return { text: doNotFit ? text : designators, doNotFit }
}

/** Headers that say "fitted" rather than "not fitted": a `no` under them means do not fit. */
const POSITIVE_HEADER = /^(?:fitted|mounted|populate|populated|place|placed|assemble|assembled|是否贴片)$/
const YES = /^(?:yes|y|true|1|x|✓|✔|fitted|ja|oui|是)$/iu
const NO = /^(?:no|n|false|0|nein|non|否)$/iu

/** What a cell of a do-not-fit column says. */
export type MarkReading = 'fitted' | 'not-fitted' | 'unclear'

/**
 * Reads a cell of the column mapped as `dnp`, by its header: under `DNP`, `DNF`, `Do not populate` (and
 * generic headers whose cells were found to be marks) a `DNP`, `yes` or `x` means not fitted; under `Fitted`,
 * `Mounted` or `Populate` a `no` does. An empty cell is fitted; a cell that is neither is unclear.
 */
export function readDoNotFitMark(header: string, cell: string): MarkReading {
  if (cell.length > MAX_MARK_LENGTH) return 'unclear'
  const text = bare(cell)
  if (text === '') return 'fitted'
  if (saysDoNotFit(text) || /^(?:nc|n\/c)$/i.test(text)) return 'not-fitted'
  const positive = POSITIVE_HEADER.test(normalizeHeader(header))
  if (YES.test(text)) return positive ? 'fitted' : 'not-fitted'
  if (NO.test(text)) return positive ? 'not-fitted' : 'fitted'
  return 'unclear'
}
