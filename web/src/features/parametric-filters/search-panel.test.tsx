import { beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract, type CategoryId, type ResponseEncodedOf } from '@partfront/core/contract'
import {
  TEST_RESISTANCES,
  TEST_RESISTORS_ID,
  mockApi,
  on,
  signOut,
  success,
  testResistor,
  testResistorFacets,
} from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

/**
 * Issue 29 on `/so`: once the buyer narrows a search to a category with an attribute list, the category page's
 * filter panel (the same component) shows beside the results, its terms in the search's URL.
 */

const worker = mockApi()

type Result = ResponseEncodedOf<typeof contract.searchList>

/**
 * "resistor" as the API answers it: 60 results over two categories; confined to Chip Resistors (21), 40 of them
 * with the category's counts, 8 once `resistance` is asked for, 3 once a maker is ticked. Records each query.
 */
function searchApi() {
  const asked: URLSearchParams[] = []
  worker.use(
    on(contract.searchList, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const attributes = new URLSearchParams(query.get('attributes') ?? '')
      // "RC0603" finds chip resistors only: its answer carries their counts unconfined (`confinedBy: 'results'`).
      const sole = query.get('keyWord') === 'RC0603'
      const confined = query.get('categoryId') === String(TEST_RESISTORS_ID)
      const total = !confined && !sole ? 60 : attributes.has('manufacturer') ? 3 : attributes.has('resistance') ? 8 : 40
      const list = Array.from({ length: Math.min(total, 20) }, (_, index) => ({
        product: testResistor(1000 + index, `RC0603-${index}`),
        match: 'keyword' as const,
        highlights: [],
      }))
      const result: Result = {
        keyWord: query.get('keyWord') ?? '',
        list,
        total,
        page: 1,
        pageSize: 20,
        totalIsExact: true,
        facets: {
          categories: [
            { id: TEST_RESISTORS_ID, name: 'Chip Resistors', count: 40 },
            ...(sole ? [] : [{ id: 22 as CategoryId, name: 'Through Hole Resistors', count: 20 }]),
          ],
          manufacturers: [{ id: 7, name: 'Yageo', count: total }],
          packages: [{ name: '0603', count: total }],
          inStock: total,
        },
        ...(confined || sole
          ? {
              parametric: {
                categoryId: TEST_RESISTORS_ID,
                confinedBy: confined ? ('categoryId' as const) : ('results' as const),
                attributeList: 'chip-resistors',
                facets: testResistorFacets(total),
                productValues: Object.fromEntries(list.map((hit, index) => [String(hit.product.intID), { resistance: TEST_RESISTANCES[index % 3] ?? '', tolerance: '±1%' }])),
              },
            }
          : {}),
      }
      return success(contract.searchList, result)
    }),
  )
  return asked
}

describe('the filter panel on /so (issue 29)', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('issue 29: a search over several categories has no panel; narrowed to Chip Resistors it shows the category\'s panel, and 10 kΩ narrows through the URL', async () => {
    const asked = searchApi()
    const { router, screen } = await renderApp('/so?keyWord=resistor')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('60 results')
    expect(screen.getByRole('group', { name: 'Filter by attributes' }).elements()).toHaveLength(0)
    await screen.getByRole('radio', { name: /Chip Resistors/ }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}`)
    const panel = screen.getByRole('group', { name: 'Filter by attributes' })
    await expect.element(panel.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' })).toBeVisible()
    // The panel's maker group stands in for the manufacturer radios.
    await expect.element(panel.getByRole('group', { name: 'Manufacturer' }).getByRole('checkbox', { name: 'Yageo 40 parts' })).toBeVisible()
    expect(screen.getByRole('radio', { name: /Yageo/ }).elements()).toHaveLength(0)
    await panel.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}&resistance=10k`)
    await expect.poll(() => asked.at(-1)?.get('attributes')).toBe('resistance=10k')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('8 results')
    await expect.element(screen.getByRole('button', { name: 'Remove Resistance: 10 kΩ' })).toBeVisible()
  })

  it("issue 29: a search whose results all fall in Chip Resistors shows its panel and its main attributes as columns at once; a value ticked names the category in the URL", async () => {
    const asked = searchApi()
    const { router, screen } = await renderApp('/so?keyWord=RC0603')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('40 results')
    expect(asked[0]?.has('categoryId')).toBe(false)
    const panel = screen.getByRole('group', { name: 'Filter by attributes' })
    await expect.element(panel.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' })).toBeVisible()
    await expect.element(screen.getByRole('radio', { name: /Chip Resistors/ })).not.toBeChecked()
    const table = screen.getByRole('table', { name: 'Matching parts' })
    await expect.element(table.getByRole('columnheader', { name: /^Resistance/ })).toBeVisible()
    await expect.element(table.getByRole('columnheader', { name: /^Tolerance/ })).toBeVisible()
    await expect.element(table.getByRole('row').filter({ hasText: 'RC0603-2' })).toHaveTextContent('1 kΩ')
    await panel.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=RC0603&categoryId=${TEST_RESISTORS_ID}&resistance=10k`)
    await expect.poll(() => asked.at(-1)?.get('attributes')).toBe('resistance=10k')
    expect(asked.at(-1)?.get('categoryId')).toBe(String(TEST_RESISTORS_ID))
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('8 results')
    await expect.element(table.getByRole('columnheader', { name: /^Resistance/ })).toBeVisible()
  })

  it("issue 29: the columns' headers sort the results by the attribute through the URL, naming the category; the sort select ends it", async () => {
    const asked = searchApi()
    const { router, screen } = await renderApp('/so?keyWord=RC0603')
    const table = screen.getByRole('table', { name: 'Matching parts' })
    await table.getByRole('link', { name: /Resistance.*sort lowest first/ }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=RC0603&categoryId=${TEST_RESISTORS_ID}&sort=resistance`)
    await expect.poll(() => asked.at(-1)?.get('attributeSort')).toBe('resistance')
    expect(asked.at(-1)?.get('categoryId')).toBe(String(TEST_RESISTORS_ID))
    expect(asked.at(-1)?.has('sort')).toBe(false)
    await expect.element(table.getByRole('columnheader', { name: /Resistance/ })).toHaveAttribute('aria-sort', 'ascending')
    const select = screen.getByRole('combobox', { name: 'Sort by' })
    await expect.element(select).toHaveDisplayValue('Resistance, lowest first')
    await table.getByRole('link', { name: /Resistance.*sort highest first/ }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=RC0603&categoryId=${TEST_RESISTORS_ID}&sort=-resistance`)
    await expect.element(table.getByRole('columnheader', { name: /Resistance/ })).toHaveAttribute('aria-sort', 'descending')
    await select.selectOptions('Stock')
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=RC0603&categoryId=${TEST_RESISTORS_ID}&sort=stock`)
    await expect.poll(() => asked.at(-1)?.get('sort')).toBe('stock')
    expect(asked.at(-1)?.has('attributeSort')).toBe(false)
    await expect.element(table.getByRole('columnheader', { name: /Resistance/ })).not.toHaveAttribute('aria-sort')
  })

  it('issue 29: the columns show only while confined: a search over several categories lists none', async () => {
    searchApi()
    const { screen } = await renderApp('/so?keyWord=resistor')
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('60 results')
    const table = screen.getByRole('table', { name: 'Matching parts' })
    await expect.element(table.getByRole('columnheader', { name: 'Package' })).toBeVisible()
    expect(table.getByRole('columnheader', { name: /Resistance/ }).elements()).toHaveLength(0)
  })

  it('issue 29: the maker group and chips on /so; another category drops the filters, as they were the category\'s', async () => {
    const asked = searchApi()
    const { router, screen } = await renderApp(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}&resistance=10k`)
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('8 results')
    expect(asked[0]?.get('attributes')).toBe('resistance=10k')
    const makers = screen.getByRole('group', { name: 'Filter by attributes' }).getByRole('group', { name: 'Manufacturer' })
    await makers.getByRole('checkbox', { name: 'Vishay 5 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}&resistance=10k&manufacturer=8`)
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('3 results')
    await screen.getByRole('button', { name: 'Remove Manufacturer: Vishay' }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}&resistance=10k`)
    await screen.getByRole('radio', { name: /Through Hole Resistors/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=resistor&categoryId=22')
    await expect.element(screen.getByRole('group', { name: 'Active filters' })).not.toBeInTheDocument()
    // The URL moves first; the search's call follows it.
    await expect.poll(() => asked.at(-1)?.get('categoryId')).toBe('22')
    expect(asked.at(-1)?.has('attributes')).toBe(false)
  })

  it('issue 29: at 375 px the search\'s filters and the panel open in one sheet whose button says how many parts match', async () => {
    searchApi()
    await page.viewport(375, 800)
    const { router, screen } = await renderApp(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}`)
    await expect.element(screen.getByTestId('results-count')).toHaveTextContent('40 results')
    expect(screen.getByRole('group', { name: 'Filter by attributes' }).elements()).toHaveLength(0)
    await screen.getByRole('button', { name: 'Filters' }).click()
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    await expect.element(sheet.getByRole('radio', { name: /Chip Resistors/ })).toBeChecked()
    await expect.element(sheet.getByRole('button', { name: 'Show 40 parts' })).toBeVisible()
    await sheet.getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe(`/so?keyWord=resistor&categoryId=${TEST_RESISTORS_ID}&resistance=10k`)
    await expect.element(sheet.getByRole('button', { name: 'Show 8 parts' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Show 8 parts' }).click()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  })
})
