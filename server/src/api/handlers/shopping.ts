import { LIMITS } from '@partfront/core/constants'
import type { ProductId, QuoteContact, QuoteReceipt, RfqListBody } from '@partfront/core/contract'
import { favouriteLimitMessage } from '@partfront/core/favourites'
import {
  type CartAddRefusal,
  type CartDeleteRefusal,
  type QuoteLineRecord,
  type RateLimited,
  type RequestContact,
  anonymousLimit,
  minutesUntilRetry,
} from '../../store/shopping.port.ts'
import { type ApiFailure, badRequest, notFound, tooManyRequests } from '../failure.ts'
import type { HandlersFor, Member, RequestInfo } from '../handler.ts'
import type { Services } from '../services.ts'

/**
 * The cart (spec §7's four calls), favourites, quote requests and RFQ lists, and contact messages (issue 6
 * "Commerce"). Decided where the contract leaves it open:
 * - `addcart` is all or nothing: an unknown product answers 404 naming it, a line past
 *   `LIMITS.maxQuantity` or a cart past `CART_MAX_ROWS` rows answers 400, and nothing of the call is kept.
 *   Lines naming the same product add together before `addup` applies.
 * - `delcart` is all or nothing too: a row id that is not the member's (another member's, or one already
 *   deleted) answers 404 naming it and deletes nothing, so another member's rows cannot be touched or probed.
 * - A product a quote names must be in the catalog (404 otherwise); a visitor's quote requests and contact
 *   messages are limited per address (`ANONYMOUS_SUBMISSIONS`, 429); a signed-in sender's are linked to the
 *   account and not limited.
 */
type ShoppingEndpoint =
  | 'cartDetail'
  | 'cartAdd'
  | 'cartDelete'
  | 'cartSum'
  | 'favouriteList'
  | 'favouriteAdd'
  | 'favouriteRemove'
  | 'favouriteMerge'
  | 'quoteSubmit'
  | 'quoteRfqList'
  | 'contactSubmit'

/** A number as a buyer reads it: `10,000,000`. */
function count(value: number): string {
  return value.toLocaleString('en-US')
}

/** The failure a refused `addcart` answers, naming the product at fault. */
export function cartAddFailure(refusal: CartAddRefusal): ApiFailure {
  switch (refusal.reason) {
    case 'unknown-product':
      return notFound(`Product ${refusal.productId}`)
    case 'too-many-pieces':
      return badRequest(
        `${refusal.model}: a cart line holds at most ${count(LIMITS.maxQuantity)} pieces; this would make ${count(refusal.quantity)}`,
      )
    case 'cart-full':
      return badRequest(
        refusal.room === 0
          ? `Your cart is full (${count(refusal.max)} products): please remove some before adding others`
          : `Your cart holds at most ${count(refusal.max)} products and has room for ${count(refusal.room)} more: please add fewer`,
      )
  }
}

/** The failure a refused `delcart` answers. */
export function cartDeleteFailure(refusal: CartDeleteRefusal): ApiFailure {
  return notFound(`Cart item ${refusal.cartItemId}`)
}

/** The failure of a visitor past the submission limit, saying when to try again. */
export function rateLimitFailure(what: string, refusal: RateLimited, now: Date): ApiFailure {
  const minutes = minutesUntilRetry(refusal.oldestAt, now)
  return tooManyRequests(`Too many ${what} from your network: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}`)
}

/** The contract's contact as kept: optional fields as `''`. */
function contactOf(contact: QuoteContact): RequestContact {
  return { name: contact.name, email: contact.email, company: contact.company ?? '', tel: contact.tel ?? '' }
}

/** A visitor's submissions are limited per address; a member's are not. */
function limitFor(member: Member | undefined, now: Date) {
  return member === undefined ? anonymousLimit(now) : null
}

/** A quote line with the optional fields the form left out. */
function quoteLine(line: Partial<QuoteLineRecord> & Pick<QuoteLineRecord, 'model' | 'qty'>): QuoteLineRecord {
  return {
    productId: line.productId ?? null,
    model: line.model,
    manufacturer: line.manufacturer ?? '',
    package: line.package ?? '',
    targetPrice: line.targetPrice ?? null,
    description: line.description ?? '',
    qty: line.qty,
    option: line.option ?? '',
  }
}

/** The handlers of cartDetail, cartAdd, cartDelete, cartSum, favouriteList, favouriteAdd, favouriteRemove, favouriteMerge, quoteSubmit, quoteRfqList, contactSubmit. */
export const shoppingHandlers: HandlersFor<ShoppingEndpoint> = {
  cartDetail: ({ member }, { store }) => store.shopping.listCart(member.userId),

  cartAdd: async ({ query, body, member }, { store, now }) => {
    const outcome = await store.shopping.addToCart({ userId: member.userId, lines: body, addup: query.addup, at: now().toISOString() })
    if (!outcome.ok) throw cartAddFailure(outcome)
    return { cartNum: outcome.cartNum }
  },

  cartDelete: async ({ query, member }, { store }) => {
    const outcome = await store.shopping.deleteCartItems(member.userId, query.ids)
    if (!outcome.ok) throw cartDeleteFailure(outcome)
    return { cartNum: outcome.cartNum }
  },

  cartSum: async ({ member }, { store }) => ({ cartNum: await store.shopping.countCart(member.userId) }),

  favouriteList: ({ member }, { store }) => store.shopping.listFavourites(member.userId),

  favouriteAdd: async ({ body, member }, { store, now }) => {
    const outcome = await store.shopping.addFavourite(member.userId, body.productId, now().toISOString())
    if (outcome.ok) return { count: outcome.count }
    throw outcome.reason === 'full' ? badRequest(favouriteLimitMessage(outcome.max)) : notFound(`Product ${body.productId}`)
  },

  favouriteRemove: async ({ body, member }, { store }) => ({
    count: await store.shopping.removeFavourite(member.userId, body.productId),
  }),

  favouriteMerge: ({ body, member }, { store, now }) =>
    store.shopping.mergeFavourites(member.userId, body.productIds, now().toISOString()),

  quoteSubmit: async ({ body, member, request }, { store, now }) => {
    const { contact, productId, ...line } = body
    const at = now()
    const outcome = await store.shopping.saveQuote(
      {
        userId: member?.userId ?? null,
        source: productId === undefined ? 'quote_page' : 'product_form',
        contact: contactOf(contact),
        remark: '',
        lines: [quoteLine({ ...line, ...(productId === undefined ? {} : { productId }) })],
        ip: request.ip,
        at: at.toISOString(),
      },
      limitFor(member, at),
    )
    if (outcome.ok) return outcome.receipt
    throw outcome.reason === 'rate-limited' ? rateLimitFailure('quote requests', outcome, at) : notFound(`Product ${outcome.productId}`)
  },

  quoteRfqList: ({ body, member, request }, services) => submitRfqList(body, member, request, services),

  contactSubmit: async ({ body, member, request }, { store, now }) => {
    const at = now()
    const outcome = await store.shopping.saveContactMessage(
      {
        userId: member?.userId ?? null,
        contact: { name: body.name, email: body.email, company: body.company ?? '', tel: body.tel ?? '' },
        message: body.remark,
        ip: request.ip,
        at: at.toISOString(),
      },
      limitFor(member, at),
    )
    if (outcome.ok) return outcome.receipt
    throw rateLimitFailure('messages', outcome, at)
  },
}

/**
 * Saves an RFQ list (RFQ-3) as the member's quote request, all lines or none: `quoteRfqList`, and `bomToRfq`
 * with a BOM's matched lines. A product the catalog lacks answers 404 naming it.
 */
export async function submitRfqList(body: RfqListBody, member: Member, request: RequestInfo, { store, now }: Services): Promise<QuoteReceipt> {
  const at = now()
  const outcome = await store.shopping.saveQuote(
    {
      userId: member.userId,
      source: 'rfq_list',
      contact: contactOf(body.contact),
      remark: body.remark ?? '',
      lines: body.items.map((item) =>
        quoteLine({
          productId: item.intID,
          model: item.model,
          qty: item.purchaseQuantity,
          ...(item.targetPrice === undefined ? {} : { targetPrice: item.targetPrice }),
        }),
      ),
      ip: request.ip,
      at: at.toISOString(),
    },
    null,
  )
  if (outcome.ok) return outcome.receipt
  if (outcome.reason === 'rate-limited') throw rateLimitFailure('quote requests', outcome, at)
  throw notFound(`Product ${outcome.productId} (${modelOf(body.items, outcome.productId)})`)
}

/** The model the RFQ list gave for `productId`. */
function modelOf(items: ReadonlyArray<{ readonly intID: ProductId; readonly model: string }>, productId: ProductId): string {
  return items.find((item) => item.intID === productId)?.model ?? ''
}
