import { MONEY, TEXT_LIMITS } from '../constants.ts'
import type { DataRow } from '../bom/spreadsheet.types.ts'
import type { ImportField, ImportMapping } from './import-columns.ts'

/**
 * One catalog row read into a part (issue 8, "Catalog import"), or the reason it is skipped. Pure: the
 * server resolves manufacturer and category names to ids and writes the parts.
 */

/** A price break as read: from `quantity` pieces up, `unitPrice` micro-dollars each. */
export interface ImportedPriceBreak {
  readonly quantity: number
  readonly unitPrice: number
}

/** A part read from a catalog row. Names are as the file writes them (trimmed). */
export interface ImportedPart {
  /** The row number a spreadsheet program shows. */
  readonly row: number
  readonly partNumber: string
  readonly manufacturer: string
  readonly description: string
  readonly packageName: string
  /** `[top]` or `[top, sub]`; empty when the file has no category. */
  readonly category: readonly string[]
  readonly stock: number
  readonly priceLadder: readonly ImportedPriceBreak[]
  readonly moq: number
  readonly spq: number
  readonly datasheetUrl: string | null
  readonly leadTimeDays: number | null
  readonly rohs: boolean
  readonly attributes: readonly { readonly name: string; readonly value: string }[]
  readonly codes: readonly { readonly distributor: string; readonly code: string }[]
}

/** A row that is not imported, and why, for the report. */
export interface SkippedRow {
  readonly row: number
  readonly message: string
}

const PLACEHOLDER = /^(?:~+|-+|n\/?a|none|undefined|null)$/iu
const MAX_ATTRIBUTES = 50
const DISTRIBUTOR_NAMES: Partial<Record<ImportField, string>> = { lcsc: 'LCSC', digikey: 'Digi-Key', mouser: 'Mouser' }

/** The part a data row holds under `mapping`, or why it is skipped. */
export function readImportRow(row: DataRow, mapping: ImportMapping): ImportedPart | SkippedRow {
  const cell = (field: ImportField): string => {
    const column = mapping.columns.find((entry) => entry.field === field)
    const text = column === undefined ? '' : (row.cells[column.column] ?? '').trim()
    return PLACEHOLDER.test(text) ? '' : text
  }
  const skip = (message: string): SkippedRow => ({ row: row.row, message })

  const partNumber = cell('partNumber')
  if (partNumber === '') return skip('no part number')
  if (partNumber.length > TEXT_LIMITS.model) return skip(`the part number is longer than ${TEXT_LIMITS.model} characters`)
  const manufacturer = cell('manufacturer')
  if (manufacturer === '') return skip(`no manufacturer for ${partNumber}`)
  if (manufacturer.length > TEXT_LIMITS.model) return skip(`the manufacturer is longer than ${TEXT_LIMITS.model} characters`)

  const stock = wholeNumber(cell('stock'), 0)
  if (stock === undefined) return skip(`stock "${cell('stock')}" is not a whole number`)
  const moq = wholeNumber(cell('moq'), 1)
  if (moq === undefined || moq < 1) return skip(`minimum quantity "${cell('moq')}" is not a whole number from 1`)
  const spq = wholeNumber(cell('spq'), 1)
  if (spq === undefined || spq < 1) return skip(`standard pack "${cell('spq')}" is not a whole number from 1`)
  const leadTime = cell('leadTimeDays')
  const leadTimeDays = leadTime === '' ? null : (wholeNumber(leadTime, 0) ?? null)
  const ladder = parsePriceBreaks(cell('priceBreaks'), moq)
  if (!Array.isArray(ladder)) return skip(`price "${cell('priceBreaks')}": ${ladder.error}`)

  return {
    row: row.row,
    partNumber,
    manufacturer,
    description: cell('description').slice(0, TEXT_LIMITS.remark),
    packageName: (cell('package') || packageOfFootprint(cell('footprint'))).slice(0, TEXT_LIMITS.model),
    category: categoryPath(cell('category'), cell('subcategory'), mapping),
    stock,
    priceLadder: ladder,
    moq,
    spq,
    datasheetUrl: httpUrl(cell('datasheet')),
    leadTimeDays,
    rohs: !/^(?:no|false|0|non[- ]?rohs)$/iu.test(cell('rohs')),
    attributes: parseAttributes(cell('attributes')),
    codes: (['lcsc', 'digikey', 'mouser'] as const).flatMap((field) => {
      const code = cell(field)
      const distributor = DISTRIBUTOR_NAMES[field]
      return code === '' || distributor === undefined ? [] : [{ distributor, code: code.slice(0, TEXT_LIMITS.model) }]
    }),
  }
}

/** Whether a row's reading is a skip. */
export function isSkippedRow(read: ImportedPart | SkippedRow): read is SkippedRow {
  return 'message' in read
}

/** `1,234` or `1234` → 1234; empty → `fallback`; anything else → `undefined`. */
function wholeNumber(text: string, fallback: number): number | undefined {
  if (text === '') return fallback
  const digits = text.replace(/[,\s]/gu, '')
  if (!/^\d{1,15}$/u.test(digits)) return undefined
  return Number(digits)
}

/**
 * A price cell as a ladder, in micro-dollars:
 * - breaks `1-9:0.5128,10-29:0.4257,1000-:0.3` (JLCPCB/LCSC exports): from each range's low end;
 * - one price `0.081USD`, `$0.10`, `0.10`: one break at the minimum order quantity;
 * - empty: price on request (`[]`).
 * Quantities must rise; a price may not be negative.
 */
export function parsePriceBreaks(text: string, moq = 1): ImportedPriceBreak[] | { readonly error: string } {
  const cleaned = text.replace(/\s+/gu, '')
  if (cleaned === '') return []
  if (!cleaned.includes(':')) {
    const price = money(cleaned)
    return price === undefined ? { error: 'not a price' } : [{ quantity: moq, unitPrice: price }]
  }
  const ladder: ImportedPriceBreak[] = []
  for (const step of cleaned.split(/[,;]/u).filter((part) => part !== '')) {
    const match = /^(\d+)(?:-(\d*))?:(.+)$/u.exec(step)
    const price = match?.[3] === undefined ? undefined : money(match[3])
    if (match?.[1] === undefined || price === undefined) return { error: `"${step}" is not quantity:price` }
    const quantity = Number(match[1])
    const previous = ladder.at(-1)
    if (quantity < 1 || (previous !== undefined && quantity <= previous.quantity)) {
      return { error: 'the quantities of the price breaks must rise from 1' }
    }
    ladder.push({ quantity, unitPrice: price })
  }
  return ladder
}

/** `0.081USD`, `$0.081`, `0.081` → 81000 micro-dollars; other currencies are refused. */
function money(text: string): number | undefined {
  const match = /^(?:US)?\$?(\d{1,9}(?:\.\d{1,12})?)(?:USD)?$/iu.exec(text)
  if (match?.[1] === undefined) return undefined
  return Math.round(Number(match[1]) * MONEY.unitsPerDollar)
}

/**
 * The package a KiCad footprint names: the part after the library (`PCM_JLCPCB:SOIC-8_L5.0-W4.0…` → `SOIC-8`,
 * `Resistor_SMD:R_0603_1608Metric` → `R_0603_1608Metric`). The first `_` field is taken only when it looks like a
 * package code (letters and digits joined by `-`).
 */
export function packageOfFootprint(footprint: string): string {
  const name = footprint.slice(footprint.lastIndexOf(':') + 1)
  const first = name.split('_')[0] ?? ''
  return /^[A-Z]+-?\d+[A-Z0-9-]*$/u.test(first) ? first : name
}

/**
 * `[top, sub]` from the category columns. With no subcategory column, a category written `Top,Sub`
 * (KiCad JLCPCB libraries: `Amplifiers,Comparators`) is split at its first comma.
 */
function categoryPath(category: string, subcategory: string, mapping: ImportMapping): string[] {
  const clip = (name: string) => name.trim().slice(0, TEXT_LIMITS.name)
  if (category === '') return subcategory === '' ? [] : [clip(subcategory)]
  const hasSubcategoryColumn = mapping.columns.some((column) => column.field === 'subcategory')
  if (!hasSubcategoryColumn && category.includes(',')) {
    const at = category.indexOf(',')
    return [clip(category.slice(0, at)), clip(category.slice(at + 1))].filter((name) => name !== '')
  }
  return subcategory === '' ? [clip(category)] : [clip(category), clip(subcategory)]
}

function httpUrl(text: string): string | null {
  return /^https?:\/\/[^\s/]+[^\s]*$/u.test(text) && text.length <= 2048 ? text : null
}

/**
 * A JSON object of attributes (`{"Supply Voltage":"2V~36V"}`) as name/value pairs; nested values are kept
 * as their JSON text; anything unreadable gives none (attributes are extra, never a reason to skip a row).
 */
function parseAttributes(text: string): { name: string; value: string }[] {
  if (!text.startsWith('{')) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return []
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return []
  return Object.entries(parsed)
    .slice(0, MAX_ATTRIBUTES)
    .map(([name, value]) => ({
      name: name.slice(0, TEXT_LIMITS.name),
      value: (typeof value === 'string' ? value : JSON.stringify(value)).slice(0, TEXT_LIMITS.model),
    }))
    .filter((attribute) => attribute.name !== '' && attribute.value !== '')
}
