import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sharedDataRoot } from '../testing/shared-data.ts'

/**
 * Test support: the real parts catalogs in `../shared/data/parts` (read in place, never copied), as rows of
 * part number, maker, category, description and stock; the spec tests read them through
 * `specs/support/parts-files.ts`.
 */

export interface RealPart {
  readonly partNumber: string
  readonly manufacturer: string
  readonly category: string
  readonly description: string
  readonly stock: number
}

interface Columns {
  readonly delimiter: ',' | ';'
  readonly partNumber: string
  readonly manufacturer: string
  readonly category: string
  readonly description: string
  readonly stock?: string
}

/** The parts files and where their columns are. */
export const REAL_PARTS_FILES: Readonly<Record<string, Columns>> = {
  'cdfer_jlcpcb_kicad_library_parts.csv': { delimiter: ',', partNumber: 'Part', manufacturer: 'Manufacturer', category: 'Category', description: 'Description', stock: 'Stock' },
  'digikey_kicad_library_parts.csv': { delimiter: ',', partNumber: 'MPN', manufacturer: 'Manufacturer', category: 'Category', description: 'Description' },
  'jlcpcb_lcsc_parts_2024-02-23_stock5000.csv': { delimiter: ',', partNumber: 'mfr_part_number', manufacturer: 'manufacturer', category: 'category', description: 'description', stock: 'stock' },
  'jlcpcb_smt_parts_library_sample.csv': { delimiter: ';', partNumber: 'MFR.Part', manufacturer: 'Manufacturer', category: 'First Category', description: 'Description', stock: 'Stock' },
}

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
function records(text: string, delimiter: string): string[][] {
  const out: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === delimiter) {
      record.push(field)
      field = ''
    } else if (c === '\n') {
      record.push(field.replace(/\r$/u, ''))
      out.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) out.push([...record, field])
  return out
}

/** The rows of one parts file that have a part number, in file order. */
export function readRealParts(name: string): RealPart[] {
  const columns = REAL_PARTS_FILES[name]
  if (columns === undefined) throw new Error(`${name} is not one of the parts files`)
  const [header, ...rows] = records(readFileSync(join(sharedDataRoot(), 'parts', name), 'utf8').replace(/^\uFEFF/u, ''), columns.delimiter)
  if (header === undefined) return []
  const at = (column: string | undefined) => (column === undefined ? -1 : header.indexOf(column))
  const index = {
    partNumber: at(columns.partNumber),
    manufacturer: at(columns.manufacturer),
    category: at(columns.category),
    description: at(columns.description),
    stock: at(columns.stock),
  }
  return rows
    .map((row) => ({
      partNumber: (row[index.partNumber] ?? '').trim(),
      manufacturer: (row[index.manufacturer] ?? '').trim(),
      category: (row[index.category] ?? '').trim(),
      description: row[index.description] ?? '',
      stock: Number.parseInt(row[index.stock] ?? '0', 10) || 0,
    }))
    .filter((row) => row.partNumber !== '')
}

/** `count` rows spread evenly over `rows` (all of them when there are fewer). */
export function spread<T>(rows: readonly T[], count: number): T[] {
  if (rows.length <= count) return [...rows]
  return Array.from({ length: count }, (_, i) => rows[Math.floor((i * rows.length) / count)] as T)
}
