import { describe, expect, it } from 'vitest'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

describe('back to top', () => {
  it('SHELL-2: hidden at the top; shown once the layout is scrolled past 44 px; hidden again at the top', async () => {
    const { screen, storefront } = await renderApp('/')
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to top' }).all()).toHaveLength(0)
    storefront.send({ type: 'layout.scroll', y: 44 })
    expect(screen.getByRole('button', { name: 'Back to top' }).all()).toHaveLength(0)
    storefront.send({ type: 'layout.scroll', y: 45 })
    await expect.element(screen.getByRole('button', { name: 'Back to top' })).toBeVisible()
    storefront.send({ type: 'layout.scroll', y: 0 })
    await expect.poll(() => screen.getByRole('button', { name: 'Back to top' }).all().length).toBe(0)
  })

  it('SHELL-2: the button scrolls the window to the top', async () => {
    const { screen, storefront } = await renderApp('/')
    const filler = document.createElement('div')
    filler.style.height = '4000px'
    document.body.append(filler)
    try {
      window.scrollTo(0, 600)
      storefront.send({ type: 'layout.scroll', y: 600 })
      const button = screen.getByRole('button', { name: 'Back to top' })
      await expect.element(button).toBeInTheDocument()
      ;(button.element() as HTMLElement).click()
      await expect.poll(() => window.scrollY, { timeout: 3000 }).toBe(0)
    } finally {
      filler.remove()
    }
  })
})
