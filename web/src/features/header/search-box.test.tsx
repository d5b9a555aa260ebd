import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { createMemoryStorage } from '@partfront/core/ports'
import { mockApi, on, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'
import { emptyResults as emptyResultsOf } from './header.testing.ts'

const worker = mockApi()

/** Any results page answers one empty page: these tests are about the box, not the results. */
function emptyResults() {
  emptyResultsOf(worker)
}

describe('header search box', () => {
  // The desktop header's box (the one with TRENDING NOW); the mobile one is hidden by CSS at this width.
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })

  it('SEARCH-5: the search box shows the placeholder "Part #/ Keyword"', async () => {
    const { screen } = await renderApp('/')
    await expect.element(screen.getByRole('combobox', { name: 'Search parts' })).toHaveAttribute('placeholder', 'Part #/ Keyword')
  })

  it('SEARCH-1: an empty keyword warns "Please enter the Keyword." and does not navigate', async () => {
    const { router, screen, storage } = await renderApp('/')
    await userEvent.type(screen.getByRole('combobox', { name: 'Search parts' }), '   ')
    await screen.getByRole('button', { name: 'Search' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Please enter the Keyword.')
    expect(router.state.location.pathname).toBe('/')
    expect(storage.getItem('searchList')).toBeNull()
  })

  it('SEARCH-2: a keyword navigates to /so?keyWord=… with the text as typed, and is saved in the history', async () => {
    emptyResults()
    const { router, screen, storage } = await renderApp('/')
    await userEvent.type(screen.getByRole('combobox', { name: 'Search parts' }), 'LM358 & 10k{enter}')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('LM358 & 10k')
    expect(router.state.location.pathname).toBe('/so')
    expect(router.state.location.href).toBe(`/so?keyWord=${encodeURIComponent('LM358 & 10k')}`)
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
    expect(storage.getItem('searchList')).toBe('["LM358 & 10k"]')
    await expect.element(screen.getByTestId('no-results')).toHaveTextContent('No parts match “LM358 & 10k”')
  })

  it('SEARCH-2: a numeric keyword stays text in the URL (/so?keyWord=358)', async () => {
    emptyResults()
    const { router, screen } = await renderApp('/')
    await userEvent.type(screen.getByRole('combobox', { name: 'Search parts' }), '358{enter}')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('358')
    expect(router.state.location.href).toBe('/so?keyWord=358')
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
  })

  it('SEARCH-3: focus shows the saved history; clicking an entry searches it', async () => {
    emptyResults()
    const storage = createMemoryStorage({ searchList: '["NE555","LM358"]' })
    const { router, screen } = await renderApp('/', { storage })
    const box = screen.getByRole('combobox', { name: 'Search parts' })
    await expect.element(screen.getByRole('option', { name: 'LM358' })).not.toBeInTheDocument()
    await box.click()
    await expect.element(box).toHaveAttribute('aria-expanded', 'true')
    await expect.element(screen.getByRole('listbox', { name: 'Search history' })).toHaveTextContent('NE555LM358')
    await screen.getByRole('option', { name: 'LM358' }).click()
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('LM358')
    expect(router.state.location.href).toBe('/so?keyWord=LM358')
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
  })

  it('SEARCH-3: no history, no dropdown; Clear All empties it and it stays hidden', async () => {
    const empty = await renderApp('/')
    await empty.screen.getByRole('combobox', { name: 'Search parts' }).click()
    await expect.element(empty.screen.getByRole('combobox', { name: 'Search parts' })).toHaveAttribute('aria-expanded', 'false')
    await empty.screen.unmount()

    const storage = createMemoryStorage({ searchList: '["NE555"]' })
    const { screen } = await renderApp('/', { storage })
    const box = screen.getByRole('combobox', { name: 'Search parts' })
    await box.click()
    await screen.getByRole('button', { name: 'Clear All' }).click()
    await expect.element(screen.getByRole('option', { name: 'NE555' })).not.toBeInTheDocument()
    expect(storage.getItem('searchList')).toBe('[]')
    await box.click()
    await expect.element(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('SEARCH-3: the history hides after the box loses focus', async () => {
    const { screen } = await renderApp('/', { storage: createMemoryStorage({ searchList: '["NE555"]' }) })
    const box = screen.getByRole('combobox', { name: 'Search parts' })
    await box.click()
    await expect.element(screen.getByRole('option', { name: 'NE555' })).toBeVisible()
    await userEvent.click(screen.getByRole('heading', { level: 1 }))
    await expect.element(screen.getByRole('option', { name: 'NE555' })).not.toBeInTheDocument()
    await expect.element(box).toHaveAttribute('aria-expanded', 'false')
  })

  it('SEARCH-5: TRENDING NOW shows three trending parts from the server, each leading to its results', async () => {
    emptyResults()
    worker.use(
      on(contract.searchTrending, () =>
        success(contract.searchTrending, [
          { id: 1, model: 'LM358DR' },
          { id: 2, model: 'NE555P' },
          { id: 3, model: 'TL072CP' },
          { id: 4, model: 'BC547' },
        ]),
      ),
    )
    const { router, screen } = await renderApp('/')
    const trending = screen.getByRole('navigation', { name: 'Trending now' })
    await expect.element(trending).toHaveTextContent('TRENDING NOW:LM358DRNE555PTL072CP')
    await expect.element(trending.getByRole('link', { name: 'NE555P' })).toHaveAttribute('href', '/so?keyWord=NE555P')
    await trending.getByRole('link', { name: 'NE555P' }).click()
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('NE555P')
    expect(router.state.location.href).toBe('/so?keyWord=NE555P')
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
  })
})
