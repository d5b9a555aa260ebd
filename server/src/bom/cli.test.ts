import { readBom } from '@partfront/core/bom'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SqliteStore, openSqliteStore } from '../store/sqlite/sqlite-store.ts'
import { type BomFixtureParts, csvBom, seedBomParts, usd } from './bom.fixtures.ts'
import { BOM_USAGE, type BomCliJson, runBomCli } from './cli.ts'
import { EXPENSIVE_PART, seedExpensivePart } from './extreme-boms.fixtures.ts'
import type { BomReader } from './upload-reader.ts'

let folder: string
let store: SqliteStore
let empty: SqliteStore
let parts: BomFixtureParts

/** The reader in this thread: the worker's is tested once, below. */
const inProcess: BomReader = (bytes, name, options) => Promise.resolve(readBom(bytes, name, options))

const BOARD = csvBom([
  ['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8'],
  ['R1-R4, R8', '5', '', '', '10k', 'R_0603_1608Metric'],
  ['D1', '1', 'NOSUCHPART9', '', '', ''],
  ['C9', '1', 'LM358DR', '', '', 'DNP'],
])

function file(name: string, content: string | Uint8Array): string {
  const path = join(folder, name)
  writeFileSync(path, content)
  return path
}

function run(args: string[], on: SqliteStore = store, read: BomReader | undefined = inProcess) {
  return runBomCli(args, { store: on, databasePath: '/data/test.db', ...(read === undefined ? {} : { read }) })
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-bom-cli-'))
  store = await openSqliteStore(join(folder, 'catalog.db'))
  empty = await openSqliteStore(join(folder, 'empty.db'))
  parts = await seedBomParts(store)
})

afterAll(async () => {
  await store.close()
  await empty.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('npm run bom', { timeout: 30_000 }, () => {
  it('prints its usage with --help, and refuses no file, two files, an unknown option and a bad --boards', async () => {
    expect(await run(['--help'])).toEqual({ exitCode: 0, output: BOM_USAGE })
    expect((await run([])).output).toContain('Please name a BOM file.')
    expect(await run(['a.csv', 'b.csv'])).toEqual({ exitCode: 1, output: 'One file at a time, please: "b.csv" is one too many.' })
    expect((await run(['a.csv', '--colour'])).output).toContain("Unknown option '--colour'")
    for (const boards of ['0', '1.5', 'ten', '100001', '10000000']) {
      expect(await run(['a.csv', '--boards', boards])).toEqual({ exitCode: 1, output: `--boards must be a whole number from 1 to 100,000, not "${boards}"` })
    }
  })

  it('refuses a missing file, a file over 5 MB before reading it, and a file the reader refuses', async () => {
    expect(await run([join(folder, 'nothing.csv')])).toEqual({ exitCode: 1, output: `Cannot read ${join(folder, 'nothing.csv')}: no such file.` })
    const big = file('big.csv', new Uint8Array(5 * 1024 * 1024 + 1))
    expect(await run([big])).toEqual({ exitCode: 1, output: `${big}: The file is larger than 5 MB, the most a BOM file may be.` })
    const pdf = file('board.pdf', '%PDF-1.4')
    expect((await run([pdf])).output).toContain('Please upload a BOM as .xls, .xlsx or .csv')
  })

  it('prints the sheet, the header row, the mapping, each line with its match and price, and the totals', async () => {
    const result = await run([file('board.csv', BOARD), '--boards', '2'])
    expect(result.exitCode).toBe(0)
    const text = result.output
    expect(text).toContain('board.csv: sheet "board", header on row 1, 4 lines, priced for 2 boards.')
    expect(text).toMatch(/C\s+Manufacturer Part Number\s+mpn\s+0\.9/)
    expect(text).toMatch(/ 2 +U1, U2 +2 +LM358DR +exact 1\.00 +LM358DR \(Texas Instruments\) +\$0\.25 +\$1\.00/)
    expect(text).toMatch(/ 3 +R1-R4, R8 +5 +10k +by value 0\.50 +RC0603FR-0710KL \(Yageo\)/)
    expect(text).toMatch(/ 4 +D1 +1 +NOSUCHPART9 +none/)
    expect(text).toMatch(/ 5 +C9 +DNP +LM358DR/)
    expect(text).toContain('Row 3: By value: 10 kΩ in package 0603: Yageo RC0603FR-0710KL.')
    expect(text).toContain('Totals: 4 lines, 16 pieces to buy, 3 matched, $1.20.')
    expect(text).toContain('Not matched: 1 line to buy (rows 4).')
  })

  it('issue 18: says which columns its cells placed, in the table and in the JSON', async () => {
    const alternatives = csvBom(
      [
        ['1', 'U1, U2', '2', 'Texas Instruments', 'LM358DR'],
        ['2', 'U1, U2', '2', 'onsemi', 'LM358DR2G'],
        ['3', 'R1-R4', '4', 'Yageo', 'RC0603FR-0710KL'],
      ],
      ['Item', 'Schematic Reference', 'Qty', 'Manufacturer', 'Manufacturer Part Number'],
    )
    const result = await run([file('alternatives.csv', alternatives)])
    expect(result.exitCode).toBe(0)
    expect(result.output).toContain('Columns read by their cells:')
    expect(result.output).toContain('  B: Its header "Schematic Reference" is not a designator heading, but its cells are designator lists ("U1, U2", "R1-R4").')
    expect(result.output).toContain('Totals: 2 lines, 6 pieces to buy')
    const json = JSON.parse((await run([file('alternatives.csv', alternatives), '--json'])).output) as BomCliJson
    expect(json.mapping[1]).toMatchObject({ header: 'Schematic Reference', field: 'designators', confidence: 0.7 })
    expect(json.mapping[1]?.reason).toMatch(/designator lists/)
    expect(json.lines[0]?.alternates).toEqual([{ mpn: 'LM358DR2G', manufacturer: 'onsemi' }])
  })

  it('prints one JSON object with --json, in the issue’s shape', async () => {
    const result = await run([file('board.csv', BOARD), '--json'])
    const json = JSON.parse(result.output) as BomCliJson
    expect(Object.keys(json)).toEqual(['file', 'boards', 'sheet', 'sheets', 'headerRow', 'mapping', 'warnings', 'lines', 'totals'])
    expect(json).toMatchObject({ file: 'board.csv', boards: 1, sheet: 'board', headerRow: 1 })
    expect(json.mapping[2]).toEqual({ column: 2, header: 'Manufacturer Part Number', field: 'mpn', confidence: 0.9 })
    expect(json.lines[0]).toEqual({
      row: 2,
      designators: ['U1', 'U2'],
      quantity: 2,
      mpn: 'LM358DR',
      manufacturer: 'Texas Instruments',
      alternates: [],
      value: 'LM358',
      description: '',
      footprint: 'SOIC-8',
      fitted: true,
      match: { kind: 'exact', partId: parts.lm358dr, mpn: 'LM358DR', manufacturer: 'Texas Instruments', score: 1, reason: 'Exact: Texas Instruments LM358DR.' },
      unitPrice: usd(0.25),
      extendedPrice: usd(0.5),
      warnings: [],
    })
    expect(json.lines[3]).toMatchObject({ designators: ['C9'], quantity: 1, fitted: false, unitPrice: null })
    expect(json.totals).toEqual({ lines: 4, quantity: 8, matched: 3, price: usd(0.5) + usd(0.2), unmatched: [4], short: [] })
  })

  it('says the catalog is empty and what to run, and still shows what it read', async () => {
    const result = await run([file('board.csv', BOARD)], empty)
    expect(result.exitCode).toBe(0)
    expect(result.output).toContain('The catalog at /data/test.db is empty, so no line can match. Run `npm start`')
    expect(result.output).toContain('`npm run seed`')
    const json = JSON.parse((await run([file('board.csv', BOARD), '--json'], empty)).output) as BomCliJson
    expect(json.warnings[0]).toMatch(/^The catalog at \/data\/test.db is empty/)
    expect(json.totals.matched).toBe(0)
  })

  it('reads a .tsv file too, in a worker thread with the upload limits by default', async () => {
    const tsv = BOARD.replaceAll(',', '\t').replace('U1\t U2', 'U1 U2').replace('R1-R4\t R8', 'R1-R4 R8')
    const result = await run([file('board.tsv', tsv), '--json'], store, undefined)
    expect(result.exitCode).toBe(0)
    const json = JSON.parse(result.output) as BomCliJson
    expect(json.lines.map((line) => line.match.kind)).toEqual(['exact', 'value', 'none', 'exact'])
  }, 30_000)

  it('issue 14: flags extreme values on their lines when reading, and refuses a price past the money type with a message', async () => {
    const extreme = csvBom([
      ['U1', '1000000000000', 'LM358DR', 'Texas Instruments', '', ''],
      ['U2', '1e300', 'LM358DR', '', '', ''],
      ['U3', '-5', 'LM358DR', '', '', ''],
      ['U4', '0.0000001', 'LM358DR', '', '', ''],
      ['U5', '1', 'A'.repeat(1_000_000), '', '', ''],
      ['U6', '1', 'LM358DR', '', 'x'.repeat(2_000_000), ''],
    ])
    const result = await run([file('extreme.csv', extreme), '--json'])
    expect(result.exitCode).toBe(0)
    const json = JSON.parse(result.output) as BomCliJson
    expect(json.warnings).toEqual([
      'Row 2: The quantity 1000000000000 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'Row 3: The quantity 1e300 is more than 10,000,000, the most one line may have; the 1 designator is counted instead.',
      'Row 4: The quantity -5 is below zero; the 1 designator is counted instead.',
      'Row 5: The quantity 0.0000001 is not a whole number; 1 are counted.',
      'Row 6: The part number in Manufacturer Part Number has 1,000,000 characters, more than the 100 a part number may have; it was not read.',
      'Row 7: The cell in Value has 2,000,000 characters, more than the 1,000 a cell may have; only its first 1,000 were read.',
    ])
    expect(json.lines.map((line) => line.quantity)).toEqual([1, 1, 1, 1, 1, 1])

    await seedExpensivePart(store)
    const dear = file('dear.csv', csvBom([['U1', '10000000', EXPENSIVE_PART, 'Texas Instruments', '', '']]))
    expect(await run([dear])).toEqual({
      exitCode: 1,
      output: `${dear}: Row 2 (${EXPENSIVE_PART}) comes to $50,000,000,000 for 1 board, more than the $9,007,199,254 one price may be. Please ask for fewer boards, or a quote.`,
    })
  })
})
