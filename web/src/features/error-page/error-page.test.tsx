import { describe, expect, it } from 'vitest'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

describe('error page', () => {
  it('ROUTE-4: an unmatched path shows "Page Not Found: {path}", a 404 image and Back Home', async () => {
    const { screen } = await renderApp('/no-such-page')
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found: /no-such-page')
    await expect.element(screen.getByText('Error 404')).toBeVisible()
    await expect.element(screen.getByRole('img', { name: /404/ })).toBeVisible()
    await expect.element(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/')
  })

  it('ROUTE-4: the frame stays around the error page (header, footer)', async () => {
    const { screen } = await renderApp('/no-such-page')
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found')
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument()
  })
})
