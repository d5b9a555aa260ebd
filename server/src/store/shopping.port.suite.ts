import { LIMITS } from '@partfront/core/constants'
import type { MessageId, ProductId, QuoteId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { type NewContactMessage, type NewQuote, type QuoteLineRecord, CART_MAX_ROWS } from './shopping.port.ts'
import type { Store, StoreFactory } from './store.ts'
import { AT, CATEGORY, MAKER, OP_AMP_LADDER, cartOf, createMember, product, seedCatalog, storeOpener } from './suite/fixtures.ts'

/**
 * The shopping area's part of the store suite: carts, favourites, quotes and contact messages, through the
 * port alone, so every engine keeps and refuses exactly alike. `suite/shopping.suite.ts` runs it.
 */

const LATER = '2026-01-15T10:00:00.000Z'
const UNKNOWN = 9_999_999 as ProductId

/** A store with the fixture catalog and two members. */
async function world(open: () => Promise<Store>) {
  const store = await open()
  const parts = await seedCatalog(store)
  return { store, parts, alice: await createMember(store, 'alice'), bob: await createMember(store, 'bob') }
}

/** Loads `count` more products (`FILL-1`, `FILL-2` …); answers their ids. */
async function moreProducts(store: Store, count: number): Promise<ProductId[]> {
  const inputs = Array.from({ length: count }, (_, index) => product(`FILL-${index + 1}`))
  return [...(await store.catalog.upsertProducts(inputs)).ids]
}

function line(productId: ProductId, productCount: number) {
  return { productId, productCount }
}

function quoteLine(fields: Partial<QuoteLineRecord> & Pick<QuoteLineRecord, 'model'>): QuoteLineRecord {
  return { productId: null, manufacturer: '', package: '', targetPrice: null, description: '', qty: 1, option: '', ...fields }
}

const contact = { name: 'Ada', email: 'ada@example.com', company: '', tel: '' }

function quote(fields: Partial<NewQuote> = {}): NewQuote {
  return { userId: null, source: 'quote_page', contact, remark: '', lines: [quoteLine({ model: 'LM358DR' })], ip: '203.0.113.7', at: AT, ...fields }
}

function message(fields: Partial<NewContactMessage> = {}): NewContactMessage {
  return { userId: null, contact, message: 'Hello', ip: '203.0.113.7', at: AT, ...fields }
}

/** The shopping area: carts, favourites, quotes, contact messages. */
export function shoppingPortSuite(factory: StoreFactory): void {
  describe('shopping: the cart', () => {
    const open = storeOpener(factory)

    it('adds up or sets quantities, one row per product, and lists the rows oldest first with their products', async () => {
      const { store, parts, alice } = await world(open)
      const add = (addup: boolean, ...lines: ReturnType<typeof line>[]) => store.shopping.addToCart({ userId: alice, lines, addup, at: AT })
      expect(await add(true, line(parts.timer, 10), line(parts.opAmp, 1), line(parts.timer, 5))).toEqual({ ok: true, cartNum: 2 })
      expect(await add(true, line(parts.timer, 1))).toEqual({ ok: true, cartNum: 2 })
      expect(await add(false, line(parts.opAmp, 7))).toEqual({ ok: true, cartNum: 2 })
      expect(await cartOf(store, alice)).toEqual([
        [parts.timer, 16],
        [parts.opAmp, 7],
      ])
      const [, opAmp] = await store.shopping.listCart(alice)
      expect(opAmp?.productDetailEntity).toEqual({
        intID: parts.opAmp,
        model: 'LM358DR',
        brandName: 'Texas Instruments',
        brandId: MAKER.ti,
        categoryId: CATEGORY.linear,
        categoryName: 'Linear',
        description: 'LM358DR fixture',
        packageName: 'SOIC-8',
        image: null,
        stock: 5000,
        priceLadder: OP_AMP_LADDER,
        moq: 1,
        spq: 1,
      })
      expect(await store.shopping.countCart(alice)).toBe(2)
    })

    it("lists each row with its product's lead time, null when the catalog does not know it (issue 17)", async () => {
      const { store, parts, alice } = await world(open)
      const {
        ids: [unknown],
      } = await store.catalog.upsertProducts([product('OPA2333AIDR', { stock: 0, leadTimeDays: null })])
      if (unknown === undefined) throw new Error('the part was not loaded')
      await store.shopping.addToCart({ userId: alice, lines: [line(parts.opAmp, 6000), line(unknown, 5)], addup: false, at: AT })
      const rows = await store.shopping.listCart(alice)
      expect(rows.map((row) => [row.productDetailEntity.model, row.productDetailEntity.stock, row.leadTimeDays])).toEqual([
        ['LM358DR', 5000, 14],
        ['OPA2333AIDR', 0, null],
      ])
    })

    it('refuses an unknown product or a line past the most pieces, naming it, and keeps nothing of the call', async () => {
      const { store, parts, alice } = await world(open)
      const add = (...lines: ReturnType<typeof line>[]) => store.shopping.addToCart({ userId: alice, lines, addup: true, at: AT })
      await add(line(parts.opAmp, LIMITS.maxQuantity - 1))
      expect(await add(line(parts.timer, 1), line(UNKNOWN, 1))).toEqual({ ok: false, reason: 'unknown-product', productId: UNKNOWN })
      expect(await add(line(parts.timer, 1), line(parts.opAmp, 2))).toEqual({
        ok: false,
        reason: 'too-many-pieces',
        model: 'LM358DR',
        quantity: LIMITS.maxQuantity + 1,
      })
      expect(await cartOf(store, alice)).toEqual([[parts.opAmp, LIMITS.maxQuantity - 1]])
      expect(await add(line(parts.opAmp, 1))).toEqual({ ok: true, cartNum: 1 })
    })

    it(`holds ${CART_MAX_ROWS} rows: one more product is refused with the room left, a listed one still adds`, async () => {
      const { store, parts, alice } = await world(open)
      const ids = await moreProducts(store, CART_MAX_ROWS)
      const add = (products: ReadonlyArray<ProductId>) =>
        store.shopping.addToCart({ userId: alice, lines: products.map((id) => line(id, 1)), addup: true, at: AT })
      for (let start = 0; start < CART_MAX_ROWS - 1; start += LIMITS.maxLinesPerRequest) {
        await add(ids.slice(start, Math.min(start + LIMITS.maxLinesPerRequest, CART_MAX_ROWS - 1)))
      }
      expect(await add([ids[CART_MAX_ROWS - 1] ?? UNKNOWN, parts.opAmp])).toEqual({ ok: false, reason: 'cart-full', max: CART_MAX_ROWS, room: 1 })
      expect(await add([parts.opAmp])).toEqual({ ok: true, cartNum: CART_MAX_ROWS })
      expect(await add([parts.timer])).toEqual({ ok: false, reason: 'cart-full', max: CART_MAX_ROWS, room: 0 })
      expect(await add([parts.opAmp])).toEqual({ ok: true, cartNum: CART_MAX_ROWS })
    })

    it('deletes the member’s rows by id, all or none: another member’s row is refused and stays theirs', async () => {
      const { store, parts, alice, bob } = await world(open)
      await store.shopping.addToCart({ userId: alice, lines: [line(parts.opAmp, 1), line(parts.timer, 2)], addup: true, at: AT })
      await store.shopping.addToCart({ userId: bob, lines: [line(parts.opAmp, 3)], addup: true, at: AT })
      const [aliceFirst, aliceSecond] = (await store.shopping.listCart(alice)).map((row) => row.id)
      const [bobRow] = (await store.shopping.listCart(bob)).map((row) => row.id)
      if (aliceFirst === undefined || aliceSecond === undefined || bobRow === undefined) throw new Error('rows expected')

      expect(await store.shopping.deleteCartItems(alice, [aliceFirst, bobRow])).toEqual({ ok: false, reason: 'unknown-cart-item', cartItemId: bobRow })
      expect(await store.shopping.countCart(alice)).toBe(2)
      expect(await cartOf(store, bob)).toEqual([[parts.opAmp, 3]])
      expect(await store.shopping.deleteCartItems(alice, [aliceFirst, aliceFirst])).toEqual({ ok: true, cartNum: 1 })
      expect(await store.shopping.deleteCartItems(bob, [aliceSecond])).toMatchObject({ ok: false })
      expect(await cartOf(store, alice)).toEqual([[parts.timer, 2]])
    })
  })

  describe('shopping: favourites', () => {
    const open = storeOpener(factory)

    it('adds once, lists newest first, removes, and keeps each member’s own', async () => {
      const { store, parts, alice, bob } = await world(open)
      expect(await store.shopping.addFavourite(alice, parts.opAmp, AT)).toEqual({ ok: true, count: 1 })
      expect(await store.shopping.addFavourite(alice, parts.timer, LATER)).toEqual({ ok: true, count: 2 })
      expect(await store.shopping.addFavourite(alice, parts.opAmp, LATER)).toEqual({ ok: true, count: 2 })
      expect(await store.shopping.addFavourite(alice, UNKNOWN, AT)).toEqual({ ok: false, reason: 'unknown-product' })
      const list = await store.shopping.listFavourites(alice)
      expect(list.map((favourite) => [favourite.product.model, favourite.addedAt])).toEqual([
        ['NE555DR', LATER],
        ['LM358DR', AT],
      ])
      expect(await store.shopping.listFavourites(bob)).toEqual([])
      expect(await store.shopping.removeFavourite(bob, parts.opAmp)).toBe(0)
      expect(await store.shopping.removeFavourite(alice, parts.opAmp)).toBe(1)
      expect(await store.shopping.removeFavourite(alice, parts.opAmp)).toBe(1)
    })

    it('merges without repeats or unknown products, the visitor’s order above the member’s own, up to the cap', async () => {
      const { store, parts, alice } = await world(open)
      await store.shopping.addFavourite(alice, parts.opAmp, AT)
      const merged = await store.shopping.mergeFavourites(alice, [parts.regulator, UNKNOWN, parts.opAmp, parts.timer, parts.regulator], LATER)
      expect(merged.map((favourite) => favourite.product.intID)).toEqual([parts.regulator, parts.timer, parts.opAmp])
      expect(await store.shopping.mergeFavourites(alice, [parts.timer], LATER)).toEqual(merged)

      const ids = await moreProducts(store, LIMITS.maxFavourites)
      const fill = ids.slice(0, LIMITS.maxFavourites - 4)
      for (let start = 0; start < fill.length; start += LIMITS.maxLinesPerRequest) {
        await store.shopping.mergeFavourites(alice, fill.slice(start, start + LIMITS.maxLinesPerRequest), AT)
      }
      const [last, beyond] = ids.slice(LIMITS.maxFavourites - 4)
      if (last === undefined || beyond === undefined) throw new Error('products expected')
      const full = await store.shopping.mergeFavourites(alice, [last, beyond, parts.dear], LATER)
      expect(full).toHaveLength(LIMITS.maxFavourites)
      expect(full[0]?.product.intID).toBe(last)
      expect(await store.shopping.addFavourite(alice, beyond, LATER)).toEqual({ ok: false, reason: 'full', max: LIMITS.maxFavourites })
      expect(await store.shopping.addFavourite(alice, last, LATER)).toEqual({ ok: true, count: LIMITS.maxFavourites })
    })
  })

  describe('shopping: quotes and contact messages', () => {
    const open = storeOpener(factory)
    const limit = { max: 2, since: '2026-01-15T08:00:00.000Z' }

    it('saves a quote with its lines, status new, filling the maker and package from a product the line names', async () => {
      const { store, parts, alice } = await world(open)
      const saved = await store.shopping.saveQuote(
        quote({ userId: alice, source: 'rfq_list', remark: 'By March', lines: [quoteLine({ model: 'NE555DR', productId: parts.timer, qty: 50 }), quoteLine({ model: 'XYZ', manufacturer: 'Acme', qty: 2 })] }),
        null,
      )
      expect(saved).toEqual({ ok: true, receipt: { id: expect.any(Number) as QuoteId, createdAt: AT } })
      const [listed] = await store.shopping.listQuotes({ limit: 10 })
      expect(listed).toMatchObject({ status: 'new', source: 'rfq_list', userId: alice, remark: 'By March', parts: 'NE555DR x50; XYZ x2' })
      expect(listed?.lines.map((row) => [row.model, row.manufacturer, row.package])).toEqual([
        ['NE555DR', 'Texas Instruments', 'SOIC-8'],
        ['XYZ', 'Acme', ''],
      ])
      expect(await store.shopping.saveQuote(quote({ lines: [quoteLine({ model: 'Q', productId: UNKNOWN })] }), null)).toEqual({
        ok: false,
        reason: 'unknown-product',
        productId: UNKNOWN,
      })
      expect(await store.shopping.listQuotes({ limit: 10 })).toHaveLength(1)
    })

    it('refuses a visitor’s submission past the limit from one address, naming the oldest counted, and not a member’s', async () => {
      const { store, alice } = await world(open)
      expect((await store.shopping.saveQuote(quote({ at: AT }), limit)).ok).toBe(true)
      expect((await store.shopping.saveQuote(quote({ at: LATER }), limit)).ok).toBe(true)
      expect(await store.shopping.saveQuote(quote({ at: LATER }), limit)).toEqual({ ok: false, reason: 'rate-limited', oldestAt: AT })
      expect((await store.shopping.saveQuote(quote({ ip: '203.0.113.8' }), limit)).ok).toBe(true)
      expect((await store.shopping.saveQuote(quote({ userId: alice }), null)).ok).toBe(true)
      expect((await store.shopping.saveQuote(quote(), { ...limit, since: AT })).ok).toBe(true)

      expect((await store.shopping.saveContactMessage(message(), limit)).ok).toBe(true)
      expect((await store.shopping.saveContactMessage(message({ at: LATER }), limit)).ok).toBe(true)
      expect(await store.shopping.saveContactMessage(message(), limit)).toEqual({ ok: false, reason: 'rate-limited', oldestAt: AT })
      expect(await store.shopping.listContactMessages({ limit: 10 })).toHaveLength(2)
    })

    it('lists the newest first, of one status, at most the limit, and moves statuses for the back office', async () => {
      const { store } = await world(open)
      const first = await store.shopping.saveQuote(quote({ at: AT }), null)
      const second = await store.shopping.saveQuote(quote({ at: LATER }), null)
      const note = await store.shopping.saveContactMessage(message({ userId: null }), null)
      if (!first.ok || !second.ok || !note.ok) throw new Error('saved expected')
      expect((await store.shopping.listQuotes({ limit: 10 })).map((row) => row.id)).toEqual([second.receipt.id, first.receipt.id])
      expect((await store.shopping.listQuotes({ limit: 1 })).map((row) => row.id)).toEqual([second.receipt.id])
      expect(await store.shopping.setQuoteStatus(first.receipt.id, 'answered', LATER)).toMatchObject({ id: first.receipt.id, status: 'answered' })
      expect((await store.shopping.listQuotes({ status: 'answered', limit: 10 })).map((row) => row.id)).toEqual([first.receipt.id])
      expect(await store.shopping.setQuoteStatus(999_999 as QuoteId, 'closed', LATER)).toBeUndefined()
      expect(await store.shopping.setContactMessageStatus(note.receipt.id, 'closed', LATER)).toMatchObject({ status: 'closed', userId: null })
      expect(await store.shopping.listContactMessages({ status: 'new', limit: 10 })).toEqual([])
      expect(await store.shopping.setContactMessageStatus(999_999 as MessageId, 'closed', LATER)).toBeUndefined()
    })
  })
}
