/**
 * The central directory of a zip file, read without unpacking anything: the names and declared sizes of its
 * entries. The reader checks them before handing an XLSX to SheetJS, so a zip that is not a workbook gets a
 * clear message and a zip bomb is refused by its declared size. (A zip that lies about its sizes is the
 * server's to stop: it parses uploads in a worker with time and memory limits, issue 8.)
 */

/** One entry of a zip's central directory. */
export interface ZipEntry {
  readonly name: string
  readonly compressedSize: number
  readonly uncompressedSize: number
}

const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
/** The end record is 22 bytes plus a comment of at most 65 535. */
const END_RECORD_SIZE = 22
const MAX_COMMENT = 0xffff

function u16(bytes: Uint8Array, at: number): number | undefined {
  const a = bytes[at]
  const b = bytes[at + 1]
  return a === undefined || b === undefined ? undefined : a | (b << 8)
}

function u32(bytes: Uint8Array, at: number): number | undefined {
  const lo = u16(bytes, at)
  const hi = u16(bytes, at + 2)
  return lo === undefined || hi === undefined ? undefined : lo + hi * 0x10000
}

/**
 * The entries of a zip, or `undefined` when the directory is missing, truncated, or ZIP64 (which no 5 MB
 * workbook needs). Names are read byte for byte: the parts that matter (`xl/workbook.xml`) are ASCII.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | undefined {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT)
  let end = -1
  for (let at = bytes.length - END_RECORD_SIZE; at >= lowest; at--) {
    if (u32(bytes, at) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end === -1) return undefined
  const count = u16(bytes, end + 10)
  const offset = u32(bytes, end + 16)
  if (count === undefined || offset === undefined || count === 0xffff || offset === 0xffffffff) return undefined
  const entries: ZipEntry[] = []
  let at = offset
  for (let k = 0; k < count; k++) {
    if (u32(bytes, at) !== DIRECTORY_ENTRY) return undefined
    const compressedSize = u32(bytes, at + 20)
    const uncompressedSize = u32(bytes, at + 24)
    const nameLength = u16(bytes, at + 28)
    const extraLength = u16(bytes, at + 30)
    const commentLength = u16(bytes, at + 32)
    if (
      compressedSize === undefined ||
      uncompressedSize === undefined ||
      nameLength === undefined ||
      extraLength === undefined ||
      commentLength === undefined ||
      at + 46 + nameLength > bytes.length
    ) {
      return undefined
    }
    let name = ''
    for (let i = 0; i < nameLength; i++) name += String.fromCharCode(bytes[at + 46 + i] as number)
    entries.push({ name, compressedSize, uncompressedSize })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}
