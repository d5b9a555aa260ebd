import { LIMITS, MONEY } from '@partfront/core/constants'
import type {
  AddCartLine,
  CartItem,
  CartItemId,
  ContactReceipt,
  FavouriteList,
  MessageId,
  Money,
  ProductId,
  QuoteId,
  QuoteReceipt,
  UserId,
} from '@partfront/core/contract'

/**
 * A member's cart and favourites, quotes and RFQ lists, and contact messages. Every method that takes a
 * `userId` reads or changes that member's rows only: another member's cart row reads as missing. The
 * back-office methods (`listQuotes`, `listContactMessages`, `setQuoteStatus`, `setContactMessageStatus`) see
 * every sender's rows; only `npm run admin` calls them.
 *
 * The rules below the interface (how an `addcart` changes quantities, the cart's and the favourites' caps,
 * the anonymous submission limit) are the ones every engine applies, so a PostgreSQL store refuses exactly
 * as the SQLite one does.
 */
export interface ShoppingStore {
  /** The member's cart rows with their products, oldest first (CART-5). */
  listCart(userId: UserId): Promise<ReadonlyArray<CartItem>>
  /**
   * Applies an `addcart` in one transaction (`planCartAdd`): every line, or none when one is refused (an
   * unknown product, a line past `LIMITS.maxQuantity`, a cart past `CART_MAX_ROWS`).
   */
  addToCart(change: CartAddition): Promise<CartOutcome<CartAddRefusal>>
  /** Deletes the member's cart rows `ids` in one transaction: all of them, or none when one is not theirs. */
  deleteCartItems(userId: UserId, ids: ReadonlyArray<CartItemId>): Promise<CartOutcome<CartDeleteRefusal>>
  /** The number of rows in the member's cart (`cartNum`). */
  countCart(userId: UserId): Promise<number>

  /** The member's favourites, newest first. */
  listFavourites(userId: UserId): Promise<FavouriteList>
  /**
   * Adds a product to the member's favourites (a listed one keeps its place), unless it is unknown or the
   * list already holds `LIMITS.maxFavourites`.
   */
  addFavourite(userId: UserId, productId: ProductId, at: string): Promise<FavouriteOutcome>
  /** Removes a product from the member's favourites (an unlisted one changes nothing); answers the count. */
  removeFavourite(userId: UserId, productId: ProductId): Promise<number>
  /**
   * Adds a visitor's local favourites (newest first) in one transaction: listed and unknown products are
   * skipped, and only as many as fit under `LIMITS.maxFavourites`, the first ones first. The merged ones
   * keep their order, above the member's own. Answers the merged list.
   */
  mergeFavourites(userId: UserId, productIds: ReadonlyArray<ProductId>, at: string): Promise<FavouriteList>

  /**
   * Saves a quote request with its lines, status `new`, in one transaction. Refused when a line names a
   * product the catalog lacks, or when `limit` is given and its sender's address already sent `limit.max`
   * anonymous quotes since `limit.since`.
   */
  saveQuote(quote: NewQuote, limit: SubmissionLimit | null): Promise<SubmissionOutcome<QuoteReceipt, QuoteRefusal>>
  /** Saves a contact message, status `new`; refused like `saveQuote` past `limit`. */
  saveContactMessage(message: NewContactMessage, limit: SubmissionLimit | null): Promise<SubmissionOutcome<ContactReceipt, RateLimited>>

  /** The newest quote requests of every sender, of one status when given, for the back office. */
  listQuotes(filter: BackOfficeFilter): Promise<ReadonlyArray<BackOfficeQuote>>
  /** The newest contact messages, of one status when given, for the back office. */
  listContactMessages(filter: BackOfficeFilter): Promise<ReadonlyArray<BackOfficeContactMessage>>
  /** Sets a quote's status; `undefined` when there is no such quote. */
  setQuoteStatus(id: QuoteId, status: RequestStatus, at: string): Promise<BackOfficeQuote | undefined>
  /** Sets a contact message's status; `undefined` when there is no such message. */
  setContactMessageStatus(id: MessageId, status: RequestStatus, at: string): Promise<BackOfficeContactMessage | undefined>
}

/** An `addcart` call: the member, its lines, and whether they add to (`addup`) or set the quantities. */
export interface CartAddition {
  readonly userId: UserId
  readonly lines: ReadonlyArray<AddCartLine>
  readonly addup: boolean
  readonly at: string
}

/** The cart's row count after a change (`cartNum`), or why nothing changed. */
export type CartOutcome<R> = { readonly ok: true; readonly cartNum: number } | ({ readonly ok: false } & R)

/** Why an `addcart` changed nothing. Each names the product at fault. */
export type CartAddRefusal =
  | { readonly reason: 'unknown-product'; readonly productId: ProductId }
  | { readonly reason: 'too-many-pieces'; readonly model: string; readonly quantity: number }
  | { readonly reason: 'cart-full'; readonly max: number; readonly room: number }

/** Why a `delcart` changed nothing: a row that is not the member's (or no longer exists). */
export interface CartDeleteRefusal {
  readonly reason: 'unknown-cart-item'
  readonly cartItemId: CartItemId
}

/** The favourites' count after an add, or why not. */
export type FavouriteOutcome =
  | { readonly ok: true; readonly count: number }
  | { readonly ok: false; readonly reason: 'unknown-product' }
  | { readonly ok: false; readonly reason: 'full'; readonly max: number }

/** Where a quote request was sent from. */
export type QuoteSource = 'product_form' | 'quote_page' | 'rfq_list'

/** Who to answer (the contract's `QuoteContact`, every field present). */
export interface RequestContact {
  readonly name: string
  readonly email: string
  readonly company: string
  readonly tel: string
}

/** One line of a quote request as kept. */
export interface QuoteLineRecord {
  /** The catalog product, when the line names one. */
  readonly productId: ProductId | null
  readonly model: string
  /** As typed, or the product's manufacturer when the buyer left it empty. */
  readonly manufacturer: string
  /** As typed, or the product's package when the buyer left it empty. */
  readonly package: string
  /** A unit price in micro-dollars; `null` when none was given. */
  readonly targetPrice: Money | null
  readonly description: string
  readonly qty: number
  readonly option: string
}

/** A quote request to save. */
export interface NewQuote {
  /** The signed-in sender; `null` for a visitor. */
  readonly userId: UserId | null
  readonly source: QuoteSource
  readonly contact: RequestContact
  readonly remark: string
  /** At least one. */
  readonly lines: ReadonlyArray<QuoteLineRecord>
  /** The sender's address, for the anonymous limit. */
  readonly ip: string
  readonly at: string
}

/** A contact message to save. */
export interface NewContactMessage {
  readonly userId: UserId | null
  readonly contact: RequestContact
  readonly message: string
  readonly ip: string
  readonly at: string
}

/** At most `max` anonymous submissions from the sender's address since `since` (an ISO instant). */
export interface SubmissionLimit {
  readonly max: number
  readonly since: string
}

/** The limit was reached: `oldestAt` is when the oldest submission counted was made (the window opens from it). */
export interface RateLimited {
  readonly reason: 'rate-limited'
  readonly oldestAt: string
}

/** Why a quote request was not saved. */
export type QuoteRefusal = RateLimited | { readonly reason: 'unknown-product'; readonly productId: ProductId }

/** A saved submission's receipt, or why it was not saved. */
export type SubmissionOutcome<T, R> = { readonly ok: true; readonly receipt: T } | ({ readonly ok: false } & R)

/** The statuses of quotes and contact messages: the back office moves them. */
export const REQUEST_STATUSES = ['new', 'answered', 'closed'] as const
export type RequestStatus = (typeof REQUEST_STATUSES)[number]

/** Whether `text` is a request status (the back office's `--status`). */
export function isRequestStatus(text: string): text is RequestStatus {
  return (REQUEST_STATUSES as ReadonlyArray<string>).includes(text)
}

/** Which requests the back office lists: the newest `limit`, of one status when given. */
export interface BackOfficeFilter {
  readonly status?: RequestStatus
  readonly limit: number
}

/** A request (a quote's, a contact message) as the back office lists it: who sent it, when, and its status. */
interface BackOfficeRequest<Id> extends RequestContact {
  readonly id: Id
  readonly createdAt: string
  readonly status: RequestStatus
  /** The member who sent it; `null` for a visitor. */
  readonly userId: UserId | null
}

/** A quote request as the back office lists it. */
export interface BackOfficeQuote extends BackOfficeRequest<QuoteId> {
  readonly source: QuoteSource
  /** The lines on one line of text, for a listing (`quotePartsText`). */
  readonly parts: string
  readonly remark: string
  readonly lines: ReadonlyArray<QuoteLineRecord>
}

/** A contact message as the back office lists it. */
export interface BackOfficeContactMessage extends BackOfficeRequest<MessageId> {
  readonly message: string
}

// ---------------------------------------------------------------------------------------------------------
// Rules every engine applies

/**
 * Most rows a member's cart holds. Ours (the spec shows no cart limit): room for two and a half full BOMs
 * (`LIMITS.maxLinesPerRequest` lines each), while a cart drawer, a cart page and an order stay a size a
 * browser and one transaction handle at once.
 * @default 500
 */
export const CART_MAX_ROWS = 500

/**
 * Anonymous quote requests, and separately anonymous contact messages, taken from one address per window.
 * Ours: ten an hour is more than any buyer types by hand, and bounds what a script can store. Members are
 * not limited (their rows carry their account).
 */
export const ANONYMOUS_SUBMISSIONS = {
  /** @default 10 */
  max: 10,
  /** @default 3600000 (one hour) */
  windowMs: 60 * 60 * 1000,
} as const

/** The limit a visitor's submission at `now` is checked against. */
export function anonymousLimit(now: Date): SubmissionLimit {
  return { max: ANONYMOUS_SUBMISSIONS.max, since: new Date(now.getTime() - ANONYMOUS_SUBMISSIONS.windowMs).toISOString() }
}

/** Whole minutes (at least 1) until the window that opened at `oldestAt` lets another submission in. */
export function minutesUntilRetry(oldestAt: string, now: Date): number {
  const wait = Date.parse(oldestAt) + ANONYMOUS_SUBMISSIONS.windowMs - now.getTime()
  return Math.max(1, Math.ceil(wait / 60_000))
}

/**
 * The pieces each product of an `addcart` body asks for: lines naming the same product add together (as
 * RFQ-1 adds a listed id's quantities), in the order each product first appears.
 */
export function requestedPieces(lines: ReadonlyArray<AddCartLine>): Map<ProductId, number> {
  const pieces = new Map<ProductId, number>()
  for (const line of lines) pieces.set(line.productId, (pieces.get(line.productId) ?? 0) + line.productCount)
  return pieces
}

/**
 * The customer references an `addcart` body sets, by product (issue 17): a line that carries one replaces the
 * row's reference (the last such line of a product wins); a line without one leaves it alone.
 */
export function referencesSet(lines: ReadonlyArray<AddCartLine>): Map<ProductId, string> {
  const references = new Map<ProductId, string>()
  for (const line of lines) if (line.customerReference !== undefined) references.set(line.productId, line.customerReference)
  return references
}

/** A cart line's quantity after an `addcart`: added to what is there (`addup`), or set. */
export function quantityAfter(inCart: number | undefined, requested: number, addup: boolean): number {
  return addup ? (inCart ?? 0) + requested : requested
}

/** Why a planned cart cannot be kept, or `undefined` when it can. */
export type CartPlanRefusal =
  | { readonly reason: 'too-many-pieces'; readonly productId: ProductId; readonly quantity: number }
  | { readonly reason: 'cart-full'; readonly max: number; readonly room: number }

/** The quantities an `addcart` writes, by product, or why it is refused. */
export type CartPlan = { readonly ok: true; readonly quantities: ReadonlyMap<ProductId, number> } | ({ readonly ok: false } & CartPlanRefusal)

/**
 * Plans an `addcart` against the cart as it is (`inCart`: the quantities of the products the body names
 * that are already there; `rows`: the cart's row count). A line past `LIMITS.maxQuantity` refuses the whole
 * call, and so does a cart that would pass `CART_MAX_ROWS` rows.
 */
export function planCartAdd(
  inCart: ReadonlyMap<ProductId, number>,
  rows: number,
  lines: ReadonlyArray<AddCartLine>,
  addup: boolean,
  maxRows: number = CART_MAX_ROWS,
): CartPlan {
  const quantities = new Map<ProductId, number>()
  let newRows = 0
  for (const [productId, requested] of requestedPieces(lines)) {
    const quantity = quantityAfter(inCart.get(productId), requested, addup)
    if (quantity > LIMITS.maxQuantity) return { ok: false, reason: 'too-many-pieces', productId, quantity }
    if (!inCart.has(productId)) newRows += 1
    quantities.set(productId, quantity)
  }
  if (rows + newRows > maxRows) return { ok: false, reason: 'cart-full', max: maxRows, room: Math.max(0, maxRows - rows) }
  return { ok: true, quantities }
}

/**
 * The products a favourites merge adds, in the order to list them (first = newest): the given ids without
 * the listed ones and repeats, as many as fit under `max` with `count` already listed.
 */
export function favouritesToMerge(
  listed: ReadonlySet<ProductId>,
  count: number,
  productIds: ReadonlyArray<ProductId>,
  max: number = LIMITS.maxFavourites,
): ProductId[] {
  const added: ProductId[] = []
  const seen = new Set(listed)
  for (const productId of productIds) {
    if (count + added.length >= max) break
    if (seen.has(productId)) continue
    seen.add(productId)
    added.push(productId)
  }
  return added
}

/** A unit price in dollars as a buyer reads it: `$0.15`, `$0.0012` (micro-dollars kept to the last digit). */
function dollars(micros: Money): string {
  const text = (micros / MONEY.unitsPerDollar).toFixed(6).replace(/0{1,4}$/u, '')
  return `$${text}`
}

/** Quote lines as one line of text: `LM358DR x2,500 @ $0.15; NE555DR x100`. */
export function quotePartsText(lines: ReadonlyArray<QuoteLineRecord>): string {
  return lines
    .map((line) => {
      const price = line.targetPrice === null ? '' : ` @ ${dollars(line.targetPrice)}`
      return `${line.model} x${line.qty.toLocaleString('en-US')}${price}`
    })
    .join('; ')
}
