import * as Schema from 'effect/Schema'
import { Email } from '../auth/auth.forms.ts'
import { type Accepted, checkUploadName, checkUploadSize } from '../bom/bom-upload.rules.ts'
import { MAPPED_ROLES } from '../bom/column-mapping.ts'
import type { Refusal } from '../bom/spreadsheet.types.ts'
import { BOM, LIMITS, TEXT_LIMITS } from '../constants.ts'
import {
  BomId,
  Count,
  ProductId,
  IsoDateTime,
  Money,
  PagingQuery,
  Quantity,
  Ratio,
  controlCharacterMessage,
  hasControlCharacter,
  idFromString,
  intFromString,
  pageOf,
  phone,
  plainText,
  requiredText,
} from './common.ts'
import { endpoint } from './endpoint.ts'
import { fileEndpoint } from './file-download.ts'
import { ProductSummary } from './product.ts'
import { QuoteReceipt } from './quote.ts'

/**
 * BOM upload, list and detail (BOM-1 to BOM-4, PAGE-6; `/bom`, `/member/bom`, `/member/detail/bom_{id}`),
 * its export and the template (BOM-3), and its matched lines sent to the cart or as a quote request.
 * Ours: the spec shows the page and the limits, not the calls. The shapes follow the BOM engine issue
 * (mapping with confidence, lines with designators, alternates, a match kind and prices) but stay general:
 * the engine in `core/src/bom/` owns what the fields mean.
 */

/** The message for a form whose `file` field holds no file: the BOM engine's, for a file with no name. */
export const NO_BOM_FILE_MESSAGE = noFileMessage()

function noFileMessage(): string {
  const refusal = checkUploadName('')
  return refusal.ok ? 'Please choose a BOM file' : refusal.message
}

/**
 * An uploaded file as both the browser (`File`) and the server (`File` from a parsed form) hold it: a name,
 * a size in bytes, a media type, and its bytes. Declared structurally so `core` needs no DOM types.
 */
export interface UploadFile {
  readonly name: string
  readonly size: number
  readonly type: string
  arrayBuffer(): Promise<ArrayBuffer>
}

function isUploadFile(value: unknown): value is UploadFile {
  if (typeof value !== 'object' || value === null) return false
  const file = value as Partial<Record<keyof UploadFile, unknown>>
  return typeof file.name === 'string' && typeof file.size === 'number' && typeof file.arrayBuffer === 'function'
}

/** A BOM engine check as a filter: its refusal's message, or nothing. */
function bomCheck(check: (file: UploadFile) => Accepted | Refusal) {
  return Schema.makeFilter<UploadFile>((file) => {
    const result = check(file)
    return result.ok ? undefined : result.message
  }, undefined, true)
}

/**
 * The BOM file field: a file whose name ends in an accepted suffix (BOM-1), not empty, at most
 * `BOM.maxBytes` (5 MB), with the BOM engine's own checks and messages (`core/src/bom/bom-upload.rules.ts`).
 * The 200-model limit (BOM-2) needs the file read: the engine checks it when it reads the upload.
 */
export const BomFile = Schema.declare(isUploadFile, { identifier: 'UploadFile', message: NO_BOM_FILE_MESSAGE }).check(
  bomCheck((file) => checkUploadName(file.name)),
  Schema.makeFilter<UploadFile>((file) => (hasControlCharacter(file.name) ? controlCharacterMessage('the file name') : undefined), undefined, true),
  bomCheck((file) => checkUploadSize(file.size)),
)
export type BomFile = typeof BomFile.Type

/** BOM-4: the contact info sent with a BOM. */
export const BomContact = Schema.Struct({
  name: requiredText('your name', TEXT_LIMITS.name),
  email: Email,
  telephone: phone('telephone number', { required: true }),
  address: requiredText('address', TEXT_LIMITS.address),
})
export type BomContact = typeof BomContact.Type

/**
 * The upload form's fields (`multipart/form-data`): the file under `file` and the contact info (BOM-4) as
 * text fields.
 */
export const BomUploadBody = Schema.Struct({ file: BomFile, ...BomContact.fields })
export type BomUploadBody = typeof BomUploadBody.Type

/** Where a BOM is in the sales process (PAGE-6): uploaded, distributed, verifying, confirmed, ordered. */
export const BomStatus = Schema.Literals(['uploaded', 'distributed', 'verifying', 'confirmed', 'ordered'])
export type BomStatus = typeof BomStatus.Type

/**
 * What a column of the BOM is mapped to (the BOM engine issue's list): the roles the BOM reader's column
 * mapping assigns, `dnp` for the do-not-fit marks.
 */
export const BomField = Schema.Literals(MAPPED_ROLES)
export type BomField = typeof BomField.Type

/** One column of the sheet and what it was taken to hold (`null`: ignored), with the guess's confidence. */
export const BomColumn = Schema.Struct({
  /** From 0, left to right. */
  column: Count,
  header: Schema.String,
  field: Schema.NullOr(BomField),
  confidence: Ratio,
  /** Why the column was read so when its cells decided, not its header (a column found or moved by its cells). */
  reason: Schema.optionalKey(Schema.String),
})
export type BomColumn = typeof BomColumn.Type

/** A BOM as listed. */
export const BomSummary = Schema.Struct({
  id: BomId,
  fileName: Schema.String,
  status: BomStatus,
  /** BOM lines read. */
  lines: Count,
  /** Distinct part numbers among them (BOM-2 allows at most 200 per upload). */
  models: Count,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
})
export type BomSummary = typeof BomSummary.Type

/**
 * What the upload understood, for the buyer to confirm or correct: the sheet read (and the others), the
 * header row as a spreadsheet numbers it (from 1), the column mapping, and the warnings.
 */
export const BomReading = Schema.Struct({
  sheet: Schema.String,
  sheets: Schema.Array(Schema.String),
  headerRow: Count,
  mapping: Schema.Array(BomColumn),
  warnings: Schema.Array(Schema.String),
})
export type BomReading = typeof BomReading.Type

/** The upload's answer: the saved BOM and what was read. */
export const BomUploadResult = Schema.Struct({ bom: BomSummary, reading: BomReading })
export type BomUploadResult = typeof BomUploadResult.Type

/** The buyer's corrected mapping: which column holds what; the server re-reads the BOM with it. */
/** A sheet named by the buyer. */
const SheetName = Schema.String.check(Schema.isMaxLength(TEXT_LIMITS.name), plainText('the sheet'))

/** The buyer's column choices: which column holds what (`null`: not read). */
export const BomColumnChoices = Schema.Array(Schema.Struct({ column: Count, field: Schema.NullOr(BomField) })).check(
  Schema.isMaxLength(LIMITS.maxLinesPerRequest),
)
export type BomColumnChoices = typeof BomColumnChoices.Type

export const BomMappingBody = Schema.Struct({
  id: BomId,
  /** The sheet to read, by name (one of `reading.sheets`). */
  sheet: Schema.optionalKey(SheetName),
  headerRow: Schema.optionalKey(Count),
  mapping: BomColumnChoices,
})
export type BomMappingBody = typeof BomMappingBody.Type

/** How a BOM line was matched to the catalog (the BOM engine issue's kinds, best first). */
export const BomMatchKind = Schema.Literals(['exact', 'variant', 'distributor', 'close', 'value', 'none'])
export type BomMatchKind = typeof BomMatchKind.Type

/**
 * A build quantity: a whole number of boards from 1 to `BOM.maxBoards` (issue 14: with a line's quantity at
 * most `BOM.maxLineQuantity`, the pieces of a build stay exact).
 */
export const BomBoards = Schema.Number.annotate({ message: 'Boards must be a whole number' }).check(
  Schema.isInt({ message: 'Boards must be a whole number' }),
  Schema.isBetween(
    { minimum: 1, maximum: BOM.maxBoards },
    { message: `Boards must be from 1 to ${BOM.maxBoards.toLocaleString('en-US')}` },
  ),
)
export type BomBoards = typeof BomBoards.Type

/**
 * Another catalog part offered for a line besides its match (issue 18: "close matches and alternatives offered
 * to pick from"): another close match, another passive of the value, another maker's part of the number. The
 * buyer may pick it (or confirm the match itself) before sending the BOM to the cart (`BomSendBody.picks`).
 */
export const BomOption = Schema.Struct({
  kind: BomMatchKind,
  product: ProductSummary,
  score: Ratio,
  reason: Schema.String,
})
export type BomOption = typeof BomOption.Type

/**
 * The buyer's pick for a line (issue 18): one of the parts the line offers (its match or one of its `options`),
 * confirmed, so a close or by-value match goes with the sure ones.
 */
export const BomPick = Schema.Struct({ row: Count, productId: ProductId })
export type BomPick = typeof BomPick.Type

/** The buyer's picks, one per line (row), at most one per line of a request. */
export const BomPickList = Schema.Array(BomPick).check(Schema.isMaxLength(LIMITS.maxLinesPerRequest))
export type BomPickList = typeof BomPickList.Type

/** One line of a BOM with its match and prices at the build quantity. */
export const BomLine = Schema.Struct({
  /** The row a spreadsheet shows for it, from 1. */
  row: Count,
  designators: Schema.Array(Schema.String),
  /** Per board; 0 for a do-not-fit line. */
  quantity: Count,
  mpn: Schema.String,
  manufacturer: Schema.String,
  alternates: Schema.Array(Schema.Struct({ mpn: Schema.String, manufacturer: Schema.String })),
  value: Schema.String,
  description: Schema.String,
  footprint: Schema.String,
  fitted: Schema.Boolean,
  match: Schema.Struct({
    kind: BomMatchKind,
    product: Schema.NullOr(ProductSummary),
    score: Ratio,
    reason: Schema.String,
  }),
  /** At the line's price break for quantity × boards; `null` when unmatched or priced on request. */
  unitPrice: Schema.NullOr(Money),
  extendedPrice: Schema.NullOr(Money),
  /** Issue 18: other parts the buyer may pick for this line, best first (absent: none). */
  options: Schema.optionalKey(Schema.Array(BomOption)),
})
export type BomLine = typeof BomLine.Type

/** A BOM with everything: contact, reading, lines, totals and its way through the statuses. */
export const BomDetail = Schema.Struct({
  ...BomSummary.fields,
  contact: Schema.Struct({
    name: Schema.String,
    email: Schema.String,
    telephone: Schema.String,
    address: Schema.String,
  }),
  reading: BomReading,
  /** The build quantity the prices are for. */
  boards: BomBoards,
  lines: Schema.Array(BomLine),
  totals: Schema.Struct({
    lines: Count,
    /** Pieces to buy for the build, do-not-fit lines left out. */
    quantity: Count,
    matched: Count,
    price: Money,
  }),
  history: Schema.Array(Schema.Struct({ status: BomStatus, at: IsoDateTime })),
  /** Issue 18: when the catalog's stock and prices were read for this answer. */
  pricedAt: Schema.optionalKey(IsoDateTime),
  /**
   * Issue 18: the buyer's picks kept with the BOM and still offered, by row; the lines already show the parts
   * picked (match and prices), and these lines go to the cart and the RFQ list as confirmed. Absent: none.
   */
  picks: Schema.optionalKey(BomPickList),
})
export type BomDetail = typeof BomDetail.Type

/** `?page&pageSize&status`: the member's BOMs, newest first, optionally of one status. */
export const BomListQuery = Schema.Struct({ ...PagingQuery.fields, status: Schema.optionalKey(BomStatus) })
export type BomListQuery = typeof BomListQuery.Type

export const BomPage = pageOf(BomSummary)
export type BomPage = typeof BomPage.Type

// ---------------------------------------------------------------------------------------------------------
// Preview: a BOM read, matched and priced without saving it (issue 18: "A visitor can try the tool")

/**
 * The preview form's fields (`multipart/form-data`): the file, and the buyer's choices once they have seen the
 * guess: the sheet, the header row (its digits) and the column mapping (as JSON text, the form's fields being
 * text). Left out, the reader guesses, as for an upload.
 */
export const BomPreviewBody = Schema.Struct({
  file: BomFile,
  sheet: Schema.optionalKey(SheetName),
  headerRow: Schema.optionalKey(intFromString(Count)),
  mapping: Schema.optionalKey(Schema.fromJsonString(BomColumnChoices)),
})
export type BomPreviewBody = typeof BomPreviewBody.Type

/**
 * A BOM read, matched against the catalog and priced for one board, not saved: what the `/bom` page shows
 * before the buyer saves it (and a visitor, who cannot save, sees at all). The lines carry their parts'
 * ladders and minimum orders, so the page prices other build quantities with core's rules; their reasons say
 * how they matched, not what a build's price depends on (the page says that per build).
 */
export const BomPreview = Schema.Struct({
  fileName: Schema.String,
  /** Distinct part numbers (BOM-2: at most 200). */
  models: Count,
  reading: BomReading,
  lines: Schema.Array(BomLine),
  /** When the catalog's stock and prices were read. */
  pricedAt: IsoDateTime,
})
export type BomPreview = typeof BomPreview.Type

export const bomPreview = endpoint({
  name: 'bomPreview',
  method: 'POST',
  path: '/api/bom/preview',
  body: BomPreviewBody,
  bodyEncoding: 'multipart',
  response: BomPreview,
  auth: 'none',
  summary:
    "Reads a BOM file (BOM-1, BOM-2) with the buyer's sheet, header row and mapping when given, matches and prices it, without saving it; a member's mapping remembered for the header applies.",
})

/** `?id=&boards=`: a BOM priced for `boards` boards (default 1). */
export const BomDetailQuery = Schema.Struct({
  id: idFromString(BomId),
  boards: Schema.optionalKey(intFromString(BomBoards)),
})
export type BomDetailQuery = typeof BomDetailQuery.Type

export const bomUpload = endpoint({
  name: 'bomUpload',
  method: 'POST',
  path: '/api/bom/upload',
  body: BomUploadBody,
  bodyEncoding: 'multipart',
  response: BomUploadResult,
  auth: 'member',
  summary: 'Uploads a BOM file (XLS, XLSX or CSV, at most 200 models, BOM-1, BOM-2) with contact info (BOM-4); answers the guessed mapping.',
})

export const bomMapping = endpoint({
  name: 'bomMapping',
  method: 'POST',
  path: '/api/bom/mapping',
  body: BomMappingBody,
  response: BomDetail,
  auth: 'member',
  summary: "Confirms or corrects a BOM's column mapping; answers the BOM re-read and matched with it.",
})

export const bomList = endpoint({
  name: 'bomList',
  method: 'GET',
  path: '/api/bom/list',
  query: BomListQuery,
  response: BomPage,
  auth: 'member',
  summary: "One page of the member's BOMs (PAGE-2 Bom List).",
})

export const bomDetail = endpoint({
  name: 'bomDetail',
  method: 'GET',
  path: '/api/bom/detail',
  query: BomDetailQuery,
  response: BomDetail,
  auth: 'member',
  summary: "One of the member's BOMs with its lines, matches and prices; 404 when it is not theirs.",
})

// ---------------------------------------------------------------------------------------------------------
// Export, template, and the matched lines in one call (issue 8 "In the API")

/** The formats a BOM is exported in, and the template offered in (BOM-3). */
export const BomFileFormat = Schema.Literals(['csv', 'xlsx'])
export type BomFileFormat = typeof BomFileFormat.Type

/** The media type of each format, as the download's `Content-Type` carries it. */
export const BOM_FILE_MEDIA_TYPES: Readonly<Record<BomFileFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** `?id=&boards=&format=csv|xlsx`: a BOM with its matches, priced for `boards` boards (default 1). */
export const BomExportQuery = Schema.Struct({ ...BomDetailQuery.fields, format: BomFileFormat })
export type BomExportQuery = typeof BomExportQuery.Type

/** `?format=csv|xlsx`: the BOM template. */
export const BomTemplateQuery = Schema.Struct({ format: BomFileFormat })
export type BomTemplateQuery = typeof BomTemplateQuery.Type

/** `{ id, boards?, picks? }`: a BOM's matched lines, for `boards` boards (default 1), with the buyer's picks. */
export const BomSendBody = Schema.Struct({
  id: BomId,
  boards: Schema.optionalKey(BomBoards),
  picks: Schema.optionalKey(BomPickList),
})
export type BomSendBody = typeof BomSendBody.Type

/** Why a BOM line was not sent. */
export const BomLeftOutReason = Schema.Literals([
  /** Do not fit (DNP, quantity 0): nothing to buy. */
  'not-fitted',
  /** No catalog part matched. */
  'unmatched',
  /** A close or by-value match: the buyer confirms the part first (it may not be the one meant). */
  'unconfirmed',
])
export type BomLeftOutReason = typeof BomLeftOutReason.Type

/** A line of the BOM left out of the call, with why, for the buyer to read. */
export const BomLineLeftOut = Schema.Struct({
  row: Count,
  mpn: Schema.String,
  reason: BomLeftOutReason,
  message: Schema.String,
})
export type BomLineLeftOut = typeof BomLineLeftOut.Type

/** A catalog part sent: each part once, with the pieces for the build and the BOM rows it stands for. */
export const BomPartSent = Schema.Struct({
  productId: ProductId,
  model: Schema.String,
  quantity: Quantity,
  rows: Schema.Array(Count),
})
export type BomPartSent = typeof BomPartSent.Type

const bomSentFields = {
  /** The build quantity the pieces are for. */
  boards: BomBoards,
  sent: Schema.Array(BomPartSent),
  /** The pieces sent, all parts together. */
  pieces: Count,
  leftOut: Schema.Array(BomLineLeftOut),
}

/** What `bomToCart` added, what it left out, and the cart's new row count. */
export const BomToCartResult = Schema.Struct({ ...bomSentFields, cartNum: Count })
export type BomToCartResult = typeof BomToCartResult.Type

/** What `bomToRfq` sent as a quote request, what it left out, and the request's receipt. */
export const BomToRfqResult = Schema.Struct({ ...bomSentFields, quote: QuoteReceipt })
export type BomToRfqResult = typeof BomToRfqResult.Type

/** `{ id, boards?, picks }`: the buyer's picks to keep with a saved BOM, checked against its lines at `boards`. */
export const BomPicksBody = Schema.Struct({
  id: BomId,
  boards: Schema.optionalKey(BomBoards),
  picks: BomPickList,
})
export type BomPicksBody = typeof BomPicksBody.Type

export const bomPicks = endpoint({
  name: 'bomPicks',
  method: 'POST',
  path: '/api/bom/picks',
  body: BomPicksBody,
  response: BomDetail,
  auth: 'member',
  summary:
    "Keeps the buyer's picks among a saved BOM's matches and alternatives (replacing those kept); 400 naming a pick its line does not offer; answers the BOM with them.",
})

/**
 * The preview form's fields with the build quantity, the buyer's picks (as JSON text) and the format: a BOM not
 * saved, exported as the page shows it (issue 18: "Export to CSV and XLSX").
 */
export const BomPreviewExportBody = Schema.Struct({
  ...BomPreviewBody.fields,
  boards: Schema.optionalKey(intFromString(BomBoards)),
  picks: Schema.optionalKey(Schema.fromJsonString(BomPickList)),
  format: BomFileFormat,
})
export type BomPreviewExportBody = typeof BomPreviewExportBody.Type

export const bomPreviewExport = fileEndpoint({
  name: 'bomPreviewExport',
  path: '/api/bom/previewexport',
  body: BomPreviewExportBody,
  bodyEncoding: 'multipart',
  fileTypes: [BOM_FILE_MEDIA_TYPES.csv, BOM_FILE_MEDIA_TYPES.xlsx],
  auth: 'none',
  summary:
    "Reads, matches and prices a BOM file as the preview does, with the buyer's picks, for `boards` boards, and downloads it as CSV or XLSX (formula cells neutralised), without saving it.",
})

export const bomExport = fileEndpoint({
  name: 'bomExport',
  path: '/api/bom/export',
  query: BomExportQuery,
  fileTypes: [BOM_FILE_MEDIA_TYPES.csv, BOM_FILE_MEDIA_TYPES.xlsx],
  auth: 'member',
  summary: "Downloads one of the member's BOMs with its matches and prices as CSV or XLSX (formula cells neutralised); 404 when it is not theirs.",
})

export const bomTemplate = fileEndpoint({
  name: 'bomTemplate',
  path: '/api/bom/template',
  query: BomTemplateQuery,
  fileTypes: [BOM_FILE_MEDIA_TYPES.csv, BOM_FILE_MEDIA_TYPES.xlsx],
  auth: 'none',
  summary: 'Downloads the recommended BOM template as CSV or XLSX (BOM-3).',
})

export const bomToCart = endpoint({
  name: 'bomToCart',
  method: 'POST',
  path: '/api/bom/tocart',
  body: BomSendBody,
  response: BomToCartResult,
  auth: 'member',
  summary: "Adds a BOM's surely matched lines (quantity × boards) to the member's cart in one all-or-nothing call; answers what was added and left out.",
})

export const bomToRfq = endpoint({
  name: 'bomToRfq',
  method: 'POST',
  path: '/api/bom/torfq',
  body: BomSendBody,
  response: BomToRfqResult,
  auth: 'member',
  summary: "Sends a BOM's surely matched lines (quantity × boards) as one quote request with the BOM's contact; answers its receipt and what was left out.",
})
