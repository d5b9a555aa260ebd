import { LIMITS } from '@partfront/core/constants'
import type { MessageId, Money, ProductId, QuoteId, QuoteSubmitBody, RfqListBody } from '@partfront/core/contract'
import { afterEach, describe, expect, it } from 'vitest'
import { ANONYMOUS_SUBMISSIONS } from '../../store/shopping.port.ts'
import { type ShopWorld, UNKNOWN_PRODUCT, productAt, send, startShop } from './shopping.fixtures.ts'

let world: ShopWorld | undefined
afterEach(async () => {
  await world?.api.close()
  world = undefined
})

async function shop(env?: Readonly<Record<string, string>>): Promise<ShopWorld> {
  world = await startShop(env === undefined ? {} : { env })
  return world
}

const NOW = '2026-01-15T09:00:00.000Z'
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', tel: '+44 20 7946 0000' }

/** The Get Quote page's form, filled in. */
const getQuote: QuoteSubmitBody = {
  model: 'LM358DR',
  manufacturer: 'Texas Instruments',
  package: 'SOIC-8',
  targetPrice: 150_000 as Money,
  description: 'Dual op amp, tape and reel',
  qty: 2500,
  option: 'Original only',
  contact,
}

const contactForm = { name: 'Grace Hopper', company: 'Navy', tel: '+1 555 0100', email: 'grace@example.com', remark: 'Do you ship to Canada?' }

/** The facts the catalog keeps for a product. */
function productFacts(w: ShopWorld, id: ProductId): { model: string; manufacturer: string; package: string } {
  return w.api.store.db
    .prepare('SELECT p.part_number AS model, m.name AS manufacturer, p.package FROM products p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.id = ?')
    .get(id) as { model: string; manufacturer: string; package: string }
}

function countRows(w: ShopWorld, table: 'quotes' | 'quote_lines' | 'contact_messages'): number {
  return w.api.store.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number
}

describe('quote requests', () => {
  it('saves a visitor’s Get Quote form with status new and answers the receipt', async () => {
    const w = await shop()
    const receipt = await w.api.client().quoteSubmit({ body: getQuote })
    expect(receipt).toEqual({ id: expect.any(Number) as number, createdAt: NOW })
    expect(await w.api.store.shopping.listQuotes({ limit: 10 })).toEqual([
      {
        id: receipt.id,
        createdAt: NOW,
        status: 'new',
        source: 'quote_page',
        ...contact,
        userId: null,
        parts: 'LM358DR x2,500 @ $0.15',
        lines: [
          {
            productId: null,
            model: 'LM358DR',
            manufacturer: 'Texas Instruments',
            package: 'SOIC-8',
            targetPrice: 150_000,
            description: 'Dual op amp, tape and reel',
            qty: 2500,
            option: 'Original only',
          },
        ],
        remark: '',
      },
    ])
  })

  it('links a product page’s request to the signed-in member and fills the maker and package the buyer left empty', async () => {
    const w = await shop()
    const p = productAt(w, 7)
    const facts = productFacts(w, p)
    const receipt = await w.api.client(w.alice.token).quoteSubmit({
      body: { model: facts.model, qty: 10, productId: p, contact: { name: 'Alice', email: 'alice@example.com' } },
    })
    const [quote] = await w.api.store.shopping.listQuotes({ limit: 1 })
    expect(quote).toMatchObject({
      id: receipt.id,
      source: 'product_form',
      userId: w.alice.userId,
      company: '',
      tel: '',
      lines: [{ productId: p, model: facts.model, manufacturer: facts.manufacturer, package: facts.package, targetPrice: null, qty: 10, option: '' }],
    })
  })

  it('saves a request with a token that names no session as a visitor’s', async () => {
    const w = await shop()
    const answer = await send(w.api, '/api/quote/submit', { token: 'not-a-session', body: getQuote })
    expect(answer.status).toBe(200)
    expect((await w.api.store.shopping.listQuotes({ limit: 1 }))[0]?.userId).toBeNull()
  })

  it('answers 404 naming an unknown product and saves nothing', async () => {
    const w = await shop()
    await expect(w.api.client().quoteSubmit({ body: { ...getQuote, productId: UNKNOWN_PRODUCT } })).rejects.toMatchObject({
      code: 404,
      message: `Product ${UNKNOWN_PRODUCT} was not found`,
    })
    expect(countRows(w, 'quotes')).toBe(0)
  })

  it('answers 400 naming the field for a bad form', async () => {
    const w = await shop()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...getQuote, model: '  ' }, /Please enter the part number/u],
      [{ ...getQuote, model: 'X'.repeat(101) }, /part number/u],
      [{ ...getQuote, qty: 0 }, /Quantity must be from 1/u],
      [{ ...getQuote, qty: LIMITS.maxQuantity + 1 }, /Quantity must be from 1 to 10000000/u],
      [{ ...getQuote, targetPrice: -1 }, /Amount must be a non-negative whole number/u],
      [{ ...getQuote, contact: { ...contact, email: 'ada@' } }, /email/u],
      [{ ...getQuote, contact: { email: 'ada@example.com' } }, /Please enter your name/u],
      [{ ...getQuote, contact: { ...contact, tel: 'call me' } }, /telephone number/u],
      [{ ...getQuote, productId: 'abc' }, /product id|productId/iu],
    ]
    for (const [body, message] of cases) {
      const answer = await send(w.api, '/api/quote/submit', { body })
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)])
    }
    expect((await send(w.api, '/api/quote/submit', { body: { ...getQuote, qty: LIMITS.maxQuantity } })).status).toBe(200)
    expect(countRows(w, 'quotes')).toBe(1)
  })
})

describe('the RFQ list', () => {
  function rfqList(w: ShopWorld): RfqListBody {
    const [a, b] = [productAt(w, 1), productAt(w, 2)]
    return {
      items: [
        { intID: a, model: productFacts(w, a).model, purchaseQuantity: 100, targetPrice: 90_000 as Money },
        { intID: b, model: productFacts(w, b).model, purchaseQuantity: 5 },
      ],
      contact,
      remark: 'Needed by March',
    }
  }

  it('RFQ-3: answers 403 without a session', async () => {
    const w = await shop()
    const answer = await send(w.api, '/api/quote/rfqlist', { body: rfqList(w) })
    expect([answer.status, answer.body.code]).toEqual([403, 403])
    expect(countRows(w, 'quotes')).toBe(0)
  })

  it('RFQ-3: saves the member’s list as one quote with a line per item, status new', async () => {
    const w = await shop()
    const body = rfqList(w)
    const receipt = await w.api.client(w.alice.token).quoteRfqList({ body })
    expect(receipt).toEqual({ id: expect.any(Number) as number, createdAt: NOW })
    const [quote] = await w.api.store.shopping.listQuotes({ limit: 5 })
    const [a, b] = body.items.map((item) => ({ ...productFacts(w, item.intID), productId: item.intID }))
    expect(quote).toEqual({
      id: receipt.id,
      createdAt: NOW,
      status: 'new',
      source: 'rfq_list',
      ...contact,
      userId: w.alice.userId,
      parts: `${body.items[0]?.model ?? ''} x100 @ $0.09; ${body.items[1]?.model ?? ''} x5`,
      remark: 'Needed by March',
      lines: [
        { ...a, targetPrice: 90_000, description: '', qty: 100, option: '' },
        { ...b, targetPrice: null, description: '', qty: 5, option: '' },
      ],
    })
  })

  it('answers 404 naming the unknown product and its model, and saves nothing', async () => {
    const w = await shop()
    const body = rfqList(w)
    const items = [...body.items, { intID: UNKNOWN_PRODUCT, model: 'NOPE123', purchaseQuantity: 1 }]
    await expect(w.api.client(w.alice.token).quoteRfqList({ body: { ...body, items } })).rejects.toMatchObject({
      code: 404,
      message: `Product ${UNKNOWN_PRODUCT} (NOPE123) was not found`,
    })
    expect([countRows(w, 'quotes'), countRows(w, 'quote_lines')]).toEqual([0, 0])
  })

  it(`answers 400 for an empty list, more than ${LIMITS.maxLinesPerRequest} items, or a bad item, and takes ${LIMITS.maxLinesPerRequest}`, async () => {
    const w = await shop()
    const body = rfqList(w)
    const item = body.items[0]
    const many = (count: number) => Array.from({ length: count }, () => item)
    const cases: Array<[unknown, RegExp]> = [
      [{ ...body, items: [] }, /The RFQ list is empty/u],
      [{ ...body, items: many(LIMITS.maxLinesPerRequest + 1) }, /At most 200 parts can be quoted at once/u],
      [{ ...body, items: [{ ...item, purchaseQuantity: 0 }] }, /Quantity must be from 1/u],
      [{ ...body, items: [{ ...item, model: '' }] }, /Please enter the part number/u],
      [{ ...body, contact: undefined }, /contact/u],
    ]
    for (const [payload, message] of cases) {
      const answer = await send(w.api, '/api/quote/rfqlist', { token: w.alice.token, body: payload })
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)])
    }
    expect((await send(w.api, '/api/quote/rfqlist', { token: w.alice.token, body: { ...body, items: many(LIMITS.maxLinesPerRequest) } })).status).toBe(200)
    expect([countRows(w, 'quotes'), countRows(w, 'quote_lines')]).toEqual([1, LIMITS.maxLinesPerRequest])
  })
})

describe('contact messages', () => {
  it('PAGE-5: saves a visitor’s message with status new and answers the receipt', async () => {
    const w = await shop()
    const receipt = await w.api.client().contactSubmit({ body: contactForm })
    expect(receipt).toEqual({ id: expect.any(Number) as number, createdAt: NOW })
    expect(await w.api.store.shopping.listContactMessages({ limit: 10 })).toEqual([
      {
        id: receipt.id,
        createdAt: NOW,
        status: 'new',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        tel: '+1 555 0100',
        userId: null,
        message: 'Do you ship to Canada?',
      },
    ])
  })

  it('PAGE-5: links a signed-in member’s message to the account', async () => {
    const w = await shop()
    await w.api.client(w.bob.token).contactSubmit({ body: { name: 'Bob', email: 'bob@example.com', remark: 'Hello' } })
    expect(await w.api.store.shopping.listContactMessages({ limit: 1 })).toEqual([
      expect.objectContaining({ userId: w.bob.userId, company: '', tel: '', message: 'Hello' }),
    ])
  })

  it('PAGE-5: answers 400 naming the field for a bad form and saves nothing', async () => {
    const w = await shop()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...contactForm, remark: ' ' }, /Please enter your message/u],
      [{ ...contactForm, remark: 'x'.repeat(2001) }, /message/u],
      [{ ...contactForm, name: undefined }, /Please enter your name/u],
      [{ ...contactForm, email: 'grace' }, /email/u],
      [{ ...contactForm, tel: '12ab' }, /telephone number/u],
    ]
    for (const [body, message] of cases) {
      const answer = await send(w.api, '/api/contact/submit', { body })
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)])
    }
    expect(countRows(w, 'contact_messages')).toBe(0)
  })
})

describe('the anonymous submission limit', () => {
  const proxied = { TRUST_PROXY: 'true' }
  const from = (ip: string) => ({ 'X-Forwarded-For': ip })

  it(`takes ${ANONYMOUS_SUBMISSIONS.max} quote requests an hour from one address and answers 429 to the next`, async () => {
    const w = await shop(proxied)
    for (let index = 0; index < ANONYMOUS_SUBMISSIONS.max; index += 1) {
      w.api.setNow(new Date(Date.parse(NOW) + index * 60_000))
      expect((await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('203.0.113.7') })).status).toBe(200)
    }
    w.api.setNow(new Date('2026-01-15T09:30:00.000Z'))
    const refused = await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('203.0.113.7') })
    expect([refused.status, refused.body]).toEqual([
      429,
      { code: 429, data: null, message: 'Too many quote requests from your network: please try again in 30 minutes' },
    ])
    // Another address, a member from the same address, and a contact message are not held back.
    expect((await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('203.0.113.8') })).status).toBe(200)
    expect((await send(w.api, '/api/quote/submit', { token: w.alice.token, body: getQuote, headers: from('203.0.113.7') })).status).toBe(200)
    expect((await send(w.api, '/api/contact/submit', { body: contactForm, headers: from('203.0.113.7') })).status).toBe(200)
    expect(countRows(w, 'quotes')).toBe(ANONYMOUS_SUBMISSIONS.max + 2)

    // An hour after the first, its place frees up: one more is taken, the next is refused again.
    w.api.setNow(new Date('2026-01-15T10:00:00.000Z'))
    expect((await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('203.0.113.7') })).status).toBe(200)
    const again = await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('203.0.113.7') })
    expect([again.status, again.body.message]).toEqual([429, 'Too many quote requests from your network: please try again in 1 minute'])
  })

  it(`takes ${ANONYMOUS_SUBMISSIONS.max} contact messages an hour from one address and answers 429 to the next`, async () => {
    const w = await shop(proxied)
    for (let index = 0; index < ANONYMOUS_SUBMISSIONS.max; index += 1) {
      expect((await send(w.api, '/api/contact/submit', { body: contactForm, headers: from('198.51.100.1') })).status).toBe(200)
    }
    const refused = await send(w.api, '/api/contact/submit', { body: contactForm, headers: from('198.51.100.1') })
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many messages from your network: please try again in 60 minutes'])
    expect(countRows(w, 'contact_messages')).toBe(ANONYMOUS_SUBMISSIONS.max)
    expect((await send(w.api, '/api/contact/submit', { token: w.bob.token, body: contactForm, headers: from('198.51.100.1') })).status).toBe(200)
    expect((await send(w.api, '/api/quote/submit', { body: getQuote, headers: from('198.51.100.1') })).status).toBe(200)
  })
})

describe('the back office’s reads', () => {
  it('lists quotes and messages newest first, of one status, at most the limit, and moves their statuses', async () => {
    const w = await shop()
    const client = w.api.client()
    const first = await client.quoteSubmit({ body: getQuote })
    w.api.setNow(new Date('2026-01-15T10:00:00.000Z'))
    const second = await client.quoteSubmit({ body: { ...getQuote, model: 'NE555DR' } })
    const message = await client.contactSubmit({ body: contactForm })
    const shopping = w.api.store.shopping

    expect((await shopping.listQuotes({ limit: 10 })).map((quote) => quote.id)).toEqual([second.id, first.id])
    expect((await shopping.listQuotes({ limit: 1 })).map((quote) => quote.id)).toEqual([second.id])
    const answered = await shopping.setQuoteStatus(first.id, 'answered', '2026-01-16T09:00:00.000Z')
    expect(answered).toMatchObject({ id: first.id, status: 'answered' })
    expect((await shopping.listQuotes({ status: 'answered', limit: 10 })).map((quote) => quote.id)).toEqual([first.id])
    expect((await shopping.listQuotes({ status: 'new', limit: 10 })).map((quote) => quote.id)).toEqual([second.id])
    expect(await shopping.listQuotes({ status: 'closed', limit: 10 })).toEqual([])
    expect(await shopping.setQuoteStatus(999 as QuoteId, 'closed', NOW)).toBeUndefined()

    expect(await shopping.setContactMessageStatus(message.id, 'closed', NOW)).toMatchObject({ id: message.id, status: 'closed' })
    expect((await shopping.listContactMessages({ status: 'closed', limit: 10 })).map((row) => row.id)).toEqual([message.id])
    expect(await shopping.listContactMessages({ status: 'new', limit: 10 })).toEqual([])
    expect(await shopping.setContactMessageStatus(999 as MessageId, 'answered', NOW)).toBeUndefined()
  })
})
