import { readFileSync } from 'node:fs'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CategoryId, ProductId } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedDataFile } from '../support/shared-data.ts'
import { type SqliteStore, openSqliteStore } from '../../server/src/store/sqlite/sqlite-store.ts'
import { type ImportReport, importCatalog } from '../../server/src/catalog-import/import-catalog.ts'

const PARTS = {
  cdfer: 'cdfer_jlcpcb_kicad_library_parts.csv',
  digikey: 'digikey_kicad_library_parts.csv',
  lcsc: 'jlcpcb_lcsc_parts_2024-02-23_stock5000.csv',
  sample: 'jlcpcb_smt_parts_library_sample.csv',
} as const

let folder: string
let store: SqliteStore
const reports = new Map<string, ImportReport>()

async function importFile(name: string, bytes?: Uint8Array): Promise<ImportReport> {
  const result = await importCatalog(store, bytes ?? new Uint8Array(readFileSync(sharedDataFile('parts', name))), name)
  if (!result.ok) throw new Error(`${name}: ${result.message}`)
  return result
}

function product(partNumber: string, maker?: string) {
  return store.db
    .prepare(
      `SELECT p.id, p.stock, p.price_ladder AS ladder, p.package, m.name AS maker, c.name AS category
       FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id
       WHERE p.part_number = ? AND (? IS NULL OR m.name = ?)`,
    )
    .get(partNumber, maker ?? null, maker ?? null) as { id: number; stock: number; ladder: string; package: string; maker: string; category: string } | undefined
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-import-'))
  store = await openSqliteStore(join(folder, 'import.db'))
  for (const name of Object.values(PARTS)) reports.set(name, await importFile(name))
}, 120_000)

afterAll(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

describe('npm run import: the real parts files of ../shared/data/parts', () => {
  it('reads every file with its header on row 1 and the part number and manufacturer columns found', () => {
    for (const report of reports.values()) {
      expect(report.headerRow).toBe(1)
      expect(report.mapping.missing).toEqual([])
    }
    expect(reports.get(PARTS.lcsc)?.mapping.columns.map((column) => column.field)).toEqual([
      'lcsc',
      'partNumber',
      'manufacturer',
      'category',
      'subcategory',
      'package',
      'description',
      null,
      'stock',
      null,
      'priceBreaks',
      'datasheet',
      'attributes',
    ])
  })

  it('writes every row that has a part number and a manufacturer, and reports the others by line', () => {
    // Data rows counted with Python's csv module; the skipped lines are the rows whose part number or
    // manufacturer cell is empty (the LCSC file's line 29115 has a manufacturer of one space).
    const cdfer = reports.get(PARTS.cdfer)
    expect(cdfer?.rows).toBe(894)
    expect(cdfer?.skipped).toHaveLength(26)
    expect(cdfer?.skipped.slice(0, 3)).toEqual([
      { row: 433, message: 'no part number' },
      { row: 434, message: 'no part number' },
      { row: 435, message: 'no part number' },
    ])
    expect(reports.get(PARTS.digikey)).toMatchObject({ rows: 1073, skipped: [] })
    expect(reports.get(PARTS.lcsc)).toMatchObject({ rows: 32872, skipped: [{ row: 29115, message: 'no manufacturer for W-TRS-5.5' }] })
    expect(reports.get(PARTS.sample)).toMatchObject({ rows: 22, skipped: [] })
    // 32,871 good LCSC rows name 32,760 distinct manufacturer + part number pairs: the repeats update.
    const lcsc = reports.get(PARTS.lcsc)
    expect((lcsc?.inserted ?? 0) + (lcsc?.updated ?? 0)).toBe(32871)
  })

  it('keeps prices, stock, package, manufacturer and category as the file gives them', () => {
    // LM393DR2G (onsemi) is on cdfer's line 2 (103191 in stock, 0.081USD) and again on the LCSC file's line 36,
    // imported later: the same product, updated in place to line 36's stock, package and six price breaks.
    const lm393 = product('LM393DR2G')
    expect(lm393).toMatchObject({ stock: 52749, package: 'SOIC-8', maker: 'onsemi', category: 'Comparators' })
    expect(JSON.parse(lm393?.ladder ?? '')).toEqual([
      { quantity: 1, unitPrice: 210_429 },
      { quantity: 10, unitPrice: 165_714 },
      { quantity: 30, unitPrice: 143_814 },
      { quantity: 100, unitPrice: 124_286 },
      { quantity: 500, unitPrice: 119_000 },
      { quantity: 1000, unitPrice: 115_714 },
    ])
    expect(store.db.prepare("SELECT COUNT(*) AS n FROM products WHERE part_number = 'LM393DR2G'").get()).toEqual({ n: 1 })
    // HX711 (Avia Semicon) is listed twice in the LCSC file: line 2 (C6705483) and line 11368 (C43656, 1-9:0.567142857,
    // 10-49:0.48, 50-99:…): one product, priced by the later line, keeping both LCSC numbers.
    const hx711 = product('HX711')
    expect((JSON.parse(hx711?.ladder ?? '[]') as unknown[]).slice(0, 3)).toEqual([
      { quantity: 1, unitPrice: 567_143 },
      { quantity: 10, unitPrice: 480_000 },
      { quantity: 50, unitPrice: 374_286 },
    ])
    const codes = store.db.prepare("SELECT code FROM product_codes WHERE product_id = ? AND distributor = 'LCSC' ORDER BY code").pluck()
    expect(codes.all(hx711?.id)).toEqual(['C43656', 'C6705483'])
    // The sample file's maker "Uniroyal Elec" is the cdfer file's "UNI-ROYAL(Uniroyal Elec)", imported first.
    expect(product('4D02WGJ0103TCE')).toMatchObject({ maker: 'UNI-ROYAL(Uniroyal Elec)', category: 'Resistor Networks & Arrays', stock: 67586 })
    const code = store.db.prepare("SELECT code FROM product_codes WHERE distributor = 'Digi-Key' AND code = '1568-1214-ND'").get()
    expect(code).toEqual({ code: '1568-1214-ND' })
  })

  it("issue 29: stores each part's attributes as read, so the LCSC file's resistors can be narrowed by resistance, and sums them up per attribute", async () => {
    const resistor = product('0603WAF1002T5E', 'UNI-ROYAL(Uniroyal Elec)')
    expect(resistor).toBeDefined()
    const values = await store.attributes.productAttributeValues(resistor?.id as ProductId)
    expect(values.find((value) => value.key === 'resistance')).toMatchObject({ canonical: '10 kΩ', base: 10_000 })
    expect(values.find((value) => value.key === 'tolerance')).toMatchObject({ canonical: '±1%', base: 1 })
    const category = store.db.prepare('SELECT category_id FROM products WHERE id = ?').pluck().get(resistor?.id) as CategoryId
    const rows = await store.attributes.categoryAttributeRows(category)
    expect(rows.list).toBe('chip-resistors')
    const tenK = rows.parts.filter((part) => part.values.some((value) => value.key === 'resistance' && value.base === 10_000))
    expect(tenK.length).toBeGreaterThan(10)
    expect(tenK.length).toBeLessThan(rows.parts.length)
    const summary = reports.get(PARTS.lcsc)?.attributes ?? []
    const resistance = summary.find((item) => item.category === 'chip-resistors' && item.key === 'resistance')
    expect(resistance?.read).toBeGreaterThan(1_000)
    // Every part that read a resistance keeps it: the summary's counts are what was stored.
    const stored = store.db
      .prepare("SELECT COUNT(*) FROM product_attribute_values v JOIN products p ON p.id = v.product_id WHERE p.category_id = ? AND v.attribute = 'resistance' AND v.canonical IS NOT NULL")
      .pluck()
      .get(category) as number
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThanOrEqual(resistance?.read ?? 0)
  })

  it('creates the manufacturers and categories it does not know, once, whichever way a file spells them', () => {
    const makers = store.db.prepare("SELECT COUNT(*) AS n FROM manufacturers WHERE name = 'onsemi' COLLATE NOCASE").get()
    expect(makers).toEqual({ n: 1 })
    const uniroyal = store.db.prepare("SELECT name FROM manufacturers WHERE name LIKE '%uniroyal%'").pluck().all()
    expect(uniroyal).toEqual(['UNI-ROYAL(Uniroyal Elec)'])
    expect(reports.get(PARTS.sample)?.manufacturersCreated).not.toContain('Uniroyal Elec')
    // Two companies that share a brand code stay two.
    const hx = store.db.prepare("SELECT name FROM manufacturers WHERE name LIKE 'HX(%' ORDER BY name").pluck().all()
    expect(hx.length).toBeGreaterThanOrEqual(2)
    expect(reports.get(PARTS.cdfer)?.manufacturersCreated).toContain('onsemi')
    expect(reports.get(PARTS.lcsc)?.manufacturersCreated).not.toContain('onsemi')
  })

  it('updates by manufacturer + part number on a re-import and loses nothing', async () => {
    const before = store.db.prepare('SELECT id, part_number FROM products ORDER BY id').all()
    const again = await importFile(PARTS.sample)
    expect(again).toMatchObject({ inserted: 0, updated: 22, manufacturersCreated: [], categoriesCreated: [] })
    expect(store.db.prepare('SELECT id, part_number FROM products ORDER BY id').all()).toEqual(before)
  })

  it('skips bad rows with the line and the reason, and imports the good ones around them', async () => {
    const csv = [
      'Manufacturer,MPN,Stock,Price',
      'Acme Test Parts,GOOD-1,10,0.25',
      'Acme Test Parts,,10,0.25',
      'Acme Test Parts,BAD-STOCK,lots,0.25',
      'Acme Test Parts,BAD-PRICE,5,ten dollars',
      'Acme Test Parts,BAD-LADDER,5,10-:0.2;1-9:0.3',
      'Acme Test Parts,GOOD-2,0,1-9:0.3;10-:0.2',
    ].join('\n')
    const report = await importFile('hand-made.csv', new TextEncoder().encode(csv))
    expect(report.skipped).toEqual([
      { row: 3, message: 'no part number' },
      { row: 4, message: 'stock "lots" is not a whole number' },
      { row: 5, message: 'price "ten dollars": not a price' },
      { row: 6, message: 'price "10-:0.2;1-9:0.3": the quantities of the price breaks must rise from 1' },
    ])
    expect(report.inserted).toBe(2)
    expect(JSON.parse(product('GOOD-2')?.ladder ?? '')).toEqual([
      { quantity: 1, unitPrice: 300_000 },
      { quantity: 10, unitPrice: 200_000 },
    ])
  })

  it('refuses a file with no manufacturer column, naming it, and writes nothing', async () => {
    const count = store.db.prepare('SELECT COUNT(*) AS n FROM products').get()
    const result = await importCatalog(store, new TextEncoder().encode('MPN,Stock\nX-1,5\n'), 'no-maker.csv')
    expect(result.ok).toBe(false)
    expect(result.ok ? '' : result.message).toMatch(/^No column holds the manufacturer/u)
    expect(store.db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual(count)
  })
})
