import type { BomColumnRead, BomLineDraft, ColumnChoice } from '@partfront/core/bom'
import type { BomContact, BomId, BomPick, BomStatus, BomSummary, ProductSummary, UserId } from '@partfront/core/contract'
import type { PageOf, Paging } from './catalog.port.ts'

/**
 * Members' BOMs: the file's reading, the buyer's mapping, the lines and the status along the sales process;
 * and the catalog lookups a BOM line is matched with (issue 8, "Matching and pricing"). Every read and write
 * of a member's BOM is scoped by their user id: another member's BOM reads as missing. The back-office
 * methods (`listAllBoms`, `findAnyBom`, `moveBom`) see every member's; only `npm run admin` calls them.
 *
 * The catalog lookups take one list per kind for a whole BOM (one query each, not one per line), so a
 * 200-line BOM is matched in a few queries whatever the catalog's size.
 */
export interface BomStore {
  // -------------------------------------------------------------------------------------------------------
  // Catalog lookups

  /** The products whose normalised part number (`normalizePartNumber`) is one of `keys`. */
  partsByNumbers(keys: ReadonlyArray<string>): Promise<ReadonlyArray<CatalogPart>>
  /**
   * The products whose normalised base part (`products.base_normalized`) is one of `bases`: packaging and
   * grade variants. At most `perBase` for each base, those with the most stock first.
   */
  partsByBases(bases: ReadonlyArray<string>, perBase: number): Promise<ReadonlyArray<CatalogPart>>
  /** The products a distributor part number names (LCSC `C1525`, Digi-Key `296-1395-1-ND`), by its normalised text. */
  partsByCodes(codes: ReadonlyArray<string>): Promise<ReadonlyArray<CodedPart>>
  /**
   * For each range, up to `limit` products whose normalised part number lies in `[from, to)`, in that order
   * (or the reverse, nearest `to` first, when `descending`): the catalog's neighbours of a part number.
   */
  partsInRanges(ranges: ReadonlyArray<PartRange>, limit: number): Promise<ReadonlyArray<ReadonlyArray<CatalogPart>>>
  /**
   * For each fragment (three characters or more of a normalised part number), up to `limit` products whose
   * normalised part number holds it, shorter numbers and those in stock first: the parts a number with a typo
   * in its first half may mean, found by its intact second half (`LN358DR` by `58DR`: `LM358DR`), which the
   * B-tree's neighbours of the number never reach.
   */
  partsContaining(fragments: ReadonlyArray<string>, limit: number): Promise<ReadonlyArray<ReadonlyArray<CatalogPart>>>
  /**
   * For each query, up to `limit` passives (resistors, capacitors, inductors) of that value and chip size
   * (any size when `chip` is `''`), those with the most stock first. Brings the value index up to date first.
   */
  partsByValues(queries: ReadonlyArray<ValueQuery>, limit: number): Promise<ReadonlyArray<ReadonlyArray<CatalogPart>>>
  /**
   * Indexes the passives added or changed since the last call (by value and chip size); a catalog load of a
   * million parts takes a few seconds the first time, nothing after. `partsByValues` calls it; a server or a
   * benchmark may call it ahead.
   */
  refreshValueIndex(): Promise<{ readonly indexed: number }>

  // -------------------------------------------------------------------------------------------------------
  // A member's BOMs

  /** Saves an upload in one transaction: the BOM, its file, its lines and its first status (`uploaded`). */
  createBom(bom: NewBom): Promise<BomRecord>
  /** One page of the member's BOMs, newest first, of one status when given. */
  listBoms(userId: UserId, filter: { readonly status?: BomStatus } & Paging): Promise<PageOf<BomSummary>>
  /** The member's BOM with its reading, lines and history; `undefined` when there is none of theirs. */
  findBom(userId: UserId, id: BomId): Promise<BomRecord | undefined>
  /** The member's uploaded file, to read again with a corrected mapping. */
  findBomFile(userId: UserId, id: BomId): Promise<BomFile | undefined>
  /**
   * Replaces the member's BOM's reading and lines (a corrected mapping, read again) in one transaction;
   * `undefined` when there is none of theirs.
   */
  replaceBomReading(userId: UserId, id: BomId, reading: BomReadingRecord, lines: ReadonlyArray<BomLineDraft>, modelCount: number, at: string): Promise<BomRecord | undefined>
  /**
   * Replaces the buyer's picks of the member's BOM (issue 18) with `picks`, one per row, in one transaction; the
   * caller checks that each names a part its line offers. `undefined` when there is none of theirs. A new
   * reading (`replaceBomReading`) drops the picks with the lines they were made on.
   */
  replaceBomPicks(userId: UserId, id: BomId, picks: ReadonlyArray<BomPick>, at: string): Promise<BomRecord | undefined>
  /** The mapping the member last confirmed for a header (every column's field), if any. */
  findHeaderMapping(userId: UserId, signature: string): Promise<ReadonlyArray<ColumnChoice> | undefined>
  /** Remembers the member's mapping for a header, for their next upload with the same header. */
  saveHeaderMapping(userId: UserId, signature: string, mapping: ReadonlyArray<ColumnChoice>, at: string): Promise<void>

  // -------------------------------------------------------------------------------------------------------
  // The back office

  /** The newest BOMs of every member, of one status when given. */
  listAllBoms(filter: { readonly status?: BomStatus; readonly limit: number }): Promise<ReadonlyArray<BackOfficeBom>>
  /** Any member's BOM, for the back office. */
  findAnyBom(id: BomId): Promise<BomRecord | undefined>
  /**
   * Moves a BOM from `from` to `to` (the caller checks `canMoveBom`), stamping the time in its history, in one
   * transaction. `undefined` when the BOM does not exist or is no longer `from`.
   */
  moveBom(move: BomMove): Promise<BomRecord | undefined>
}

/** A product as a BOM line is matched with: what the buyer sees, and the keys it was found by. */
export interface CatalogPart extends ProductSummary {
  /** `normalizePartNumber(model)`. */
  readonly normalized: string
  /** The normalised base part (packaging and grade suffix removed). */
  readonly baseNormalized: string
}

/** A product found by a distributor's part number. */
export interface CodedPart extends CatalogPart {
  /** As the catalog names it (`LCSC`, `Digi-Key`). */
  readonly distributor: string
  readonly code: string
  /** `normalizePartNumber(code)`: the key it was found by. */
  readonly codeKey: string
}

/** A range of normalised part numbers. */
export interface PartRange {
  readonly from: string
  /** Exclusive. */
  readonly to: string
  /** Read from `to` down, so the products nearest `to` come first. */
  readonly descending?: boolean
}

/** Passives of one value (core's `componentValueKey`) and chip size (`0603`; `''` for any). */
export interface ValueQuery {
  readonly valueKey: string
  readonly chip: string
}

/** What was read from a BOM file, as kept. */
export interface BomReadingRecord {
  readonly sheet: string
  readonly sheets: ReadonlyArray<string>
  /** As a spreadsheet program numbers it, from 1. */
  readonly headerRow: number
  readonly header: ReadonlyArray<string>
  /** The header's signature (`bom/header-signature.ts`): a remembered mapping is found by it. */
  readonly headerSignature: string
  readonly mapping: ReadonlyArray<BomColumnRead>
  /** The buyer's corrections as last sent; `null` while the guess stands. */
  readonly mappingChoice: ReadonlyArray<ColumnChoice> | null
  readonly warnings: ReadonlyArray<string>
}

/** An upload to save. */
export interface NewBom {
  readonly userId: UserId
  readonly fileName: string
  /** At most `BOM.maxBytes`. */
  readonly bytes: Uint8Array
  readonly contact: BomContact
  readonly reading: BomReadingRecord
  readonly lines: ReadonlyArray<BomLineDraft>
  /** Distinct models (BOM-2). */
  readonly modelCount: number
  readonly at: string
}

/** One status a BOM took. */
export interface BomStatusChange {
  readonly status: BomStatus
  readonly at: string
  /** What moved it: `member`, `back office`. */
  readonly source: string
}

/** A BOM with everything kept about it. */
export interface BomRecord extends BomSummary {
  readonly userId: UserId
  readonly contact: BomContact
  readonly reading: BomReadingRecord
  readonly bomLines: ReadonlyArray<BomLineDraft>
  /** The buyer's picks among the lines' matches and alternatives (issue 18), by row. */
  readonly picks: ReadonlyArray<BomPick>
  /** Oldest first. */
  readonly history: ReadonlyArray<BomStatusChange>
}

/** An uploaded file. */
export interface BomFile {
  readonly fileName: string
  readonly bytes: Uint8Array
}

/** A BOM as the back office lists it. */
export interface BackOfficeBom extends BomSummary {
  readonly userId: UserId
  readonly email: string
  readonly contactName: string
}

/** A status move. */
export interface BomMove {
  readonly id: BomId
  readonly from: BomStatus
  readonly to: BomStatus
  readonly at: string
  readonly source: string
}

/**
 * Where a BOM may go next along the sales process (PAGE-6: upload, system distribution, customer service
 * verification, customer contact for confirmation, select material to order): one step forward at a time.
 * Ours: the spec shows the steps, not the moves; `ordered` is final.
 */
export const BOM_MOVES: Readonly<Record<BomStatus, ReadonlyArray<BomStatus>>> = {
  uploaded: ['distributed'],
  distributed: ['verifying'],
  verifying: ['confirmed'],
  confirmed: ['ordered'],
  ordered: [],
}

/** Whether a BOM may move from `from` to `to`. */
export function canMoveBom(from: BomStatus, to: BomStatus): boolean {
  return BOM_MOVES[from].includes(to)
}

/**
 * Whether the buyer may still correct a BOM's mapping: until customer service has confirmed it with them
 * (ours: after that, the lines are what was agreed).
 */
export function canRemapBom(status: BomStatus): boolean {
  return status === 'uploaded' || status === 'distributed' || status === 'verifying'
}
