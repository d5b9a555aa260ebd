import type { BomLineDraft, ColumnChoice } from '@partfront/core/bom'
import type { BomContact, BomPick, BomSummary, UserId } from '@partfront/core/contract'
import type { Selectable, Transaction } from 'kysely'
import type { BomReadingRecord, BomRecord, BomStore } from '../boms.port.ts'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { COUNT, inTransaction, offsetOf, pageOf } from '../kysely/engine.ts'
import type { Tables } from '../kysely/tables.ts'
import { columnsOf, recordsOf } from '../kysely/records.ts'
import { fromJson } from '../kysely/values.ts'
import { type EngineBomLookups, bomLookups } from './bom-lookups.ts'

type Db = StoreDb | Transaction<Tables>
type BomRow = Selectable<Tables['boms']>

/** Lines written per statement: 14 parameters a line stays under either engine's limit of parameters. */
const LINES_PER_INSERT = 500

/** The columns of a BOM's summary. */
const SUMMARY = ['id', 'file_name', 'status', 'line_count', 'model_count', 'created_at', 'updated_at'] as const

const summaryOf = recordsOf<Pick<BomRow, (typeof SUMMARY)[number]>, BomSummary>()(
  { fields: ['id', 'fileName', 'status', 'createdAt', 'updatedAt'] },
  (row) => ({ lines: row.line_count, models: row.model_count }),
)

/** A reading as `boms`' columns, and back. */
const READING = { fields: ['sheet', 'headerRow', 'headerSignature'], json: ['sheets', 'header', 'mapping', 'mappingChoice', 'warnings'] } as const
const readingColumns = columnsOf<BomReadingRecord, 'boms'>()(READING)
const readingOf = recordsOf<BomRow, BomReadingRecord>()(READING)

/** A BOM's lines as `bom_lines`' columns, and back. */
const LINE = {
  fields: ['row', 'quantity', 'mpn', 'manufacturer', 'value', 'description', 'footprint'],
  flags: ['fitted'],
  json: ['designators', 'alternates', 'distributorParts', 'warnings'],
} as const
const lineColumns = columnsOf<BomLineDraft, 'bom_lines'>()(LINE)
const lineOf = recordsOf<Selectable<Tables['bom_lines']>, BomLineDraft>()(LINE)

async function writeLines(trx: Transaction<Tables>, bomId: number, lines: ReadonlyArray<BomLineDraft>): Promise<void> {
  const records = lines.map((line, position) => lineColumns(line, { bom_id: bomId, position }))
  for (let from = 0; from < records.length; from += LINES_PER_INSERT) {
    await trx
      .insertInto('bom_lines')
      .values(records.slice(from, from + LINES_PER_INSERT))
      .execute()
  }
}

/** The whole record of a BOM row. */
async function recordOf(db: Db, row: Selectable<Tables['boms']>): Promise<BomRecord> {
  const lines = await db.selectFrom('bom_lines').selectAll().where('bom_id', '=', row.id).orderBy('position').execute()
  const picks = await db.selectFrom('bom_picks').select(['row', 'product_id']).where('bom_id', '=', row.id).orderBy('row').execute()
  const history = await db.selectFrom('bom_status_history').select(['status', 'at', 'source']).where('bom_id', '=', row.id).orderBy('id').execute()
  return {
    ...summaryOf(row),
    userId: row.user_id as UserId,
    contact: { name: row.contact_name, email: row.contact_email, telephone: row.contact_telephone, address: row.contact_address } satisfies BomContact,
    reading: readingOf(row),
    bomLines: lines.map(lineOf),
    picks: picks.map((pick) => ({ row: pick.row, productId: Number(pick.product_id) }) as BomPick),
    history,
  }
}

/** The member's BOM `id` (any member's when `userId` is `null`), whole; `undefined` when there is none. */
async function readBom(db: Db, id: number, userId: UserId | null): Promise<BomRecord | undefined> {
  const row = await db
    .selectFrom('boms')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== null, (query) => query.where('user_id', '=', userId ?? 0))
    .executeTakeFirst()
  return row === undefined ? undefined : recordOf(db, row)
}

/**
 * The BOM area: the member's BOMs and the back office's, one implementation for both engines, beside the
 * catalog lookups (`bom-lookups.ts`).
 */
export function bomsArea(db: StoreDb, engine: Engine, own: EngineBomLookups): BomStore {
  return {
    ...bomLookups(db, engine, own),

    createBom: (bom) =>
      inTransaction(db, async (trx) => {
        const { id } = await trx
          .insertInto('boms')
          .values({
            user_id: bom.userId,
            file_name: bom.fileName,
            status: 'uploaded',
            contact_name: bom.contact.name,
            contact_email: bom.contact.email,
            contact_telephone: bom.contact.telephone,
            contact_address: bom.contact.address,
            ...readingColumns(bom.reading),
            line_count: bom.lines.length,
            model_count: bom.modelCount,
            created_at: bom.at,
            updated_at: bom.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await trx.insertInto('bom_files').values({ bom_id: id, bytes: Buffer.from(bom.bytes) }).execute()
        await writeLines(trx, id, bom.lines)
        await trx.insertInto('bom_status_history').values({ bom_id: id, status: 'uploaded', at: bom.at, source: 'member' }).execute()
        const record = await readBom(trx, id, null)
        if (record === undefined) throw new Error(`BOM ${id} was not saved`)
        return record
      }),

    listBoms: async (userId, filter) => {
      const own = db.selectFrom('boms').where('user_id', '=', userId).$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'uploaded'))
      return pageOf(await own.select(COUNT).executeTakeFirst(), filter, async () =>
        (await own.select(SUMMARY).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.pageSize).offset(offsetOf(filter)).execute()).map(summaryOf),
      )
    },

    findBom: (userId, id) => readBom(db, id, userId),

    findBomFile: async (userId, id) => {
      const row = await db
        .selectFrom('boms as b')
        .innerJoin('bom_files as f', 'f.bom_id', 'b.id')
        .select(['b.file_name', 'f.bytes'])
        .where('b.id', '=', id)
        .where('b.user_id', '=', userId)
        .executeTakeFirst()
      return row === undefined ? undefined : { fileName: row.file_name, bytes: new Uint8Array(row.bytes) }
    },

    replaceBomReading: (userId, id, reading, lines, modelCount, at) =>
      inTransaction(db, async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('boms')
          .set(readingColumns(reading, { line_count: lines.length, model_count: modelCount, updated_at: at }))
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
        if (numUpdatedRows === 0n) return undefined
        await trx.deleteFrom('bom_lines').where('bom_id', '=', id).execute()
        // A new reading drops the picks with the lines they were made on.
        await trx.deleteFrom('bom_picks').where('bom_id', '=', id).execute()
        await writeLines(trx, id, lines)
        return readBom(trx, id, null)
      }),

    replaceBomPicks: (userId, id, picks, at) =>
      inTransaction(db, async (trx) => {
        const { numUpdatedRows } = await trx.updateTable('boms').set({ updated_at: at }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirstOrThrow()
        if (numUpdatedRows === 0n) return undefined
        await trx.deleteFrom('bom_picks').where('bom_id', '=', id).execute()
        if (picks.length > 0) {
          await trx
            .insertInto('bom_picks')
            .values(picks.map((pick) => ({ bom_id: id, row: pick.row, product_id: pick.productId, picked_at: at })))
            .execute()
        }
        return readBom(trx, id, null)
      }),

    findHeaderMapping: async (userId, signature) => {
      const row = await db.selectFrom('bom_header_mappings').select('mapping').where('user_id', '=', userId).where('signature', '=', signature).executeTakeFirst()
      return row === undefined ? undefined : fromJson<ColumnChoice[]>(row.mapping as string | ColumnChoice[])
    },

    saveHeaderMapping: async (userId, signature, mapping, at) => {
      await db
        .insertInto('bom_header_mappings')
        .values({ user_id: userId, signature, mapping: JSON.stringify(mapping), updated_at: at })
        .onConflict((conflict) => conflict.columns(['user_id', 'signature']).doUpdateSet((eb) => ({ mapping: eb.ref('excluded.mapping'), updated_at: eb.ref('excluded.updated_at') })))
        .execute()
    },

    listAllBoms: async (filter) => {
      const rows = await db
        .selectFrom('boms as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select([...SUMMARY.map((column) => `b.${column}` as const), 'b.user_id', 'u.email', 'b.contact_name'])
        .$if(filter.status !== undefined, (query) => query.where('b.status', '=', filter.status ?? 'uploaded'))
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(filter.limit)
        .execute()
      return rows.map((row) => ({ ...summaryOf(row), userId: row.user_id as UserId, email: row.email, contactName: row.contact_name }))
    },

    findAnyBom: (id) => readBom(db, id, null),

    moveBom: (change) =>
      inTransaction(db, async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable('boms')
          .set({ status: change.to, updated_at: change.at })
          .where('id', '=', change.id)
          .where('status', '=', change.from)
          .executeTakeFirstOrThrow()
        if (numUpdatedRows === 0n) return undefined
        await trx.insertInto('bom_status_history').values({ bom_id: change.id, status: change.to, at: change.at, source: change.source }).execute()
        return readBom(trx, change.id, null)
      }),
  }
}
