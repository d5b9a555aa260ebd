import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract, type ResponseEncodedOf } from '@partfront/core/contract'
import { mockApi, on, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

type Product = ResponseEncodedOf<typeof contract.catalogDetail>['products']['list'][number]

function product(id: number, model: string, overrides: Partial<Product> = {}): Product {
  return {
    intID: id,
    model,
    brandName: 'Yageo',
    brandId: 7,
    categoryId: 21,
    categoryName: 'Chip Resistors',
    description: '10 kΩ ±1% 0603',
    packageName: '0603',
    image: null,
    stock: 50_000,
    priceLadder: [
      { quantity: 100, unitPrice: 2_000 },
      { quantity: 1_000, unitPrice: 900 },
    ],
    moq: 100,
    spq: 100,
    ...overrides,
  }
}

/** A category with 45 products (3 pages of 20); records each query. */
function categoryApi() {
  const asked: URLSearchParams[] = []
  worker.use(
    on(contract.catalogDetail, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const page = Number(query.get('page') ?? '1')
      const total = query.get('inStock') === 'true' ? 5 : 45
      const count = Math.max(0, Math.min(20, total - (page - 1) * 20))
      return success(contract.catalogDetail, {
        category: { intId: 21, catalogEnName: 'Chip Resistors', parentId: 2, description: 'Thick-film chip resistors.', image: null, seo: null },
        path: [{ intId: 2, catalogEnName: 'Passive Components' }],
        children: [{ intId: 211, catalogEnName: '0603 Resistors', productCount: 12 }],
        products: {
          list: Array.from({ length: count }, (_, index) => product(1000 + (page - 1) * 20 + index, `RC0603-${(page - 1) * 20 + index}`)),
          total,
          page,
          pageSize: 20,
        },
      })
    }),
  )
  return asked
}

describe('a category, a brand and the model index', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('ROUTE-11, PAGE-4: a category lists its products in the results table, priced at their minimum, linking /product/{slug}', async () => {
    categoryApi()
    const { screen } = await renderApp('/catalog/chip-resistors-21')
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Chip Resistors' })).toBeVisible()
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('CategoriesPassive ComponentsChip Resistors')
    await expect.element(screen.getByRole('link', { name: '0603 Resistors' })).toHaveAttribute('href', '/catalog/0603-resistors-211')
    const table = screen.getByRole('table', { name: 'Products' })
    await expect.element(table.getByRole('link', { name: 'RC0603-0' })).toHaveAttribute('href', '/product/rc0603-0-1000')
    const row = table.getByRole('row').filter({ hasText: 'RC0603-0' })
    await expect.element(row).toHaveTextContent('100 (pack 100)')
    await expect.element(row.getByTestId('row-price')).toHaveTextContent('$0.002 each$0.20 for 100')
    await expect.element(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('Products (45)')
  })

  it('ROUTE-11: in stock only, the priced quantity and the page live in the URL; the quantity needs no new load', async () => {
    const asked = categoryApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    await expect.element(screen.getByRole('link', { name: 'RC0603-0' })).toBeVisible()
    await screen.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click()
    await expect.element(screen.getByRole('link', { name: 'RC0603-20' })).toBeVisible()
    expect(router.state.location.href).toBe('/catalog/chip-resistors-21?page=2')
    await screen.getByLabelText('Price at quantity').fill('1000')
    await screen.getByRole('button', { name: 'Apply' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?qty=1000&page=2')
    await expect.element(screen.getByRole('row').filter({ hasText: 'RC0603-20' }).getByTestId('row-price')).toHaveTextContent('$0.0009 each$0.90 for 1,000')
    expect(asked.map((query) => query.get('page'))).toEqual([null, '2'])
    await screen.getByRole('checkbox', { name: 'In stock only' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?inStock=true&qty=1000')
    await expect.element(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('Products (5)')
    expect(asked.at(-1)?.get('inStock')).toBe('true')
  })

  it('PAGE-4: a brand shows its description, its categories with counts and its products in the table', async () => {
    worker.use(
      on(contract.brandDetail, () =>
        success(contract.brandDetail, {
          brand: { id: 7, name: 'Yageo', logo: null, productCount: 3, website: null, description: 'Passive components maker.', seo: null },
          categories: [{ intId: 21, catalogEnName: 'Chip Resistors', productCount: 3 }],
          products: { list: [product(1000, 'RC0603FR-0710KL')], total: 1, page: 1, pageSize: 20 },
        }),
      ),
    )
    const { screen } = await renderApp('/brand/7?qty=250')
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Yageo' })).toBeVisible()
    await expect.element(screen.getByText('Passive components maker.')).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Chip Resistors' })).toHaveAttribute('href', '/catalog/chip-resistors-21')
    const row = screen.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: 'RC0603FR-0710KL' })
    await expect.element(row.getByTestId('row-price')).toHaveTextContent('$0.002 each$0.60 for 300')
    await expect.element(row).toHaveTextContent('Sold in packs of 100; quantity rounded up to 300.')
    expect(screen.container.querySelector('input[type="checkbox"]')).toBeNull()
  })

  it('PAGE-4: the brand list jumps by letter; the model index lists all 36 keys and links its models', async () => {
    worker.use(
      on(contract.brandList, ({ request }) =>
        success(contract.brandList, {
          list: new URL(request.url).searchParams.get('letter') === 'Y' ? [{ id: 7, name: 'Yageo', logo: null, productCount: 3 }] : [],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      ),
      on(contract.productIndex, () =>
        success(contract.productIndex, { list: [{ intID: 55, model: 'Q2N3904', brandName: 'onsemi' }], total: 1, page: 1, pageSize: 20 }),
      ),
    )
    const first = await renderApp('/brand')
    await first.screen.getByRole('navigation', { name: 'Brands by initial' }).getByRole('link', { name: 'Y', exact: true }).click()
    await expect.element(first.screen.getByRole('link', { name: 'Yageo' })).toHaveAttribute('href', '/brand/7')
    expect(first.router.state.location.href).toBe('/brand?letter=Y')
    await first.screen.unmount()
    const { screen } = await renderApp('/productmodel/Q')
    const keys = screen.getByRole('navigation', { name: 'Models by first character' }).getByRole('link')
    await expect.poll(() => keys.elements().length).toBe(36)
    await expect.element(screen.getByRole('link', { name: 'Q2N3904' })).toHaveAttribute('href', '/product/q2n3904-55')
  })
})
