import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from '../../app/router.ts'

async function renderAt(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const screen = await render(<RouterProvider router={router} />)
  return { router, screen }
}

describe('header search box', () => {
  it('SEARCH-5: the search box shows the placeholder "Part #/ Keyword"', async () => {
    const { screen } = await renderAt('/')
    await expect.element(screen.getByRole('searchbox', { name: 'Search parts' })).toHaveAttribute('placeholder', 'Part #/ Keyword')
  })

  it('SEARCH-1: an empty keyword warns "Please enter the Keyword." and does not navigate', async () => {
    const { router, screen } = await renderAt('/')
    await userEvent.type(screen.getByRole('searchbox'), '   ')
    await screen.getByRole('button', { name: 'Search' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Please enter the Keyword.')
    expect(router.state.location.pathname).toBe('/')
  })

  it('SEARCH-2: a keyword navigates to /so?keyWord=… with the text as typed', async () => {
    const { router, screen } = await renderAt('/')
    await userEvent.type(screen.getByRole('searchbox'), 'LM358 & 10k{enter}')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('LM358 & 10k')
    expect(router.state.location.pathname).toBe('/so')
    expect(router.state.location.href).toBe(`/so?keyWord=${encodeURIComponent('LM358 & 10k')}`)
    expect(screen.container.querySelector('[role="alert"]')).toBeNull()
  })

  it('SEARCH-2: a numeric keyword stays text in the URL (/so?keyWord=358)', async () => {
    const { router, screen } = await renderAt('/')
    await userEvent.type(screen.getByRole('searchbox'), '358{enter}')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('358')
    expect(router.state.location.href).toBe('/so?keyWord=358')
  })
})
