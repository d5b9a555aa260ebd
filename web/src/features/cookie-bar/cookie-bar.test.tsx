import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { createMemoryStorage } from '@partfront/core/ports'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

describe('cookie consent bar', () => {
  for (const [button, stored] of [
    ['Accept Cookies', 'accepted'],
    ['Reject Cookies', 'rejected'],
  ] as const) {
    it(`SHELL-6: without isHascookie the bar shows at the bottom; ${button} closes it and stores the answer`, async () => {
      await page.viewport(1280, 800)
      const { screen, storage } = await renderApp('/')
      const bar = screen.getByRole('region', { name: 'Cookie consent' })
      await expect.element(bar).toBeVisible()
      await expect.element(bar.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/about/privacypolicy')
      // After the slide-in: on the bottom edge.
      await expect.poll(() => Math.round(bar.element().getBoundingClientRect().bottom)).toBe(window.innerHeight)
      await bar.getByRole('button', { name: button }).click()
      expect(screen.getByRole('region', { name: 'Cookie consent' }).all()).toHaveLength(0)
      expect(storage.getItem('isHascookie')).toBe(stored)
    })
  }

  it('SHELL-6: a buyer who answered before sees no bar', async () => {
    const storage = createMemoryStorage()
    storage.setItem('isHascookie', 'accepted')
    const { screen } = await renderApp('/', { storage })
    await expect.element(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Cookie consent' }).all()).toHaveLength(0)
  })
})
