import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { mockApi, on, refusal, signIn, success, testOrder } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

const ORDER = testOrder({
  id: 31,
  orderNo: 'PF2601150001',
  total: 27_000_000,
  createdAt: '2026-01-15T09:00:00.000Z',
  lines: [{ productId: 12345, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 90, unitPrice: 300_000, lineTotal: 27_000_000, customerReference: 'U7', reserved: 60 }],
  subtotal: 27_000_000,
  carrier: 'UPS',
  poNumber: 'PO-4471',
  vatId: 'DE123456789',
  deliveryPreference: 'partial',
})

const PAYMENT = {
  id: 8,
  orderId: 31,
  orderNo: 'PF2601150001',
  orderStatus: 'pending_payment' as const,
  method: 'wire' as const,
  status: 'pending' as const,
  amount: 27_000_000,
  currency: 'USD' as const,
  createdAt: '2026-01-15T09:05:00.000Z',
  paidAt: null,
  redirectUrl: null,
  proforma: {
    number: 'PF2601150001-1',
    issuedAt: '2026-01-15T09:05:00.000Z',
    amount: 27_000_000,
    currency: 'USD' as const,
    reference: 'PF2601150001',
    bank: { beneficiary: 'Partfront Components Ltd.', bankName: 'Example Bank', bankAddress: '1 Bank St', accountNumber: 'GB33BUKB20201555555555', swift: 'BUKBGB22' },
  },
}

describe('the payment pages', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
    signIn(worker)
    worker.use(
      on(contract.orderDetail, () => success(contract.orderDetail, ORDER)),
      on(contract.paymentMethods, () =>
        success(contract.paymentMethods, {
          orderId: 31,
          orderNo: 'PF2601150001',
          orderStatus: 'pending_payment',
          amount: 27_000_000,
          currency: 'USD',
          methods: [
            { method: 'wire', label: 'Bank transfer (proforma invoice)', available: true },
            { method: 'card', label: 'Credit or debit card', available: true },
            { method: 'paypal', label: 'PayPal', available: false },
          ],
        }),
      ),
    )
  })
  afterEach(() => {
    document.cookie = 'user-token=; path=/; max-age=0'
  })

  it('shows the order with its PO number, VAT ID, line references and what a backordered line ships when, and a wire transfer answers the proforma with bank details and a pay-by day', async () => {
    worker.use(on(contract.paymentSubmit, () => success(contract.paymentSubmit, PAYMENT)))
    const { screen } = await renderApp('/payment/31')
    await expect.element(screen.getByTestId('order-po')).toHaveTextContent('PO-4471')
    await expect.element(screen.getByText('DE123456789')).toBeVisible()
    await expect.element(screen.getByText('Partial delivery')).toBeVisible()
    // Issue 17: the line was backordered (60 of its 90 reserved): the order and the proforma say what ships when.
    await expect.element(screen.getByTestId('line-backorder')).toHaveTextContent('60 ship now, 30 later (backordered).')
    await expect.element(screen.getByRole('radio', { name: 'PayPal Not available' })).toBeDisabled()
    await screen.getByRole('button', { name: 'Get the proforma invoice' }).click()
    const proforma = screen.getByRole('region', { name: 'Proforma invoice PF2601150001-1' })
    await expect.element(proforma).toHaveTextContent('GB33BUKB20201555555555')
    await expect.element(proforma).toHaveTextContent('$27.00 USD')
    await expect.element(proforma.getByTestId('line-backorder')).toHaveTextContent('60 ship now, 30 later (backordered).')
    await expect.element(screen.getByTestId('proforma-pay-by')).toHaveTextContent('2026-01-22')
    await expect.element(screen.getByRole('button', { name: 'Print proforma' })).toBeVisible()
  })

  it('a refused payment keeps the chosen method and says why at the form; the buyer can try again', async () => {
    worker.use(on(contract.paymentSubmit, () => refusal(contract.paymentSubmit, 400, 'This order has been cancelled')))
    const { screen } = await renderApp('/payment/31')
    await screen.getByRole('radio', { name: 'Credit or debit card' }).click()
    await screen.getByRole('button', { name: 'Pay now' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('This order has been cancelled')
    await expect.element(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked()
    await expect.element(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled()
  })

  it('/payment/paysuccess reads the payment and its order from the server and says where the payment stands', async () => {
    worker.use(
      on(contract.paymentResult, () =>
        success(contract.paymentResult, { ...PAYMENT, method: 'card', status: 'succeeded', proforma: null, paidAt: '2026-01-15T09:06:00.000Z' }),
      ),
    )
    const { screen } = await renderApp('/payment/paysuccess?id=8')
    await expect.element(screen.getByTestId('payment-status')).toHaveTextContent('Payment received. Thank you! $27.00 USD for order PF2601150001.')
    await expect.element(screen.getByRole('link', { name: 'Order details' })).toHaveAttribute('href', '/member/detail/order_31')
  })

  it('/payment/paysuccess with no payment of the member says there is nothing to show', async () => {
    const { screen } = await renderApp('/payment/paysuccess')
    await expect.element(screen.getByRole('heading', { name: 'No payment to show' })).toBeVisible()
  })
})
