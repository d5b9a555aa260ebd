import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { mockApi, on, refusal, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

function contentServer(name: string, title: string, content: string) {
  worker.use(
    on(contract.contentPage, ({ request }) => {
      expect(new URL(request.url).searchParams.get('name')).toBe(name)
      return success(contract.contentPage, { name, title, content, updatedAt: '2026-01-01T00:00:00.000Z', seo: null })
    }),
  )
}

describe('content pages', () => {
  // A desktop window, as the other page tests use.
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })

  it('PAGE-5: the FAQ shows its questions as an accordion, the first open', async () => {
    contentServer('faq', 'Frequently Asked Questions', '<h3>Are your parts genuine?</h3><p>Yes, traceable.</p><h3>Is there a minimum order?</h3><p>See each product.</p>')
    await renderApp('/faq')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible()
    await expect.element(page.getByText('Yes, traceable.')).toBeVisible()
    await expect.element(page.getByText('See each product.')).not.toBeVisible()
    await page.getByText('Is there a minimum order?').click()
    await expect.element(page.getByText('See each product.')).toBeVisible()
  })

  it('PAGE-5: a FAQ that cannot be loaded is an error page, not an empty one', async () => {
    worker.use(on(contract.contentPage, () => refusal(contract.contentPage, 404, 'Page faq not found')))
    await renderApp('/faq')
    await expect.element(page.getByRole('heading', { level: 1, name: /not found/i })).toBeVisible()
  })

  it('PAGE-4: an application page shows its text and links the categories it uses', async () => {
    contentServer('application-automotive', 'Automotive Applications', '<p>AEC-Q qualified parts.</p>')
    worker.use(
      on(contract.catalogGroup, () =>
        success(contract.catalogGroup, [
          { catalogEnName: 'Discrete Semiconductors', intId: 4, childList: [{ catalogEnName: 'MOSFETs', intId: 401, childList: [] }] },
        ]),
      ),
    )
    await renderApp('/application/automotive')
    await expect.element(page.getByText('AEC-Q qualified parts.')).toBeVisible()
    const categories = page.getByRole('navigation', { name: 'Categories for Automotive' })
    await expect.element(categories.getByRole('link', { name: 'MOSFETs' })).toHaveAttribute('href', '/catalog/mosfets-401')
  })

  it('ROUTE-1: PAGE-5: /ContactUs reaches the contact form, which names what is missing, then sends and confirms', async () => {
    const sent: unknown[] = []
    worker.use(
      on(contract.contactSubmit, async ({ request }) => {
        sent.push(await request.json())
        return success(contract.contactSubmit, { id: 77, createdAt: '2026-11-26T00:00:00.000Z' })
      }),
    )
    await renderApp('/ContactUs')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect.element(form.getByText('Please enter your name')).toBeVisible()
    await expect.element(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true')
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await form.getByRole('textbox', { name: 'Company' }).fill('Acme')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('Do you stock LM358D on reels?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect.element(page.getByRole('status').filter({ hasText: 'number 77' })).toBeVisible()
    expect(sent).toEqual([{ name: 'Ada Buyer', company: 'Acme', email: 'ada@example.com', remark: 'Do you stock LM358D on reels?' }])
  })

  it('PAGE-5: a contact message the server refuses shows its message and keeps the form', async () => {
    worker.use(on(contract.contactSubmit, () => refusal(contract.contactSubmit, 429, 'Too many messages; try again in a minute')))
    await renderApp('/contactus')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect.element(form.getByRole('alert').filter({ hasText: 'Too many messages' })).toBeVisible()
    await expect.element(form.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Buyer')
  })

  it('ROUTE-1: Get Quote sends several lines, added and removed, and confirms each number', async () => {
    const sent: { model: string; qty: number }[] = []
    worker.use(
      on(contract.quoteSubmit, async ({ request }) => {
        sent.push((await request.json()) as { model: string; qty: number })
        return success(contract.quoteSubmit, { id: 900 + sent.length, createdAt: '2026-11-26T00:00:00.000Z' })
      }),
    )
    await renderApp('/quote')
    const form = page.getByRole('form', { name: 'Get Quote' })
    const part = (n: number) => form.getByRole('group', { name: `Part ${n}` })
    await form.getByRole('button', { name: 'Add another part' }).click()
    await expect.element(part(2)).toBeVisible()
    await form.getByRole('button', { name: 'Add another part' }).click()
    await expect.element(part(3)).toBeVisible()
    await form.getByRole('button', { name: 'Remove part 3' }).click()
    await part(1).getByRole('textbox', { name: 'Model' }).fill('LM358D')
    await part(1).getByRole('textbox', { name: 'Quantity' }).fill('1,000')
    await part(2).getByRole('textbox', { name: 'Model' }).fill('NE555P')
    await part(2).getByRole('textbox', { name: 'Quantity' }).fill('many')
    await form.getByRole('button', { name: 'Send 2 requests' }).click()
    await expect.element(part(2).getByText(/Enter the quantity as a whole number/)).toBeVisible()
    await part(2).getByRole('textbox', { name: 'Quantity' }).fill('50')
    await part(2).getByRole('combobox', { name: 'Option' }).selectOptions('Original only')
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Buyer')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('button', { name: 'Send 2 requests' }).click()
    await expect.element(page.getByRole('status').filter({ hasText: 'numbers 901, 902' })).toBeVisible()
    expect(sent.map(({ model, qty }) => [model, qty])).toEqual([
      ['LM358D', 1000],
      ['NE555P', 50],
    ])
    expect(sent[1]).toMatchObject({ option: 'Original only', contact: { name: 'Ada Buyer', email: 'ada@example.com' } })
  })
})
