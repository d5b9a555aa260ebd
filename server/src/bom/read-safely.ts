import { type BomRead, type ReadBomOptions, type Refusal, checkUploadName, normalizeHeader, readBom } from '@partfront/core/bom'
import { screenWorkbook } from './workbook-screen.ts'

/**
 * `readBom` with the server's own checks around it, as the reading worker runs it: the workbook screen before
 * (a zip that lies about its sizes, XML entity declarations: `workbook-screen.ts`), and reserved names after.
 *
 * Ours: a sheet or a header cell named `__proto__`, `constructor` or `prototype` is refused (issue 8's hostile
 * uploads). The reader handles such names safely, but no BOM needs them, and a name that means something to
 * JavaScript objects has no business in the lines, the mapping or the remembered mappings built from them.
 */

const RESERVED = new Set(['__proto__', 'constructor', 'prototype'])

function reservedName(read: BomRead): string | undefined {
  for (const name of [...read.sheets, ...read.header]) {
    const text = name.trim()
    if (RESERVED.has(text) || RESERVED.has(normalizeHeader(text).replaceAll(' ', '_'))) return text
  }
  return undefined
}

/** Reads a BOM file like `readBom`, with the screen before and the reserved-name check after. */
export function readBomSafely(bytes: Uint8Array, fileName: string, options: ReadBomOptions = {}): BomRead | Refusal {
  // A name the upload rules refuse is refused first, with BOM-1's message (`readBom` says it).
  if (checkUploadName(fileName).ok || options.textSuffixes === true) {
    const screened = screenWorkbook(bytes)
    if (screened !== undefined) return screened
  }
  const read = readBom(bytes, fileName, options)
  if (!read.ok) return read
  const reserved = reservedName(read)
  if (reserved !== undefined) {
    return {
      ok: false,
      reason: 'unreadable',
      message: `This file names a sheet or column "${reserved}", a name we do not accept. Please rename it and upload the BOM again.`,
    }
  }
  return read
}
