import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { AUTH_MESSAGES, PASSWORD_CHANGED_MESSAGE } from '@partfront/core/auth'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { TEXT_LIMITS } from '@partfront/core/constants'
import { RETURN_POLICY } from '@partfront/core/member'
import { TEST_MEMBER_EMAIL, TEST_POSTAL, mockApi, on, refusal, signIn, signOut, success, testOrder } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()
afterEach(() => signOut())

type Address = ResponseEncodedOf<typeof contract.addressList>[number]

describe('the personal centre', () => {
  it('PAGE-2: Basic Information shows the menu and the member, and saves the form', async () => {
    signIn(worker)
    const saved: unknown[] = []
    worker.use(
      on(contract.accountUpdate, async ({ request }) => {
        saved.push(await request.json())
        return success(contract.accountUpdate, {
          id: 1,
          account: TEST_MEMBER_EMAIL,
          email: TEST_MEMBER_EMAIL,
          firstName: 'Ada',
          lastName: '',
          company: '',
          country: '',
          mobile: '',
          tel: '',
          address: '1 Main St\nLondon',
          remark: '',
          emailUpdates: false,
          createdAt: '2026-01-01T00:00:00.000Z',
        })
      }),
    )
    const { screen } = await renderApp('/member/information')
    const menu = screen.getByRole('navigation', { name: 'Personal centre' })
    await expect.poll(() => menu.getByRole('link').elements().map((link) => link.textContent)).toEqual([
      'Basic Information',
      'Bom List',
      'Order list',
      'Address',
      'Change Password',
    ])
    await expect.element(menu.getByRole('link', { name: 'Basic Information' })).toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Basic Information')
    await expect.element(screen.getByText(TEST_MEMBER_EMAIL, { exact: true }).last()).toBeVisible()
    await userEvent.type(screen.getByLabelText('First name'), 'Ada')
    await expect.element(screen.getByLabelText('Address')).toHaveAttribute('autocomplete', 'street-address')
    await userEvent.type(screen.getByLabelText('Address'), '1 Main St{Enter}London')
    await screen.getByRole('button', { name: 'Save' }).click()
    await expect.element(screen.getByText('Your information has been saved.')).toHaveAttribute('role', 'status')
    expect(saved).toEqual([
      { firstName: 'Ada', lastName: '', company: '', country: '', mobile: '', tel: '', address: '1 Main St\nLondon', remark: '', emailUpdates: false },
    ])
  })

  it('issue 16: Basic Information refuses an over-long address or remark at the field, naming it, and sends nothing', async () => {
    signIn(worker)
    const saved: unknown[] = []
    worker.use(
      on(contract.accountUpdate, async ({ request }) => {
        saved.push(await request.json())
        return refusal(contract.accountUpdate, 400, 'unexpected')
      }),
    )
    const { screen } = await renderApp('/member/information')
    await expect.element(screen.getByText(TEST_MEMBER_EMAIL, { exact: true }).last()).toBeVisible()
    const address = screen.getByLabelText('Address')
    await address.fill('x'.repeat(TEXT_LIMITS.address + 1))
    await screen.getByLabelText('Remark').fill('y'.repeat(TEXT_LIMITS.remark + 1))
    await screen.getByRole('button', { name: 'Save' }).click()
    await expect.element(address).toHaveAccessibleDescription(new RegExp(`Address must be at most ${TEXT_LIMITS.address} characters`))
    await expect.element(screen.getByLabelText('Remark')).toHaveAccessibleDescription(new RegExp(`Remark must be at most ${TEXT_LIMITS.remark} characters`))
    expect(saved).toEqual([])
  })

  it('PAGE-2, AUTH-4: Change Password checks the new password twice and confirms the change', async () => {
    signIn(worker)
    const changed: unknown[] = []
    worker.use(
      on(contract.accountPassword, async ({ request }) => {
        changed.push(await request.json())
        return success(contract.accountPassword, null)
      }),
    )
    const { screen } = await renderApp('/member/information')
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret')
    await userEvent.type(screen.getByLabelText('New password', { exact: true }), 'new-secret')
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-secret')
    await screen.getByRole('button', { name: 'Change password' }).click()
    await expect.element(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDiffer)
    await userEvent.clear(screen.getByLabelText('Confirm new password'))
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-secret')
    await screen.getByRole('button', { name: 'Change password' }).click()
    await expect.element(screen.getByText(PASSWORD_CHANGED_MESSAGE)).toBeVisible()
    expect(changed).toEqual([{ oldPassword: 'old-secret', password: 'new-secret', confirmPassword: 'new-secret' }])
  })

  it('PAGE-2: addresses list the default first; an address is deleted only after the confirmation', async () => {
    signIn(worker)
    let addresses: Address[] = [
      { id: 1, ...TEST_POSTAL, isDefault: true },
      { id: 2, ...TEST_POSTAL, city: 'Manchester', isDefault: false },
    ]
    const deleted: unknown[] = []
    worker.use(
      on(contract.addressList, () => success(contract.addressList, addresses)),
      on(contract.addressDelete, async ({ request }) => {
        const body = (await request.json()) as { id: number }
        deleted.push(body)
        addresses = addresses.filter((address) => address.id !== body.id)
        return success(contract.addressDelete, null)
      }),
    )
    const { screen } = await renderApp('/member/address')
    const list = screen.getByRole('list', { name: 'Saved addresses' })
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(2)
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('Default')
    await screen.getByRole('button', { name: /^Delete .*Manchester/ }).click()
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(deleted).toEqual([])
    await screen.getByRole('button', { name: /^Delete .*Manchester/ }).click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => list.getByRole('listitem').elements().length).toBe(1)
    expect(deleted).toEqual([{ id: 2 }])
  })

  it('PAGE-2: a new address names each missing field a carrier needs', async () => {
    signIn(worker)
    worker.use(on(contract.addressList, () => success(contract.addressList, [])))
    const { screen } = await renderApp('/member/address')
    await expect.element(screen.getByText('You have no saved address yet.')).toBeVisible()
    await screen.getByRole('button', { name: 'Save address' }).click()
    await expect.element(screen.getByLabelText('First name')).toHaveAccessibleDescription('Please enter first name')
    await expect.element(screen.getByLabelText('City')).toHaveAccessibleDescription('Please enter city')
    await expect.element(screen.getByLabelText('Telephone')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('orders', () => {
  it('PAGE-2: the order list filters by status and pages, each in the URL', async () => {
    signIn(worker)
    const asked: string[] = []
    worker.use(
      on(contract.orderList, ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query.toString())
        const page = Number(query.get('page') ?? '1')
        return success(contract.orderList, {
          list: [{ id: 7 + page, orderNo: `PF00${page}`, status: (query.get('status') as 'paid' | null) ?? 'pending_payment', itemCount: 2, total: 1_500_000, createdAt: '2026-05-01T10:00:00.000Z' }],
          total: 25,
          page,
          pageSize: 20,
        })
      }),
    )
    const { screen, router } = await renderApp('/member/order')
    await expect.element(screen.getByRole('link', { name: 'PF001' })).toHaveAttribute('href', '/member/detail/order_8')
    await expect.element(screen.getByRole('row').nth(1)).toHaveTextContent('PF0012026-05-012$1.50Pending payment')
    await screen.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: 'Paid' }).click()
    await expect.poll(() => router.state.location.href).toBe('/member/order?status=paid')
    await expect.element(screen.getByRole('row').nth(1)).toHaveTextContent('Paid')
    await screen.getByRole('link', { name: 'Next' }).click()
    await expect.poll(() => router.state.location.href).toBe('/member/order?status=paid&page=2')
    await expect.element(screen.getByRole('link', { name: 'PF002' })).toBeVisible()
    await expect.element(screen.getByText('Page 2 of 2')).toBeVisible()
    expect(asked).toEqual(['', 'status=paid', 'page=2&status=paid'])
  })

  it('ROUTE-3: order_{id} shows the lines, totals, address and timeline; Pay now leads to /payment/{id}', async () => {
    signIn(worker)
    worker.use(on(contract.orderDetail, () => success(contract.orderDetail, testOrder({ paidAt: null }))))
    const { screen } = await renderApp('/member/detail/order_7')
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order PF2605010007')
    await expect.element(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/payment/7')
    await expect.element(screen.getByRole('table')).toHaveTextContent('LM358DRTexas Instruments—100$0.1647$16.47')
    await expect.element(screen.getByText('12 St James’s Square, London, SW1Y 4JH, United Kingdom')).toBeVisible()
    const timeline = screen.getByRole('region', { name: 'Status' }).getByRole('listitem')
    await expect.poll(() => timeline.elements().map((step) => step.textContent)).toEqual([
      'Order placed2026-05-01 10:00 UTC',
      'PaidNot yet',
      'ShippedNot yet',
      'DeliveredNot yet',
    ])
  })

  it('issue 17: the order detail shows the buyer’s terms: delivery, PO number, VAT ID, remark and each line’s reference', async () => {
    signIn(worker)
    const lines = [{ productId: 11, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 100, unitPrice: 164_700, lineTotal: 16_470_000, customerReference: 'U7 op-amp', reserved: 100 }]
    worker.use(
      on(contract.orderDetail, () =>
        success(contract.orderDetail, testOrder({ lines, poNumber: 'PO-4471', vatId: 'DE123456789', remark: 'Dock 4', deliveryPreference: 'partial' })),
      ),
    )
    const { screen } = await renderApp('/member/detail/order_7')
    await expect.element(screen.getByText('PO-4471')).toBeVisible()
    await expect.element(screen.getByText('DE123456789')).toBeVisible()
    await expect.element(screen.getByText('Remark: Dock 4')).toBeVisible()
    await expect.element(screen.getByText('Partial delivery')).toBeVisible()
    await expect.element(screen.getByRole('table')).toHaveTextContent('LM358DRTexas InstrumentsU7 op-amp100')
  })

  it('issue 17: a backordered line says how many ship now and how many later; a line stock covered says nothing more', async () => {
    signIn(worker)
    const lines = [
      { productId: 11, model: 'LM358DR', brandName: 'Texas Instruments', quantity: 2000, unitPrice: 164_700, lineTotal: 329_400_000, customerReference: '', reserved: 1200 },
      { productId: 12, model: 'NE555DR', brandName: 'Texas Instruments', quantity: 10, unitPrice: 300_000, lineTotal: 3_000_000, customerReference: '', reserved: 10 },
    ]
    worker.use(on(contract.orderDetail, () => success(contract.orderDetail, testOrder({ lines, itemCount: 2, deliveryPreference: 'partial' }))))
    const { screen } = await renderApp('/member/detail/order_7')
    const rows = screen.getByRole('table').getByRole('row')
    await expect.element(rows.nth(1)).toHaveTextContent('2,0001,200 ship now, 800 later (backordered).')
    await expect.element(rows.nth(2)).toHaveTextContent('NE555DRTexas Instruments—10$0.30$3.00')
    expect(screen.getByTestId('line-backorder').all()).toHaveLength(1)
  })

  it('a pending order is cancelled only after its confirmation', async () => {
    signIn(worker)
    let current = testOrder()
    const cancelled: unknown[] = []
    worker.use(
      on(contract.orderDetail, () => success(contract.orderDetail, current)),
      on(contract.orderCancel, async ({ request }) => {
        cancelled.push(await request.json())
        current = testOrder({ status: 'cancelled', cancelledAt: '2026-05-02T09:00:00.000Z' })
        return success(contract.orderCancel, current)
      }),
    )
    const { screen } = await renderApp('/member/detail/order_7')
    await screen.getByRole('button', { name: 'Cancel order' }).click()
    await screen.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Keep order' }).click()
    expect(cancelled).toEqual([])
    await screen.getByRole('button', { name: 'Cancel order' }).click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click()
    await expect.element(screen.getByText('Cancelled', { exact: true }).first()).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Pay now' })).not.toBeInTheDocument()
    expect(cancelled).toEqual([{ id: 7 }])
  })

  it('PAGE-7: a delivered order takes a return request within the window, then shows its status', async () => {
    signIn(worker)
    const delivered = {
      status: 'delivered' as const,
      paidAt: '2026-05-01T11:00:00.000Z',
      shippedAt: '2026-05-02T11:00:00.000Z',
      deliveredAt: '2026-05-04T11:00:00.000Z',
      trackingNumber: '1Z999AA10123456784',
      returnDeadline: '2099-01-01T00:00:00.000Z',
    }
    let current = testOrder(delivered)
    const asked: unknown[] = []
    worker.use(
      on(contract.orderDetail, () => success(contract.orderDetail, current)),
      on(contract.orderReturn, async ({ request }) => {
        asked.push(await request.json())
        current = testOrder({ ...delivered, returnRequest: { kind: 'replacement', description: 'Wrong reel', status: 'requested', createdAt: '2026-05-05T08:00:00.000Z' } })
        return success(contract.orderReturn, current)
      }),
    )
    const { screen } = await renderApp('/member/detail/order_7')
    await expect.element(screen.getByText('1Z999AA10123456784')).toBeVisible()
    await expect.element(screen.getByText(RETURN_POLICY, { exact: false })).toBeVisible()
    await screen.getByRole('button', { name: 'Send request' }).click()
    await expect.element(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Please enter the reason')
    await screen.getByRole('radio', { name: 'Replacement' }).click()
    await userEvent.type(screen.getByLabelText('Reason'), 'Wrong reel')
    await screen.getByRole('button', { name: 'Send request' }).click()
    await expect.element(screen.getByText('Replacement requested')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Send request' })).not.toBeInTheDocument()
    expect(asked).toEqual([{ id: 7, kind: 'replacement', description: 'Wrong reel' }])
  })

  it("ROUTE-3: another member's order is the 404 page", async () => {
    signIn(worker)
    worker.use(on(contract.orderDetail, () => refusal(contract.orderDetail, 404, 'Order not found')))
    const { screen } = await renderApp('/member/detail/order_9')
    await expect.element(screen.getByText('Order not found')).toBeVisible()
    await expect.element(screen.getByText('404').first()).toBeVisible()
  })

  it('API-3: a 403 from an order action signs the buyer out and leads to /login with the message', async () => {
    signIn(worker)
    worker.use(
      on(contract.orderDetail, () => success(contract.orderDetail, testOrder())),
      on(contract.orderCancel, () => refusal(contract.orderCancel, 403, 'Your session has ended')),
    )
    const { screen, router } = await renderApp('/member/detail/order_7')
    await screen.getByRole('button', { name: 'Cancel order' }).click()
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/login')
    await expect.element(screen.getByText('Your session has ended')).toBeVisible()
  })
})

describe('BOMs', () => {
  it('PAGE-6: the BOM list shows the sales process and each BOM’s step', async () => {
    signIn(worker)
    worker.use(
      on(contract.bomList, () =>
        success(contract.bomList, {
          list: [{ id: 3, fileName: 'board.csv', status: 'verifying', lines: 40, models: 31, createdAt: '2026-05-01T10:00:00.000Z', updatedAt: '2026-05-02T10:00:00.000Z' }],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
    )
    const { screen } = await renderApp('/member/bom')
    await expect.element(screen.getByRole('list', { name: 'How a BOM is handled' })).toHaveTextContent(
      'Upload BOMSystem distributionCustomer service verificationCustomer contact for confirmationSelect material to orderPaymentDelivery and receipt',
    )
    await expect.element(screen.getByRole('link', { name: 'board.csv' })).toHaveAttribute('href', '/member/detail/bom_3')
    await expect.element(screen.getByRole('row').nth(1)).toHaveTextContent('Customer service verification')
  })
})
