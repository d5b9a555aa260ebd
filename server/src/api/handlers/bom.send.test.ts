import type { BomId, BomToCartResult, BomToRfqResult, CartCount, CartItem } from '@partfront/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BomFixtureParts, type BomMember, CONTACT, createBomMember, csvBom } from '../../bom/bom.fixtures.ts'
import type { TestApi } from '../../testing/test-api.ts'
import { call as callApi, startBomWorld, uploadBom } from './bom.fixtures.ts'

/**
 * `POST /api/bom/tocart` and `POST /api/bom/torfq` against the real app (issue 8: "Matched lines go to the
 * cart or the RFQ list in one call"): the surely matched lines, each part once with quantity × boards, through
 * the cart's and the RFQ list's own store paths, all or nothing; the lines left out named with why. Another
 * member's BOM reads as missing on every BOM call and nothing changes.
 */

let api: TestApi
let parts: BomFixtureParts
let alice: BomMember
let bob: BomMember
let priced: BomId

// The match of each row is pinned by `bom.test.ts` ("matches each line by the best kind there is").
const ROWS = [
  ['U1, U2', '2', 'LM358DR', 'Texas Instruments', 'LM358', 'SOIC-8'], // row 2: exact LM358DR
  ['U3', '1', 'LM358DRG4', 'Texas Instruments', '', ''], // 3: variant of LM358DR
  ['R1, R2, R3', '3', '', '', '10k', 'Resistor_SMD:R_0603_1608Metric'], // 4: by value
  ['U4', '1', '1.5SMC6.8CA', 'Vishay', '', ''], // 5: close
  ['D1', '1', '1N4148W', 'onsemi', '', 'SOD-123'], // 6: exact, onsemi's
  ['D2', '1', '1N4148W', '', '', ''], // 7: exact, Diodes Inc.'s
  ['R9', '1', 'RC0603FR-0710KL', 'Yageo', '10k', 'R_0402_1005Metric'], // 8: exact, footprint differs
  ['U9', '1', 'XQ9Z77001', '', '', ''], // 9: none
  ['C9', '0', 'LM358DR', '', '', ''], // 10: do not fit
  ['U5', '1', 'TPS5430DDAR', '', '', ''], // 11: exact, price on request
  ['U6', '1', 'LM358', 'Texas Instruments', '', ''], // 12: close
]

beforeAll(async () => {
  ;({ api, parts, alice, bob } = await startBomWorld())
  priced = (await uploaded(alice.token, csvBom(ROWS), 'priced.csv')).bom.id
}, 60_000)

afterAll(async () => {
  await api.close()
})

const call = <T>(path: string, token: string | undefined, body?: unknown) => callApi<T>(api, path, token, body)
const uploaded = (token: string, csv: string, name: string) => uploadBom(api, token, csv, name)

const toCart = (token: string | undefined, body: unknown) => call<BomToCartResult>('/api/bom/tocart', token, body)
const toRfq = (token: string | undefined, body: unknown) => call<BomToRfqResult>('/api/bom/torfq', token, body)

async function cart(token: string): Promise<Array<[number, number]>> {
  const answer = await call<CartItem[]>('/api/cart/detail', token)
  return answer.data.map((item) => [item.productId, item.productCount])
}

async function cartNum(token: string): Promise<number> {
  return (await call<CartCount>('/api/cart/sumcart?servers=true', token)).data.cartNum
}

async function quotesOf(member: BomMember) {
  return (await api.store.shopping.listQuotes({ limit: 1000 })).filter((quote) => quote.userId === member.userId)
}

/** What the priced BOM leaves out, whatever the boards: row, reason. */
const LEFT_OUT = [
  [4, 'unconfirmed'],
  [5, 'unconfirmed'],
  [9, 'unmatched'],
  [10, 'not-fitted'],
  [12, 'unconfirmed'],
]

describe('bomToCart', { timeout: 30_000 }, () => {
  it("adds exactly the sure lines, quantity × boards, each part once, and answers what went, what not and the cart's count", async () => {
    const carol = await createBomMember(api.store, 'carol')
    const { bom } = await uploaded(carol.token, csvBom(ROWS), 'carol.csv')
    expect(await cartNum(carol.token)).toBe(0)

    const answer = await toCart(carol.token, { id: bom.id, boards: 3 })
    expect(answer.code).toBe(200)
    expect(answer.data.boards).toBe(3)
    expect(answer.data.sent).toEqual([
      { productId: parts.lm358dr, model: 'LM358DR', quantity: (2 + 1) * 3, rows: [2, 3] },
      { productId: parts.diodeOnsemi, model: '1N4148W', quantity: 3, rows: [6] },
      { productId: parts.diodeDiodes, model: '1N4148W', quantity: 3, rows: [7] },
      { productId: parts.r10k0603, model: 'RC0603FR-0710KL', quantity: 3, rows: [8] },
      { productId: parts.regulator, model: 'TPS5430DDAR', quantity: 3, rows: [11] },
    ])
    expect(answer.data.pieces).toBe(9 + 3 + 3 + 3 + 3)
    expect(answer.data.leftOut.map((line) => [line.row, line.reason])).toEqual(LEFT_OUT)
    expect(answer.data.leftOut.find((line) => line.row === 5)?.message).toBe('Row 5 (1.5SMC6.8CA) matched 1.5SMC68CA close, not exact: confirm the part first.')
    expect(answer.data.leftOut.find((line) => line.row === 4)?.message).toContain('by value')
    expect(answer.data.cartNum).toBe(5)

    expect(await cartNum(carol.token)).toBe(5)
    expect((await cart(carol.token)).sort()).toEqual(
      [
        [parts.lm358dr, 9],
        [parts.diodeOnsemi, 3],
        [parts.diodeDiodes, 3],
        [parts.r10k0603, 3],
        [parts.regulator, 3],
      ].sort(),
    )

    // Again, for one board: added to what is there, as `addcart?addup=true` does.
    const again = await toCart(carol.token, { id: bom.id })
    expect(again.data).toMatchObject({ boards: 1, pieces: 3 + 1 + 1 + 1 + 1, cartNum: 5 })
    expect((await cart(carol.token)).find(([id]) => id === parts.lm358dr)).toEqual([parts.lm358dr, 12])
  })

  it("is all or nothing: a line the cart refuses leaves the cart as it was, with the cart's own message", async () => {
    const dave = await createBomMember(api.store, 'dave')
    const { bom } = await uploaded(dave.token, csvBom([['U1', '150', 'LM358DR', 'Texas Instruments', '', ''], ...ROWS.slice(1)]), 'dave.csv')
    // 151 op-amps a board (rows 2, 3) × 100,000 boards (the most) = 15,100,000 pieces: past a line's 10,000,000
    // (`addcart`'s schema).
    const refused = await toCart(dave.token, { id: bom.id, boards: 100_000 })
    expect(refused).toMatchObject({ code: 400, data: null, message: 'LM358DR (rows 2, 3): Quantity must be from 1 to 10000000' })
    expect(await cartNum(dave.token)).toBe(0)
    // The store's own refusal: 3,020,000 op-amps fit one call, but not on top of the 9,000,000 there.
    await api.store.shopping.addToCart({ userId: dave.userId, lines: [{ productId: parts.lm358dr, productCount: 9_000_000 }], addup: true, at: '2026-01-15T09:00:00.000Z' })
    const full = await toCart(dave.token, { id: bom.id, boards: 20_000 })
    expect(full).toMatchObject({ code: 400, message: 'LM358DR: a cart line holds at most 10,000,000 pieces; this would make 12,020,000' })
    expect(await cart(dave.token)).toEqual([[parts.lm358dr, 9_000_000]])
  })

  it('a quote request is refused the same way, sending nothing', async () => {
    const { bom } = await uploaded(alice.token, csvBom([['U1', '150', 'LM358DR', 'Texas Instruments', '', ''], ...ROWS.slice(1)]), 'many.csv')
    const refused = await toRfq(alice.token, { id: bom.id, boards: 100_000 })
    expect(refused).toMatchObject({ code: 400, message: 'LM358DR (rows 2, 3): Quantity must be from 1 to 10000000' })
    expect(await quotesOf(alice)).toEqual([])
  })

  it('answers 409, adding nothing, when no line has a sure match', async () => {
    const erin = await createBomMember(api.store, 'erin')
    const { bom } = await uploaded(erin.token, csvBom([ROWS[3] ?? [], ROWS[7] ?? []]), 'unsure.csv')
    const answer = await toCart(erin.token, { id: bom.id })
    expect(answer).toMatchObject({ code: 409, data: null })
    expect(answer.message).toBe('No line of this BOM has a sure catalog match to add to the cart: 1 close or by-value match needs your confirmation first.')
    expect(await cartNum(erin.token)).toBe(0)
  })

  it('refuses a body without a BOM id or with a bad boards, naming the field', async () => {
    const missing = await toCart(alice.token, { boards: 2 })
    expect(missing.code).toBe(400)
    expect(missing.message).toMatch(/id/u)
    const boards = await toCart(alice.token, { id: priced, boards: 0 })
    expect(boards.code).toBe(400)
    expect(boards.message).toMatch(/quantity|boards/iu)
  })
})

describe('bomToRfq', { timeout: 30_000 }, () => {
  it("sends the sure lines as one quote request with the BOM's contact, and answers its receipt and what was left out", async () => {
    const frank = await createBomMember(api.store, 'frank')
    const { bom } = await uploaded(frank.token, csvBom(ROWS), 'frank.csv')
    const answer = await toRfq(frank.token, { id: bom.id, boards: 10 })
    expect(answer.code).toBe(200)
    expect(answer.data.quote.createdAt).toBe('2026-01-15T09:00:00.000Z')
    expect(answer.data.sent.map((part) => [part.model, part.quantity])).toEqual([
      ['LM358DR', 30],
      ['1N4148W', 10],
      ['1N4148W', 10],
      ['RC0603FR-0710KL', 10],
      ['TPS5430DDAR', 10],
    ])
    expect(answer.data.pieces).toBe(70)
    expect(answer.data.leftOut.map((line) => [line.row, line.reason])).toEqual(LEFT_OUT)

    const [quote, ...others] = await quotesOf(frank)
    expect(others).toEqual([])
    expect(quote).toMatchObject({
      id: answer.data.quote.id,
      source: 'rfq_list',
      status: 'new',
      name: CONTACT.name,
      email: CONTACT.email,
      tel: CONTACT.telephone,
      remark: `From BOM #${bom.id} "frank.csv", for 10 boards.`,
    })
    expect(quote?.lines.map((line) => [line.productId, line.model, line.qty])).toEqual([
      [parts.lm358dr, 'LM358DR', 30],
      [parts.diodeOnsemi, '1N4148W', 10],
      [parts.diodeDiodes, '1N4148W', 10],
      [parts.r10k0603, 'RC0603FR-0710KL', 10],
      [parts.regulator, 'TPS5430DDAR', 10],
    ])
    // The cart is not touched.
    expect(await cartNum(frank.token)).toBe(0)
  })

  it('answers 409, sending nothing, when no line has a sure match', async () => {
    const gina = await createBomMember(api.store, 'gina')
    const { bom } = await uploaded(gina.token, csvBom([ROWS[7] ?? []]), 'none.csv')
    const answer = await toRfq(gina.token, { id: bom.id })
    expect(answer).toMatchObject({ code: 409, message: 'No line of this BOM has a sure catalog match to quote.' })
    expect(await quotesOf(gina)).toEqual([])
  })
})

describe('member scoping and sessions', { timeout: 30_000 }, () => {
  it("another member gets 404 for a BOM on every BOM call, and neither member's cart or quotes change", async () => {
    const before = { aliceCart: await cart(alice.token), bobCart: await cart(bob.token), aliceQuotes: await quotesOf(alice), bobQuotes: await quotesOf(bob) }
    const missing = { code: 404, data: null, message: 'The BOM was not found' }
    expect(await call(`/api/bom/detail?id=${priced}`, bob.token)).toEqual(missing)
    const exported = await api.fetch(`/api/bom/export?id=${priced}&format=csv`, { headers: { Authorization: `Bearer ${bob.token}` } })
    expect([exported.status, await exported.json()]).toEqual([404, missing])
    expect(await toCart(bob.token, { id: priced, boards: 2 })).toEqual(missing)
    expect(await toRfq(bob.token, { id: priced })).toEqual(missing)
    expect({ aliceCart: await cart(alice.token), bobCart: await cart(bob.token), aliceQuotes: await quotesOf(alice), bobQuotes: await quotesOf(bob) }).toEqual(before)
    // The owner can.
    expect((await toCart(alice.token, { id: priced })).code).toBe(200)
  })

  it('answers 403 without a session, before the body is read', async () => {
    expect((await toCart(undefined, { id: priced })).code).toBe(403)
    expect((await toRfq(undefined, { id: priced })).code).toBe(403)
    expect((await toCart('not-a-session', { nonsense: true })).code).toBe(403)
  })
})
