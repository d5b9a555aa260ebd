import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { createMemoryStorage } from '@partfront/core/ports'
import { mockApi, on, refusal, signOut, success, testChipResistors, testResistor } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

/** Issue 29: the listing's compare tick boxes and the compare page, over msw answers typed from the contract. */

const worker = mockApi()

type Compared = ResponseEncodedOf<typeof contract.productCompare>['products'][number]

function part(id: number, model: string, overrides: Partial<Compared> = {}): Compared {
  const { values, ...summary } = overrides
  return {
    ...testResistor(id, model, {
      description: `${model} chip resistor`,
      stock: 5_000,
      priceLadder: [
        { quantity: 10, unitPrice: 3_000 },
        { quantity: 1_000, unitPrice: 1_000 },
      ],
      moq: 10,
      spq: 10,
      ...summary,
    }),
    values: values ?? [
      { key: 'resistance', value: '10 kΩ' },
      { key: 'tolerance', value: '±1%' },
    ],
  }
}

const PARTS = [
  part(1001, 'RC0603FR-0710KL'),
  part(1002, 'CRCW060310K0FKEA', { brandName: 'Vishay', brandId: 8, stock: 0, values: [{ key: 'resistance', value: '10 kΩ' }, { key: 'tolerance', value: '±5%' }] }),
  part(1003, 'ERJ-3EKF1002V', { brandName: 'Panasonic', brandId: 9, priceLadder: [] }),
  part(1004, 'RC0603JR-0710KL'),
  part(1005, 'RC0603FR-0722KL'),
]

/** The compare endpoint over `PARTS`, answering the ids asked in order (404 naming one it does not know). */
function compareApi() {
  const asked: string[] = []
  worker.use(
    on(contract.productCompare, ({ request }) => {
      const ids = new URL(request.url).searchParams.get('ids') ?? ''
      asked.push(ids)
      const products = ids.split(',').map((id) => PARTS.find((each) => each.intID === Number(id)))
      const missing = ids.split(',').find((_, index) => products[index] === undefined)
      if (missing !== undefined) return refusal(contract.productCompare, 404, `Product ${missing} was not found`)
      return success(contract.productCompare, {
        attributes: [
          { key: 'resistance', name: 'Resistance' },
          { key: 'tolerance', name: 'Tolerance' },
        ],
        products: products.filter((each) => each !== undefined),
      })
    }),
    on(contract.catalogDetail, () =>
      success(
        contract.catalogDetail,
        testChipResistors(
          PARTS.map(({ values: _values, ...summary }) => summary),
          PARTS.length,
        ),
      ),
    ),
  )
  return asked
}

describe('compare (issue 29)', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('a listing ticks parts onto the compare list, kept in local storage, and links to the compare page; a fifth is refused saying why', async () => {
    compareApi()
    const storage = createMemoryStorage()
    const { screen } = await renderApp('/catalog/chip-resistors-21', { storage })
    for (const each of PARTS.slice(0, 4)) await screen.getByRole('checkbox', { name: `Compare ${each.model}` }).click()
    await expect.element(screen.getByRole('checkbox', { name: 'Compare RC0603JR-0710KL' })).toBeChecked()
    expect(storage.getItem('compareList')).toBe('[1001,1002,1003,1004]')
    await expect.element(screen.getByRole('link', { name: 'Compare 4 parts' }).first()).toHaveAttribute('href', '/compare?ids=1001,1002,1003,1004')

    const fifth = screen.getByRole('checkbox', { name: 'Compare RC0603FR-0722KL' })
    await fifth.click()
    await expect.element(fifth).not.toBeChecked()
    await expect.element(fifth).toHaveAccessibleDescription('You can compare at most 4 parts; remove one to add another')
    expect(storage.getItem('compareList')).toBe('[1001,1002,1003,1004]')

    await screen.getByRole('checkbox', { name: 'Compare CRCW060310K0FKEA' }).click()
    expect(storage.getItem('compareList')).toBe('[1001,1003,1004]')
    await expect.element(screen.getByRole('link', { name: 'Compare 3 parts' }).first()).toHaveAttribute('href', '/compare?ids=1001,1003,1004')
  })

  it('the compare page shows the parts side by side, marks the rows that differ in words, and prices at the chosen quantity', async () => {
    compareApi()
    const { screen, router } = await renderApp('/compare?ids=1001,1002,1003')
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Compare parts' })).toBeVisible()
    const table = screen.getByRole('region', { name: '3 parts side by side' }).getByRole('table')
    await expect.element(table.getByRole('columnheader', { name: /RC0603FR-0710KL/ }).getByRole('link', { name: 'RC0603FR-0710KL' })).toHaveAttribute(
      'href',
      '/product/rc0603fr-0710kl-1001',
    )
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) })
    await expect.element(row('Manufacturer')).toHaveTextContent('ManufacturerDiffersYageoVishayPanasonic')
    await expect.element(row('Package')).toHaveTextContent('Package0603')
    await expect.element(row('Package').getByText('Differs')).not.toBeInTheDocument()
    await expect.element(row('Resistance')).not.toHaveTextContent('Differs')
    await expect.element(row('Tolerance')).toHaveTextContent('ToleranceDiffers±1%±5%±1%')
    await expect.element(screen.getByText('3 of 5 rows differ')).toBeVisible()
    await expect.element(row('Price')).toHaveTextContent('Price at the minimum orderDiffers$0.003 each$0.03 for 10')
    await expect.element(row('Price')).toHaveTextContent('Price on request')

    await screen.getByLabelText('Price at quantity').fill('1000')
    await screen.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => decodeURIComponent(router.state.location.href)).toBe('/compare?ids=1001,1002,1003&qty=1000')
    await expect.element(row('Price')).toHaveTextContent('Price at 1,000Differs$0.001 each$1.00 for 1,000')

    await screen.getByRole('checkbox', { name: 'Only rows that differ' }).click()
    await expect.element(row('Package')).not.toBeInTheDocument()
    await expect.element(row('Tolerance')).toBeVisible()
  })

  it('removing a part takes it off the page, the address and the stored list', async () => {
    const asked = compareApi()
    const storage = createMemoryStorage({ compareList: '[1001,1002,1003]' })
    const { screen, router } = await renderApp('/compare?ids=1001,1002,1003', { storage })
    await screen.getByRole('button', { name: 'Remove CRCW060310K0FKEA from the comparison' }).click()
    await expect.poll(() => decodeURIComponent(router.state.location.href)).toBe('/compare?ids=1001,1003')
    await expect.element(screen.getByRole('region', { name: '2 parts side by side' })).toBeVisible()
    expect(storage.getItem('compareList')).toBe('[1001,1003]')
    expect(asked.at(-1)).toBe('1001,1003')
    await expect.element(screen.getByRole('link', { name: '← Back to the catalog' })).toHaveAttribute('href', '/catalog')
  })

  it('a bad address says what is wrong; no ids opens the buyer\'s own list; none at all says how to start', async () => {
    compareApi()
    const first = await renderApp('/compare?ids=1,abc')
    await expect.element(first.screen.getByRole('alert')).toHaveTextContent('ids: "abc" is not a product id')
    await first.screen.unmount()
    const own = await renderApp('/compare', { storage: createMemoryStorage({ compareList: '[1004,1001]' }) })
    await expect.poll(() => decodeURIComponent(own.router.state.location.href)).toBe('/compare?ids=1004,1001')
    await expect.element(own.screen.getByRole('region', { name: '2 parts side by side' })).toBeVisible()
    await own.screen.unmount()
    const empty = await renderApp('/compare')
    await expect.element(empty.screen.getByText(/Nothing to compare yet/)).toBeVisible()
  })
})
