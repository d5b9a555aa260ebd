import { fileSuffix } from './bom-upload.rules.ts'
import { type Refusal, refuse } from './spreadsheet.types.ts'
import { utf16ByteOrderMark } from './text-decode.ts'

/** What the bytes hold, by their first bytes (magic numbers), whatever the file is called. */
export type ContentKind = 'xlsx' | 'xls' | 'text'

/** A zip local file header: XLSX (and every Office Open XML file) is a zip. */
const ZIP = [0x50, 0x4b, 0x03, 0x04] as const
/** An OLE2 compound file: XLS (BIFF5 and BIFF8), and also encrypted XLSX. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const

/** Common files that get renamed to `.csv` or `.xls` by mistake, so the message can say what they are. */
const KNOWN_BINARIES: readonly { readonly magic: readonly number[]; readonly what: string }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], what: 'a PDF file' },
  { magic: [0x89, 0x50, 0x4e, 0x47], what: 'a PNG image' },
  { magic: [0xff, 0xd8, 0xff], what: 'a JPEG image' },
  { magic: [0x47, 0x49, 0x46, 0x38], what: 'a GIF image' },
  { magic: [0x7f, 0x45, 0x4c, 0x46], what: 'a program' },
  { magic: [0x4d, 0x5a], what: 'a Windows program' },
  { magic: [0x1f, 0x8b], what: 'a gzip archive' },
  { magic: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], what: 'a RAR archive' },
  { magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], what: 'a 7-Zip archive' },
  { magic: [0x50, 0x4b, 0x05, 0x06], what: 'an empty zip archive' },
  { magic: [0x50, 0x4b, 0x07, 0x08], what: 'a split zip archive' },
  { magic: [0x7b, 0x5c, 0x72, 0x74, 0x66], what: 'an RTF file' },
]

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false
  return magic.every((b, i) => bytes[i] === b)
}

/**
 * Control bytes a text file never holds (tab, LF, CR, form feed and Ctrl-Z, the old end-of-file mark, are
 * allowed). One NUL, or more than 1 in 100 other controls, means binary data.
 */
function looksBinary(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) !== -1) return true
  let controls = 0
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1a) controls++
  }
  return controls * 100 > bytes.length
}

/**
 * The kind of content by magic bytes: `PK\x03\x04` is XLSX, `D0 CF 11 E0 A1 B1 1A E1` is XLS (OLE2), anything
 * else must be text. Known binary formats and other binary data are refused here; text that turns out to be
 * HTML or XML is refused after decoding (see `refuseMarkup`).
 */
export function sniffContent(bytes: Uint8Array): ContentKind | Refusal {
  if (startsWith(bytes, ZIP)) return 'xlsx'
  if (startsWith(bytes, OLE2)) return 'xls'
  for (const known of KNOWN_BINARIES) {
    if (startsWith(bytes, known.magic)) {
      return refuse('binary', `This file is ${known.what}, not a spreadsheet. Please upload an Excel or CSV file.`)
    }
  }
  // UTF-16 text is full of NUL bytes by design; its byte-order mark vouches for it.
  if (utf16ByteOrderMark(bytes) === undefined && looksBinary(bytes)) {
    return refuse('binary', 'This file holds binary data, not a spreadsheet. Please upload an Excel or CSV file.')
  }
  return 'text'
}

/**
 * Text whose first character (after any byte-order mark and white space) is `<` is a web page or XML: an HTML
 * table saved as `.xls` by a web system, or Excel 2003 XML. Both are refused, and XML is never parsed, so an
 * entity bomb has nothing to expand.
 */
export function refuseMarkup(text: string): Refusal | undefined {
  const head = text.replace(/^[\uFEFF\s]+/, '')
  if (!head.startsWith('<')) return undefined
  const what = /^<(!doctype\s+html|html)\b/i.test(head) ? 'a web page (HTML)' : 'a web page or XML'
  return refuse(
    'html',
    `This file is ${what}, not a spreadsheet. Please open it in Excel and save it as .xlsx or .csv.`,
  )
}

const TEXT_SUFFIXES: readonly string[] = ['.csv', '.tsv', '.txt']
const WORKBOOK_SUFFIXES: readonly string[] = ['.xls', '.xlsx']

const WORKBOOK_NAMES: Record<'xlsx' | 'xls', string> = {
  xlsx: 'an Excel workbook (XLSX)',
  xls: 'an Excel 97-2003 workbook (XLS)',
}

/**
 * The name and the content must agree loosely. A `.xls` holding XLSX (or the reverse) is read, as Excel
 * itself opens it; but a text name on a workbook, or a workbook name on text, is refused with what the file
 * really holds: the buyer most likely picked the wrong file or renamed one. Other names are read by content.
 */
export function checkNameAgainstContent(fileName: string, kind: ContentKind): Refusal | undefined {
  const suffix = fileSuffix(fileName)
  if (TEXT_SUFFIXES.includes(suffix) && kind !== 'text') {
    return refuse(
      'mismatch',
      `"${fileName}" is named ${suffix} but is ${WORKBOOK_NAMES[kind]}. Please rename it to .${kind} or save it as CSV.`,
    )
  }
  if (WORKBOOK_SUFFIXES.includes(suffix) && kind === 'text') {
    return refuse(
      'mismatch',
      `"${fileName}" is named ${suffix} but is a plain text file, not an Excel workbook. ` +
        'If it is a CSV file, please rename it to .csv.',
    )
  }
  return undefined
}
