import { afterEach, describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { EXACT_LINE, LM358DR, TVS68, TVS6V8, line, option, previewOf } from '@partfront/core/bom-tool/fixtures'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { TEST_ADDRESS, TEST_MEMBER, mockApi, on, signIn, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

/** The preview of `CSV`: one line each of exact, close (with another part offered), none and do-not-fit. */
const PREVIEW = previewOf([
  EXACT_LINE,
  line(3, {
    designators: ['D1'],
    mpn: '1.5SMC6.8CA',
    match: { kind: 'close', product: TVS68, score: 0.7, reason: 'Close, not exact: Vishay 1.5SMC68CA. Check it is the part you mean.' },
    options: [option('close', TVS6V8, 0.55, 'Close, not exact: Littelfuse 1.5SMC6V8CA.')],
  }),
  line(4, { designators: ['U9'], mpn: 'XQ9Z77001' }),
  line(5, { designators: ['C9'], quantity: 0, fitted: false, mpn: 'LM358DR', match: { kind: 'exact', product: LM358DR, score: 1, reason: 'Exact.' } }),
])

const CSV = 'Designator,Qty,Part,Notes\nU1 U2,2,LM358DR,\nD1,1,1.5SMC6.8CA,\nU9,1,XQ9Z77001,\nC9,0,LM358DR,DNP\n'

/** The preview endpoint: answers `PREVIEW` (after `hold` resolves, when given) and records each form it got. */
function previewServer(options: { hold?: Promise<void> } = {}) {
  const forms: FormData[] = []
  worker.use(
    on(contract.bomPreview, async ({ request }) => {
      forms.push(await request.formData())
      if (options.hold !== undefined) await options.hold
      return success(contract.bomPreview, PREVIEW)
    }),
  )
  return forms
}

/** Chooses `file` with the page's file picker. */
function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('[data-testid="bom-file-input"]')
  if (input === null) throw new Error('no file input')
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

afterEach(() => {
  sessionStorage.clear()
  signOut()
})

describe('the /bom page', () => {
  it('PAGE-6, BOM-3: shows the sales process in order, the how-to and the recommended templates', async () => {
    const { screen } = await renderApp('/bom')
    const steps = screen.getByRole('navigation', { name: 'Sales process' }).getByRole('listitem')
    await expect.poll(() => steps.elements().map((step) => step.textContent)).toEqual([
      '1Upload BOM',
      '2System distribution',
      '3Customer service verification',
      '4Customer contact for confirmation',
      '5Select material to order',
      '6Payment',
      '7Delivery and receipt',
    ])
    await expect.element(steps.first()).toHaveAttribute('aria-current', 'step')
    await expect.element(screen.getByRole('heading', { name: /BOM template\s*Recommended/ })).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Excel template (.xlsx)' })).toHaveAttribute('href', '/api/bom/template?format=xlsx')
    await expect.element(screen.getByRole('link', { name: 'CSV template (.csv)' })).toHaveAttribute('href', '/api/bom/template?format=csv')
    await expect.element(screen.getByRole('heading', { name: 'How it works' })).toBeVisible()
  })

  it('BOM-1: refuses a .txt file before anything is sent, with the message naming the accepted types', async () => {
    const forms = previewServer()
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'parts.txt'))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('"parts.txt" is a .txt file. Please upload a BOM as .xls, .xlsx or .csv.')
    expect(forms).toHaveLength(0)
  })

  it('BOM-2: refuses a file of 201 models before anything is sent, read in the browser', async () => {
    const forms = previewServer()
    const { screen } = await renderApp('/bom')
    const rows = ['Part Number,Quantity', ...Array.from({ length: 201 }, (_, i) => `PN-${1000 + i},1`)].join('\n')
    choose(new File([rows], 'many.csv'))
    await expect.element(screen.getByRole('alert')).toHaveTextContent('This BOM lists 201 models; a BOM may list at most 200. Please split it into several files.')
    expect(forms).toHaveLength(0)
  })

  it('shows the upload in progress, and cancels it', async () => {
    let release = () => {}
    previewServer({ hold: new Promise<void>((resolve) => (release = resolve)) })
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    await expect.element(screen.getByRole('heading', { name: 'Uploading board.csv' })).toBeVisible()
    await expect.element(screen.getByRole('progressbar')).toBeVisible()
    await screen.getByRole('button', { name: 'Cancel upload' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Upload cancelled.')
    release()
    await expect.element(screen.getByRole('heading', { name: 'Upload your BOM' })).toBeVisible()
  })

  it('shows the guessed mapping over the file’s first rows with each column’s confidence; a changed column is sent when confirmed', async () => {
    const forms = previewServer()
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    const mapping = screen.getByTestId('bom-mapping')
    await expect.element(mapping.getByRole('heading', { name: 'Check the columns of board.csv' })).toBeVisible()
    await expect.element(mapping.getByRole('combobox', { name: 'Column A Designator holds' })).toHaveValue('designators')
    await expect.element(mapping.getByRole('columnheader', { name: /C Part/ })).toHaveTextContent('check: 55% sure')
    await expect.element(mapping.getByRole('row').nth(1)).toHaveTextContent('2U1 U22LM358DR')
    await mapping.getByRole('combobox', { name: 'Column D Notes holds' }).selectOptions('Description')
    await screen.getByRole('button', { name: 'Confirm columns and match' }).click()
    await expect.element(screen.getByTestId('bom-results')).toBeVisible()
    expect(forms).toHaveLength(2)
    expect(forms[1]?.get('mapping')).toBe('[{"column":3,"field":"description"}]')
    expect((forms[0]?.get('file') as File).name).toBe('board.csv')
  })

  it('shows each line’s match, prices at three build quantities side by side, re-prices across a break, filters and takes a pick', async () => {
    previewServer()
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    await screen.getByRole('button', { name: 'Confirm columns and match' }).click()
    const results = screen.getByTestId('bom-results')
    await expect.element(results.getByTestId('bom-counts')).toHaveTextContent('Lines4Matched1To check1Not found1Do not fit1')
    await expect.element(results.getByTestId('bom-priced-at')).toHaveTextContent('Prices and stock checked 24 Nov 2026, 14:03 UTC')
    // 10 boards: LM358DR 20 × $0.25 + the close TVS 10 × $0.50.
    await expect.element(results.getByTestId('bom-build-0')).toHaveTextContent('$10.00')
    await expect.element(results.getByTestId('bom-build-1')).toHaveTextContent('$90.00')
    const lines = results.getByTestId('bom-lines')
    await expect.element(lines.getByRole('row').nth(1)).toHaveTextContent('2U1, U22LM358DRTexas InstrumentsExact 100%')
    await expect.element(lines.getByRole('link', { name: 'LM358DR' })).toHaveAttribute('href', '/product/lm358dr-101')
    await expect.element(results.getByTestId('bom-dnp-lines')).toHaveTextContent('C9')

    const boards = results.getByTestId('bom-build-0').getByRole('textbox')
    await boards.fill('50')
    await userEvent.keyboard('{Enter}')
    // 100 pieces of LM358DR reach the 100 break ($0.20): $20.00 + $25.00.
    await expect.element(results.getByTestId('bom-build-0')).toHaveTextContent('$45.00')
    await expect.element(lines.getByRole('row').nth(1)).toHaveTextContent('$0.20$20.00')

    await results.getByRole('combobox', { name: 'Show' }).selectOptions('close')
    await expect.poll(() => lines.getByRole('row').elements().length).toBe(2)
    await lines.getByText('Confirm or pick a part (2)').click()
    await lines.getByRole('radio', { name: /1\.5SMC6V8CA/ }).click()
    await expect.element(lines.getByRole('row').nth(1)).toHaveTextContent('Picked')
    await expect.element(results.getByTestId('count-matched')).toHaveTextContent('2')
  })

  it('BOM-4: a visitor’s save keeps the work and asks to sign in first', async () => {
    previewServer()
    const { router, screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    await screen.getByRole('button', { name: 'Confirm columns and match' }).click()
    const form = screen.getByTestId('bom-contact')
    await form.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace')
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Telephone' }).fill('+44 20 7946 0000')
    await form.getByRole('textbox', { name: 'Address' }).fill('12 St James’s Square, London')
    await form.getByRole('button', { name: 'Sign in to save' }).click()
    await expect.poll(() => router.state.location.href).toBe('/login?redirect=%2Fbom')
    expect(JSON.parse(sessionStorage.getItem('partfront.bomWork') ?? '{}')).toMatchObject({ name: 'board.csv', contact: { name: 'Ada Lovelace' } })
  })

  it('BOM-4: asks for each contact field before saving, with the message at the field', async () => {
    signIn(worker)
    worker.use(on(contract.addressList, () => success(contract.addressList, [])))
    previewServer()
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    await screen.getByRole('button', { name: 'Confirm columns and match' }).click()
    const form = screen.getByTestId('bom-contact')
    await form.getByRole('button', { name: 'Save BOM' }).click()
    const name = form.getByRole('textbox', { name: 'Name' })
    await expect.element(name).toHaveAttribute('aria-invalid', 'true')
    await expect.element(name).toHaveAccessibleDescription(/your name/i)
  })

  it('BOM-4: prefills the contact from the account, saves to the member’s BOM list, sends the matched lines and picks to the cart, and says what was left out', async () => {
    const savedBom: ResponseEncodedOf<typeof contract.bomMapping> = {
      id: 77,
      fileName: 'board.csv',
      status: 'uploaded',
      lines: PREVIEW.lines,
      models: 4,
      createdAt: PREVIEW.pricedAt,
      updatedAt: PREVIEW.pricedAt,
      contact: { name: 'Ada Lovelace', email: 'buyer@example.com', telephone: '+44 20 7946 0000', address: 'London' },
      reading: PREVIEW.reading,
      boards: 1,
      totals: { lines: 4, quantity: 3, matched: 3, price: 1_000_000 },
      history: [{ status: 'uploaded', at: PREVIEW.pricedAt }],
    }
    const kept: unknown[] = []
    signIn(worker, { cartNum: 0 })
    let cartNum = 0
    const sent: unknown[] = []
    worker.use(
      on(contract.accountInfo, () => success(contract.accountInfo, { ...TEST_MEMBER, firstName: 'Ada', lastName: 'Lovelace', tel: '+44 20 7946 0000' })),
      // No telephone on the address: the form's telephone comes from the account.
      on(contract.addressList, () => success(contract.addressList, [{ ...TEST_ADDRESS, tel: '' }])),
      on(contract.bomUpload, () => success(contract.bomUpload, { bom: { id: 77, fileName: 'board.csv', status: 'uploaded', lines: 4, models: 4, createdAt: PREVIEW.pricedAt, updatedAt: PREVIEW.pricedAt }, reading: PREVIEW.reading })),
      on(contract.bomMapping, () => success(contract.bomMapping, savedBom)),
      on(contract.bomPicks, async ({ request }) => {
        kept.push(await request.json())
        return success(contract.bomPicks, { ...savedBom, picks: [{ row: 3, productId: 103 }] })
      }),
      on(contract.bomToCart, async ({ request }) => {
        sent.push(await request.json())
        cartNum = 2
        return success(contract.bomToCart, {
          boards: 10,
          sent: [
            { productId: 101, model: 'LM358DR', quantity: 20, rows: [2] },
            { productId: 103, model: '1.5SMC6V8CA', quantity: 10, rows: [3] },
          ],
          pieces: 30,
          leftOut: [
            { row: 4, mpn: 'XQ9Z77001', reason: 'unmatched', message: 'Row 4 (XQ9Z77001) matched no catalog part.' },
            { row: 5, mpn: 'LM358DR', reason: 'not-fitted', message: 'Row 5 (LM358DR) is marked do-not-fit: nothing to buy.' },
          ],
          cartNum,
        })
      }),
      on(contract.cartSum, () => success(contract.cartSum, { cartNum })),
    )
    previewServer()
    const { screen } = await renderApp('/bom')
    choose(new File([CSV], 'board.csv'))
    await screen.getByRole('button', { name: 'Confirm columns and match' }).click()
    const form = screen.getByTestId('bom-contact')
    await expect.element(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace')
    await expect.element(form.getByRole('textbox', { name: 'Telephone' })).toHaveValue('+44 20 7946 0000')
    await expect.element(form.getByRole('textbox', { name: 'Address' })).toHaveValue('12 St James’s Square, London, SW1Y 4JH, United Kingdom')
    await screen.getByText('Confirm or pick a part (2)').click()
    await screen.getByRole('radio', { name: /1\.5SMC6V8CA/ }).click()
    await form.getByRole('button', { name: 'Save BOM' }).click()

    const saved = screen.getByTestId('bom-saved')
    await expect.element(saved.getByRole('heading', { name: 'BOM #77 saved' })).toBeVisible()
    await expect.element(saved.getByRole('link', { name: 'My BOMs' })).toHaveAttribute('href', '/member/bom')
    await saved.getByRole('button', { name: /Add matched lines to cart/ }).click()
    await expect.element(saved.getByTestId('bom-sent')).toHaveTextContent('Added 2 parts (30 pieces, for 10 boards) to your cart.')
    // Saving kept the pick with the BOM (issue 18), checked at one board as the preview was matched.
    expect(kept).toEqual([{ id: 77, picks: [{ row: 3, productId: 103 }] }])
    expect(sent).toEqual([{ id: 77, boards: 10, picks: [{ row: 3, productId: 103 }] }])
    await saved.getByText('2 lines were left out, and why').click()
    await expect.element(saved.getByTestId('bom-left-out')).toHaveTextContent('Row 4 (XQ9Z77001) matched no catalog part.')
    await expect.element(screen.getByTestId('desktop-header').getByTestId('cart-badge')).toHaveTextContent('2')
  })

  it('refuses an empty paste with a message, and sends pasted lines as a CSV file', async () => {
    const forms = previewServer()
    const { screen } = await renderApp('/bom')
    await screen.getByRole('button', { name: 'Match these parts' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Paste or type at least one part number')
    await screen.getByRole('textbox', { name: 'Or paste part numbers and quantities' }).fill('LM358DR 10\nNE555DR\t25')
    await screen.getByRole('button', { name: 'Match these parts' }).click()
    await expect.element(screen.getByTestId('bom-mapping')).toBeVisible()
    const file = forms[0]?.get('file') as File
    expect([file.name, await file.text()]).toEqual(['pasted-parts.csv', 'Part Number,Quantity,Manufacturer\nLM358DR,10,\nNE555DR,25,'])
  })
})

