import type { BomColumnRead, BomLineDraft, ColumnChoice } from '@partfront/core/bom'
import type { BomContact, BomId, BomStatus, BomSummary, UserId } from '@partfront/core/contract'
import type { BackOfficeBom, BomReadingRecord, CatalogPart, CodedPart } from '../boms.port.ts'
import { type ProductSummaryRow, jsonColumn, productSummaryOf } from './products.ts'

/**
 * The BOM area's rows as both engines read them, turned into the port's records in one place. The engines
 * differ only in how a value arrives: a list is JSON text from SQLite and already parsed from PostgreSQL's
 * `JSONB` (`jsonColumn`); a flag is `0`/`1` from SQLite and a boolean from PostgreSQL; an instant is ISO 8601
 * text from both (the PostgreSQL pool parses `TIMESTAMPTZ` so).
 */

/** A product joined to its maker and category, with the keys a BOM line is matched by. */
export interface PartRow extends ProductSummaryRow {
  normalized: string
  base_normalized: string
  moq: number
}

/** A product found by a distributor's number. */
export interface CodedRow extends PartRow {
  distributor: string
  code: string
  code_key: string
}

/** A row of `boms`. */
export interface BomRow {
  id: number
  user_id: number
  file_name: string
  status: BomStatus
  contact_name: string
  contact_email: string
  contact_telephone: string
  contact_address: string
  sheet: string
  sheets: unknown
  header_row: number
  header: unknown
  header_signature: string
  mapping: unknown
  mapping_choice: unknown
  warnings: unknown
  line_count: number
  model_count: number
  created_at: string
  updated_at: string
}

/** A row of `bom_lines`. */
export interface LineRow {
  row: number
  designators: unknown
  quantity: number
  mpn: string
  manufacturer: string
  alternates: unknown
  distributor_parts: unknown
  value: string
  description: string
  footprint: string
  fitted: number | boolean
  warnings: unknown
}

/** A BOM as the back office lists it, with its member's email. */
export interface BackOfficeRow extends BomRow {
  email: string
}

export function partOf(row: PartRow): CatalogPart {
  return { ...productSummaryOf(row), normalized: row.normalized, baseNormalized: row.base_normalized, moq: row.moq }
}

export function codedPartOf(row: CodedRow): CodedPart {
  return { ...partOf(row), distributor: row.distributor, code: row.code, codeKey: row.code_key }
}

export function summaryOf(row: Pick<BomRow, 'id' | 'file_name' | 'status' | 'line_count' | 'model_count' | 'created_at' | 'updated_at'>): BomSummary {
  return {
    id: row.id as BomId,
    fileName: row.file_name,
    status: row.status,
    lines: row.line_count,
    models: row.model_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function backOfficeBomOf(row: Pick<BackOfficeRow, 'id' | 'file_name' | 'status' | 'line_count' | 'model_count' | 'created_at' | 'updated_at' | 'user_id' | 'email' | 'contact_name'>): BackOfficeBom {
  return { ...summaryOf(row), userId: row.user_id as UserId, email: row.email, contactName: row.contact_name }
}

export function lineOf(row: LineRow): BomLineDraft {
  return {
    row: row.row,
    designators: jsonColumn<string[]>(row.designators),
    quantity: row.quantity,
    mpn: row.mpn,
    manufacturer: row.manufacturer,
    alternates: jsonColumn<BomLineDraft['alternates']>(row.alternates),
    distributorParts: jsonColumn<BomLineDraft['distributorParts']>(row.distributor_parts),
    value: row.value,
    description: row.description,
    footprint: row.footprint,
    fitted: row.fitted === true || row.fitted === 1,
    warnings: jsonColumn<string[]>(row.warnings),
  }
}

export function readingOf(row: BomRow): BomReadingRecord {
  return {
    sheet: row.sheet,
    sheets: jsonColumn<string[]>(row.sheets),
    headerRow: row.header_row,
    header: jsonColumn<string[]>(row.header),
    headerSignature: row.header_signature,
    mapping: jsonColumn<BomColumnRead[]>(row.mapping),
    mappingChoice: row.mapping_choice === null ? null : jsonColumn<ColumnChoice[]>(row.mapping_choice),
    warnings: jsonColumn<string[]>(row.warnings),
  }
}

export function contactOf(row: BomRow): BomContact {
  return {
    name: row.contact_name,
    email: row.contact_email,
    telephone: row.contact_telephone,
    address: row.contact_address,
  }
}

/** A reading's columns as either engine writes them (lists as JSON text; PostgreSQL casts it to `JSONB`). */
export function readingColumns(reading: BomReadingRecord, lineCount: number, modelCount: number) {
  return {
    sheet: reading.sheet,
    sheets: JSON.stringify(reading.sheets),
    headerRow: reading.headerRow,
    header: JSON.stringify(reading.header),
    headerSignature: reading.headerSignature,
    mapping: JSON.stringify(reading.mapping),
    mappingChoice: reading.mappingChoice === null ? null : JSON.stringify(reading.mappingChoice),
    warnings: JSON.stringify(reading.warnings),
    lineCount,
    modelCount,
  }
}

/** A line's columns as either engine writes them. */
export function lineColumns(line: BomLineDraft) {
  return {
    row: line.row,
    designators: JSON.stringify(line.designators),
    quantity: line.quantity,
    mpn: line.mpn,
    manufacturer: line.manufacturer,
    alternates: JSON.stringify(line.alternates),
    distributorParts: JSON.stringify(line.distributorParts),
    value: line.value,
    description: line.description,
    footprint: line.footprint,
    warnings: JSON.stringify(line.warnings),
  }
}
