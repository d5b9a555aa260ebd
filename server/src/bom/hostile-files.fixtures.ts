import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * Hostile files for the upload tests, made at test time (nothing hostile is kept in the repository): zip
 * archives written byte by byte, so an entry may declare a size it does not have, and workbooks whose parts
 * are written as text, so their names and XML can be anything.
 */

/** One entry of a zip archive. */
export interface ZipEntry {
  readonly name: string
  readonly data: Uint8Array
  /** The uncompressed size the headers declare; the real one by default (a zip bomb that lies says less). */
  readonly declaredSize?: number
  /** The entry already deflated (`data` is then ignored), with its CRC-32. */
  readonly packed?: { readonly bytes: Uint8Array; readonly crc: number; readonly size: number }
}

function u16(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff]
}

function u32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff]
}

/** A zip archive of `entries`, each deflated. */
export function zip(entries: readonly ZipEntry[]): Uint8Array {
  const chunks: Uint8Array[] = []
  const central: number[] = []
  let offset = 0
  for (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const packed = entry.packed?.bytes ?? deflateRawSync(entry.data)
    const crc = entry.packed?.crc ?? crc32(entry.data)
    const size = entry.declaredSize ?? entry.packed?.size ?? entry.data.byteLength
    const common = [...u16(20), ...u16(0), ...u16(8), ...u16(0), ...u16(0x21), ...u32(crc), ...u32(packed.byteLength), ...u32(size), ...u16(name.byteLength), ...u16(0)]
    const local = new Uint8Array([...u32(0x04034b50), ...common])
    chunks.push(local, name, packed)
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...name)
    offset += local.byteLength + name.byteLength + packed.byteLength
  }
  const directory = new Uint8Array(central)
  const end = new Uint8Array([...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(entries.length), ...u16(entries.length), ...u32(directory.byteLength), ...u32(offset), ...u16(0)])
  const out = new Uint8Array(offset + directory.byteLength + end.byteLength)
  let at = 0
  for (const chunk of [...chunks, directory, end]) {
    out.set(chunk, at)
    at += chunk.byteLength
  }
  return out
}

const text = (s: string) => new TextEncoder().encode(s)

function escapeXml(s: string): string {
  return s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
}

function column(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** A worksheet's XML with inline-string cells. */
export function sheetXml(rows: readonly (readonly string[])[], prologue = ''): string {
  const body = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((cell, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${cell}</t></is></c>`).join('')}</row>`,
    )
    .join('')
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prologue}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`
}

/** One sheet of a hand-written workbook: its name and its XML as is. */
export interface RawSheet {
  readonly name: string
  readonly xml: string
}

/** An XLSX workbook written part by part, so sheet names, defined names and XML are whatever the test says. */
export function xlsx(sheets: readonly RawSheet[], definedNames: readonly { name: string; ref: string }[] = [], extra: readonly ZipEntry[] = []): Uint8Array {
  const overrides = sheets
    .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
    .join('')
  const names =
    definedNames.length === 0 ? '' : `<definedNames>${definedNames.map((d) => `<definedName name="${escapeXml(d.name)}">${escapeXml(d.ref)}</definedName>`).join('')}</definedNames>`
  return zip([
    {
      name: '[Content_Types].xml',
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: text(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets.map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets>${names}</workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: text(
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
      ),
    },
    ...sheets.map((sheet, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, data: text(sheet.xml) })),
    ...extra,
  ])
}

/** A small BOM's rows: a header and two parts. */
export const BOM_ROWS: readonly (readonly string[])[] = [
  ['Designator', 'Quantity', 'Manufacturer Part Number'],
  ['U1', '1', 'LM358DR'],
  ['R1', '1', 'RC0603FR-0710KL'],
]

/**
 * The billion laughs: ten levels of entities, each ten of the one below, 10^9 copies of `lol` if a parser
 * expanded them, referenced from a cell.
 */
export function entityBombSheet(): string {
  const levels = ['<!ENTITY lol0 "lol">']
  for (let i = 1; i <= 9; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`)
  const prologue = `<!DOCTYPE worksheet [${levels.join('')}]>`
  return sheetXml([...BOM_ROWS, ['R2', '1', '&lol9;']], prologue)
}

/**
 * `megabytes` MB of zeros, deflated a megabyte at a time (sync-flushed blocks, then a final empty block), so
 * the bomb is made without holding it: about 1 KB per MB.
 */
export function deflatedZeros(megabytes: number): { readonly bytes: Uint8Array; readonly crc: number; readonly size: number } {
  const chunk = new Uint8Array(1024 * 1024)
  const parts: Uint8Array[] = []
  let crc = 0
  for (let i = 0; i < megabytes; i++) {
    parts.push(deflateRawSync(chunk, { finishFlush: constants.Z_SYNC_FLUSH }))
    crc = crc32(chunk, crc)
  }
  parts.push(deflateRawSync(new Uint8Array(0)))
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0))
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.byteLength
  }
  return { bytes, crc, size: megabytes * chunk.byteLength }
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same damage. */
function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * A copy of `bytes` with eight bytes changed at random, from `seed`. Found by fuzzing a real `.xls` BOM (400
 * seeds, each read in a worker with a 4 s and 256 MB limit): `smoothieboard_bom.xls` damaged with seed 380
 * makes SheetJS loop forever, with seed 10 swell past 256 MB.
 */
export function damaged(bytes: Uint8Array, seed: number): Uint8Array {
  const copy = new Uint8Array(bytes)
  const random = mulberry32(seed)
  for (let flip = 0; flip < 8; flip++) copy[Math.floor(random() * copy.length)] = Math.floor(random() * 256)
  return copy
}

/** The seed that makes `smoothieboard_bom.xls` loop SheetJS forever (see `damaged`). */
export const LOOPING_SEED = 380
/** The seed that makes `smoothieboard_bom.xls` swell SheetJS past 256 MB (see `damaged`). */
export const SWELLING_SEED = 10
