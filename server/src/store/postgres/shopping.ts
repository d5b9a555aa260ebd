import { LIMITS } from '@partfront/core/constants'
import type {
  BrandId,
  CartItem,
  CartItemId,
  CategoryId,
  ContactReceipt,
  Favourite,
  MessageId,
  Money,
  PriceBreak,
  ProductId,
  ProductSummary,
  QuoteId,
  QuoteReceipt,
  UserId,
} from '@partfront/core/contract'
import type { Pool, PoolClient } from 'pg'
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
  type QuoteSource,
  type RateLimited,
  type RequestStatus,
  type ShoppingStore,
  type SubmissionLimit,
  favouritesToMerge,
  planCartAdd,
  quotePartsText,
  referencesSet,
} from '../shopping.port.ts'
import { type Queryable, changes, firstRow, rows, withTransaction } from './pool.ts'

/** A product's columns as a cart row or a favourite shows it (`ProductSummary`). */
interface ProductRecord {
  product_id: number
  model: string
  brand_name: string
  brand_id: number
  category_id: number
  category_name: string
  description: string
  package: string
  image: string | null
  stock: number
  price_ladder: PriceBreak[]
  moq: number
  spq: number
}

interface QuoteRecord {
  id: number
  user_id: number | null
  source: QuoteSource
  name: string
  email: string
  company: string
  tel: string
  remark: string
  status: RequestStatus
  created_at: string
}

interface QuoteLineRow {
  product_id: number | null
  model: string
  manufacturer: string
  package: string
  target_price: number | null
  description: string
  qty: number
  option: string
}

interface MessageRecord {
  id: number
  user_id: number | null
  name: string
  email: string
  company: string
  tel: string
  message: string
  status: RequestStatus
  created_at: string
}

/** The product columns and joins of `ProductRecord`; `p` is the product. */
const PRODUCT_COLUMNS = `p.id AS product_id, p.part_number AS model, m.name AS brand_name, p.manufacturer_id AS brand_id,
    p.category_id, c.name AS category_name, p.description, p.package, p.image, p.stock, p.price_ladder, p.moq, p.spq`
const PRODUCT_JOINS = 'JOIN products p ON p.id = x.product_id JOIN manufacturers m ON m.id = p.manufacturer_id JOIN categories c ON c.id = p.category_id'

/** The advisory lock class of anonymous submissions by address ("PFSB"): counting and saving take turns. */
const SUBMISSION_LOCK = 0x50_46_53_42

function summaryOf(record: ProductRecord): ProductSummary {
  return {
    intID: record.product_id as ProductId,
    model: record.model,
    brandName: record.brand_name,
    brandId: record.brand_id as BrandId,
    categoryId: record.category_id as CategoryId,
    categoryName: record.category_name,
    description: record.description,
    packageName: record.package,
    image: record.image,
    stock: record.stock,
    priceLadder: record.price_ladder,
    moq: record.moq,
    spq: record.spq,
  }
}

function quoteLineOf(row: QuoteLineRow): QuoteLineRecord {
  return {
    productId: row.product_id as ProductId | null,
    model: row.model,
    manufacturer: row.manufacturer,
    package: row.package,
    targetPrice: row.target_price as Money | null,
    description: row.description,
    qty: row.qty,
    option: row.option,
  }
}

function messageOf(record: MessageRecord): BackOfficeContactMessage {
  return {
    id: record.id as MessageId,
    createdAt: record.created_at,
    status: record.status,
    name: record.name,
    email: record.email,
    company: record.company,
    tel: record.tel,
    userId: record.user_id as UserId | null,
    message: record.message,
  }
}

/** Thrown inside a transaction to roll it back and answer the refusal. */
class Refused<R> extends Error {
  constructor(readonly refusal: R) {
    super('refused')
  }
}

/** Runs `work` in a transaction; a `Refused` thrown inside rolls it back and comes out as `{ ok: false, … }`. */
async function refusable<T, R extends object>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<{ readonly ok: true; readonly value: T } | ({ readonly ok: false } & R)> {
  try {
    return { ok: true, value: await withTransaction(pool, work) }
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...(error.refusal as R) }
    throw error
  }
}

/**
 * Makes the member's cart and favourites change one call at a time until the transaction ends (SQLite has
 * one writer; here two servers may serve the same member at once). `NO KEY UPDATE` leaves the row free for
 * the foreign-key checks of rows that name the member.
 */
async function lockMember(client: PoolClient, userId: UserId): Promise<void> {
  await client.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId])
}

async function countOf(db: Queryable, table: 'cart_items' | 'favourites', userId: UserId): Promise<number> {
  return (await firstRow<{ count: number }>(db, `SELECT COUNT(*) AS count FROM ${table} WHERE user_id = $1`, [userId]))?.count ?? 0
}

async function modelOf(db: Queryable, productId: ProductId): Promise<string | undefined> {
  return (await firstRow<{ part_number: string }>(db, 'SELECT part_number FROM products WHERE id = $1', [productId]))?.part_number
}

async function readFavourites(db: Queryable, userId: UserId): Promise<Favourite[]> {
  const records = await rows<ProductRecord & { added_at: string }>(
    db,
    `SELECT x.added_at, ${PRODUCT_COLUMNS} FROM favourites x ${PRODUCT_JOINS} WHERE x.user_id = $1 ORDER BY x.added_at DESC, x.id DESC`,
    [userId],
  )
  return records.map((record) => ({ product: summaryOf(record), addedAt: record.added_at }))
}

async function readQuote(db: Queryable, record: QuoteRecord): Promise<BackOfficeQuote> {
  const lines = (await rows<QuoteLineRow>(db, 'SELECT * FROM quote_lines WHERE quote_id = $1 ORDER BY id', [record.id])).map(quoteLineOf)
  return {
    id: record.id as QuoteId,
    createdAt: record.created_at,
    status: record.status,
    source: record.source,
    name: record.name,
    email: record.email,
    company: record.company,
    tel: record.tel,
    userId: record.user_id as UserId | null,
    parts: quotePartsText(lines),
    remark: record.remark,
    lines,
  }
}

/**
 * Refuses when the sender's address already used up `limit`, checked in the saving transaction under a lock
 * on the address, so two submissions at once cannot both take the last place.
 */
async function checkLimit(client: PoolClient, table: 'quotes' | 'contact_messages', ip: string, limit: SubmissionLimit | null): Promise<void> {
  if (limit === null) return
  await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SUBMISSION_LOCK, ip])
  const used = await firstRow<{ count: number; oldest: string | null }>(
    client,
    `SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM ${table} WHERE user_id IS NULL AND ip = $1 AND created_at > $2`,
    [ip, limit.since],
  )
  if (used !== undefined && used.count >= limit.max && used.oldest !== null) {
    throw new Refused<RateLimited>({ reason: 'rate-limited', oldestAt: used.oldest })
  }
}

/** The models of the products among `ids` that exist, by id. */
async function modelsOf(db: Queryable, ids: ReadonlyArray<ProductId>): Promise<Map<ProductId, string>> {
  const found = await rows<{ id: number; part_number: string }>(db, 'SELECT id, part_number FROM products WHERE id = ANY($1::bigint[])', [
    [...new Set(ids)],
  ])
  return new Map(found.map((row) => [row.id as ProductId, row.part_number]))
}

async function addToCart(client: PoolClient, change: CartAddition): Promise<number> {
  await lockMember(client, change.userId)
  const named = [...new Set(change.lines.map((line) => line.productId))]
  const models = await modelsOf(client, named)
  const unknown = named.find((productId) => !models.has(productId))
  if (unknown !== undefined) throw new Refused<CartAddRefusal>({ reason: 'unknown-product', productId: unknown })
  const held = await rows<{ product_id: number; quantity: number }>(
    client,
    'SELECT product_id, quantity FROM cart_items WHERE user_id = $1 AND product_id = ANY($2::bigint[])',
    [change.userId, named],
  )
  const inCart = new Map(held.map((row) => [row.product_id as ProductId, row.quantity]))
  const plan = planCartAdd(inCart, await countOf(client, 'cart_items', change.userId), change.lines, change.addup)
  if (!plan.ok) {
    throw new Refused<CartAddRefusal>(
      plan.reason === 'cart-full' ? plan : { reason: 'too-many-pieces', model: models.get(plan.productId) ?? '', quantity: plan.quantity },
    )
  }
  // In the plan's order (each product as it first appears), so new rows take ids in that order.
  await client.query(
    `INSERT INTO cart_items (user_id, product_id, quantity, created_at, updated_at)
     SELECT $1, line.product_id, line.quantity, $4, $4 FROM unnest($2::bigint[], $3::integer[]) WITH ORDINALITY
       AS line(product_id, quantity, position)
     ORDER BY line.position
     ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
    [change.userId, [...plan.quantities.keys()], [...plan.quantities.values()], change.at],
  )
  const references = referencesSet(change.lines)
  if (references.size > 0) {
    await client.query(
      `UPDATE cart_items c SET customer_reference = ref.reference
       FROM unnest($2::bigint[], $3::text[]) AS ref(product_id, reference)
       WHERE c.user_id = $1 AND c.product_id = ref.product_id`,
      [change.userId, [...references.keys()], [...references.values()]],
    )
  }
  return countOf(client, 'cart_items', change.userId)
}

async function deleteCart(client: PoolClient, userId: UserId, ids: ReadonlyArray<CartItemId>): Promise<number> {
  for (const id of new Set(ids)) {
    if ((await changes(client, 'DELETE FROM cart_items WHERE id = $1 AND user_id = $2', [id, userId])) === 0) {
      throw new Refused<CartDeleteRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
    }
  }
  return countOf(client, 'cart_items', userId)
}

function insertFavourite(client: PoolClient, userId: UserId, productId: ProductId, at: string): Promise<unknown> {
  return client.query(
    'INSERT INTO favourites (user_id, product_id, added_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, product_id) DO NOTHING',
    [userId, productId, at],
  )
}

async function addFavourite(client: PoolClient, userId: UserId, productId: ProductId, at: string) {
  await lockMember(client, userId)
  if ((await modelOf(client, productId)) === undefined) return { ok: false as const, reason: 'unknown-product' as const }
  const listed = await firstRow(client, 'SELECT 1 FROM favourites WHERE user_id = $1 AND product_id = $2', [userId, productId])
  if (listed === undefined) {
    if ((await countOf(client, 'favourites', userId)) >= LIMITS.maxFavourites) {
      return { ok: false as const, reason: 'full' as const, max: LIMITS.maxFavourites }
    }
    await insertFavourite(client, userId, productId, at)
  }
  return { ok: true as const, count: await countOf(client, 'favourites', userId) }
}

async function mergeFavourites(client: PoolClient, userId: UserId, productIds: ReadonlyArray<ProductId>, at: string): Promise<void> {
  await lockMember(client, userId)
  const listed = new Set(
    (await rows<{ product_id: number }>(client, 'SELECT product_id FROM favourites WHERE user_id = $1', [userId])).map(
      (row) => row.product_id as ProductId,
    ),
  )
  const known = await modelsOf(client, productIds)
  const added = favouritesToMerge(
    listed,
    listed.size,
    productIds.filter((productId) => known.has(productId)),
  )
  // One instant for all: inserted last-first, so the id order (the tie-break) keeps the visitor's order.
  await client.query(
    `INSERT INTO favourites (user_id, product_id, added_at)
     SELECT $1, added.product_id, $3 FROM unnest($2::bigint[]) WITH ORDINALITY AS added(product_id, position)
     ORDER BY added.position
     ON CONFLICT (user_id, product_id) DO NOTHING`,
    [userId, [...added].reverse(), at],
  )
}

async function saveQuote(client: PoolClient, quote: NewQuote, limit: SubmissionLimit | null): Promise<QuoteReceipt> {
  await checkLimit(client, 'quotes', quote.ip, limit)
  const lines: QuoteLineRecord[] = []
  for (const line of quote.lines) {
    if (line.productId === null) {
      lines.push(line)
      continue
    }
    const facts = await firstRow<{ manufacturer: string; package: string }>(
      client,
      'SELECT m.name AS manufacturer, p.package FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = $1',
      [line.productId],
    )
    if (facts === undefined) throw new Refused<QuoteRefusal>({ reason: 'unknown-product', productId: line.productId })
    lines.push({ ...line, manufacturer: line.manufacturer || facts.manufacturer, package: line.package || facts.package })
  }
  const inserted = await firstRow<{ id: number }>(
    client,
    `INSERT INTO quotes (user_id, source, name, email, company, tel, remark, status, ip, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'new', $8, $9, $9) RETURNING id`,
    [quote.userId, quote.source, quote.contact.name, quote.contact.email, quote.contact.company, quote.contact.tel, quote.remark, quote.ip, quote.at],
  )
  const quoteId = inserted?.id ?? 0
  for (const line of lines) {
    await client.query(
      `INSERT INTO quote_lines (quote_id, product_id, model, manufacturer, package, target_price, description, qty, option)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [quoteId, line.productId, line.model, line.manufacturer, line.package, line.targetPrice, line.description, line.qty, line.option],
    )
  }
  return { id: quoteId as QuoteId, createdAt: quote.at }
}

async function saveMessage(client: PoolClient, message: NewContactMessage, limit: SubmissionLimit | null): Promise<ContactReceipt> {
  await checkLimit(client, 'contact_messages', message.ip, limit)
  const inserted = await firstRow<{ id: number }>(
    client,
    `INSERT INTO contact_messages (user_id, name, company, tel, email, message, status, ip, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'new', $7, $8, $8) RETURNING id`,
    [
      message.userId,
      message.contact.name,
      message.contact.company,
      message.contact.tel,
      message.contact.email,
      message.message,
      message.ip,
      message.at,
    ],
  )
  return { id: (inserted?.id ?? 0) as MessageId, createdAt: message.at }
}

/** The shopping area on PostgreSQL: the SQLite store's behaviour, with locks where SQLite has one writer. */
export function postgresShopping(pool: Pool): ShoppingStore {
  return {
    listCart: async (userId) => {
      const records = await rows<ProductRecord & { id: number; quantity: number; customer_reference: string; lead_time_days: number | null }>(
        pool,
        `SELECT x.id, x.quantity, x.customer_reference, p.lead_time_days, ${PRODUCT_COLUMNS} FROM cart_items x ${PRODUCT_JOINS} WHERE x.user_id = $1 ORDER BY x.id`,
        [userId],
      )
      return records.map(
        (record): CartItem => ({
          id: record.id as CartItemId,
          productId: record.product_id as ProductId,
          productCount: record.quantity,
          customerReference: record.customer_reference,
          productDetailEntity: summaryOf(record),
          leadTimeDays: record.lead_time_days,
        }),
      )
    },
    addToCart: async (change) => {
      const outcome = await refusable<number, CartAddRefusal>(pool, (client) => addToCart(client, change))
      return outcome.ok ? { ok: true as const, cartNum: outcome.value } : outcome
    },
    deleteCartItems: async (userId, ids) => {
      const outcome = await refusable<number, CartDeleteRefusal>(pool, (client) => deleteCart(client, userId, ids))
      return outcome.ok ? { ok: true as const, cartNum: outcome.value } : outcome
    },
    countCart: (userId) => countOf(pool, 'cart_items', userId),

    listFavourites: (userId) => readFavourites(pool, userId),
    addFavourite: (userId, productId, at) => withTransaction(pool, (client) => addFavourite(client, userId, productId, at)),
    removeFavourite: async (userId, productId) => {
      await pool.query('DELETE FROM favourites WHERE user_id = $1 AND product_id = $2', [userId, productId])
      return countOf(pool, 'favourites', userId)
    },
    mergeFavourites: async (userId, productIds, at) => {
      await withTransaction(pool, (client) => mergeFavourites(client, userId, productIds, at))
      return readFavourites(pool, userId)
    },

    saveQuote: async (quote, limit) => {
      const outcome = await refusable<QuoteReceipt, QuoteRefusal>(pool, (client) => saveQuote(client, quote, limit))
      return outcome.ok ? { ok: true as const, receipt: outcome.value } : outcome
    },
    saveContactMessage: async (message, limit) => {
      const outcome = await refusable<ContactReceipt, RateLimited>(pool, (client) => saveMessage(client, message, limit))
      return outcome.ok ? { ok: true as const, receipt: outcome.value } : outcome
    },

    listQuotes: async (filter) => {
      const records = await rows<QuoteRecord>(
        pool,
        'SELECT * FROM quotes WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC LIMIT $2',
        [filter.status ?? null, filter.limit],
      )
      const quotes: BackOfficeQuote[] = []
      for (const record of records) quotes.push(await readQuote(pool, record))
      return quotes
    },
    listContactMessages: async (filter) =>
      (
        await rows<MessageRecord>(
          pool,
          'SELECT * FROM contact_messages WHERE ($1::text IS NULL OR status = $1) ORDER BY created_at DESC, id DESC LIMIT $2',
          [filter.status ?? null, filter.limit],
        )
      ).map(messageOf),
    setQuoteStatus: async (id, status, at) => {
      const record = await firstRow<QuoteRecord>(pool, 'UPDATE quotes SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *', [id, status, at])
      return record === undefined ? undefined : readQuote(pool, record)
    },
    setContactMessageStatus: async (id, status, at) => {
      const record = await firstRow<MessageRecord>(
        pool,
        'UPDATE contact_messages SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *',
        [id, status, at],
      )
      return record === undefined ? undefined : messageOf(record)
    },
  }
}
