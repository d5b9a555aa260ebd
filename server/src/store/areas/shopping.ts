import { LIMITS } from '@partfront/core/constants'
import type { CartItem, CartItemId, ContactReceipt, Favourite, MessageId, ProductId, QuoteId, QuoteReceipt, UserId } from '@partfront/core/contract'
import type { Selectable, Transaction } from 'kysely'
import type { Engine, StoreDb } from '../kysely/dialects.ts'
import { COUNT, Refused, compiledOnce, inTransaction, refusable, takeTurns } from '../kysely/engine.ts'
import { columnsOf, maybe, recordsOf } from '../kysely/records.ts'
import type { Tables } from '../kysely/tables.ts'
import {
  type BackOfficeContactMessage,
  type BackOfficeQuote,
  type CartAddRefusal,
  type CartAddition,
  type CartDeleteRefusal,
  type NewContactMessage,
  type NewQuote,
  type QuoteLineRecord,
  type QuoteRefusal,
  type RateLimited,
  type ShoppingStore,
  type SubmissionLimit,
  favouritesToMerge,
  planCartAdd,
  quotePartsText,
  referencesSet,
} from '../shopping.port.ts'
import { lockMember } from './accounts.ts'
import { listed, productSummaryOf } from './products.ts'

type Db = StoreDb | Transaction<Tables>

/** The advisory lock class of anonymous submissions by address ("PFSB"): counting and saving take turns. */
const SUBMISSION_LOCK = 0x50_46_53_42

const QUOTE_LINE = ['productId', 'model', 'manufacturer', 'package', 'targetPrice', 'description', 'qty', 'option'] as const
const quoteLineOf = recordsOf<Selectable<Tables['quote_lines']>, QuoteLineRecord>()({ fields: QUOTE_LINE })
const quoteLineColumns = columnsOf<QuoteLineRecord, 'quote_lines'>()({ fields: QUOTE_LINE })
const REQUEST = ['id', 'createdAt', 'status', 'name', 'email', 'company', 'tel', 'userId'] as const
const messageOf = recordsOf<Selectable<Tables['contact_messages']>, BackOfficeContactMessage>()({ fields: [...REQUEST, 'message'] })
const quoteFields = recordsOf<Selectable<Tables['quotes']>, Omit<BackOfficeQuote, 'parts' | 'lines'>>()({ fields: [...REQUEST, 'source', 'remark'] })

async function countOf(db: Db, table: 'cart_items' | 'favourites', userId: UserId): Promise<number> {
  return (await db.selectFrom(table).select(COUNT).where('user_id', '=', userId).executeTakeFirstOrThrow()).count
}

/** The models of the products among `ids` that exist, by id. */
async function modelsOf(db: Db, ids: ReadonlyArray<ProductId>): Promise<Map<ProductId, string>> {
  const distinct = [...new Set(ids)]
  if (distinct.length === 0) return new Map()
  const found = await db.selectFrom('products').select(['id', 'part_number']).where('id', 'in', distinct).execute()
  return new Map(found.map((row) => [row.id as ProductId, row.part_number]))
}

async function readFavourites(db: Db, userId: UserId): Promise<Favourite[]> {
  const records = await listed(db)
    .innerJoin('favourites as x', 'x.product_id', 'p.id')
    .select('x.added_at')
    .where('x.user_id', '=', userId)
    .orderBy('x.added_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute()
  return records.map((record) => ({ product: productSummaryOf(record), addedAt: record.added_at }))
}

async function readQuote(db: Db, record: Selectable<Tables['quotes']>): Promise<BackOfficeQuote> {
  const lines = (await db.selectFrom('quote_lines').selectAll().where('quote_id', '=', record.id).orderBy('id').execute()).map(quoteLineOf)
  return { ...quoteFields(record), parts: quotePartsText(lines), lines }
}

/**
 * Refuses when the sender's address already used up `limit`, checked in the saving transaction with the
 * address's submissions taking turns, so two at once cannot both take the last place.
 */
async function checkLimit(trx: Transaction<Tables>, engine: Engine, table: 'quotes' | 'contact_messages', ip: string, limit: SubmissionLimit | null): Promise<void> {
  if (limit === null) return
  await takeTurns(trx, engine, SUBMISSION_LOCK, ip)
  const used = await trx
    .selectFrom(table)
    .select((eb) => [COUNT, eb.fn.min('created_at').as('oldest')])
    .where('user_id', 'is', null)
    .where('ip', '=', ip)
    .where('created_at', '>', limit.since)
    .executeTakeFirstOrThrow()
  if (used.count >= limit.max && used.oldest !== null) throw new Refused<RateLimited>({ reason: 'rate-limited', oldestAt: used.oldest })
}

async function addToCart(trx: Transaction<Tables>, engine: Engine, change: CartAddition): Promise<number> {
  await lockMember(trx, engine, change.userId)
  const named = [...new Set(change.lines.map((line) => line.productId))]
  const models = await modelsOf(trx, named)
  const unknown = named.find((productId) => !models.has(productId))
  if (unknown !== undefined) throw new Refused<CartAddRefusal>({ reason: 'unknown-product', productId: unknown })
  const held = named.length === 0 ? [] : await trx.selectFrom('cart_items').select(['product_id', 'quantity']).where('user_id', '=', change.userId).where('product_id', 'in', named).execute()
  const inCart = new Map(held.map((row) => [row.product_id as ProductId, row.quantity]))
  const plan = planCartAdd(inCart, await countOf(trx, 'cart_items', change.userId), change.lines, change.addup)
  if (!plan.ok) {
    throw new Refused<CartAddRefusal>(
      plan.reason === 'cart-full' ? plan : { reason: 'too-many-pieces', model: models.get(plan.productId) ?? '', quantity: plan.quantity },
    )
  }
  // In the plan's order (each product as it first appears), so new rows take ids in that order.
  const rows = [...plan.quantities].map(([productId, quantity]) => ({ user_id: change.userId, product_id: productId, quantity, created_at: change.at, updated_at: change.at }))
  if (rows.length > 0) {
    await trx
      .insertInto('cart_items')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity'), updated_at: eb.ref('excluded.updated_at') })))
      .execute()
  }
  for (const [productId, reference] of referencesSet(change.lines)) {
    await trx.updateTable('cart_items').set({ customer_reference: reference }).where('user_id', '=', change.userId).where('product_id', '=', productId).execute()
  }
  return countOf(trx, 'cart_items', change.userId)
}

async function deleteCart(trx: Transaction<Tables>, userId: UserId, ids: ReadonlyArray<CartItemId>): Promise<number> {
  for (const id of new Set(ids)) {
    const { numDeletedRows } = await trx.deleteFrom('cart_items').where('id', '=', id).where('user_id', '=', userId).executeTakeFirstOrThrow()
    if (numDeletedRows === 0n) throw new Refused<CartDeleteRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
  }
  return countOf(trx, 'cart_items', userId)
}

async function addFavourite(trx: Transaction<Tables>, engine: Engine, userId: UserId, productId: ProductId, at: string) {
  await lockMember(trx, engine, userId)
  if (!(await modelsOf(trx, [productId])).has(productId)) return { ok: false as const, reason: 'unknown-product' as const }
  const listed = await trx.selectFrom('favourites').select('id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst()
  if (listed === undefined) {
    if ((await countOf(trx, 'favourites', userId)) >= LIMITS.maxFavourites) return { ok: false as const, reason: 'full' as const, max: LIMITS.maxFavourites }
    await trx.insertInto('favourites').values({ user_id: userId, product_id: productId, added_at: at }).onConflict((conflict) => conflict.doNothing()).execute()
  }
  return { ok: true as const, count: await countOf(trx, 'favourites', userId) }
}

async function mergeFavourites(trx: Transaction<Tables>, engine: Engine, userId: UserId, productIds: ReadonlyArray<ProductId>, at: string): Promise<void> {
  await lockMember(trx, engine, userId)
  const listed = new Set((await trx.selectFrom('favourites').select('product_id').where('user_id', '=', userId).execute()).map((row) => row.product_id as ProductId))
  const known = await modelsOf(trx, productIds)
  const added = favouritesToMerge(
    listed,
    listed.size,
    productIds.filter((productId) => known.has(productId)),
  )
  if (added.length === 0) return
  // One instant for all: inserted last-first, so the id order (the tie-break) keeps the visitor's order.
  await trx
    .insertInto('favourites')
    .values([...added].reverse().map((productId) => ({ user_id: userId, product_id: productId, added_at: at })))
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

async function saveQuote(trx: Transaction<Tables>, engine: Engine, quote: NewQuote, limit: SubmissionLimit | null): Promise<QuoteReceipt> {
  await checkLimit(trx, engine, 'quotes', quote.ip, limit)
  const lines: QuoteLineRecord[] = []
  for (const line of quote.lines) {
    if (line.productId === null) {
      lines.push(line)
      continue
    }
    const facts = await trx
      .selectFrom('products as p')
      .innerJoin('manufacturers as m', 'm.id', 'p.manufacturer_id')
      .select(['m.name as manufacturer', 'p.package'])
      .where('p.id', '=', line.productId)
      .executeTakeFirst()
    if (facts === undefined) throw new Refused<QuoteRefusal>({ reason: 'unknown-product', productId: line.productId })
    lines.push({ ...line, manufacturer: line.manufacturer || facts.manufacturer, package: line.package || facts.package })
  }
  const { id } = await trx
    .insertInto('quotes')
    .values({ user_id: quote.userId, source: quote.source, ...quote.contact, remark: quote.remark, status: 'new', ip: quote.ip, created_at: quote.at, updated_at: quote.at })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (lines.length > 0) {
    await trx
      .insertInto('quote_lines')
      .values(
        lines.map((line) => quoteLineColumns(line, { quote_id: id })),
      )
      .execute()
  }
  return { id: id as QuoteId, createdAt: quote.at }
}

async function saveMessage(trx: Transaction<Tables>, engine: Engine, message: NewContactMessage, limit: SubmissionLimit | null): Promise<ContactReceipt> {
  await checkLimit(trx, engine, 'contact_messages', message.ip, limit)
  const { id } = await trx
    .insertInto('contact_messages')
    .values({ user_id: message.userId, ...message.contact, message: message.message, status: 'new', ip: message.ip, created_at: message.at, updated_at: message.at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: id as MessageId, createdAt: message.at }
}

const cartCount = (cartNum: number) => ({ ok: true as const, cartNum })
const received = <T>(receipt: T) => ({ ok: true as const, receipt })

/** The shopping area (cart, favourites, quotes, contact messages), one implementation for both engines. */
export function shoppingArea(db: StoreDb, engine: Engine): ShoppingStore {
  // The cart's rows, on every page's cart badge and the cart page: compiled once.
  const cartRows = compiledOnce(db, 1, (userId: UserId) =>
    listed(db)
      .innerJoin('cart_items as x', 'x.product_id', 'p.id')
      .select(['x.id as cart_item_id', 'x.quantity', 'x.customer_reference', 'p.lead_time_days'])
      .where('x.user_id', '=', userId)
      .orderBy('x.id'),
  )
  return {
    listCart: async (userId) =>
      (await cartRows(userId)).map(
        (record): CartItem => ({
          id: record.cart_item_id as CartItemId,
          productId: record.id as ProductId,
          productCount: record.quantity,
          customerReference: record.customer_reference,
          productDetailEntity: productSummaryOf(record),
          leadTimeDays: record.lead_time_days,
        }),
      ),
    addToCart: (change) => refusable(db, (trx) => addToCart(trx, engine, change), cartCount),
    deleteCartItems: (userId, ids) => refusable(db, (trx) => deleteCart(trx, userId, ids), cartCount),
    countCart: (userId) => countOf(db, 'cart_items', userId),

    listFavourites: (userId) => readFavourites(db, userId),
    addFavourite: (userId, productId, at) => inTransaction(db, (trx) => addFavourite(trx, engine, userId, productId, at)),
    removeFavourite: async (userId, productId) => {
      await db.deleteFrom('favourites').where('user_id', '=', userId).where('product_id', '=', productId).execute()
      return countOf(db, 'favourites', userId)
    },
    mergeFavourites: async (userId, productIds, at) => {
      await inTransaction(db, (trx) => mergeFavourites(trx, engine, userId, productIds, at))
      return readFavourites(db, userId)
    },

    saveQuote: (quote, limit) => refusable(db, (trx) => saveQuote(trx, engine, quote, limit), received),
    saveContactMessage: (message, limit) => refusable(db, (trx) => saveMessage(trx, engine, message, limit), received),

    listQuotes: async (filter) => {
      const records = await db
        .selectFrom('quotes')
        .selectAll()
        .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'new'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .execute()
      return Promise.all(records.map((record) => readQuote(db, record)))
    },
    listContactMessages: async (filter) =>
      (
        await db
          .selectFrom('contact_messages')
          .selectAll()
          .$if(filter.status !== undefined, (query) => query.where('status', '=', filter.status ?? 'new'))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(filter.limit)
          .execute()
      ).map(messageOf),
    setQuoteStatus: async (id, status, at) =>
      maybe(await db.updateTable('quotes').set({ status, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirst(), (record) => readQuote(db, record)),
    setContactMessageStatus: async (id, status, at) =>
      maybe(await db.updateTable('contact_messages').set({ status, updated_at: at }).where('id', '=', id).returningAll().executeTakeFirst(), messageOf),
  }
}
