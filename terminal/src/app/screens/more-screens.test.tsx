import { writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { RFQ_LIST_KEY, RFQ_SUBMITTED_MESSAGE } from '@partfront/core/rfq'
import { mockApi, on, success, testProduct } from '../api-mocks.testing.ts'
import { KEY, renderApp, type RenderedApp } from '../render-app.testing.tsx'

const api = mockApi()
let app: RenderedApp | undefined
afterEach(() => app?.unmount())
const folder = mkdtempSync(join(tmpdir(), 'partfront-screens-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('around every screen', () => {
  it('CART-4: the status line shows the signed-in email and the cart badge, at most 999', async () => {
    api.use(on(contract.cartSum, () => success(contract.cartSum, { cartNum: 1500 })))
    app = await renderApp({ signedIn: true, stored: { cartNum: '1500' } })
    const frame = await app.see('buyer@example.com')
    expect(frame).toMatch(/Cart\s+999\s/u)
  })

  it('? shows the keys of the screen and of the app; ? again closes them', async () => {
    app = await renderApp()
    await app.see('TRENDING NOW')
    await app.press(KEY.tab, '?')
    const frame = await app.see('Keys: Search')
    expect(frame).toContain('q / Ctrl-C')
    await app.press('?')
    await app.see('TRENDING NOW')
  })

  it('redraws at the new width when the terminal is resized', async () => {
    app = await renderApp({ signedIn: true })
    const wide = await app.see('buyer@example.com')
    const statusWidth = (frame: string) => (frame.split('\n').find((line) => line.includes('buyer@example.com')) ?? '').trimEnd().length
    expect(statusWidth(wide)).toBeGreaterThan(90)
    await app.resize(70)
    expect(statusWidth(app.frame())).toBeLessThanOrEqual(70)
    expect(app.frame()).toContain('buyer@example.com')
  })

  it('SHELL-7: one toast at a time, each for 3 s', async () => {
    app = await renderApp()
    app.built.storefront.send({ type: 'toast.show', toast: { type: 'success', message: 'First toast' } })
    app.built.storefront.send({ type: 'toast.show', toast: { type: 'error', message: 'Second toast' } })
    let frame = await app.see('First toast')
    expect(frame).not.toContain('Second toast')
    frame = await app.see('Second toast', 4000)
    expect(frame).not.toContain('First toast')
  }, 10_000)
})

describe('RFQ list screen', () => {
  it('RFQ-2: the list, a quantity changed, and the submit with contact details', async () => {
    const sent: unknown[] = []
    api.use(
      on(contract.quoteRfqList, async ({ request }) => {
        sent.push(await request.json())
        return success(contract.quoteRfqList, { id: 77, createdAt: '2026-11-28T07:00:00.000Z' })
      }),
    )
    app = await renderApp({
      path: '/cart/reserve',
      signedIn: true,
      stored: { [RFQ_LIST_KEY]: JSON.stringify([{ id: '11', model: 'LM358D', intID: 11, purchaseQuantity: 250 }]) },
    })
    await app.see(/LM358D\s+250 pcs/u)
    await app.press('n', KEY.backspace, KEY.backspace, KEY.backspace, '300', KEY.enter)
    await app.see(/LM358D\s+300 pcs/u)
    await app.press('s', 'Ada Lovelace', KEY.tab, 'ada@example.com', KEY.enter)
    await app.see(RFQ_SUBMITTED_MESSAGE)
    expect(sent).toMatchObject([{ items: [{ intID: 11, model: 'LM358D', purchaseQuantity: 300 }], contact: { name: 'Ada Lovelace', email: 'ada@example.com' } }])
  })
})

describe('Favourites screen', () => {
  it('lists a member\'s favourites and opens one', async () => {
    api.use(
      on(contract.favouriteList, () => success(contract.favouriteList, [{ product: testProduct(), addedAt: '2026-11-01T00:00:00.000Z' }])),
      on(contract.productDetail, () => success(contract.productDetail, { ...testProduct(), datasheetUrl: null, leadTimeDays: null, rohs: true, attributes: [], delivery: '', payment: '', seo: null })),
    )
    app = await renderApp({ path: '/member/favourites', signedIn: true })
    await app.see('♥ LM358D')
    await app.press(KEY.enter)
    await app.see('Price (USD)')
  })
})

describe('Orders screen', () => {
  it('PAGE-2: the member\'s orders, and one order with its timeline', async () => {
    const order = {
      id: 7,
      orderNo: 'PF2611280007',
      status: 'paid' as const,
      itemCount: 1,
      total: 10_000_000,
      createdAt: '2026-11-20T10:00:00.000Z',
    }
    api.use(
      on(contract.orderList, () => success(contract.orderList, { list: [order], total: 1, page: 1, pageSize: 10 })),
      on(contract.orderDetail, () =>
        success(contract.orderDetail, {
          ...order,
          lines: [{ productId: 11, model: 'LM358D', brandName: 'Texas Instruments', quantity: 100, unitPrice: 100_000, lineTotal: 10_000_000, customerReference: 'AMP-1', reserved: 100 }],
          subtotal: 10_000_000,
          shipping: 0,
          carrier: 'DHL',
          trackingNumber: null,
          remark: '',
          address: { firstName: 'Ada', lastName: 'Lovelace', company: '', country: 'United Kingdom', state: '', city: 'London', address: '12 St James’s Square', postcode: 'SW1Y 4JH', tel: '+44 20 7946 0000', email: '' },
          paidAt: '2026-11-20T10:05:00.000Z',
          shippedAt: null,
          deliveredAt: null,
          cancelledAt: null,
          returnDeadline: null,
          returnRequest: null,
          poNumber: '',
          vatId: '',
          deliveryPreference: 'complete',
        }),
      ),
    )
    app = await renderApp({ path: '/member/order', signedIn: true })
    await app.see(/PF2611280007\s+Paid/u)
    await app.press(KEY.enter)
    const frame = await app.see('Timeline')
    expect(frame).toMatch(/● Order placed\s+2026-11-20 10:00 UTC/u)
    expect(frame).toMatch(/● Paid\s+2026-11-20 10:05 UTC/u)
    expect(frame).toMatch(/○ Shipped/u)
    expect(frame).toMatch(/LM358D\s+Texas Instruments\s+100/u)
  })
})

/** The preview of `board.csv`: LM358D matched exactly, NOPE-1 not found. */
function bomPreviewAnswer(): ResponseEncodedOf<typeof contract.bomPreview> {
  const lm358 = testProduct()
  return {
          fileName: 'board.csv',
          models: 2,
          reading: {
            sheet: 'board.csv',
            sheets: ['board.csv'],
            headerRow: 1,
            mapping: [
              { column: 0, header: 'Designator', field: 'designators', confidence: 1 },
              { column: 1, header: 'Quantity', field: 'quantity', confidence: 1 },
              { column: 2, header: 'MPN', field: 'mpn', confidence: 1 },
              { column: 3, header: 'Manufacturer', field: 'manufacturer', confidence: 1 },
            ],
            warnings: [],
          },
          lines: [
            { row: 2, designators: ['U1'], quantity: 2, mpn: 'LM358D', manufacturer: 'Texas Instruments', alternates: [], value: '', description: '', footprint: '', fitted: true, match: { kind: 'exact', product: lm358, score: 1, reason: 'Exact: Texas Instruments LM358D.' }, unitPrice: 250_000, extendedPrice: 500_000 },
            { row: 3, designators: ['R9'], quantity: 1, mpn: 'NOPE-1', manufacturer: 'Nobody', alternates: [], value: '', description: '', footprint: '', fitted: true, match: { kind: 'none', product: null, score: 0, reason: 'No part numbered NOPE-1.' }, unitPrice: null, extendedPrice: null },
          ],
          pricedAt: '2026-11-28T07:00:00.000Z',
        }
}

describe('BOM screen', () => {
  it('BOM-1: reads a file, confirms its columns, prices it through the API, each line with its match and reason', async () => {
    const file = join(folder, 'board.csv')
    writeFileSync(file, 'Designator,Quantity,MPN,Manufacturer\nU1,2,LM358D,Texas Instruments\nR9,1,NOPE-1,Nobody\n')
    let uploaded = 0
    api.use(
      on(contract.bomPreview, async ({ request }) => {
        uploaded = (await request.arrayBuffer()).byteLength
        return success(contract.bomPreview, bomPreviewAnswer())
      }),
    )
    app = await renderApp({ path: '/bom', signedIn: true })
    await app.see('press n')
    await app.press('n', file, KEY.enter)
    await app.see('Enter: these columns are right', 8000)
    expect(app.frame()).toMatch(/C\s+MPN\s+→ Manufacturer part number/u)
    await app.press(KEY.enter)
    let frame = await app.see('Exact: Texas Instruments LM358D.', 8000)
    expect(uploaded).toBeGreaterThan(0)
    expect(frame).toMatch(/2 LM358D\s+Exact\s+LM358D/u)
    expect(frame).toContain('No part numbered NOPE-1.')
    await app.press('B', KEY.backspace, KEY.backspace, KEY.backspace, KEY.backspace, '50', KEY.enter)
    frame = await app.see('50 boards')
    expect(frame).toMatch(/LM358D\s+Exact\s+LM358D\s+100\s+\$0\.10\s+\$10\.00/u)
  }, 15_000)
})

describe('BOM screen: save and send', () => {
  it('BOM-4: saves the BOM with contact details, then sends its sure lines to the cart', async () => {
    const file = join(folder, 'saved.csv')
    writeFileSync(file, 'Designator,Quantity,MPN,Manufacturer\nU1,2,LM358D,Texas Instruments\nR9,1,NOPE-1,Nobody\n')
    const preview = bomPreviewAnswer()
    const saved: ResponseEncodedOf<typeof contract.bomMapping> = {
      id: 77,
      fileName: 'saved.csv',
      status: 'uploaded',
      lines: preview.lines,
      models: 2,
      createdAt: preview.pricedAt,
      updatedAt: preview.pricedAt,
      contact: { name: 'Ada Lovelace', email: 'buyer@example.com', telephone: '+44 20 7946 0000', address: 'London' },
      reading: preview.reading,
      boards: 1,
      totals: { lines: 2, quantity: 3, matched: 1, price: 500_000 },
      history: [{ status: 'uploaded', at: preview.pricedAt }],
    }
    const contacts: unknown[] = []
    const sent: unknown[] = []
    let cartNum = 0
    api.use(
      on(contract.bomPreview, () => success(contract.bomPreview, preview)),
      on(contract.bomUpload, async ({ request }) => {
        const form = await request.formData()
        contacts.push({ name: form.get('name'), email: form.get('email'), telephone: form.get('telephone'), address: form.get('address') })
        return success(contract.bomUpload, { bom: { id: 77, fileName: 'saved.csv', status: 'uploaded', lines: 2, models: 2, createdAt: preview.pricedAt, updatedAt: preview.pricedAt }, reading: preview.reading })
      }),
      on(contract.bomMapping, () => success(contract.bomMapping, saved)),
      on(contract.bomToCart, async ({ request }) => {
        sent.push(await request.json())
        cartNum = 1
        return success(contract.bomToCart, {
          boards: 10,
          sent: [{ productId: 11, model: 'LM358D', quantity: 20, rows: [2] }],
          pieces: 20,
          leftOut: [{ row: 3, mpn: 'NOPE-1', reason: 'unmatched', message: 'Row 3 (NOPE-1) matched no catalog part.' }],
          cartNum,
        })
      }),
      on(contract.cartSum, () => success(contract.cartSum, { cartNum })),
    )
    app = await renderApp({ path: '/bom', signedIn: true })
    await app.see('press n')
    await app.press('n', file, KEY.enter)
    await app.see('Enter: these columns are right', 8000)
    await app.press(KEY.enter)
    await app.see('Exact: Texas Instruments LM358D.', 8000)
    await app.press('S', 'Ada Lovelace', KEY.tab, KEY.tab, '+44 20 7946 0000', KEY.tab, 'London', KEY.enter)
    await app.see('Saved as BOM 77', 8000)
    expect(contacts).toEqual([{ name: 'Ada Lovelace', email: 'buyer@example.com', telephone: '+44 20 7946 0000', address: 'London' }])
    await app.press('C')
    const frame = await app.see(/Cart\s+1\s/u, 8000)
    expect(sent).toMatchObject([{ id: 77, boards: 10 }])
    expect(frame).toContain('LM358D')
  }, 20_000)
})
