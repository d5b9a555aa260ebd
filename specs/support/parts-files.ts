import { readFileSync } from 'node:fs'
import { sharedDataFile } from './shared-data.ts'

/**
 * The real parts catalogs in `shared/data/parts`, read as rows of part number, maker, category, description
 * and stock, for the search rules' spec tests (search issue #7: "the real parts files … searched for part
 * numbers taken from them").
 */

/** One row of a real parts file. */
export interface PartsFileRow {
  readonly partNumber: string
  readonly manufacturer: string
  readonly category: string
  readonly description: string
  /** Pieces in stock; 0 where the file has no stock column. */
  readonly stock: number
}

interface PartsFileColumns {
  readonly delimiter: ',' | ';'
  readonly partNumber: string
  readonly manufacturer: string
  readonly category: string
  readonly description: string
  readonly stock?: string
}

/** The parts files and where their columns are. */
export const PARTS_FILES: Readonly<Record<string, PartsFileColumns>> = {
  'cdfer_jlcpcb_kicad_library_parts.csv': {
    delimiter: ',',
    partNumber: 'Part',
    manufacturer: 'Manufacturer',
    category: 'Category',
    description: 'Description',
    stock: 'Stock',
  },
  'digikey_kicad_library_parts.csv': {
    delimiter: ',',
    partNumber: 'MPN',
    manufacturer: 'Manufacturer',
    category: 'Category',
    description: 'Description',
  },
  'jlcpcb_lcsc_parts_2024-02-23_stock5000.csv': {
    delimiter: ',',
    partNumber: 'mfr_part_number',
    manufacturer: 'manufacturer',
    category: 'category',
    description: 'description',
    stock: 'stock',
  },
  'jlcpcb_smt_parts_library_sample.csv': {
    delimiter: ';',
    partNumber: 'MFR.Part',
    manufacturer: 'Manufacturer',
    category: 'First Category',
    description: 'Description',
    stock: 'Stock',
  },
}

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks. */
function parseDelimited(text: string, delimiter: string): string[][] {
  const records: string[][] = []
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
      record.push(field.replace(/\r$/, ''))
      records.push(record)
      record = []
      field = ''
    } else field += c
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}

/** The rows of one parts file that have a part number, in file order. */
export function readPartsFile(name: string): PartsFileRow[] {
  const columns = PARTS_FILES[name]
  if (columns === undefined) throw new Error(`${name} is not one of the known parts files`)
  const [header, ...records] = parseDelimited(
    readFileSync(sharedDataFile('parts', name), 'utf8').replace(/^\uFEFF/, ''),
    columns.delimiter,
  )
  if (header === undefined) return []
  const at = (column: string | undefined) => (column === undefined ? -1 : header.indexOf(column))
  const index = {
    partNumber: at(columns.partNumber),
    manufacturer: at(columns.manufacturer),
    category: at(columns.category),
    description: at(columns.description),
    stock: at(columns.stock),
  }
  return records
    .map((record) => ({
      partNumber: (record[index.partNumber] ?? '').trim(),
      manufacturer: record[index.manufacturer] ?? '',
      category: record[index.category] ?? '',
      description: record[index.description] ?? '',
      stock: Number.parseInt(record[index.stock] ?? '0', 10) || 0,
    }))
    .filter((row) => row.partNumber !== '')
}

/** `count` rows spread evenly over `rows` (every row when there are fewer). */
export function spreadSample<T>(rows: readonly T[], count: number): T[] {
  if (rows.length <= count) return [...rows]
  return Array.from({ length: count }, (_, i) => rows[Math.floor((i * rows.length) / count)] as T)
}
