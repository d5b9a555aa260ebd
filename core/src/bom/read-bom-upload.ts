import { type BomUploadRead, readBomUploadWith } from './read-bom-upload-with.ts'
import type { Refusal } from './spreadsheet.types.ts'
import { readWorkbook } from './workbook.ts'

export type { BomUploadRead } from './read-bom-upload-with.ts'

/**
 * Reads an uploaded BOM with every upload check (`readBomUploadWith`), workbooks with SheetJS: the name (BOM-1),
 * the size, the content and its limits, then the model count (BOM-2). The server runs it on receipt; the
 * browser runs `readBomUploadWith` before sending, loading SheetJS only for a workbook. Never throws.
 */
export function readBomUpload(bytes: Uint8Array, fileName: string): BomUploadRead | Refusal {
  return readBomUploadWith(bytes, fileName, readWorkbook)
}
