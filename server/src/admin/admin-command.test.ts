import type { BomId, OrderId, PostalAddress } from '@partfront/core/contract'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type FixtureMember,
  type FixtureParts,
  addToCart,
  createMember,
  seedParts,
  stockOf,
} from '../api/handlers/orders.fixtures.ts'
import { type SqliteStore, openSqliteStore } from '../store/sqlite/sqlite-store.ts'
import { ADMIN_USAGE, runAdmin } from './admin-command.ts'

let folder: string
let store: SqliteStore
let parts: FixtureParts
let alice: FixtureMember

const ADDRESS: PostalAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  state: '',
  city: 'London',
  address: '12 St James’s Square',
  postcode: 'SW1Y 4JH',
  tel: '+44 20 7946 0000',
  email: '',
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-admin-'))
  store = await openSqliteStore(join(folder, 'admin.db'))
  parts = await seedParts(store)
  alice = await createMember(store, 'alice')
})

afterEach(async () => {
  await store.close()
  rmSync(folder, { recursive: true, force: true })
})

/** Places an order of `quantity` op-amps for Alice at `at`. */
async function order(quantity: number, at = '2026-01-15T09:00:00.000Z'): Promise<OrderId> {
  addToCart(store, alice.userId, parts.opAmp, quantity)
  const outcome = await store.orders.placeOrder({ userId: alice.userId, address: ADDRESS, carrier: 'FEDEX', remark: 'Call first', poNumber: '', vatId: '', deliveryPreference: 'complete', backorder: [], cartItemIds: undefined, at })
  if (!outcome.ok) throw new Error(outcome.reason)
  return outcome.order.id
}

function admin(...args: string[]) {
  return runAdmin(args, store, () => new Date('2026-01-20T10:00:00.000Z'))
}

describe('the admin command', () => {
  it('lists its commands with --help, and when given none', async () => {
    for (const args of [['--help'], ['-h'], []]) {
      const result = await runAdmin(args, store)
      expect(result).toEqual({ exitCode: 0, output: ADMIN_USAGE })
    }
    for (const command of ['orders [--status STATUS]', 'order ID', 'order:status ID STATUS', 'boms [--status STATUS]', 'bom:status ID STATUS']) {
      expect(ADMIN_USAGE).toContain(command)
    }
  })

  it('answers exit code 1 with a message for an unknown command, an unknown option and a stray argument', async () => {
    expect(await admin('refund', '1')).toEqual({ exitCode: 1, output: 'Unknown command "refund"; run with --help for the list.' })
    const option = await admin('orders', '--colour', 'red')
    expect(option.exitCode).toBe(1)
    expect(option.output).toContain("Unknown option '--colour'")
    expect(await admin('orders', 'all')).toEqual({ exitCode: 1, output: 'orders does not take "all"; run with --help for its form' })
    expect(await admin('order', '1', '--tracking', 'X')).toEqual({ exitCode: 1, output: 'order does not take --tracking' })
  })
})

describe('orders', () => {
  it('says there are none yet on an empty store', async () => {
    expect(await admin('orders')).toEqual({ exitCode: 0, output: 'No orders yet.' })
    expect(await admin('orders', '--status', 'paid')).toEqual({ exitCode: 0, output: 'No orders are paid.' })
  })

  it('lists the newest orders first as a table, of one status when asked', async () => {
    const first = await order(10, '2026-01-15T09:00:00.000Z')
    const second = await order(750, '2026-01-16T10:30:00.000Z')
    await store.orders.moveOrder({ id: first, from: 'pending_payment', to: 'paid', at: '2026-01-17T00:00:00.000Z', source: 'test' })
    const all = await admin('orders')
    expect(all.exitCode).toBe(0)
    expect(all.output.split('\n')).toEqual([
      'ID  Order no.     Status           Lines    Total  Carrier  Placed (UTC)      Buyer',
      '--  ------------  ---------------  -----  -------  -------  ----------------  -----------------',
      ` ${second}  PF2601160001  pending_payment      1  $150.00  FEDEX    2026-01-16 10:30  alice@example.com`,
      ` ${first}  PF2601150001  paid                 1    $2.50  FEDEX    2026-01-15 09:00  alice@example.com`,
    ])
    const paid = await admin('orders', '--status', 'paid')
    expect(paid.output.split('\n').slice(2)).toEqual([` ${first}  PF2601150001  paid        1  $2.50  FEDEX    2026-01-15 09:00  alice@example.com`])
  })

  it('shows exactly --limit orders, and refuses a limit of 0 or a status it does not know', async () => {
    await order(1, '2026-01-15T09:00:00.000Z')
    await order(1, '2026-01-15T10:00:00.000Z')
    expect((await admin('orders', '--limit', '1')).output.split('\n')).toHaveLength(3)
    expect((await admin('orders', '--limit', '2')).output.split('\n')).toHaveLength(4)
    expect(await admin('orders', '--limit', '0')).toEqual({ exitCode: 1, output: '--limit must be a whole number from 1 to 1000, not "0"' })
    expect(await admin('orders', '--status', 'lost')).toEqual({
      exitCode: 1,
      output: 'Unknown status "lost": use one of pending_payment, paid, shipped, delivered, cancelled',
    })
  })
})

describe('order', () => {
  it('shows an order in full: buyer, address, lines, payments and history', async () => {
    const id = await order(150)
    const text = (await admin('order', String(id))).output
    for (const part of [
      `Order PF2601150001 (id ${id}): pending_payment`,
      'Buyer:     alice@example.com',
      'Carrier:   FEDEX',
      'Ship to:   Ada Lovelace, Analytical Engines, 12 St James’s Square, London, SW1Y 4JH, United Kingdom',
      'Remark:    Call first',
      'Total:     $30.00 (subtotal $30.00, shipping $0.00)',
      `Next:      order:status ${id} paid | order:status ${id} cancelled`,
      'LM358DR  Texas Instruments       150       $0.20      $30.00',
      'No payment started yet.',
      'pending_payment  2026-01-15 09:00  member',
    ]) {
      expect(text).toContain(part)
    }
  })

  it('answers exit code 1 for an order that does not exist or an id that is not a number', async () => {
    expect(await admin('order', '99')).toEqual({ exitCode: 1, output: 'There is no order 99' })
    expect(await admin('order', 'PF1')).toEqual({ exitCode: 1, output: 'Please give an order id (a number, as `orders` lists them), not "PF1"' })
    expect(await admin('order')).toEqual({ exitCode: 1, output: 'order needs 1 argument; run with --help for its form' })
  })
})

describe('order:status', () => {
  it('moves an order paid → shipped (keeping the tracking number) → delivered, stamping each time', async () => {
    const id = await order(10)
    await store.orders.moveOrder({ id, from: 'pending_payment', to: 'paid', at: '2026-01-16T00:00:00.000Z', source: 'test' })
    expect(await admin('order:status', String(id), 'shipped', '--tracking', '1Z999AA10123456784')).toEqual({
      exitCode: 0,
      output: 'Order PF2601150001 moved from paid to shipped.',
    })
    expect(await admin('order:status', String(id), 'delivered')).toEqual({ exitCode: 0, output: 'Order PF2601150001 moved from shipped to delivered.' })
    const moved = await store.orders.findAnyOrder(id)
    expect(moved).toMatchObject({
      status: 'delivered',
      trackingNumber: '1Z999AA10123456784',
      shippedAt: '2026-01-20T10:00:00.000Z',
      deliveredAt: '2026-01-20T10:00:00.000Z',
      returnDeadline: '2026-02-04T10:00:00.000Z',
    })
    expect(moved?.history.map((change) => [change.status, change.source])).toEqual([
      ['pending_payment', 'member'],
      ['paid', 'test'],
      ['shipped', 'back office'],
      ['delivered', 'back office'],
    ])
  })

  it('refuses a move the status does not allow with a message saying where it can go', async () => {
    const id = await order(10)
    expect(await admin('order:status', String(id), 'shipped')).toEqual({
      exitCode: 1,
      output: 'Order PF2601150001 is pending_payment and cannot move to shipped: it can move to paid or cancelled',
    })
    await store.orders.moveOrder({ id, from: 'pending_payment', to: 'paid', at: '2026-01-16T00:00:00.000Z', source: 'test' })
    expect(await admin('order:status', String(id), 'delivered')).toEqual({
      exitCode: 1,
      output: 'Order PF2601150001 is paid and cannot move to delivered: it can move to shipped',
    })
    expect(await admin('order:status', String(id), 'paid')).toEqual({ exitCode: 1, output: 'Order PF2601150001 is already paid' })
    expect(await admin('order:status', String(id), 'cancelled')).toMatchObject({ exitCode: 1 })
    expect((await store.orders.findAnyOrder(id))?.status).toBe('paid')
  })

  it('refuses anything after delivery: delivered is final', async () => {
    const id = await order(10)
    for (const [from, to] of [['pending_payment', 'paid'], ['paid', 'shipped'], ['shipped', 'delivered']] as const) {
      await store.orders.moveOrder({ id, from, to, at: '2026-01-16T00:00:00.000Z', source: 'test' })
    }
    expect(await admin('order:status', String(id), 'shipped')).toEqual({
      exitCode: 1,
      output: 'Order PF2601150001 is delivered and cannot move to shipped: delivered is final',
    })
  })

  it('marks a wire transfer received: the order paid and its pending wire payment succeeded', async () => {
    const id = await order(10)
    const placed = await store.orders.findAnyOrder(id)
    if (placed === undefined) throw new Error('no order')
    await store.orders.createPayment({ userId: alice.userId, orderId: id, method: 'wire', amount: placed.total, currency: 'USD', provider: null, proforma: null, at: '2026-01-15T09:01:00.000Z' })
    expect((await admin('order:status', String(id), 'paid')).exitCode).toBe(0)
    const paid = await store.orders.findAnyOrder(id)
    expect(paid).toMatchObject({ status: 'paid', paidAt: '2026-01-20T10:00:00.000Z' })
    expect(paid?.payments.map((payment) => [payment.method, payment.status, payment.paidAt])).toEqual([['wire', 'succeeded', '2026-01-20T10:00:00.000Z']])
  })

  it('cancels an order pending payment and puts its stock back', async () => {
    const id = await order(300)
    expect(stockOf(store, parts.opAmp)).toBe(700)
    expect((await admin('order:status', String(id), 'cancelled')).output).toBe('Order PF2601150001 moved from pending_payment to cancelled.')
    expect(stockOf(store, parts.opAmp)).toBe(1000)
  })

  it('answers exit code 1 for a missing status, a status it does not know, a missing order and --tracking off shipping', async () => {
    const id = await order(10)
    expect(await admin('order:status', String(id))).toEqual({ exitCode: 1, output: 'Please give an order id and a status: order:status ID STATUS' })
    expect(await admin('order:status', String(id), 'lost')).toMatchObject({ exitCode: 1, output: expect.stringContaining('Unknown status "lost"') as string })
    expect(await admin('order:status', '42', 'paid')).toEqual({ exitCode: 1, output: 'There is no order 42' })
    expect(await admin('order:status', String(id), 'paid', '--tracking', 'X')).toEqual({ exitCode: 1, output: '--tracking goes with moving an order to shipped' })
    expect((await store.orders.findAnyOrder(id))?.status).toBe('pending_payment')
  })
})

describe('quotes and messages', () => {
  const contact = { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', tel: '+44 20 7946 0000' }

  async function quote(remark: string, at: string) {
    const saved = await store.shopping.saveQuote(
      {
        userId: null,
        source: 'quote_page',
        contact,
        remark,
        lines: [
          {
            productId: null,
            model: 'LM358DR',
            manufacturer: 'Texas Instruments',
            package: 'SOIC-8',
            targetPrice: null,
            description: '',
            qty: 2500,
            option: '',
          },
        ],
        ip: '192.0.2.1',
        at,
      },
      null,
    )
    if (!saved.ok) throw new Error('quote not saved')
    return saved.receipt.id
  }

  it('lists the newest quote requests with who sent them and the parts, filtered by status', async () => {
    const first = await quote('', '2026-01-14T09:00:00.000Z')
    const second = await quote('', '2026-01-15T09:00:00.000Z')
    const listing = await admin('quotes')
    expect(listing.exitCode).toBe(0)
    const rows = listing.output.split('\n')
    expect(rows[0]).toMatch(/^id +received +status +from +name +email +company +parts$/u)
    expect(rows.slice(2).map((row) => row.split(/ +/u)[0])).toEqual([String(second), String(first)])
    expect(rows[2]).toContain('2026-01-15T09:00:00.000Z  new')
    expect(rows[2]).toContain('ada@example.com')
    expect(rows[2]).toContain('LM358DR')

    expect(await admin('quote:status', String(first), 'answered')).toEqual({ exitCode: 0, output: `Quote request ${first} is now answered.` })
    const answered = await admin('quotes', '--status', 'answered')
    expect(answered.output.split('\n').slice(2).map((row) => row.split(/ +/u)[0])).toEqual([String(first)])
    expect(await admin('quotes', '--status', 'closed')).toEqual({ exitCode: 0, output: 'No quote requests are closed.' })
  })

  it('lists contact messages on one line each, cutting a long message, and moves them on', async () => {
    const saved = await store.shopping.saveContactMessage(
      { userId: null, contact, message: `Please call me back about\nlead times ${'x'.repeat(80)}`, ip: '192.0.2.1', at: '2026-01-15T09:00:00.000Z' },
      null,
    )
    if (!saved.ok) throw new Error('message not saved')
    const row = (await admin('messages')).output.split('\n')[2] ?? ''
    expect(row).toMatch(/Please call me back about lead times x+…$/u)
    expect(row.length).toBeLessThan(160)
    expect(await admin('message:status', String(saved.receipt.id), 'closed')).toEqual({
      exitCode: 0,
      output: `Contact message ${saved.receipt.id} is now closed.`,
    })
    expect(await admin('messages', '--status', 'new')).toEqual({ exitCode: 0, output: 'No contact messages are new.' })
  })

  it('answers exit code 1 for an unknown status, a missing request, and a bad limit', async () => {
    expect(await admin('quotes')).toEqual({ exitCode: 0, output: 'No quote requests yet.' })
    expect(await admin('quotes', '--status', 'lost')).toEqual({ exitCode: 1, output: 'Unknown status "lost"; a request is new, answered, closed' })
    expect(await admin('quote:status', '42', 'closed')).toEqual({ exitCode: 1, output: 'There is no quote request 42' })
    expect(await admin('message:status', 'x', 'closed')).toEqual({ exitCode: 1, output: 'Please give a contact message id (digits), not "x"' })
    expect(await admin('messages', '--limit', '1001')).toEqual({ exitCode: 1, output: '--limit must be a whole number from 1 to 1000, not "1001"' })
  })
})

describe('boms and bom:status', () => {
  /** Saves a small BOM for a member at `at`. */
  async function bom(member: FixtureMember, fileName: string, at: string): Promise<BomId> {
    const record = await store.boms.createBom({
      userId: member.userId,
      fileName,
      bytes: new TextEncoder().encode('Designator,Qty,MPN\nU1,1,LM358DR\n'),
      contact: {
        name: 'Ada Lovelace',
        email: member.email,
        telephone: '+44 20 7946 0000',
        address: '12 St James’s Square',
      },
      reading: {
        sheet: 'bom',
        sheets: ['bom'],
        headerRow: 1,
        header: ['Designator', 'Qty', 'MPN'],
        headerSignature: 'sig',
        mapping: [],
        mappingChoice: null,
        warnings: [],
      },
      lines: [
        {
          row: 2,
          designators: ['U1'],
          quantity: 1,
          mpn: 'LM358DR',
          manufacturer: '',
          alternates: [],
          distributorParts: [],
          value: '',
          description: '',
          footprint: '',
          fitted: true,
          warnings: [],
        },
      ],
      modelCount: 1,
      at,
    })
    return record.id
  }

  it('lists every member’s BOMs, newest first, of one status when asked, and says when there are none', async () => {
    expect(await admin('boms')).toEqual({ exitCode: 0, output: 'No BOMs yet.' })
    const bob = await createMember(store, 'bob')
    const first = await bom(alice, 'first.csv', '2026-01-15T09:00:00.000Z')
    const second = await bom(bob, 'second.xlsx', '2026-01-16T10:30:00.000Z')
    const listing = await admin('boms')
    expect(listing.output.split('\n')).toEqual([
      'ID  File         Status    Lines  Models  Uploaded (UTC)    Member             Contact',
      '--  -----------  --------  -----  ------  ----------------  -----------------  ------------',
      ` ${second}  second.xlsx  uploaded      1       1  2026-01-16 10:30  bob@example.com    Ada Lovelace`,
      ` ${first}  first.csv    uploaded      1       1  2026-01-15 09:00  alice@example.com  Ada Lovelace`,
    ])
    expect((await admin('boms', '--limit', '1')).output.split('\n')).toHaveLength(3)
    expect(await admin('boms', '--status', 'confirmed')).toEqual({ exitCode: 0, output: 'No BOMs are confirmed.' })
  })

  it('PAGE-6: moves a BOM one step at a time along the sales process, stamping its history', async () => {
    const id = await bom(alice, 'board.csv', '2026-01-15T09:00:00.000Z')
    for (const [from, to] of [
      ['uploaded', 'distributed'],
      ['distributed', 'verifying'],
      ['verifying', 'confirmed'],
      ['confirmed', 'ordered'],
    ] as const) {
      expect(await admin('bom:status', String(id), to)).toEqual({ exitCode: 0, output: `BOM ${id} (board.csv) moved from ${from} to ${to}.` })
    }
    const record = await store.boms.findAnyBom(id)
    expect(record?.history.map((change) => [change.status, change.at, change.source])).toEqual([
      ['uploaded', '2026-01-15T09:00:00.000Z', 'member'],
      ...['distributed', 'verifying', 'confirmed', 'ordered'].map((status) => [status, '2026-01-20T10:00:00.000Z', 'back office']),
    ])
    expect((await admin('boms', '--status', 'ordered')).output).toContain('board.csv')
  })

  it('refuses a skipped step, a step back, a move after ordered, and bad ids and statuses', async () => {
    const id = await bom(alice, 'board.csv', '2026-01-15T09:00:00.000Z')
    expect(await admin('bom:status', String(id), 'confirmed')).toEqual({
      exitCode: 1,
      output: `BOM ${id} is uploaded and cannot move to confirmed: it can move to distributed`,
    })
    expect(await admin('bom:status', String(id), 'uploaded')).toEqual({ exitCode: 1, output: `BOM ${id} is already uploaded` })
    for (const to of ['distributed', 'verifying', 'confirmed', 'ordered']) await admin('bom:status', String(id), to)
    expect(await admin('bom:status', String(id), 'verifying')).toEqual({
      exitCode: 1,
      output: `BOM ${id} is ordered and cannot move to verifying: ordered is final`,
    })
    expect(await admin('bom:status', '999', 'distributed')).toEqual({ exitCode: 1, output: 'There is no BOM 999' })
    expect(await admin('bom:status', 'x', 'distributed')).toEqual({ exitCode: 1, output: 'Please give a BOM id (a number, as `boms` lists them), not "x"' })
    expect(await admin('bom:status', String(id))).toEqual({ exitCode: 1, output: 'Please give a BOM id and a status: bom:status ID STATUS' })
    expect(await admin('bom:status', String(id), 'lost')).toEqual({
      exitCode: 1,
      output: 'Unknown BOM status "lost": use one of uploaded, distributed, verifying, confirmed, ordered',
    })
    expect(await admin('boms', '--status', 'lost')).toEqual({
      exitCode: 1,
      output: 'Unknown BOM status "lost": use one of uploaded, distributed, verifying, confirmed, ordered',
    })
    expect(await admin('boms', 'all')).toEqual({ exitCode: 1, output: 'boms does not take "all"; run with --help for its form' })
  })
})
