import { type BomRead, checkUploadSize, columnName, compressDesignators } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'
import { parseArgs } from 'node:util'
import { formatTable } from '../admin/table.ts'
import { formatMoney } from '../payments/proforma.ts'
import type { Store } from '../store/store.ts'
import { bomColumn } from './bom-detail.ts'
import { type LineMatch, matchBomLines } from './match.ts'
import { BomPriceRefusal, type PricedBom, type PricedLine, priceBom } from './price.ts'
import { type BomReader, UPLOAD_WORKER_LIMITS } from './upload-reader.ts'
import { createBomReader } from './read-bom-in-worker.ts'

/**
 * `npm run bom -- FILE [--boards N] [--json]` (issue 8, "In the terminal"): reads a BOM file with the same
 * limits as an upload (in a worker thread, with its time and memory limit; `.tsv` and `.txt` read too), maps,
 * matches and prices it against the database, and prints a readable table or, with `--json`, one JSON object.
 * `runBomCli` does the work and answers what to print; `scripts/bom.ts` opens the database and prints it.
 */

export const BOM_USAGE = `Usage: npm run bom -- FILE [--boards N] [--json]

Reads a BOM file (.csv, .tsv, .txt, .xls or .xlsx, at most 5 MB and ${BOM.maxModels} models), maps its columns,
matches each line against the catalog at DATABASE_URL (default ./data/partfront.db) and prices it for N boards
(default 1).

Options:
  --boards N   the build quantity: each line's quantity per board times N, priced at its price break
  --json       print one JSON object instead of the table
  --help, -h   this text`

/** The most boards a build may be priced for (`BOM.maxBoards`, as the API's `boards`). */
export const MAX_BOARDS = BOM.maxBoards

/** What a run printed and how it ended. */
export interface BomCliResult {
  readonly exitCode: 0 | 1
  /** For standard output (the table or the JSON), or the message of a failure for standard error. */
  readonly output: string
}

/** What the command needs: the store, where it is (for messages), and how to read a file. */
export interface BomCliDeps {
  readonly store: Pick<Store, 'boms' | 'catalog'>
  readonly databasePath: string
  /** @default a worker-thread reader with the upload limits */
  readonly read?: BomReader
}

/** The JSON the command prints with `--json` (issue 8's shape, with the line's warnings besides). */
export interface BomCliJson {
  readonly file: string
  readonly boards: number
  readonly sheet: string
  readonly sheets: readonly string[]
  readonly headerRow: number
  readonly mapping: readonly { column: number; header: string; field: string | null; confidence: number; reason?: string }[]
  readonly warnings: readonly string[]
  readonly lines: readonly BomCliLine[]
  readonly totals: {
    readonly lines: number
    readonly quantity: number
    readonly matched: number
    /** Micro-dollars. */
    readonly price: number
    readonly unmatched: readonly number[]
    readonly short: readonly { row: number; model: string; needed: number; stock: number }[]
  }
}

/** One line of the JSON. */
export interface BomCliLine {
  readonly row: number
  readonly designators: readonly string[]
  /** Per board, as the file says it (a do-not-fit line keeps its quantity and says `fitted: false`). */
  readonly quantity: number
  readonly mpn: string
  readonly manufacturer: string
  readonly alternates: readonly { mpn: string; manufacturer: string }[]
  readonly value: string
  readonly description: string
  readonly footprint: string
  readonly fitted: boolean
  readonly match: { kind: LineMatch['kind']; partId: number | null; mpn: string | null; manufacturer: string | null; score: number; reason: string }
  /** Micro-dollars; `null` when not matched, not fitted or priced on request. */
  readonly unitPrice: number | null
  readonly extendedPrice: number | null
  readonly warnings: readonly string[]
}

class CliError extends Error {}

interface Parsed {
  readonly file: string
  readonly boards: number
  readonly json: boolean
}

function parse(args: readonly string[]): Parsed | 'help' {
  let values: { boards?: string | undefined; json?: boolean | undefined; help?: boolean | undefined }
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: { boards: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    }))
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n\n${BOM_USAGE}`)
  }
  if (values.help === true) return 'help'
  const [file, ...rest] = positionals
  if (file === undefined) throw new CliError(`Please name a BOM file.\n\n${BOM_USAGE}`)
  if (rest.length > 0) throw new CliError(`One file at a time, please: "${rest.join(' ')}" is one too many.`)
  const text = values.boards ?? '1'
  const boards = Number(text)
  if (!/^[0-9]+$/.test(text) || boards < 1 || boards > MAX_BOARDS) {
    throw new CliError(`--boards must be a whole number from 1 to ${MAX_BOARDS.toLocaleString('en-US')}, not "${text}"`)
  }
  return { file, boards, json: values.json === true }
}

/** The file's bytes, refused before reading when it is not there or past the upload cap. */
function readBytes(file: string): Uint8Array {
  let size: number
  try {
    const stat = statSync(file)
    if (!stat.isFile()) throw new CliError(`${file} is not a file.`)
    size = stat.size
  } catch (error) {
    if (error instanceof CliError) throw error
    throw new CliError(`Cannot read ${file}: no such file.`)
  }
  const checked = checkUploadSize(size)
  if (!checked.ok) throw new CliError(`${file}: ${checked.message}`)
  return new Uint8Array(readFileSync(file))
}

const KIND_LABEL: Readonly<Record<LineMatch['kind'], string>> = {
  exact: 'exact',
  variant: 'variant',
  distributor: 'distributor',
  close: 'close',
  value: 'by value',
  none: 'none',
}

function money(micros: number | null): string {
  return micros === null ? '-' : formatMoney(micros)
}

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`
}

/** What a line asks for, in a word: its part number, else a distributor's number, else its value. */
function asked(line: PricedLine['line']): string {
  if (line.mpn !== '') return line.mpn
  const sku = line.distributorParts[0]
  if (sku !== undefined) return `${sku.distributor} ${sku.sku}`
  return line.value
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`
}

/** The readable report: the reading, the columns, the lines, the notes, the warnings and the totals. */
export function formatReport(file: string, read: BomRead, priced: PricedBom, notices: readonly string[]): string {
  const out: string[] = []
  const others = read.sheets.filter((sheet) => sheet !== read.sheet)
  out.push(
    `${file}: sheet "${read.sheet}"${others.length === 0 ? '' : ` (also: ${others.map((s) => `"${s}"`).join(', ')})`}, header on row ${read.headerRow}, ${plural(read.lines.length, 'line')}, priced for ${plural(priced.boards, 'board')}.`,
  )
  for (const notice of notices) out.push('', notice)
  out.push('', 'Columns:')
  out.push(
    formatTable(
      [{ heading: 'Col' }, { heading: 'Header' }, { heading: 'Read as' }, { heading: 'Confidence', align: 'right' }],
      read.mapping.map((column) => [
        columnName(column.column),
        clip(column.header, 32),
        column.field === null ? '(not read)' : `${column.field}${column.distributor === undefined ? '' : ` (${column.distributor})`}${column.alternate === undefined || column.alternate === 0 ? '' : ` (alternate ${column.alternate})`}`,
        column.field === null ? '' : column.confidence.toFixed(2),
      ]),
      'No columns.',
    ),
  )
  const reasoned = read.mapping.filter((column) => column.reason !== undefined)
  if (reasoned.length > 0) {
    out.push('', 'Columns read by their cells:')
    for (const column of reasoned) out.push(`  ${columnName(column.column)}: ${column.reason ?? ''}`)
  }
  out.push('', 'Lines:')
  out.push(
    formatTable(
      [
        { heading: 'Row', align: 'right' },
        { heading: 'Designators' },
        { heading: 'Qty', align: 'right' },
        { heading: 'Part number' },
        { heading: 'Match' },
        { heading: 'Catalog part' },
        { heading: 'Unit', align: 'right' },
        { heading: 'Extended', align: 'right' },
      ],
      priced.lines.map((p) => [
        String(p.line.row),
        clip(compressDesignators(p.line.designators), 28),
        p.line.fitted ? String(p.quantity) : 'DNP',
        clip(asked(p.line), 28),
        p.match.kind === 'none' ? 'none' : `${KIND_LABEL[p.match.kind]} ${p.match.score.toFixed(2)}`,
        p.match.part === null ? '-' : clip(`${p.match.part.model} (${p.match.part.brandName})`, 36),
        money(p.unitPrice),
        money(p.extendedPrice),
      ]),
      'No lines.',
    ),
  )
  const notes = priced.lines.filter((p) => p.match.kind !== 'exact' || p.warnings.length > 0)
  if (notes.length > 0) {
    out.push('', 'Matches to check:')
    for (const p of notes) out.push(`  Row ${p.line.row}: ${[p.match.reason, ...p.warnings].join(' ')}`)
  }
  if (read.warnings.length > 0) {
    out.push('', 'Warnings:')
    for (const warning of read.warnings) out.push(`  ${warning}`)
  }
  const t = priced.totals
  out.push(
    '',
    `Totals: ${plural(t.lines, 'line')}, ${plural(t.quantity, 'piece')} to buy, ${t.matched} matched, ${formatMoney(t.price)}` +
      (t.onRequest.length > 0 ? ` (plus ${plural(t.onRequest.length, 'line')} priced on request: rows ${t.onRequest.join(', ')})` : '') +
      '.',
  )
  if (t.unmatched.length > 0) out.push(`Not matched: ${plural(t.unmatched.length, 'line')} to buy (rows ${t.unmatched.join(', ')}).`)
  if (t.short.length > 0) {
    out.push(`Short in stock: ${t.short.map((s) => `row ${s.row} ${s.model} (${s.needed.toLocaleString('en-US')} needed, ${s.stock.toLocaleString('en-US')} in stock)`).join('; ')}.`)
  }
  return out.join('\n')
}

/** The `--json` object. */
export function reportJson(file: string, read: BomRead, priced: PricedBom, notices: readonly string[]): BomCliJson {
  return {
    file,
    boards: priced.boards,
    sheet: read.sheet,
    sheets: read.sheets,
    headerRow: read.headerRow,
    mapping: read.mapping.map(bomColumn),
    warnings: [...notices, ...read.warnings],
    lines: priced.lines.map((p) => ({
      row: p.line.row,
      designators: p.line.designators,
      quantity: p.line.quantity,
      mpn: p.line.mpn,
      manufacturer: p.line.manufacturer,
      alternates: p.line.alternates.map((a) => ({ mpn: a.mpn, manufacturer: a.manufacturer })),
      value: p.line.value,
      description: p.line.description,
      footprint: p.line.footprint,
      fitted: p.line.fitted,
      match: {
        kind: p.match.kind,
        partId: p.match.part?.intID ?? null,
        mpn: p.match.part?.model ?? null,
        manufacturer: p.match.part?.brandName ?? null,
        score: p.match.score,
        reason: p.match.reason,
      },
      unitPrice: p.unitPrice,
      extendedPrice: p.extendedPrice,
      warnings: p.warnings,
    })),
    totals: {
      lines: priced.totals.lines,
      quantity: priced.totals.quantity,
      matched: priced.totals.matched,
      price: priced.totals.price,
      unmatched: priced.totals.unmatched,
      short: priced.totals.short,
    },
  }
}

let defaultReader: BomReader | undefined

async function run(args: readonly string[], deps: BomCliDeps): Promise<string> {
  const parsed = parse(args)
  if (parsed === 'help') return BOM_USAGE
  const bytes = readBytes(parsed.file)
  const name = basename(parsed.file)
  defaultReader ??= createBomReader(UPLOAD_WORKER_LIMITS)
  const read = await (deps.read ?? defaultReader)(bytes, name, { textSuffixes: true })
  if (!read.ok) throw new CliError(`${parsed.file}: ${read.message}`)
  const notices: string[] = []
  if ((await deps.store.catalog.countProducts()) === 0) {
    notices.push(
      `The catalog at ${deps.databasePath} is empty, so no line can match. Run \`npm start\` (it loads the demo catalog on its first start) or \`npm run seed\`, or load a catalog with \`npm run import -- FILE\`.`,
    )
  }
  const matches = await matchBomLines(read.lines, deps.store.boms, parsed.boards)
  let priced: PricedBom
  try {
    priced = priceBom(read.lines, matches, parsed.boards)
  } catch (error) {
    if (error instanceof BomPriceRefusal) throw new CliError(`${parsed.file}: ${error.message}`)
    throw error
  }
  return parsed.json ? JSON.stringify(reportJson(name, read, priced, notices), null, 2) : formatReport(name, read, priced, notices)
}

/** Runs the command: exit code 0 and the report, or 1 and a message naming what was wrong. */
export async function runBomCli(args: readonly string[], deps: BomCliDeps): Promise<BomCliResult> {
  try {
    return { exitCode: 0, output: await run(args, deps) }
  } catch (error) {
    if (error instanceof CliError) return { exitCode: 1, output: error.message }
    throw error
  }
}
