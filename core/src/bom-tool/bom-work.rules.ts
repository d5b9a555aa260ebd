import type { ColumnChoice } from '../bom/mapping-columns.ts'
import { MAPPED_ROLES } from '../bom/column-mapping.ts'
import { BOM } from '../constants.ts'
import type { BomPicks } from './bom-pricing.rules.ts'
import { isBoards } from './bom-pricing.rules.ts'
import type { BomContactDraft, BomToolFile, BuildQuantities } from './bom-tool.types.ts'

/**
 * The work a visitor keeps across signing in (issue 18: "saving and ordering ask for sign-in and keep the work
 * across it"). Ours: it is kept in session storage (this tab only, gone when it closes), as the file's bytes,
 * the sheet and mapping the buyer confirmed, the build quantities and the parts picked; back from signing in,
 * the page reads the file again with them and lands on the results, where the buyer saves. Nothing is kept on
 * the server for a visitor.
 */

/** The session storage key of the kept work. */
export const BOM_WORK_KEY = 'partfront.bomWork'

/** The work as kept. */
export interface StoredWork {
  readonly file: BomToolFile
  readonly sheet: string | null
  readonly mapping: readonly ColumnChoice[] | null
  readonly boards: BuildQuantities
  readonly active: 0 | 1 | 2
  readonly picks: BomPicks
  readonly contact: BomContactDraft
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Bytes as base64 (core has no `btoa`). */
export function toBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0
    const b = bytes[i + 1]
    const c = bytes[i + 2]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63)
    out += b === undefined ? '=' : ALPHABET.charAt((n >> 6) & 63)
    out += c === undefined ? '=' : ALPHABET.charAt(n & 63)
  }
  return out
}

/** Base64 back to bytes; `undefined` for text that is not base64. */
export function fromBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/u.test(text)) return undefined
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const bytes = new Uint8Array((text.length / 4) * 3 - padding)
  let j = 0
  for (let i = 0; i < text.length; i += 4) {
    const n =
      (ALPHABET.indexOf(text.charAt(i)) << 18) |
      (ALPHABET.indexOf(text.charAt(i + 1)) << 12) |
      ((Math.max(0, ALPHABET.indexOf(text.charAt(i + 2))) & 63) << 6) |
      (Math.max(0, ALPHABET.indexOf(text.charAt(i + 3))) & 63)
    for (const byte of [(n >> 16) & 255, (n >> 8) & 255, n & 255]) if (j < bytes.length) bytes[j++] = byte
  }
  return bytes
}

/** The work as session storage keeps it (JSON). */
export function encodeWork(work: StoredWork): string {
  return JSON.stringify({
    v: 1,
    name: work.file.name,
    data: toBase64(work.file.bytes),
    sheet: work.sheet,
    mapping: work.mapping,
    boards: work.boards,
    active: work.active,
    picks: work.picks,
    contact: work.contact,
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isChoice(value: unknown): value is ColumnChoice {
  return (
    isRecord(value) &&
    Number.isInteger(value.column) &&
    (value.field === null || (typeof value.field === 'string' && (MAPPED_ROLES as readonly string[]).includes(value.field)))
  )
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** Kept work read back; `null` for nothing kept, or anything that is not what `encodeWork` wrote. */
export function decodeWork(stored: string | null): StoredWork | null {
  if (stored === null) return null
  let value: unknown
  try {
    value = JSON.parse(stored)
  } catch {
    return null
  }
  if (!isRecord(value) || value.v !== 1 || typeof value.name !== 'string' || typeof value.data !== 'string') return null
  const bytes = fromBase64(value.data)
  if (bytes === undefined || bytes.length === 0 || bytes.length > BOM.maxBytes) return null
  const boards = Array.isArray(value.boards) && value.boards.length === 3 && value.boards.every((b) => typeof b === 'number' && isBoards(b)) ? (value.boards as unknown as BuildQuantities) : null
  const mapping = value.mapping === null ? null : Array.isArray(value.mapping) && value.mapping.every(isChoice) ? (value.mapping) : undefined
  if (boards === null || mapping === undefined) return null
  const picks: Record<number, number> = {}
  if (isRecord(value.picks)) {
    for (const [row, id] of Object.entries(value.picks)) if (/^\d+$/u.test(row) && Number.isInteger(id)) picks[Number(row)] = id as number
  }
  const contact = isRecord(value.contact) ? value.contact : {}
  return {
    file: { name: value.name, bytes },
    sheet: typeof value.sheet === 'string' ? value.sheet : null,
    mapping,
    boards,
    active: value.active === 1 || value.active === 2 ? value.active : 0,
    picks,
    contact: { name: text(contact.name), email: text(contact.email), telephone: text(contact.telephone), address: text(contact.address) },
  }
}
