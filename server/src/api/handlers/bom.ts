import { type BomLineDraft, type BomRead, type ColumnChoice, type ReadBomOptions, checkModelCount, checkUploadName, checkUploadSize } from '@partfront/core/bom'
import { TEXT_LIMITS } from '@partfront/core/constants'
import {
  AddCartBody,
  type BomDetail,
  type BomFile,
  type BomId,
  type BomPick,
  type BomPreview,
  type BomPreviewBody,
  type BomSummary,
  RfqListBody,
  type UserId,
  inputError,
  resolvePaging,
} from '@partfront/core/contract'
import * as Result from 'effect/Result'
import * as Schema from 'effect/Schema'
import { RATE_LIMITS } from '../../auth/rate-limits.ts'
import { spendAttempt } from '../../auth/guards.ts'
import { bomDetail, bomLine, bomReading } from '../../bom/bom-detail.ts'
import { type LineMatch, matchBomLines } from '../../bom/match.ts'
import { type PickedMatches, applyPicks } from '../../bom/picks.ts'
import { BomPriceRefusal, type PricedBom, priceBom } from '../../bom/price.ts'
import { confirmedMapping, mergeChoices, readingRecord } from '../../bom/bom-reading.ts'
import { bomTemplate, exportBom } from '../../bom/export.ts'
import { headerSignature } from '../../bom/header-signature.ts'
import { type BomOrderPlan, bomCartLines, bomOrderPlan, bomRfqLines } from '../../bom/order-lines.ts'
import { type BomReader, sharedBomReader } from '../../bom/upload-reader.ts'
import { type BomReadingRecord, type BomRecord, type BomStore, canRemapBom } from '../../store/boms.port.ts'
import { badRequest, conflict, notFound } from '../failure.ts'
import type { HandlersFor, Member, RequestInfo } from '../handler.ts'
import type { Services } from '../services.ts'
import { cartAddFailure, submitRfqList } from './shopping.ts'

/**
 * BOM upload, mapping, list and detail (BOM-1 to BOM-4, PAGE-6; issue 8 "In the API").
 *
 * - Upload: the contract's checks run again here on the file's bytes (BOM-1's suffix, the 5 MB cap), then the
 *   file is read in a worker thread with a time and a memory limit (`bom/upload-reader.ts`), so a hostile file
 *   is refused with a message and the server carries on. BOM-2's 200 models is checked on what was read. A
 *   mapping the member confirmed for the same header before is applied. The BOM is saved with its file, its
 *   contact info (BOM-4), its lines and its first status in one transaction.
 * - Mapping: the stored file read again with the buyer's sheet, header row and columns; the result becomes the
 *   BOM's reading and lines, and the mapping is remembered for the header. Ours: allowed until the BOM is
 *   confirmed with the buyer (409 after).
 * - Detail: the lines matched against the catalog as it is now and priced for `boards` boards (default 1).
 * - Export: the BOM as the detail shows it (matched now, priced for `boards`), as a CSV or XLSX download
 *   (`bom/export.ts` neutralises formula cells); the template (BOM-3) is public.
 * - To the cart, to a quote request: the surely matched lines (`bom/order-lines.ts`), each part once with
 *   quantity × boards, through the very paths `addcart` and `rfqlist` take: the contract's body schema (its
 *   200-line and quantity limits) and the same store call, so the same rules and messages apply and the call
 *   is all or nothing. The quote request goes with the BOM's contact info (BOM-4). The lines left out (do-not-
 *   fit, unmatched, close or by-value matches the buyer confirms first) are answered with why. Ours: a BOM
 *   with no sure line answers 409, as there is nothing to send until the buyer confirms a match.
 * - Another member's BOM reads as missing (404), whether shown, exported, re-mapped or sent, and nothing
 *   changes.
 */
type BomEndpoint =
  | 'bomUpload'
  | 'bomPreview'
  | 'bomMapping'
  | 'bomList'
  | 'bomDetail'
  | 'bomExport'
  | 'bomTemplate'
  | 'bomToCart'
  | 'bomToRfq'
  | 'bomPicks'
  | 'bomPreviewExport'

/** The reader; tests may swap it for one with other limits. */
let reader: () => BomReader = sharedBomReader

/** Uses `next` to read BOM files (tests); `undefined` restores the process's shared reader. */
export function useBomReader(next: BomReader | undefined): void {
  reader = next === undefined ? sharedBomReader : () => next
}

const BOM = 'The BOM'

function summaryOf(record: BomRecord): BomSummary {
  return {
    id: record.id,
    fileName: record.fileName,
    status: record.status,
    lines: record.lines,
    models: record.models,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  }
}

/** Reads a BOM file in the worker; a refusal is the buyer's 400 with its message. */
async function readOrRefuse(bytes: Uint8Array, fileName: string, options: ReadBomOptions = {}): Promise<BomRead> {
  const read = await reader()(bytes, fileName, options)
  if (!read.ok) throw badRequest(read.message, { reason: read.reason })
  // BOM-2, again on what was read (the reader checks it too): at most 200 models.
  const models = checkModelCount(read.modelCount.models)
  if (!models.ok) throw badRequest(models.message, { reason: models.reason })
  return read
}

/** A BOM file's bytes after the contract's checks, again on the bytes themselves (BOM-1's suffix, the 5 MB cap). */
async function checkedBytes(file: BomFile): Promise<Uint8Array> {
  const name = checkUploadName(file.name)
  if (!name.ok) throw badRequest(name.message)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const size = checkUploadSize(bytes.byteLength)
  if (!size.ok) throw badRequest(size.message)
  return bytes
}

/**
 * A file read with the mapping the member confirmed for its header before, when there is one and it still
 * reads (a note says which happened); else as it was read.
 */
async function withRememberedMapping(
  boms: BomStore,
  userId: UserId,
  bytes: Uint8Array,
  fileName: string,
  read: BomRead,
): Promise<{ read: BomRead; choice: ReadonlyArray<ColumnChoice> | null; notes: string[] }> {
  const remembered = await boms.findHeaderMapping(userId, headerSignature(read.header))
  if (remembered === undefined) return { read, choice: null, notes: [] }
  const again = await reader()(bytes, fileName, { sheet: read.sheet, headerRow: read.headerRow, mapping: remembered })
  if (again.ok && checkModelCount(again.modelCount.models).ok) {
    return { read: again, choice: remembered, notes: ['The column mapping you confirmed for this header before was applied.'] }
  }
  return { read, choice: null, notes: ['The column mapping you confirmed for this header before could not be applied; the columns were guessed again.'] }
}

/** `lines` priced with `matches`; a build that cannot be priced exactly (issue 14) is the buyer's 400 with why. */
function priceOrRefuse(lines: readonly BomLineDraft[], matches: readonly LineMatch[], boards: number): PricedBom {
  try {
    return priceBom(lines, matches, boards)
  } catch (error) {
    if (error instanceof BomPriceRefusal) throw badRequest(error.message, { reason: 'too-large-to-price' })
    throw error
  }
}

/**
 * `lines` matched now for `boards` boards with the buyer's picks: those `sent` are checked (400 naming the first
 * refused), those `kept` with a saved BOM are taken as far as the catalog still offers them.
 */
async function pickedMatches(
  boms: BomStore,
  lines: readonly BomLineDraft[],
  boards: number,
  picks: { readonly sent: readonly BomPick[] } | { readonly kept: readonly BomPick[] },
): Promise<PickedMatches> {
  const picked = applyPicks(lines, await matchBomLines(lines, boms, boards), 'sent' in picks ? picks.sent : picks.kept)
  const [refused] = picked.refused
  if ('sent' in picks && refused !== undefined) {
    throw badRequest(refused.message, { part: 'body', picks: picked.refused.map((one) => ({ ...one.pick, message: one.message })) })
  }
  return picked
}

/** A saved BOM priced with its picks, and the rows the buyer confirmed by picking. */
interface PickedBom {
  readonly detail: BomDetail
  readonly confirmed: ReadonlySet<number>
}

/**
 * The member's BOM matched now (`at`), with the picks sent (checked) or else those kept, priced for `boards`
 * boards; 404 when it is not theirs.
 */
async function pricedBom(boms: BomStore, userId: UserId, id: BomId, boards: number, at: Date, sent?: readonly BomPick[]): Promise<PickedBom> {
  const record = await boms.findBom(userId, id)
  if (record === undefined) throw notFound(BOM)
  return pickedDetail(boms, record, boards, at, sent === undefined ? { kept: record.picks } : { sent })
}

async function pickedDetail(
  boms: BomStore,
  record: BomRecord,
  boards: number,
  at: Date,
  picks: { readonly sent: readonly BomPick[] } | { readonly kept: readonly BomPick[] },
): Promise<PickedBom> {
  const picked = await pickedMatches(boms, record.bomLines, boards, picks)
  const priced = priceOrRefuse(record.bomLines, picked.matches, boards)
  return { detail: bomDetail(record, priced, at.toISOString(), picked.taken), confirmed: picked.confirmed }
}

/** What a BOM sends, its picked rows confirmed; 409 when no line is sure enough to send. */
function sendablePlan({ detail, confirmed }: PickedBom, where: string): BomOrderPlan {
  const plan = bomOrderPlan(detail, confirmed)
  if (plan.parts.length === 0) {
    const unconfirmed = plan.leftOut.filter((line) => line.reason === 'unconfirmed').length
    throw conflict(
      `No line of this BOM has a sure catalog match to ${where}` +
        (unconfirmed === 0 ? '.' : `: ${unconfirmed} close or by-value match${unconfirmed === 1 ? ' needs' : 'es need'} your confirmation first.`),
    )
  }
  return plan
}

/** Keeps the picks a send carried with the BOM, so its detail and export show what was sent. */
async function keepSentPicks(boms: BomStore, userId: UserId, id: BomId, sent: readonly BomPick[] | undefined, detail: BomDetail, at: Date): Promise<void> {
  if (sent === undefined) return
  await boms.replaceBomPicks(userId, id, detail.picks ?? [], at.toISOString())
}

/** Counts one BOM read without saving from the caller's address; 429 past `RATE_LIMITS.bomReadIp`. */
function spendBomRead(request: RequestInfo, services: Services): Promise<void> {
  return spendAttempt(RATE_LIMITS.bomReadIp, request.ip, 'Too many BOM files read from your network', services)
}

/**
 * `value` decoded with the contract's `schema`, as if a client had sent it: the same limits and messages. A
 * refused line is named by its part and BOM rows (`LM358DR (rows 2, 3): Quantity must be from 1 to …`).
 */
function asSent<S extends Schema.Codec<unknown, unknown>>(schema: S, value: unknown, plan: BomOrderPlan): S['Type'] {
  const result = Schema.decodeUnknownResult(schema)(value, { errors: 'all' })
  if (Result.isSuccess(result)) return result.success
  const { message, problems } = inputError(result.failure.issue)
  const index = /\[(\d+)\]/u.exec(problems[0]?.path ?? '')?.[1]
  const part = index === undefined ? undefined : plan.parts[Number(index)]
  const named = part === undefined ? message : `${part.model} (row${part.rows.length === 1 ? '' : 's'} ${part.rows.join(', ')}): ${message}`
  throw badRequest(named, { part: 'body', problems })
}

/** The remark a BOM's quote request carries: which BOM, for how many boards. */
function bomRemark(detail: BomDetail): string {
  const remark = `From BOM #${detail.id} "${detail.fileName}", for ${detail.boards} board${detail.boards === 1 ? '' : 's'}.`
  return remark.slice(0, TEXT_LIMITS.remark)
}

/**
 * A file sent for a preview read with the buyer's sheet, header row and mapping; without a mapping, a
 * member's remembered one applies as on upload.
 */
async function readPreview(body: BomPreviewBody, member: Member | undefined, boms: BomStore): Promise<{ read: BomRead; choice: ReadonlyArray<ColumnChoice> | null; notes: string[] }> {
  const bytes = await checkedBytes(body.file)
  const options: ReadBomOptions = {
    ...(body.sheet === undefined ? {} : { sheet: body.sheet }),
    ...(body.headerRow === undefined ? {} : { headerRow: body.headerRow }),
    ...(body.mapping === undefined ? {} : { mapping: body.mapping }),
  }
  const first = await readOrRefuse(bytes, body.file.name, options)
  return body.mapping !== undefined || member === undefined
    ? { read: first, choice: body.mapping ?? null, notes: [] }
    : withRememberedMapping(boms, member.userId, bytes, body.file.name, first)
}

/** A BOM not saved, as a saved one's detail has it, for the export's rows (no id, contact or history of its own). */
function previewDetail(fileName: string, read: BomRead, reading: BomReadingRecord, priced: PricedBom, picks: readonly BomPick[], at: string): BomDetail {
  const record: BomRecord = {
    id: 0 as BomId,
    userId: 0 as UserId,
    fileName,
    status: 'uploaded',
    lines: read.lines.length,
    models: read.modelCount.models,
    createdAt: at,
    updatedAt: at,
    contact: { name: '', email: '', telephone: '', address: '' },
    reading,
    bomLines: read.lines,
    picks,
    history: [],
  }
  return bomDetail(record, priced, at, picks)
}

export const bomHandlers: HandlersFor<BomEndpoint> = {
  bomUpload: async ({ body, member }, { store, now }) => {
    const file = body.file
    const bytes = await checkedBytes(file)
    const { read, choice, notes } = await withRememberedMapping(store.boms, member.userId, bytes, file.name, await readOrRefuse(bytes, file.name))
    const at = now().toISOString()
    const record = await store.boms.createBom({
      userId: member.userId,
      fileName: file.name,
      bytes,
      contact: { name: body.name, email: body.email, telephone: body.telephone, address: body.address },
      reading: readingRecord(read, choice, notes),
      lines: read.lines,
      modelCount: read.modelCount.models,
      at,
    })
    return { bom: summaryOf(record), reading: bomReading(record.reading) }
  },

  bomPreview: async ({ body, member, request }, services): Promise<BomPreview> => {
    await spendBomRead(request, services)
    const { read, choice, notes } = await readPreview(body, member, services.store.boms)
    const pricedAt = services.now().toISOString()
    const priced = priceOrRefuse(read.lines, await matchBomLines(read.lines, services.store.boms, 1), 1)
    return {
      fileName: body.file.name,
      models: read.modelCount.models,
      reading: bomReading(readingRecord(read, choice, notes)),
      lines: priced.lines.map((line) => bomLine(line, false)),
      pricedAt,
    }
  },

  bomPreviewExport: async ({ body, member, request }, services) => {
    await spendBomRead(request, services)
    const { read, choice, notes } = await readPreview(body, member, services.store.boms)
    const boards = body.boards ?? 1
    const picked = await pickedMatches(services.store.boms, read.lines, boards, { sent: body.picks ?? [] })
    const priced = priceOrRefuse(read.lines, picked.matches, boards)
    const at = services.now().toISOString()
    return exportBom(previewDetail(body.file.name, read, readingRecord(read, choice, notes), priced, picked.taken, at), body.format)
  },

  bomMapping: async ({ body, member }, { store, now }): Promise<BomDetail> => {
    const record = await store.boms.findBom(member.userId, body.id)
    if (record === undefined) throw notFound(BOM)
    if (!canRemapBom(record.status)) {
      throw conflict(`This BOM is ${record.status}: its lines were agreed with you, so its columns can no longer be changed`)
    }
    const file = await store.boms.findBomFile(member.userId, body.id)
    if (file === undefined) throw notFound(BOM)
    const sheet = body.sheet ?? record.reading.sheet
    const sameTable = sheet === record.reading.sheet && (body.headerRow === undefined || body.headerRow === record.reading.headerRow)
    const headerRow = body.headerRow ?? (sameTable ? record.reading.headerRow : undefined)
    const choice = mergeChoices(sameTable ? record.reading.mappingChoice : null, body.mapping)
    const read = await readOrRefuse(file.bytes, file.fileName, {
      sheet,
      ...(headerRow === undefined ? {} : { headerRow }),
      mapping: choice,
    })
    const at = now().toISOString()
    const updated = await store.boms.replaceBomReading(member.userId, body.id, readingRecord(read, choice), read.lines, read.modelCount.models, at)
    if (updated === undefined) throw notFound(BOM)
    await store.boms.saveHeaderMapping(member.userId, headerSignature(read.header), confirmedMapping(read), at)
    return (await pickedDetail(store.boms, updated, 1, now(), { kept: updated.picks })).detail
  },

  bomList: async ({ query, member }, { store }) => {
    const { page, pageSize } = resolvePaging(query)
    const { list, total } = await store.boms.listBoms(member.userId, {
      page,
      pageSize,
      ...(query.status === undefined ? {} : { status: query.status }),
    })
    return { list: [...list], total, page, pageSize }
  },

  bomDetail: async ({ query, member }, { store, now }) => (await pricedBom(store.boms, member.userId, query.id, query.boards ?? 1, now())).detail,

  bomExport: async ({ query, member }, { store, now }) =>
    exportBom((await pricedBom(store.boms, member.userId, query.id, query.boards ?? 1, now())).detail, query.format),

  bomTemplate: ({ query }) => Promise.resolve(bomTemplate(query.format)),

  bomPicks: async ({ body, member }, { store, now }) => {
    const at = now()
    const record = await store.boms.findBom(member.userId, body.id)
    if (record === undefined) throw notFound(BOM)
    const checked = await pickedDetail(store.boms, record, body.boards ?? 1, at, { sent: body.picks })
    const kept = await store.boms.replaceBomPicks(member.userId, body.id, checked.detail.picks ?? [], at.toISOString())
    if (kept === undefined) throw notFound(BOM)
    return { ...checked.detail, updatedAt: kept.updatedAt }
  },

  bomToCart: async ({ body, member }, { store, now }) => {
    const picked = await pricedBom(store.boms, member.userId, body.id, body.boards ?? 1, now(), body.picks)
    const plan = sendablePlan(picked, 'add to the cart')
    const lines = asSent(AddCartBody, bomCartLines(plan), plan)
    const outcome = await store.shopping.addToCart({ userId: member.userId, lines, addup: true, at: now().toISOString() })
    if (!outcome.ok) throw cartAddFailure(outcome)
    await keepSentPicks(store.boms, member.userId, body.id, body.picks, picked.detail, now())
    return { boards: picked.detail.boards, sent: plan.parts, pieces: plan.pieces, leftOut: plan.leftOut, cartNum: outcome.cartNum }
  },

  bomToRfq: async ({ body, member, request }, services) => {
    const picked = await pricedBom(services.store.boms, member.userId, body.id, body.boards ?? 1, services.now(), body.picks)
    const { detail } = picked
    const plan = sendablePlan(picked, 'quote')
    const rfq = asSent(RfqListBody, {
      items: bomRfqLines(plan),
      contact: { name: detail.contact.name, email: detail.contact.email, tel: detail.contact.telephone },
      remark: bomRemark(detail),
    }, plan)
    const quote = await submitRfqList(rfq, member, request, services)
    await keepSentPicks(services.store.boms, member.userId, body.id, body.picks, detail, services.now())
    return { boards: detail.boards, sent: plan.parts, pieces: plan.pieces, leftOut: plan.leftOut, quote }
  },
}
