import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { mockApi, on, refusal, signOut, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

/** The home page's three calls: the category groups (type 1001 with SEO), a page of brands, the latest news. */
function homeApi() {
  const asked: string[] = []
  worker.use(
    on(contract.catalogGroup, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(`group type=${query.get('type')} seo=${query.get('seo')}`)
      return success(contract.catalogGroup, [
        { catalogEnName: 'Passive Components', intId: 2, childList: [{ catalogEnName: 'Chip Resistors', intId: 21, childList: [] }] },
      ])
    }),
    on(contract.brandList, () =>
      success(contract.brandList, { list: [{ id: 7, name: 'Texas Instruments', logo: null, productCount: 1234 }], total: 1, page: 1, pageSize: 12 }),
    ),
    on(contract.newsList, () =>
      success(contract.newsList, {
        category: { id: 1, name: 'Company news' },
        categories: [{ id: 1, name: 'Company news' }],
        news: {
          list: [{ id: 5, categoryId: 1, title: 'Holiday shipping schedule', summary: 'Last dispatch dates.', image: null, publishedAt: '2024-12-09T00:00:00.000Z' }],
          total: 1,
          page: 1,
          pageSize: 4,
        },
      }),
    ),
  )
  return asked
}

describe('the home page', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('PAGE-4: the category groups (type 1001 with SEO), featured brands, latest news and the six applications link their pages', async () => {
    const asked = homeApi()
    const { screen } = await renderApp('/')
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Electronic components for business buyers')
    const categories = screen.getByRole('region', { name: 'Product categories' })
    await expect.element(categories.getByRole('link', { name: 'Chip Resistors' })).toHaveAttribute('href', '/catalog/chip-resistors-21')
    expect(asked).toContain('group type=1001 seo=true')
    const brands = screen.getByRole('region', { name: 'Featured brands' })
    await expect.element(brands.getByRole('link', { name: 'Texas Instruments' })).toHaveAttribute('href', '/brand/7')
    await expect.element(brands).toHaveTextContent('1,234 parts')
    await expect.element(screen.getByRole('region', { name: 'Latest news' }).getByRole('link', { name: 'Holiday shipping schedule' })).toHaveAttribute('href', '/news/5')
    const applications = screen.getByRole('region', { name: 'Applications' }).getByRole('listitem')
    await expect.poll(() => applications.elements().length).toBe(6)
    await expect.element(screen.getByRole('region', { name: 'Applications' }).getByRole('link', { name: 'Industrial Automation' })).toHaveAttribute('href', '/application/industrial-automation')
  })

  it('PAGE-6: the BOM sales process strip lists its seven steps and links /bom; the company facts and carriers are shown', async () => {
    homeApi()
    const { screen } = await renderApp('/')
    const bom = screen.getByRole('region', { name: 'Buy from your BOM' })
    await expect.element(bom.getByRole('listitem').first()).toHaveTextContent('1Upload BOM')
    await expect.element(bom.getByRole('listitem').last()).toHaveTextContent('7Delivery and receipt')
    await expect.element(bom.getByRole('link', { name: 'Upload your BOM' })).toHaveAttribute('href', '/bom')
    const facts = screen.getByRole('region', { name: 'Why buyers choose us' })
    await expect.element(facts).toHaveTextContent('300+ employees500,000 customersexports to 20+ countriesover 20 years')
    await expect.element(facts).toHaveTextContent('Shipped with UPSDHLTNTFEDEX')
  })

  it('SEARCH-1, SEARCH-2: the hero search warns on an empty keyword and opens the results for a typed one', async () => {
    homeApi()
    worker.use(
      on(contract.searchList, () =>
        success(contract.searchList, {
          keyWord: 'LM358',
          list: [],
          total: 0,
          page: 1,
          pageSize: 20,
          totalIsExact: true,
          facets: { categories: [], manufacturers: [], packages: [], inStock: 0 },
        }),
      ),
    )
    const { router, screen } = await renderApp('/')
    const hero = screen.getByRole('search', { name: 'Part search' })
    await hero.getByRole('button', { name: 'Find parts' }).click()
    await expect.element(hero.getByRole('searchbox')).toHaveAccessibleDescription('Please enter the Keyword.')
    await hero.getByRole('searchbox').fill('  LM358 ')
    await hero.getByRole('button', { name: 'Find parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=LM358')
  })

  it('a section whose call fails is left out; the rest of the page shows', async () => {
    homeApi()
    worker.use(on(contract.brandList, () => refusal(contract.brandList, 500, 'Server error')))
    const { screen } = await renderApp('/')
    await expect.element(screen.getByRole('region', { name: 'Latest news' })).toBeVisible()
    expect(screen.container.querySelector('#home-brands')).toBeNull()
  })
})
