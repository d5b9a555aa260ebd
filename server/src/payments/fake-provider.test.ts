import type { Money, PaymentId } from '@partfront/core/contract'
import { describe, expect, it } from 'vitest'
import { fakePaymentProvider, signNotification } from './fake-provider.ts'

const request = {
  paymentId: 4 as PaymentId,
  method: 'card' as const,
  description: 'Order PF2601150001',
  amount: 40_000_000 as Money,
  currency: 'USD' as const,
  returnUrl: 'http://partfront.test/payment/paysuccess?id=4',
}

describe('the fake payment provider', () => {
  it('confirms its own signed notification with the amount it took, under one event id per outcome', async () => {
    const fake = fakePaymentProvider({ secret: 's3cret' })
    const checkout = await fake.createCheckout(request)
    expect(checkout.redirectUrl).toBe(`${request.returnUrl}&checkout=${checkout.reference}`)
    const body = fake.notification(request.paymentId, 'succeeded')
    expect(body.signature).toBe(signNotification('s3cret', body))
    const event = await fake.confirmNotification(body)
    expect(event).toEqual({
      eventId: `${checkout.reference}:succeeded`,
      paymentId: request.paymentId,
      reference: checkout.reference,
      status: 'succeeded',
      amount: request.amount,
      currency: 'USD',
    })
    expect(await fake.confirmNotification(body)).toEqual(event)
  })

  it('confirms nothing signed with another secret, for another payment, or for a checkout it never opened', async () => {
    const fake = fakePaymentProvider({ secret: 's3cret' })
    const checkout = await fake.createCheckout(request)
    const body = fake.notification(request.paymentId, 'failed')
    expect(await fake.confirmNotification({ ...body, signature: signNotification('other', body) })).toBeUndefined()
    expect(await fake.confirmNotification({ ...body, signature: body.signature.slice(1) })).toBeUndefined()
    const otherPayment = { paymentId: 5 as PaymentId, providerReference: checkout.reference, status: 'failed' as const }
    expect(await fake.confirmNotification({ ...otherPayment, signature: signNotification('s3cret', otherPayment) })).toBeUndefined()
    const unknown = { paymentId: request.paymentId, providerReference: 'fake_unknown', status: 'succeeded' as const }
    expect(await fake.confirmNotification({ ...unknown, signature: signNotification('s3cret', unknown) })).toBeUndefined()
  })
})
