import axe from 'axe-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { createMemoryStorage } from '@partfront/core/ports'
import { mockApi, on, refusal, signIn, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

const RFQ_LIST = [
  { id: '12345', model: 'LM358DR', intID: 12345, purchaseQuantity: 50 },
  { id: '777', model: 'NE555P', intID: 777, purchaseQuantity: 10 },
]

function withRfq() {
  const storage = createMemoryStorage()
  storage.setItem('quoteList', JSON.stringify(RFQ_LIST))
  return storage
}

describe('the RFQ list page', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
    signIn(worker)
  })
  afterEach(() => {
    document.cookie = 'user-token=; path=/; max-age=0'
  })

  it('RFQ-3: lists the local lines with the contact prefilled from the account; quantities, delete and clear edit the list', async () => {
    const storage = withRfq()
    const { screen } = await renderApp('/cart/reserve', { storage })
    await expect.poll(() => screen.getByTestId('rfq-row').all().length).toBe(2)
    await expect.element(screen.getByLabelText('Email *')).toHaveValue('buyer@example.com')
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of LM358DR' })
    await quantity.fill('250')
    await screen.getByLabelText('Name *').click()
    await expect.poll(() => (JSON.parse(storage.getItem('quoteList') ?? '[]') as { purchaseQuantity: number }[])[0]?.purchaseQuantity).toBe(250)
    await screen.getByRole('button', { name: 'Delete NE555P' }).click()
    await expect.poll(() => screen.getByTestId('rfq-row').all().length).toBe(1)
    const result = await axe.run({ include: [['main']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } })
    expect(result.violations.map((violation) => violation.id)).toEqual([])
    await screen.getByRole('button', { name: 'Clear the list' }).click()
    await expect.element(screen.getByRole('heading', { name: 'Your RFQ list is empty.' })).toBeVisible()
    expect(storage.getItem('quoteList')).toBe('[]')
  })

  it('RFQ-3: a submission sends the lines with their target prices, shows the quote request number and empties the list', async () => {
    const sent: unknown[] = []
    worker.use(
      on(contract.quoteRfqList, async ({ request }) => {
        sent.push(await request.json())
        return success(contract.quoteRfqList, { id: 4711, createdAt: '2026-01-15T09:00:00.000Z' })
      }),
    )
    const { screen } = await renderApp('/cart/reserve', { storage: withRfq() })
    await screen.getByLabelText('Name *').fill('Ada Lovelace')
    await screen.getByRole('textbox', { name: 'Target unit price of LM358DR in USD' }).fill('0.25')
    await screen.getByRole('button', { name: 'Submit RFQ' }).click()
    await expect.element(screen.getByTestId('rfq-receipt')).toHaveTextContent('your quote request number is 4711')
    expect(sent).toEqual([
      {
        items: [
          { intID: 12345, model: 'LM358DR', purchaseQuantity: 50, targetPrice: 250_000 },
          { intID: 777, model: 'NE555P', purchaseQuantity: 10 },
        ],
        contact: { name: 'Ada Lovelace', email: 'buyer@example.com' },
      },
    ])
    await expect.element(screen.getByRole('heading', { name: 'Your RFQ list is empty.' })).toBeVisible()
  })

  it('RFQ-3: a failed submission keeps every line and says why', async () => {
    worker.use(on(contract.quoteRfqList, () => refusal(contract.quoteRfqList, 500, 'The quote service is down')))
    const { screen } = await renderApp('/cart/reserve', { storage: withRfq() })
    await screen.getByLabelText('Name *').fill('Ada Lovelace')
    await screen.getByRole('button', { name: 'Submit RFQ' }).click()
    await expect.element(screen.getByRole('alert').filter({ hasText: 'The quote service is down' }).first()).toBeVisible()
    expect(screen.getByTestId('rfq-row').all()).toHaveLength(2)
  })
})
