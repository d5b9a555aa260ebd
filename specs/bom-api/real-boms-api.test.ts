import type { BomDetail, BomMatchKind, BomUploadResult, EnvelopeOf } from '@partfront/core/contract'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BomMember, createBomMember, uploadForm } from '../../server/src/bom/bom.fixtures.ts'
import { type BomCliJson, runBomCli } from '../../server/src/bom/cli.ts'
import { type TestApi, startTestApi } from '../../server/src/testing/test-api.ts'
import { sharedDataFile } from '../support/shared-data.ts'
import { loadBomCatalog, realBom, realBomFiles } from './bom-catalog.ts'

/**
 * Issue 8, "Every file in `../shared/data/boms/` comes through right in the terminal and the API": each real
 * BOM uploaded through the API and read by `npm run bom -- FILE --json`, against a catalog of demo parts and
 * the real parts files. The header row, the number of lines and the pieces to buy are those
 * `specs/boms/real-boms.test.ts` counts from the files themselves; the known lines are parts that are in
 * `../shared/data/parts` (found by their part number, or by the BOM's LCSC, JLCPCB or Digi-Key number).
 */

interface Expected {
  readonly file: string
  readonly sheet: string
  readonly headerRow: number
  readonly lines: number
  /** Pieces per board to buy, do-not-fit lines left out. */
  readonly quantity: number
  /** Known lines: row, match kind and the catalog part matched. */
  readonly known: readonly (readonly [row: number, kind: BomMatchKind, model: string])[]
}

const EXPECTED: readonly Expected[] = [
  { file: 'bitaxeUltra_BOM.xlsx', sheet: 'BOM', headerRow: 1, lines: 46, quantity: 87, known: [[7, 'exact', 'GRM32ER61C476KE15L'], [12, 'exact', 'CL21A106KOQNNNE']] },
  // LCSC's C1525 and C113791 in the `JLCPCB part` column.
  { file: 'bitaxe_BOM_jlcpcb.xlsx', sheet: 'JLCPCB', headerRow: 1, lines: 30, quantity: 61, known: [[2, 'distributor', 'CL05B104KO5NNNC'], [3, 'distributor', 'CC0402MRX5R6BB105']] },
  { file: 'esp32-s3-box_BOM_v2.5.xlsx', sheet: 'SCH_ESP32-S3-BOX_V2', headerRow: 2, lines: 59, quantity: 207, known: [[4, 'exact', 'GRM188R61C106KAALD'], [6, 'exact', 'CC0603MRX5R5BB226']] },
  { file: 'hackrf-one-bom_2014_semicolon.csv', sheet: 'hackrf-one-bom_2014_semicolon', headerRow: 1, lines: 414, quantity: 300, known: [[9, 'exact', 'GRM1555C1H220JA01D'], [16, 'exact', 'GRM1555C1H181JA01D']] },
  { file: 'hackrf-one-bom_2016_kicad.csv', sheet: 'hackrf-one-bom_2016_kicad', headerRow: 1, lines: 65, quantity: 300, known: [[4, 'exact', 'GRM1555C1H220JA01D'], [10, 'exact', 'GRM155R71H332KA01D']] },
  // Parts named only by links: LCSC numbers read from them.
  { file: 'keyboard-featherwing_bom.xls', sheet: 'handheld_featherwing', headerRow: 1, lines: 20, quantity: 36, known: [[4, 'distributor', 'CL10A106KP8NNNC'], [7, 'distributor', 'RC0603FR-074K7L']] },
  { file: 'libresolar_bms-c1_bom.csv', sheet: 'libresolar_bms-c1_bom', headerRow: 1, lines: 69, quantity: 209, known: [[2, 'exact', 'CL10B224KA8NNNC'], [4, 'exact', 'CL10B104KC8NNNC']] },
  { file: 'libresolar_mppt-10a_BOM.csv', sheet: 'libresolar_mppt-10a_BOM', headerRow: 1, lines: 57, quantity: 124, known: [[2, 'exact', 'CC0603KRX7R9BB104'], [7, 'exact', 'GRM188R61E225KA12D']] },
  { file: 'pslab-mini_JLCPCB_SMT_BOM.csv', sheet: 'pslab-mini_JLCPCB_SMT_BOM', headerRow: 1, lines: 68, quantity: 154, known: [[6, 'distributor', 'CL05B104KO5NNNC'], [58, 'exact', 'AMS1117-3.3']] },
  // Digi-Key's 296-11599-1-ND is in the Digi-Key KiCad library's parts.
  { file: 'smoothieboard_bom.xls', sheet: 'Sheet1', headerRow: 1, lines: 48, quantity: 176, known: [[4, 'distributor', 'SN74LVC1G04DBVR']] },
  { file: 'tillitis_tp1.csv', sheet: 'tillitis_tp1', headerRow: 6, lines: 11, quantity: 25, known: [[7, 'exact', '1206L005/60WR'], [12, 'exact', 'AO3400A']] },
  { file: 'tomu_bom-digikey.csv', sheet: 'tomu_bom-digikey', headerRow: 1, lines: 7, quantity: 10, known: [[2, 'exact', 'RC0402FR-0715RL'], [5, 'exact', 'GRM155R60J475ME47D']] },
  // Passives named by value and footprint only (`15 Ohm, 1%, 1/16W, 0402`, `R_0402`).
  { file: 'tomu_tomu-bom.csv', sheet: 'tomu_tomu-bom', headerRow: 1, lines: 22, quantity: 10, known: [[6, 'value', 'RC0402FR-0715RL']] },
  { file: 'ulx3s_1-click-bom.tsv', sheet: 'ulx3s_1-click-bom', headerRow: 1, lines: 63, quantity: 202, known: [[9, 'exact', 'CC0603KRX7R8BB224']] },
  { file: 'ulx3s_bom_kibom.csv', sheet: 'ulx3s_bom_kibom', headerRow: 1, lines: 52, quantity: 196, known: [[6, 'exact', 'CC0603KRX7R8BB224'], [12, 'exact', 'BZT52C3V6S']] },
]

let api: TestApi
let buyer: BomMember

beforeAll(async () => {
  api = await startTestApi({
    seed: async (store) => {
      await loadBomCatalog(store)
      buyer = await createBomMember(store, 'buyer')
    },
  })
}, 180_000)

afterAll(async () => {
  await api.close()
})


async function upload(name: string, uploadName = name): Promise<EnvelopeOf<BomUploadResult>> {
  const response = await api.fetch('/api/bom/upload', {
    method: 'POST',
    headers: { Authorization: `Bearer ${buyer.token}` },
    body: uploadForm(realBom(name), uploadName),
  })
  return (await response.json()) as EnvelopeOf<BomUploadResult>
}

async function detail(id: number): Promise<BomDetail> {
  const response = await api.fetch(`/api/bom/detail?id=${id}`, { headers: { Authorization: `Bearer ${buyer.token}` } })
  const envelope = (await response.json()) as EnvelopeOf<BomDetail>
  expect(envelope.message).toBe('OK')
  return envelope.data
}

function fittedQuantity(lines: readonly { quantity: number; fitted: boolean }[]): number {
  return lines.reduce((sum, line) => sum + (line.fitted ? line.quantity : 0), 0)
}

describe('every real BOM file, through the API and the terminal', () => {
  it('covers every file of shared/data/boms', () => {
    expect(realBomFiles()).toEqual(EXPECTED.map((e) => e.file).sort())
  })

  for (const e of EXPECTED) {
    // BOM-1 takes .xls, .xlsx and .csv: the tab-separated file goes up as .csv (its delimiter is found from
    // its content); as .tsv it is refused, which the next test checks.
    const uploadName = e.file.endsWith('.tsv') ? e.file.replace(/\.tsv$/, '.csv') : e.file

    it(`${e.file} through the API: header on row ${e.headerRow}, ${e.lines} lines, ${e.quantity} pieces, known lines matched`, async () => {
      const answer = await upload(e.file, uploadName)
      expect(answer.message).toBe('OK')
      expect(answer.data.reading).toMatchObject({ sheet: e.sheet, headerRow: e.headerRow })
      expect(answer.data.bom.lines).toBe(e.lines)
      const bom = await detail(answer.data.bom.id)
      expect(bom.lines).toHaveLength(e.lines)
      expect(bom.totals.lines).toBe(e.lines)
      expect(bom.totals.quantity).toBe(e.quantity)
      expect(fittedQuantity(bom.lines)).toBe(e.quantity)
      for (const [row, kind, model] of e.known) {
        const line = bom.lines.find((l) => l.row === row)
        expect([row, line?.match.kind, line?.match.product?.model]).toEqual([row, kind, model])
      }
      expect(bom.totals.matched).toBeGreaterThanOrEqual(e.known.length)
    }, 30_000)

    it(`${e.file} through npm run bom -- FILE --json: the same reading, lines, pieces and matches`, async () => {
      const result = await runBomCli([sharedDataFile('boms', e.file), '--json'], { store: api.store, databasePath: 'test' })
      expect(result.exitCode).toBe(0)
      const json = JSON.parse(result.output) as BomCliJson
      expect([json.sheet, json.headerRow, json.lines.length, json.totals.lines, json.totals.quantity]).toEqual([e.sheet, e.headerRow, e.lines, e.lines, e.quantity])
      for (const [row, kind, model] of e.known) {
        const line = json.lines.find((l) => l.row === row)
        expect([row, line?.match.kind, line?.match.mpn]).toEqual([row, kind, model])
      }
    }, 30_000)
  }

  it('BOM-1: refuses the tab-separated file uploaded under its own .tsv name', async () => {
    const answer = await upload('ulx3s_1-click-bom.tsv')
    expect(answer.code).toBe(400)
    expect(answer.message).toBe('"ulx3s_1-click-bom.tsv" is a .tsv file. Please upload a BOM as .xls, .xlsx or .csv.')
  })

  it('runs as a command: tsx scripts/bom.ts FILE --json against DATABASE_URL', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/bom.ts', sharedDataFile('boms', 'tillitis_tp1.csv'), '--json', '--boards', '10'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: api.store.db.name },
    })
    const json = JSON.parse(stdout) as BomCliJson
    expect([json.file, json.boards, json.headerRow, json.lines.length, json.totals.quantity]).toEqual(['tillitis_tp1.csv', 10, 6, 11, 250])
    expect(json.lines.find((l) => l.row === 7)?.match).toMatchObject({ kind: 'exact', mpn: '1206L005/60WR' })
  }, 60_000)
})
