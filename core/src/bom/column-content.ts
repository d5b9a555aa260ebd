import { columnName } from './column-names.ts'
import { classifyHeader } from './header-words.ts'
import type { DataRow } from './spreadsheet.types.ts'

/**
 * What a column's cells hold, told from the cells alone (issue 18, "columns must be known by what their cells
 * hold, not only by their header"): designator lists (`C9, C11`, `R1-R4`), quantities, part-number shapes and
 * known makers. The column mapping uses it to find designators and part numbers under any header, and to see
 * a table whose rows carry one cell more than their header, every value from some column on sitting one place
 * right of its header name.
 */

/** A designator, or a range of them: `R12`, `U$1`, `LED3`, `SW2A`, `R1-R4`, `C1..C3`, `R1-4`. */
const DESIGNATOR_TOKEN = /^[A-Z]{1,4}[$_]?\d+[A-Z]?(?:(?:-|–|—|\.\.)(?:[A-Z]{1,4}[$_]?)?\d+[A-Z]?)?$/i
/** Spaces around a range operator (`R1 - R4`), taken out before the cell is split. */
const SPACED_OPERATOR = /\s*(-|–|—|\.\.)\s*/g
const SEPARATORS = /[\s,;，；、]+/
/** The prefixes boards use for their parts: a column of them is designators, not part numbers (`NE555`). */
const COMMON_PREFIX = /^(R|C|L|D|U|Q|J|P|K|T|F|X|Y|SW|S|FB|TP|LED|IC|CN|BT|H|M|JP|RN|VR|RV|ZD|FID|MH|B|E|LD|CR)$/i

/** `C9, C11`, `R1-R4`, `U1`: one designator or a list of them, ranges allowed. */
export function isDesignatorList(cell: string): boolean {
  const tokens = cell.trim().replace(SPACED_OPERATOR, '$1').split(SEPARATORS).filter((token) => token !== '')
  return tokens.length > 0 && tokens.every((token) => DESIGNATOR_TOKEN.test(token))
}

function designatorCount(cell: string): number {
  return cell.trim().replace(SPACED_OPERATOR, '$1').split(SEPARATORS).filter((token) => token !== '').length
}

const POSITIVE_INTEGER = /^\d+(\.0+)?$/
/** `33pF`, `10k`, `4.7uF`, `100R`, `1%`: values, not part numbers. */
const PASSIVE_VALUE = /^\d+([.,]\d+)?\s*([pnuµmkKMGR]|meg)?\s*(F|H|Ω|ohm|ohms|R|V|W|A|Hz|%)?$/i
const PART_NUMBER = /^(?=.*\d)(?=.*[A-Z])[A-Z0-9][A-Z0-9\-/.#+_,()]{3,}$/i

/**
 * A part number's shape: letters and digits, 4 characters or more, no spaces; not a value nor designators.
 * One token shaped like a designator under a prefix boards do not use (`BC547B`, `NE555P`) is a part number.
 */
export function isPartNumberShape(cell: string): boolean {
  const text = cell.trim()
  if (!PART_NUMBER.test(text) || PASSIVE_VALUE.test(text)) return false
  if (!isDesignatorList(text)) return true
  return /^[A-Z]+\d+[A-Z]?$/i.test(text) && !COMMON_PREFIX.test(/^[A-Z]+/i.exec(text)?.[0] ?? '')
}

/** `C_0402_1005Metric`, `SOT-23-5`, `QFN-32`, `0603`: footprints, shaped like part numbers but not ones. */
const FOOTPRINT = /^(?:\w+:)?(?:[CRLD]_\d{4}|(?:SOT|SOD|SOIC|SO|QFN|DFN|TQFP|LQFP|QFP|TSSOP|MSOP|SSOP|SOP|BGA|DIP|TO|SMA|SMB|SMC|LGA)[-_]?\d)|^\d{4}$/i

/** A footprint's name (`C_0402_1005Metric`, `Package_SO:SOIC-8`, `SOT-23-5`, `0603`). */
export function isFootprint(cell: string): boolean {
  return FOOTPRINT.test(cell.trim())
}

/**
 * Makers whose names BOMs write (as in the real BOMs and the demo catalog), by a word of the name. Ours: a
 * cell naming one is taken for a manufacturer without doubt; other short words only count a little.
 */
const KNOWN_MAKER = new RegExp(
  '\\b(?:' +
    [
      'murata', 'yageo', 'samsung', 'kemet', 'tdk', 'vishay', 'texas instruments', 'ti', 'stmicro\\w*', 'st',
      'nxp', 'microchip', 'atmel', 'analog devices', 'adi', 'maxim', 'linear tech\\w*', 'on ?semi\\w*', 'fairchild',
      'diodes', 'panasonic', 'rohm', 'nexperia', 'infineon', 'kingbright', 'w[uü]rth', 'molex', 'te connectivity',
      'amphenol', 'jst', 'bourns', 'avx', 'kyocera', 'littelfuse', 'espressif', 'nordic', 'silicon lab\\w*',
      'lite-?on', 'everlight', 'hirose', 'toshiba', 'renesas', 'bosch', 'uniroyal', 'fenghua', 'sunlord', 'walsin',
      'taiyo yuden', 'coilcraft', 'abracon', 'epson', 'txc', 'cui', 'omron', 'alps', 'e-switch', 'keystone',
      'harwin', 'samtec', 'lattice', 'xilinx', 'altera', 'intel', 'winbond', 'macronix', 'issi', 'micron',
      'cypress', 'ftdi', 'wch', 'gigadevice', 'richtek', 'monolithic power', 'mps', 'alpha & omega', 'aos',
      'hroparts', 'xkb', 'sparkfun', 'adafruit', 'osram', 'cree', 'broadcom', 'avago', 'skyworks', 'qorvo',
      'mini-circuits', 'johanson', 'ecs', 'nichicon', 'rubycon', 'united chemi-con', 'lelon', 'ralec', 'viking',
      'susumu', 'koa', 'stackpole', 'cts', 'torex', 'semtech', 'sg ?micro', '3peak', 'mornsun', 'recom',
      'traco', 'meanwell', 'mean well', 'lrc', 'changjiang', 'cj', 'mdd', 'yangjie', 'kexin', 'hongfa', 'sharp',
    ].join('|') +
    ')\\b',
  'i',
)

/** A cell naming a known maker (`Murata`, `YAGEO (VA)`, `Texas Instruments`). */
export function isKnownMaker(cell: string): boolean {
  const text = cell.trim()
  return text.length <= 60 && KNOWN_MAKER.test(text)
}

/** A short name of words: maybe a maker (`Acme Parts`), maybe anything else. */
const WORDY = /^[\p{L}][\p{L}\s.&,()\-']{1,30}$/u

/** The roles cells can tell apart well enough to move a column: where the parts, their makers and counts are. */
export type ContentRole = 'designators' | 'quantity' | 'mpn' | 'manufacturer'

/** 0–1: how well a column's cells fit a role (the share of cells of its shape; known makers count fully). */
export function contentFit(role: ContentRole, cells: readonly string[]): number {
  if (cells.length === 0) return 0
  let sum = 0
  for (const cell of cells) {
    if (role === 'designators') sum += isDesignatorList(cell) ? 1 : 0
    else if (role === 'quantity') sum += POSITIVE_INTEGER.test(cell) ? 1 : 0
    else if (role === 'mpn') sum += isPartNumberShape(cell) && !isFootprint(cell) ? 1 : 0
    else sum += isKnownMaker(cell) ? 1 : WORDY.test(cell) && !/\d/.test(cell) ? 0.3 : 0
  }
  return sum / cells.length
}

/**
 * A connector's or header's name written as its designator (`POWER`, `ICSP`, `AD`, `IOL`; Arduino-style boards
 * name them so): one word in capitals, with no number needed. Alone it proves nothing (`SMD`, `THT`, `DNP` look
 * the same); beside a majority of designator lists it is one of them (issue 28).
 */
const NAMED_DESIGNATOR = /^[A-Z][A-Z0-9_]{1,11}$/

/** A cell that is a connector's or header's name (`POWER`, `ICSP`) rather than a letter and a number. */
export function isNamedDesignator(cell: string): boolean {
  const text = cell.trim()
  return NAMED_DESIGNATOR.test(text) && !isDesignatorList(text)
}

/** The share of cells that must be designator lists or names for a column to be read as designators. */
const DESIGNATOR_SHARE = 0.8

/**
 * Whether a column's cells are designators for sure enough to read it as such whatever its header: most of
 * them (more than half) designator lists and nearly all of them lists or connector names (`POWER`, `ICSP`),
 * and the lists either lists of several or of the usual prefixes (so that a column of `NE555`, `LM358` part
 * numbers is not taken for one).
 */
export function designatorEvidence(cells: readonly string[]): boolean {
  if (cells.length === 0) return false
  const lists = cells.filter(isDesignatorList)
  if (lists.length * 2 <= cells.length) return false
  const named = cells.filter(isNamedDesignator).length
  if ((lists.length + named) / cells.length < DESIGNATOR_SHARE) return false
  if (lists.some((cell) => designatorCount(cell) > 1)) return true
  const usual = lists.filter((cell) => COMMON_PREFIX.test(/^[A-Z]+/i.exec(cell.trim())?.[0] ?? '')).length
  return usual / lists.length >= 0.8
}

/** Up to `limit` non-empty cells of a column, from the top. */
export function columnCells(rows: readonly DataRow[], column: number, limit = 50): string[] {
  const out: string[] = []
  for (const row of rows) {
    if (out.length >= limit) break
    const cell = (row.cells[column] ?? '').trim()
    if (cell !== '') out.push(cell)
  }
  return out
}

/** A few cells of a column, quoted, as evidence in a reason (`"C9, C11", "R1-R4"`). */
export function examples(cells: readonly string[], count = 2): string {
  return [...new Set(cells)]
    .slice(0, count)
    .map((cell) => `"${cell.length > 24 ? `${cell.slice(0, 23)}…` : cell}"`)
    .join(', ')
}

/** Rows whose cells sit one column right of their header names from column `from` on. */
export interface ColumnShift {
  /** The first cell column (0-based) that belongs to no header name: header column `c ≥ from` reads cell `c + 1`. */
  readonly from: number
  /** The header name each cell column is read under (`''` for the cell at `from`). */
  readonly names: readonly string[]
  /** For the buyer: what was seen. */
  readonly reason: string
}

const SHIFT_ROLES: ReadonlySet<string> = new Set<ContentRole>(['designators', 'quantity', 'mpn', 'manufacturer'])
/** The share of data rows that must hold a value right of the header's last name. */
const BEYOND_SHARE = 0.6
/** How well the moved columns must fit their roles, and by how much better than where they are. */
const SHIFTED_FIT = 0.6
const FIT_GAIN = 0.4

/**
 * Finds rows that carry one cell more than their header, every value from some column on sitting one place
 * right of its header name (a real export: the `Part Number` column holding notes, the unnamed column after it
 * the part numbers, the manufacturer under `Note`). Seen from the cells: most rows hold a value right of the
 * header's last name, and read one column right, the columns named for designators, quantities, part numbers
 * or makers hold what their names say, where they are they do not. Of the places the shift may start that
 * explain the cells equally well, the last (the fewest columns moved).
 */
export function detectColumnShift(header: readonly string[], rows: readonly DataRow[]): ColumnShift | undefined {
  let lastNamed = -1
  header.forEach((name, column) => {
    if (name.trim() !== '') lastNamed = column
  })
  const sample = rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')).slice(0, 50)
  if (lastNamed < 1 || sample.length < 3) return undefined
  const beyond = sample.filter((row) => row.cells.slice(lastNamed + 1).some((cell) => cell.trim() !== '')).length
  if (beyond / sample.length < BEYOND_SHARE) return undefined

  const roles: { column: number; role: ContentRole }[] = []
  for (let column = 0; column <= lastNamed; column++) {
    const role = classifyHeader(header[column] ?? '')?.role
    if (role !== undefined && SHIFT_ROLES.has(role)) roles.push({ column, role: role as ContentRole })
  }
  const fits = new Map<string, number>()
  const fitAt = (role: ContentRole, column: number) => {
    const key = `${role}@${column}`
    let fit = fits.get(key)
    if (fit === undefined) {
      fit = contentFit(role, columnCells(sample, column))
      fits.set(key, fit)
    }
    return fit
  }

  let best: { from: number; score: number } | undefined
  for (let from = lastNamed; from >= 1; from--) {
    const moved = roles.filter((r) => r.column >= from)
    if (moved.length === 0) continue
    const shifted = moved.reduce((sum, r) => sum + fitAt(r.role, r.column + 1), 0) / moved.length
    const staying = moved.reduce((sum, r) => sum + fitAt(r.role, r.column), 0) / moved.length
    if (shifted < SHIFTED_FIT || shifted - staying < FIT_GAIN) continue
    // Only the distinctive cells decide: a column of small whole numbers may be item numbers as well.
    if (!moved.some((r) => r.role !== 'quantity' && fitAt(r.role, r.column + 1) >= SHIFTED_FIT)) continue
    const score = roles.reduce((sum, r) => sum + fitAt(r.role, r.column >= from ? r.column + 1 : r.column), 0)
    if (best === undefined || score > best.score) best = { from, score }
  }
  if (best === undefined) return undefined
  const from = best.from
  const names: string[] = []
  for (let column = 0; column <= lastNamed + 1; column++) names.push(column < from ? (header[column] ?? '') : column === from ? '' : (header[column - 1] ?? ''))
  const evidence = roles
    .filter((r) => r.column >= from && fitAt(r.role, r.column + 1) >= SHIFTED_FIT)
    .map((r) => `"${header[r.column] ?? ''}" is read from column ${columnName(r.column + 1)}, whose cells ${ROLE_EVIDENCE[r.role]}`)
  const reason =
    `From column ${columnName(from)} on, the rows carry one cell more than the header, so each value sits one column ` +
    `right of its header name: ${evidence.join('; ')}.`
  return { from, names, reason }
}

/** What cells fitting a role look like, for a reason. */
export const ROLE_EVIDENCE: Readonly<Record<ContentRole, string>> = {
  designators: 'are designator lists',
  quantity: 'are quantities',
  mpn: 'look like part numbers',
  manufacturer: 'name makers',
}
