import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import {
  TEST_RESISTANCES,
  mockApi,
  on,
  refusal,
  signOut,
  success,
  testChipResistors,
  testResistor,
  testResistorFacets,
} from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

const worker = mockApi()

/**
 * Chip Resistors as the API answers them (issue 29): 40 parts, 8 once `resistance` is asked for, 3 once a maker is
 * ticked; records each query; a `colour` term is refused as the server refuses it.
 */
function resistorsApi() {
  const asked: URLSearchParams[] = []
  worker.use(
    on(contract.catalogDetail, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const attributes = new URLSearchParams(query.get('attributes') ?? '')
      if (attributes.has('colour')) return refusal(contract.catalogDetail, 400, 'No attribute "colour" in this category')
      const total = attributes.has('manufacturer') ? 3 : attributes.has('resistance') ? 8 : 40
      const list = Array.from({ length: Math.min(total, 20) }, (_, index) => testResistor(1000 + index, `RC0603-${index}`))
      return success(
        contract.catalogDetail,
        testChipResistors(list, total, {
          facets: testResistorFacets(total),
          attributeList: 'chip-resistors',
          productValues: Object.fromEntries(list.map((item, index) => [String(item.intID), { resistance: TEST_RESISTANCES[index % 3] ?? '', tolerance: '±1%' }])),
        }),
      )
    }),
  )
  return asked
}

const attributesOf = (query: URLSearchParams | undefined) => query?.get('attributes') ?? null

describe('the filter panel of a category page (issue 29)', () => {
  beforeEach(async () => {
    signOut()
    await page.viewport(1280, 800)
  })

  it('issue 29: a labelled group per attribute, counts read out, the most common first and the rest behind "Show all"; a value no part has is greyed out yet listed', async () => {
    resistorsApi()
    const { screen } = await renderApp('/catalog/chip-resistors-21')
    const panel = screen.getByRole('group', { name: 'Filter by attributes' })
    const resistance = panel.getByRole('group', { name: 'Resistance' })
    await expect.element(resistance).toBeVisible()
    await expect.element(panel.getByRole('group', { name: 'Tolerance' })).toBeVisible()
    await expect.element(resistance.getByRole('checkbox', { name: '10 kΩ 20 parts' })).toBeVisible()
    expect(resistance.getByRole('checkbox').elements()).toHaveLength(6)
    const more = resistance.getByRole('button', { name: 'Show all 14' })
    await expect.element(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect.poll(() => resistance.getByRole('checkbox').elements().length).toBe(14)
    const empty = resistance.getByRole('checkbox', { name: '68 Ω 0 parts' })
    await expect.element(empty).toHaveAttribute('aria-disabled', 'true')
    // A long list has a search box.
    await resistance.getByRole('searchbox', { name: 'Find a resistance' }).fill('4.7')
    await expect.poll(() => resistance.getByRole('checkbox').elements().length).toBe(1)
    await expect.element(panel.getByRole('group', { name: 'Tolerance' }).getByRole('checkbox', { name: 'No value 10 parts' })).toBeVisible()
  })

  it('issue 29: ticking 10 kΩ narrows through the URL (?resistance=10k), shows a chip that removes it, and "Clear all"', async () => {
    const asked = resistorsApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    await screen.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k')
    // The URL moves first; the listing's call follows it.
    await expect.poll(() => attributesOf(asked.at(-1))).toBe('resistance=10k')
    await expect.element(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('Products (8)')
    // The new count is read out.
    await expect.element(screen.getByTestId('match-count')).toHaveTextContent('8 parts match')
    await expect.element(screen.getByTestId('match-count')).toHaveAttribute('aria-live', 'polite')
    await expect.element(screen.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' })).toBeChecked()
    await screen.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '4.7 kΩ 19 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k,4.7k')
    const chips = screen.getByRole('group', { name: 'Active filters' })
    await chips.getByRole('button', { name: 'Remove Resistance: 10 kΩ' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=4.7k')
    await screen.getByRole('group', { name: 'Tolerance' }).getByRole('checkbox', { name: '±1% 30 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=4.7k&tolerance=1%25')
    await screen.getByRole('button', { name: 'Clear all' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21')
    await expect.element(screen.getByRole('group', { name: 'Active filters' })).not.toBeInTheDocument()
  })

  it('issue 29: the maker group lists the makers by name with their counts; ticking one narrows through the URL (?manufacturer=7) with a chip named for the maker', async () => {
    const asked = resistorsApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    const panel = screen.getByRole('group', { name: 'Filter by attributes' })
    const makers = panel.getByRole('group', { name: 'Manufacturer' })
    await expect.element(makers.getByRole('checkbox', { name: 'Yageo 40 parts' })).toBeVisible()
    await expect.element(makers.getByRole('checkbox', { name: 'Vishay 5 parts' })).toBeVisible()
    await makers.getByRole('checkbox', { name: 'Yageo 40 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?manufacturer=7')
    await expect.poll(() => attributesOf(asked.at(-1))).toBe('manufacturer=7')
    await expect.element(screen.getByRole('region', { name: 'Products' })).toHaveTextContent('Products (3)')
    await makers.getByRole('checkbox', { name: 'Vishay 5 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?manufacturer=7,8')
    await screen.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k&manufacturer=7,8')
    await screen.getByRole('button', { name: 'Remove Manufacturer: Yageo' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k&manufacturer=8')
    await screen.getByRole('button', { name: 'Clear all' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21')
  })

  it('issue 29: the from/to boxes take 4.7k and 100k; a bad entry says what is wrong beside the boxes and changes nothing', async () => {
    resistorsApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    const range = screen.getByRole('form', { name: 'Resistance from and to' })
    const from = range.getByRole('textbox', { name: 'From' })
    await from.fill('50V')
    await range.getByRole('button', { name: 'Apply resistance range' }).click()
    const problem = range.getByRole('alert')
    await expect.element(problem).toHaveTextContent('50V')
    await expect.element(from).toHaveAttribute('aria-invalid', 'true')
    await expect.element(from).toHaveAccessibleDescription(/50V/)
    expect(router.state.location.href).toBe('/catalog/chip-resistors-21')
    await from.fill('4.7k')
    await range.getByRole('textbox', { name: 'To' }).fill('100k')
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=4.7k..100k')
    await expect.element(screen.getByRole('button', { name: 'Remove Resistance: 4.7 kΩ to 100 kΩ' })).toBeVisible()
    await expect.element(screen.getByRole('form', { name: 'Resistance from and to' }).getByRole('textbox', { name: 'From' })).toHaveValue('4.7k')
  })

  it('issue 29: the main attributes are columns whose headers sort through the URL; a term the page cannot read is named and left out', async () => {
    const asked = resistorsApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21?resistance=10k&colour=red')
    await expect.element(screen.getByText(/^Some filters in this link/)).toHaveTextContent('Some filters in this link could not be read and were left out: No attribute "colour" in this category')
    await expect.element(screen.getByRole('button', { name: 'Remove Resistance: 10 kΩ' })).toBeVisible()
    await expect.poll(() => asked.map(attributesOf)).toEqual(['resistance=10k&colour=red', null, 'resistance=10k'])
    const table = screen.getByRole('table', { name: 'Products' })
    await expect.element(table.getByRole('columnheader', { name: /Resistance/ })).toBeVisible()
    await expect.element(table.getByRole('row').filter({ hasText: 'RC0603-1' })).toHaveTextContent('4.7 kΩ')
    await table.getByRole('link', { name: /Resistance.*sort lowest first/ }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k&sort=resistance')
    await expect.poll(() => asked.at(-1)?.get('sort')).toBe('resistance')
    await expect.element(table.getByRole('columnheader', { name: /Resistance/ })).toHaveAttribute('aria-sort', 'ascending')
  })

  it('issue 29: at 375 px the panel opens in a sheet whose button says how many parts match', async () => {
    resistorsApi()
    await page.viewport(375, 800)
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    // The panel beside the table is hidden on a phone: only the sheet's copy shows once opened.
    expect(screen.getByRole('group', { name: 'Filter by attributes' }).elements()).toHaveLength(0)
    await screen.getByRole('button', { name: 'Filters' }).click()
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    await expect.element(sheet.getByRole('button', { name: 'Show 40 parts' })).toBeVisible()
    await sheet.getByRole('checkbox', { name: '10 kΩ 20 parts' }).click()
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k')
    await expect.element(sheet.getByRole('button', { name: 'Show 8 parts' })).toBeVisible()
    await sheet.getByRole('button', { name: 'Show 8 parts' }).click()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  })

  it('issue 29: keyboard only: Space ticks a value and focus stays on it, Tab reaches the next, Enter on a chip removes it', async () => {
    resistorsApi()
    const { router, screen } = await renderApp('/catalog/chip-resistors-21')
    const tenK = screen.getByRole('group', { name: 'Resistance' }).getByRole('checkbox', { name: '10 kΩ 20 parts' })
    await expect.element(tenK).toBeVisible()
    ;(tenK.element() as HTMLElement).focus()
    await userEvent.keyboard(' ')
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k')
    await expect.element(tenK).toBeChecked()
    expect(document.activeElement).toBe(tenK.element())
    await userEvent.tab()
    await userEvent.keyboard(' ')
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k,4.7k')
    const chip = screen.getByRole('button', { name: 'Remove Resistance: 4.7 kΩ' })
    await expect.element(chip).toBeVisible()
    ;(chip.element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => router.state.location.href).toBe('/catalog/chip-resistors-21?resistance=10k')
  })
})
