import type { OrderDetail } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { formatMoney, proformaFor, proformaMail } from './proforma.ts'

describe('formatMoney', () => {
  it('shows dollars with cents, thousands grouped', () => {
    expect(formatMoney(0)).toBe('$0.00')
    expect(formatMoney(40_000_000)).toBe('$40.00')
    expect(formatMoney(1_234_567_500_000)).toBe('$1,234,567.50')
  })

  it('keeps sub-cent unit prices in full, without trailing zeros past the cents', () => {
    expect(formatMoney(1_200)).toBe('$0.0012')
    expect(formatMoney(250_000)).toBe('$0.25')
    expect(formatMoney(1)).toBe('$0.000001')
  })
})

describe('proformaMail', () => {
  const line = { brandName: 'Texas Instruments', unitPrice: 300_000, customerReference: '' }
  const order = {
    id: 31,
    orderNo: 'PF2601150001',
    status: 'pending_payment',
    itemCount: 2,
    total: 21_000_000,
    createdAt: '2026-01-15T09:00:00.000Z',
    lines: [
      { ...line, productId: 1, model: 'LM358DR', quantity: 10, lineTotal: 3_000_000, reserved: 10 },
      { ...line, productId: 2, model: 'NE555DR', quantity: 60, lineTotal: 18_000_000, reserved: 50 },
    ],
    subtotal: 21_000_000,
    shipping: 0,
    carrier: 'UPS',
    deliveryPreference: 'partial',
  } as unknown as OrderDetail
  const bank = { beneficiary: 'Partfront', bankName: 'Example Bank', bankAddress: '', accountNumber: 'GB33', swift: 'BUKBGB22' }

  it('issue 17: lists the lines, a backordered one saying what ships now and what later', () => {
    const mail = proformaMail('ada@example.com', order, proformaFor(order, bank, '2026-01-15T09:05:00.000Z'))
    expect(mail.text).toContain(
      ['  LM358DR (Texas Instruments): 10 × $0.30 = $3.00', '  NE555DR (Texas Instruments): 60 × $0.30 = $18.00', '    50 ship now, 10 later (backordered).'].join('\n'),
    )
    expect(mail.text.match(/backordered/gu)).toHaveLength(1)
  })
})
