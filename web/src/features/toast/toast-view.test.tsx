import { SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

type Kind = 'success' | 'error' | 'warning' | 'info'

function show(storefront: { send: (event: unknown) => boolean }, type: Kind, message: string) {
  expect(storefront.send({ type: 'toast.show', toast: { type, message } })).toBe(true)
}

describe('toasts', () => {
  it('SHELL-7: success and info are polite status messages with their kind’s icon and colour', async () => {
    const { screen, storefront } = await renderApp('/')
    show(storefront, 'success', 'Added successfully, please check cart first')
    const status = screen.getByRole('status').filter({ hasText: 'Added successfully' })
    await expect.element(status).toHaveAttribute('aria-live', 'polite')
    const card = status.element().querySelector('[data-toast-type]')
    expect(card?.getAttribute('data-toast-type')).toBe('success')
    expect(card?.querySelector('svg')).not.toBeNull()
    const success = getComputedStyle(card as Element).borderLeftColor
    expect(screen.getByRole('alert').all()).toHaveLength(0)

    ;(screen.getByRole('button', { name: 'Close message' }).element() as HTMLElement).click()
    show(storefront, 'info', 'Your BOM is being matched')
    await expect.element(screen.getByRole('status').filter({ hasText: 'Your BOM is being matched' })).toBeVisible()
    const info = screen.getByRole('status').filter({ hasText: 'Your BOM is being matched' }).element().querySelector('[data-toast-type]')
    expect(info?.getAttribute('data-toast-type')).toBe('info')
    expect(getComputedStyle(info as Element).borderLeftColor).not.toBe(success)
  })

  it('SHELL-7: errors and warnings are alerts', async () => {
    const { screen, storefront } = await renderApp('/')
    show(storefront, 'error', 'Network error')
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Error: Network error')
    await screen.getByRole('button', { name: 'Close message' }).click()
    show(storefront, 'warning', 'Please enter the Keyword.')
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Warning: Please enter the Keyword.')
  })

  it('SHELL-7: at most one toast at a time; the next shows when the first is closed', async () => {
    const { screen, storefront } = await renderApp('/')
    show(storefront, 'success', 'First message')
    show(storefront, 'info', 'Second message')
    await expect.element(page.getByText('First message')).toBeVisible()
    expect(page.getByText('Second message').all()).toHaveLength(0)
    expect(document.querySelectorAll('[data-toast-type]')).toHaveLength(1)
    await screen.getByRole('button', { name: 'Close message' }).click()
    await expect.element(page.getByText('Second message')).toBeVisible()
    expect(page.getByText('First message').all()).toHaveLength(0)
  })

  it('SHELL-7: a toast closes by itself after 3000 ms: still shown at 2999 ms, gone at 3000 ms', async () => {
    const clock = new SimulatedClock()
    const { storefront } = await renderApp('/', { xstateClock: clock })
    show(storefront, 'info', 'Short-lived')
    await expect.element(page.getByText('Short-lived')).toBeVisible()
    clock.increment(2999)
    // A render later, the toast is still there: nothing closed it before its time.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(page.getByText('Short-lived').all()).toHaveLength(1)
    clock.increment(1)
    await expect.poll(() => page.getByText('Short-lived').all().length).toBe(0)
  })
})
