import * as XLSX from 'xlsx'
import { describe, expect, it } from 'vitest'
import { readBomUpload } from '../bom/read-bom-upload.ts'
import type { WorkbookReader } from '../bom/read-sheets.ts'
import { readWorkbook } from '../bom/workbook.ts'
import { SAMPLE_ROWS, type WorkbookLoader, readLocally } from './bom-local-read.ts'

/**
 * The browser's read before upload loads SheetJS for a workbook only (issue 18: the `bom-local-read` chunk
 * carried it, about 126 kB gzip'd, for every CSV too). The loader stands in for the page's `import()` of
 * `workbook.ts`: it counts its calls and hands over the real SheetJS reader, so the results are SheetJS's.
 */

const ROWS = [
  ['Designator', 'Quantity', 'Manufacturer Part Number', 'Manufacturer'],
  ['U1', '2', 'LM358DR', 'Texas Instruments'],
  ['R1, R2', '2', 'RC0603FR-0710KL', 'Yageo'],
  ['C1-C3', '3', 'GRM155R71A104KA01D', 'Murata'],
]

const utf8 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const csv = utf8(ROWS.map((row) => row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',')).join('\r\n'))

function workbookOf(type: 'xlsx' | 'biff8'): Uint8Array {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(ROWS), 'BOM')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: type }) as ArrayBuffer)
}

/** A loader that counts its calls and answers SheetJS's reader. */
function countingLoader(): { load: WorkbookLoader; calls: () => number } {
  let calls = 0
  return {
    load: () => {
      calls++
      return Promise.resolve<WorkbookReader>(readWorkbook)
    },
    calls: () => calls,
  }
}

/** A loader that must not be called: it fails the read loudly if it is. */
const forbidden: WorkbookLoader = () => Promise.reject(new Error('SheetJS was loaded for a file that is not a workbook'))

describe('readLocally: SheetJS only for a workbook', () => {
  it('BOM-1, BOM-2: reads a CSV without loading the workbook reader, as the SheetJS-bound reader does', async () => {
    const local = await readLocally(csv, 'board.csv', forbidden)
    const server = readBomUpload(csv, 'board.csv')
    if (!local.ok || !server.ok) throw new Error(`expected both reads to pass: ${JSON.stringify([local, server])}`)
    expect(local).toEqual({
      ok: true,
      models: server.modelCount.models,
      sheet: 'board',
      sheets: [{ name: 'board', headerRow: 1, header: ROWS[0], rows: server.rows.slice(0, SAMPLE_ROWS).map((row) => ({ row: row.row, cells: [...row.cells] })) }],
    })
    expect(local.models).toBe(3)
  })

  it('reads a tab-separated or semicolon file under a .csv name without it too', async () => {
    const tabs = utf8(ROWS.map((row) => row.join('\t')).join('\n'))
    const semicolons = utf8(ROWS.map((row) => row.join(';')).join('\n'))
    expect(await readLocally(tabs, 'board.csv', forbidden)).toMatchObject({ ok: true, models: 3 })
    expect(await readLocally(semicolons, 'board.csv', forbidden)).toMatchObject({ ok: true, models: 3 })
  })

  it('BOM-1: refuses a wrong suffix, a workbook under a .csv name and an oversized file without loading it', async () => {
    expect(await readLocally(csv, 'board.tsv', forbidden)).toMatchObject({ ok: false, reason: 'suffix' })
    expect(await readLocally(workbookOf('xlsx'), 'board.csv', forbidden)).toMatchObject({ ok: false, reason: 'mismatch' })
    expect(await readLocally(new Uint8Array(5 * 1024 * 1024 + 1), 'board.xlsx', forbidden)).toMatchObject({ ok: false, reason: 'too-large' })
  })

  for (const [type, name] of [['xlsx', 'board.xlsx'], ['biff8', 'board.xls']] as const) {
    it(`loads it once for ${name}, and reads the workbook as the SheetJS-bound reader does`, async () => {
      const bytes = workbookOf(type)
      const loader = countingLoader()
      const local = await readLocally(bytes, name, loader.load)
      expect(loader.calls()).toBe(1)
      const server = readBomUpload(bytes, name)
      if (!local.ok || !server.ok) throw new Error(`expected both reads to pass: ${JSON.stringify([local, server])}`)
      expect(local).toMatchObject({ ok: true, models: server.modelCount.models, sheet: 'BOM' })
      expect(local.sheets[0]?.header).toEqual(ROWS[0])
      expect(local.sheets[0]?.rows.map((row) => row.cells)).toEqual(ROWS.slice(1))
    })
  }
})
