import { type BomRead, type ColumnChoice, type ReadBomOptions, checkModelCount, checkUploadName, checkUploadSize } from '@partfront/core/bom'
import { type BomDetail, type BomSummary, resolvePaging } from '@partfront/core/contract'
import { bomDetail, bomReading, priceStoredBom } from '../../bom/bom-detail.ts'
import { confirmedMapping, mergeChoices, readingRecord } from '../../bom/bom-reading.ts'
import { headerSignature } from '../../bom/header-signature.ts'
import { type BomReader, sharedBomReader } from '../../bom/upload-reader.ts'
import { type BomRecord, canRemapBom } from '../../store/boms.port.ts'
import { badRequest, conflict, notFound } from '../failure.ts'
import type { HandlersFor } from '../handler.ts'

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
 * - Another member's BOM reads as missing (404), whether shown or re-mapped.
 */
type BomEndpoint = 'bomUpload' | 'bomMapping' | 'bomList' | 'bomDetail'

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

export const bomHandlers: HandlersFor<BomEndpoint> = {
  bomUpload: async ({ body, member }, { store, now }) => {
    const file = body.file
    const name = checkUploadName(file.name)
    if (!name.ok) throw badRequest(name.message)
    const bytes = new Uint8Array(await file.arrayBuffer())
    const size = checkUploadSize(bytes.byteLength)
    if (!size.ok) throw badRequest(size.message)

    let read = await readOrRefuse(bytes, file.name)
    let choice: ReadonlyArray<ColumnChoice> | null = null
    const notes: string[] = []
    const remembered = await store.boms.findHeaderMapping(member.userId, headerSignature(read.header))
    if (remembered !== undefined) {
      const again = await reader()(bytes, file.name, { sheet: read.sheet, headerRow: read.headerRow, mapping: remembered })
      if (again.ok && checkModelCount(again.modelCount.models).ok) {
        read = again
        choice = remembered
        notes.push('The column mapping you confirmed for this header before was applied.')
      } else {
        notes.push('The column mapping you confirmed for this header before could not be applied; the columns were guessed again.')
      }
    }
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
    return bomDetail(updated, await priceStoredBom(updated, store.boms, 1))
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

  bomDetail: async ({ query, member }, { store }) => {
    const record = await store.boms.findBom(member.userId, query.id)
    if (record === undefined) throw notFound(BOM)
    return bomDetail(record, await priceStoredBom(record, store.boms, query.boards ?? 1))
  },
}
