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
import {
  type BackOfficeContactMessage,
  type BackOfficeQuote,
  type CartAddRefusal,
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
import type { Db } from './database.ts'

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
  price_ladder: string
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

/** A product as listed: the ladder read from its JSON column. */
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
    priceLadder: JSON.parse(record.price_ladder) as PriceBreak[],
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
function refusable<A extends unknown[], T, R extends object>(
  db: Db,
  work: (...args: A) => T,
): (...args: A) => { readonly ok: true; readonly value: T } | ({ readonly ok: false } & R) {
  const transaction = db.transaction(work)
  return (...args) => {
    try {
      return { ok: true, value: transaction(...args) }
    } catch (error) {
      if (error instanceof Refused) return { ok: false, ...(error.refusal as R) }
      throw error
    }
  }
}

/** The shopping area on SQLite. */
export function sqliteShopping(db: Db): ShoppingStore {
  const cartRows = db.prepare(
    `SELECT x.id, x.quantity, x.customer_reference, p.lead_time_days, ${PRODUCT_COLUMNS} FROM cart_items x ${PRODUCT_JOINS} WHERE x.user_id = ? ORDER BY x.id`,
  )
  const countCart = db.prepare('SELECT COUNT(*) FROM cart_items WHERE user_id = ?').pluck()
  const productModel = db.prepare('SELECT part_number FROM products WHERE id = ?').pluck()
  const cartQuantity = db.prepare('SELECT quantity FROM cart_items WHERE user_id = ? AND product_id = ?').pluck()
  const upsertCartRow = db.prepare(
    `INSERT INTO cart_items (user_id, product_id, quantity, created_at, updated_at) VALUES (@userId, @productId, @quantity, @at, @at)
     ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity, updated_at = excluded.updated_at`,
  )
  const deleteCartRow = db.prepare('DELETE FROM cart_items WHERE id = ? AND user_id = ?')
  const setCartReference = db.prepare('UPDATE cart_items SET customer_reference = ? WHERE user_id = ? AND product_id = ?')

  const favouriteRows = db.prepare(
    `SELECT x.added_at, ${PRODUCT_COLUMNS} FROM favourites x ${PRODUCT_JOINS} WHERE x.user_id = ? ORDER BY x.added_at DESC, x.id DESC`,
  )
  const countFavourites = db.prepare('SELECT COUNT(*) FROM favourites WHERE user_id = ?').pluck()
  const listedFavourites = db.prepare('SELECT product_id FROM favourites WHERE user_id = ?').pluck()
  const isFavourite = db.prepare('SELECT 1 FROM favourites WHERE user_id = ? AND product_id = ?').pluck()
  const insertFavourite = db.prepare(
    'INSERT INTO favourites (user_id, product_id, added_at) VALUES (?, ?, ?) ON CONFLICT (user_id, product_id) DO NOTHING',
  )
  const deleteFavourite = db.prepare('DELETE FROM favourites WHERE user_id = ? AND product_id = ?')

  const productFacts = db.prepare(
    'SELECT m.name AS manufacturer, p.package FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ?',
  )
  const anonymousQuotes = db.prepare(
    'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM quotes WHERE user_id IS NULL AND ip = ? AND created_at > ?',
  )
  const insertQuote = db.prepare(
    `INSERT INTO quotes (user_id, source, name, email, company, tel, remark, status, ip, created_at, updated_at)
     VALUES (@userId, @source, @name, @email, @company, @tel, @remark, 'new', @ip, @at, @at) RETURNING id`,
  ).pluck()
  const insertQuoteLine = db.prepare(
    `INSERT INTO quote_lines (quote_id, product_id, model, manufacturer, package, target_price, description, qty, option)
     VALUES (@quoteId, @productId, @model, @manufacturer, @package, @targetPrice, @description, @qty, @option)`,
  )
  const quoteById = db.prepare('SELECT * FROM quotes WHERE id = ?')
  const quoteLines = db.prepare('SELECT * FROM quote_lines WHERE quote_id = ? ORDER BY id')
  const newestQuotes = db.prepare(
    'SELECT * FROM quotes WHERE (@status IS NULL OR status = @status) ORDER BY created_at DESC, id DESC LIMIT @limit',
  )
  const setQuoteStatus = db.prepare('UPDATE quotes SET status = ?, updated_at = ? WHERE id = ?')

  const anonymousMessages = db.prepare(
    'SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM contact_messages WHERE user_id IS NULL AND ip = ? AND created_at > ?',
  )
  const insertMessage = db.prepare(
    `INSERT INTO contact_messages (user_id, name, company, tel, email, message, status, ip, created_at, updated_at)
     VALUES (@userId, @name, @company, @tel, @email, @message, 'new', @ip, @at, @at) RETURNING id`,
  ).pluck()
  const messageById = db.prepare('SELECT * FROM contact_messages WHERE id = ?')
  const newestMessages = db.prepare(
    'SELECT * FROM contact_messages WHERE (@status IS NULL OR status = @status) ORDER BY created_at DESC, id DESC LIMIT @limit',
  )
  const setMessageStatus = db.prepare('UPDATE contact_messages SET status = ?, updated_at = ? WHERE id = ?')

  const readFavourites = (userId: UserId): Favourite[] =>
    (favouriteRows.all(userId) as (ProductRecord & { added_at: string })[]).map((record) => ({
      product: summaryOf(record),
      addedAt: record.added_at,
    }))

  const readQuote = (record: QuoteRecord): BackOfficeQuote => {
    const lines = (quoteLines.all(record.id) as QuoteLineRow[]).map(quoteLineOf)
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

  /** Refuses when the sender's address already used up `limit` (checked in the saving transaction). */
  const checkLimit = (counter: typeof anonymousQuotes, ip: string, limit: SubmissionLimit | null): void => {
    if (limit === null) return
    const { count, oldest } = counter.get(ip, limit.since) as { count: number; oldest: string | null }
    if (count >= limit.max && oldest !== null) throw new Refused<RateLimited>({ reason: 'rate-limited', oldestAt: oldest })
  }

  const addToCart = refusable<Parameters<ShoppingStore['addToCart']>, number, CartAddRefusal>(db, (change) => {
    const inCart = new Map<ProductId, number>()
    for (const { productId } of change.lines) {
      if (inCart.has(productId)) continue
      if (productModel.get(productId) === undefined) throw new Refused<CartAddRefusal>({ reason: 'unknown-product', productId })
      const quantity = cartQuantity.get(change.userId, productId) as number | undefined
      if (quantity !== undefined) inCart.set(productId, quantity)
    }
    const plan = planCartAdd(inCart, countCart.get(change.userId) as number, change.lines, change.addup)
    if (!plan.ok) {
      throw new Refused<CartAddRefusal>(
        plan.reason === 'cart-full'
          ? plan
          : { reason: 'too-many-pieces', model: productModel.get(plan.productId) as string, quantity: plan.quantity },
      )
    }
    for (const [productId, quantity] of plan.quantities) upsertCartRow.run({ userId: change.userId, productId, quantity, at: change.at })
    for (const [productId, reference] of referencesSet(change.lines)) setCartReference.run(reference, change.userId, productId)
    return countCart.get(change.userId) as number
  })

  const deleteCart = refusable<[UserId, ReadonlyArray<CartItemId>], number, CartDeleteRefusal>(db, (userId, ids) => {
    for (const id of new Set(ids)) {
      if (deleteCartRow.run(id, userId).changes === 0) throw new Refused<CartDeleteRefusal>({ reason: 'unknown-cart-item', cartItemId: id })
    }
    return countCart.get(userId) as number
  })

  const addFavourite = db.transaction((userId: UserId, productId: ProductId, at: string) => {
    if (productModel.get(productId) === undefined) return { ok: false as const, reason: 'unknown-product' as const }
    if (isFavourite.get(userId, productId) === undefined) {
      if ((countFavourites.get(userId) as number) >= LIMITS.maxFavourites) {
        return { ok: false as const, reason: 'full' as const, max: LIMITS.maxFavourites }
      }
      insertFavourite.run(userId, productId, at)
    }
    return { ok: true as const, count: countFavourites.get(userId) as number }
  })

  const mergeFavourites = db.transaction((userId: UserId, productIds: ReadonlyArray<ProductId>, at: string) => {
    const listed = new Set(listedFavourites.all(userId) as ProductId[])
    const known = productIds.filter((productId) => productModel.get(productId) !== undefined)
    const added = favouritesToMerge(listed, listed.size, known)
    // One instant for all: inserted last-first, so the id order (the tie-break) keeps the visitor's order.
    for (const productId of [...added].reverse()) insertFavourite.run(userId, productId, at)
  })

  const saveQuote = refusable<[NewQuote, SubmissionLimit | null], QuoteReceipt, QuoteRefusal>(db, (quote, limit) => {
    checkLimit(anonymousQuotes, quote.ip, limit)
    const lines = quote.lines.map((line) => {
      if (line.productId === null) return line
      const facts = productFacts.get(line.productId) as { manufacturer: string; package: string } | undefined
      if (facts === undefined) throw new Refused<QuoteRefusal>({ reason: 'unknown-product', productId: line.productId })
      return { ...line, manufacturer: line.manufacturer || facts.manufacturer, package: line.package || facts.package }
    })
    const quoteId = insertQuote.get({
      userId: quote.userId,
      source: quote.source,
      ...quote.contact,
      remark: quote.remark,
      ip: quote.ip,
      at: quote.at,
    }) as number
    for (const line of lines) insertQuoteLine.run({ quoteId, ...line })
    return { id: quoteId as QuoteId, createdAt: quote.at }
  })

  const saveMessage = refusable<[NewContactMessage, SubmissionLimit | null], ContactReceipt, RateLimited>(db, (message, limit) => {
    checkLimit(anonymousMessages, message.ip, limit)
    const id = insertMessage.get({ userId: message.userId, ...message.contact, message: message.message, ip: message.ip, at: message.at })
    return { id: id as MessageId, createdAt: message.at }
  })

  return {
    listCart: (userId) =>
      Promise.resolve(
        (cartRows.all(userId) as (ProductRecord & { id: number; quantity: number; customer_reference: string; lead_time_days: number | null })[]).map(
          (record): CartItem => ({
            id: record.id as CartItemId,
            productId: record.product_id as ProductId,
            productCount: record.quantity,
            customerReference: record.customer_reference,
            productDetailEntity: summaryOf(record),
            leadTimeDays: record.lead_time_days,
          }),
        ),
      ),
    addToCart: (change) => {
      const outcome = addToCart(change)
      return Promise.resolve(outcome.ok ? { ok: true as const, cartNum: outcome.value } : outcome)
    },
    deleteCartItems: (userId, ids) => {
      const outcome = deleteCart(userId, ids)
      return Promise.resolve(outcome.ok ? { ok: true as const, cartNum: outcome.value } : outcome)
    },
    countCart: (userId) => Promise.resolve(countCart.get(userId) as number),

    listFavourites: (userId) => Promise.resolve(readFavourites(userId)),
    addFavourite: (userId, productId, at) => Promise.resolve(addFavourite(userId, productId, at)),
    removeFavourite: (userId, productId) => {
      deleteFavourite.run(userId, productId)
      return Promise.resolve(countFavourites.get(userId) as number)
    },
    mergeFavourites: (userId, productIds, at) => {
      mergeFavourites(userId, productIds, at)
      return Promise.resolve(readFavourites(userId))
    },

    saveQuote: (quote, limit) => {
      const outcome = saveQuote(quote, limit)
      return Promise.resolve(outcome.ok ? { ok: true as const, receipt: outcome.value } : outcome)
    },
    saveContactMessage: (message, limit) => {
      const outcome = saveMessage(message, limit)
      return Promise.resolve(outcome.ok ? { ok: true as const, receipt: outcome.value } : outcome)
    },

    listQuotes: (filter) =>
      Promise.resolve((newestQuotes.all({ status: filter.status ?? null, limit: filter.limit }) as QuoteRecord[]).map(readQuote)),
    listContactMessages: (filter) =>
      Promise.resolve((newestMessages.all({ status: filter.status ?? null, limit: filter.limit }) as MessageRecord[]).map(messageOf)),
    setQuoteStatus: (id, status, at) => {
      setQuoteStatus.run(status, at, id)
      const record = quoteById.get(id) as QuoteRecord | undefined
      return Promise.resolve(record === undefined ? undefined : readQuote(record))
    },
    setContactMessageStatus: (id, status, at) => {
      setMessageStatus.run(status, at, id)
      const record = messageById.get(id) as MessageRecord | undefined
      return Promise.resolve(record === undefined ? undefined : messageOf(record))
    },
  }
}
