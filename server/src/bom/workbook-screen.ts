import { BOM } from '@partfront/core/constants'
import type { Refusal } from '@partfront/core/bom'
import { inflateRawSync } from 'node:zlib'

/**
 * A look inside an XLSX (a zip archive) before the spreadsheet reader opens it, in the reading worker (issue
 * 8: "a zip bomb posing as XLSX, an XML entity bomb … each refused with a clear message"). The core reader
 * already refuses an archive whose directory declares more than `BOM.maxUnzippedBytes`; this screen refuses
 * the two it cannot see from the directory:
 *
 * - a zip bomb that lies: an entry that unpacks to more than its directory says (each entry is unpacked with
 *   its declared size as the ceiling, so the screen itself never unpacks more than the directory allows);
 * - XML with a document type declaration (`<!DOCTYPE`, `<!ENTITY`): entity bombs and external entities.
 *   Excel never writes one in a workbook's parts.
 *
 * Anything else (not a zip, a damaged directory, a method other than stored or deflated) is left to the reader,
 * which says what is wrong with it.
 */

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_DIRECTORY = 0x06054b50
const STORED = 0
const DEFLATED = 8

interface Entry {
  readonly name: string
  readonly method: number
  readonly compressedSize: number
  readonly size: number
  readonly offset: number
}

/** The central directory's entries, or `undefined` when there is no readable one. */
function entriesOf(bytes: Uint8Array): Entry[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let i = bytes.byteLength - 22; i >= Math.max(0, bytes.byteLength - 22 - 65_535); i--) {
    if (view.getUint32(i, true) === END_OF_DIRECTORY) {
      end = i
      break
    }
  }
  if (end < 0) return undefined
  const count = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  const entries: Entry[] = []
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL_HEADER) return undefined
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    entries.push({
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      offset: view.getUint32(at + 42, true),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** An entry's unpacked bytes, at most its declared size; `'lies'` when there are more. */
function unpack(bytes: Uint8Array, entry: Entry): Uint8Array | 'lies' | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = entry.offset
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL_HEADER) return undefined
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const data = bytes.subarray(start, Math.min(bytes.byteLength, start + entry.compressedSize))
  if (entry.method === STORED) return data.byteLength > entry.size ? 'lies' : data
  if (entry.method !== DEFLATED) return undefined
  try {
    return new Uint8Array(inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) }))
  } catch (error) {
    // Node says ERR_BUFFER_TOO_LARGE when the output would pass the ceiling: the entry unpacks to more than it says.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) return 'lies'
    return undefined
  }
}

const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i

function refuse(message: string): Refusal {
  return { ok: false, reason: 'unreadable', message }
}

/** Refuses an XLSX that lies about its sizes or declares XML entities; `undefined` when there is nothing to say. */
export function screenWorkbook(bytes: Uint8Array, maxUnzippedBytes: number = BOM.maxUnzippedBytes): Refusal | undefined {
  if (bytes.byteLength < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) return undefined
  const entries = entriesOf(bytes)
  if (entries === undefined) return undefined
  // Past the limit by its own directory: the reader refuses it and says so.
  if (entries.reduce((sum, entry) => sum + entry.size, 0) > maxUnzippedBytes) return undefined
  for (const entry of entries) {
    const content = unpack(bytes, entry)
    if (content === 'lies') {
      return refuse('This file unpacks to more than its own directory says (a zip bomb?), so it was not opened. Please save the BOM again as .xlsx or .csv.')
    }
    if (content === undefined || !/\.(xml|rels|vml)$/i.test(entry.name)) continue
    const head = new TextDecoder().decode(content.subarray(0, 4096))
    if (DECLARATION.test(head) || (content.byteLength > 4096 && DECLARATION.test(new TextDecoder().decode(content)))) {
      return refuse('This workbook declares XML entities (<!DOCTYPE …>), which Excel never writes, so it was not opened. Please save the BOM again from your spreadsheet program.')
    }
  }
  return undefined
}
