import { describe, expect, it } from 'vitest'
import { userEvent } from 'vitest/browser'
import { COLORS } from '@partfront/core/constants'
import { mockApi } from './api-mocks.testing.ts'
import { renderApp } from './render-app.testing.tsx'

mockApi()

/** `#3599FF` → `rgb(53, 153, 255)`, the form a browser reports computed colours in. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

describe('brand colours', () => {
  it('SHELL-10: the primary button is #3599FF, #40B8FF on hover', async () => {
    const { screen } = await renderApp('/')
    const button = screen.getByRole('button', { name: 'Search' })
    await expect.element(button).toBeVisible()
    expect(getComputedStyle(button.element()).backgroundColor).toBe(rgb(COLORS.primary))
    await userEvent.hover(button)
    await expect.poll(() => getComputedStyle(button.element()).backgroundColor).toBe(rgb(COLORS.hover))
    expect(rgb(COLORS.pressed)).toBe('rgb(42, 122, 204)')
  })
})
