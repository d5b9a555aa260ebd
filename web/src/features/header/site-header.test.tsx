import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { createMemoryStorage } from '@partfront/core/ports'
import { contract } from '@partfront/core/contract'
import { mockApi, on, success } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'
import { MEMBER_EMAIL, emptyResults, headerViolations, signIn, signOut, trending } from './header.testing.ts'

const worker = mockApi()

/** A page tall enough to scroll, whatever the test page holds. */
function tallPage() {
  const spacer = document.createElement('div')
  spacer.style.height = '4000px'
  document.body.append(spacer)
  return () => spacer.remove()
}

async function scrollTo(y: number) {
  window.scrollTo(0, y)
  // The listener sends once per animation frame.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

describe('desktop header', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })
  afterEach(() => {
    signOut()
    window.scrollTo(0, 0)
  })

  it('SHELL-1: logo, search box, TRENDING NOW, sign-in links and the cart icon', async () => {
    trending(worker)
    const { screen } = await renderApp('/')
    const header = screen.getByRole('banner')
    const logo = header.getByRole('link', { name: 'Partfront home' })
    await expect.element(logo).toHaveAttribute('href', '/')
    const image = logo.getByRole('img', { name: 'Partfront' })
    await expect.element(image).toHaveAttribute('src', '/images/logo.svg')
    expect(image.element().getAttribute('width')).not.toBeNull()
    expect(image.element().getAttribute('height')).not.toBeNull()
    await expect.element(header.getByRole('combobox', { name: 'Search parts' })).toBeVisible()
    await expect.element(header.getByRole('navigation', { name: 'Trending now' })).toHaveTextContent('TRENDING NOW:LM358DRNE555PTL072CP')
    await expect.element(header.getByRole('link', { name: 'Cart (0 items)' })).toHaveAttribute('href', '/cart')
    expect(header.getByTestId('cart-badge').query()).toBeNull()
  })

  it('AUTH-7: signed out, the utility bar has Sign in and Register, and no account menu', async () => {
    const { screen } = await renderApp('/')
    const header = screen.getByRole('banner')
    await expect.element(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    await expect.element(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(header.getByRole('button', { name: MEMBER_EMAIL }).query()).toBeNull()
  })

  it('AUTH-7, AUTH-3: signed in, the email opens My Account, Order and Logout; Logout asks "Log out？"', async () => {
    signIn(worker)
    const { screen } = await renderApp('/')
    const header = screen.getByRole('banner')
    expect(header.getByRole('link', { name: 'Sign in' }).query()).toBeNull()
    await header.getByRole('button', { name: MEMBER_EMAIL }).click()
    const menu = page.getByRole('menu')
    await expect.element(menu.getByRole('menuitem', { name: 'My Account' })).toHaveAttribute('href', '/member/information')
    await expect.element(menu.getByRole('menuitem', { name: 'Order' })).toHaveAttribute('href', '/member/order')
    await menu.getByRole('menuitem', { name: 'Logout' }).click()
    await expect.element(page.getByRole('alertdialog', { name: 'Log out？' })).toBeVisible()
  })

  it('CART-4: a cart of 1000 rows shows the badge 999, and says so in the link name', async () => {
    signIn(worker, 1000)
    const { screen } = await renderApp('/')
    const header = screen.getByRole('banner')
    await expect.element(header.getByRole('link', { name: 'Cart (999 items)' })).toBeVisible()
    await expect.element(header.getByTestId('desktop-header').getByTestId('cart-badge')).toHaveTextContent('999')
  })

  it('SHELL-1: All Products opens on click: per group its own name as the title, its children joined by "/" under it, then the children as catalog links', async () => {
    const { screen } = await renderApp('/')
    const button = screen.getByRole('banner').getByRole('button', { name: 'All Products' })
    await expect.element(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect.element(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.getByRole('dialog', { name: 'All Products' })
    const semiconductors = panel.getByRole('region', { name: 'Semiconductors' })
    await expect.element(semiconductors.getByRole('heading', { name: 'Semiconductors' })).toBeVisible()
    await expect.element(semiconductors.getByRole('heading').getByRole('link')).toHaveAttribute('href', '/catalog/semiconductors-1')
    await expect.element(semiconductors.getByText('Integrated Circuits/Diodes', { exact: true })).toBeVisible()
    await expect.element(panel.getByRole('heading', { name: 'Passives' })).toBeVisible()
    await expect.element(panel.getByText('Resistors/Capacitors', { exact: true })).toBeVisible()
    await expect.element(panel.getByRole('link', { name: 'Integrated Circuits', exact: true })).toHaveAttribute('href', '/catalog/integrated-circuits-11')
    await expect.element(panel.getByRole('link', { name: 'Capacitors', exact: true })).toHaveAttribute('href', '/catalog/capacitors-22')
  })

  it('SHELL-1: a group of many children keeps its name whole as the title and shows the joined names whole, wrapped, never cut off', async () => {
    const children = ['Microcontrollers (MCUs)', 'Operational Amplifiers', 'Voltage Regulators - Linear', 'Data Converters (ADC/DAC)', 'Interface ICs', 'Memory']
    worker.use(
      on(contract.catalogGroup, () =>
        success(contract.catalogGroup, [
          { catalogEnName: 'Integrated Circuits (ICs)', intId: 1, childList: children.map((name, index) => ({ catalogEnName: name, intId: 10 + index, childList: [] })) },
          { catalogEnName: 'RF & Wireless', intId: 2, childList: [{ catalogEnName: 'RF Modules', intId: 20, childList: [] }] },
        ]),
      ),
    )
    const { screen } = await renderApp('/')
    await screen.getByRole('banner').getByRole('button', { name: 'All Products' }).click()
    const panel = page.getByRole('dialog', { name: 'All Products' })
    await expect.element(panel.getByRole('heading', { name: 'Integrated Circuits (ICs)', exact: true })).toBeVisible()
    await expect.element(panel.getByRole('heading', { name: 'RF & Wireless', exact: true })).toBeVisible()
    const line = panel.getByText(children.join('/'), { exact: true })
    await expect.element(line).toBeVisible()
    // Whole: no ellipsis, no line clamp, nothing clipped (the box is as tall and wide as its text).
    const element = line.element() as HTMLElement
    const style = getComputedStyle(element)
    expect(style.webkitLineClamp).toBe('none')
    expect(style.textOverflow).not.toBe('ellipsis')
    expect(element.scrollHeight).toBeLessThanOrEqual(element.clientHeight)
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth)
    const title = panel.getByRole('heading', { name: 'Integrated Circuits (ICs)' }).element() as HTMLElement
    expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth)
  })

  it('SHELL-1: the open All Products panel lies above the floating sidebar where they meet (its right edge is not covered)', async () => {
    const { screen } = await renderApp('/')
    await screen.getByRole('banner').getByRole('button', { name: 'All Products' }).click()
    const panel = page.getByRole('dialog', { name: 'All Products' })
    await expect.element(panel).toBeVisible()
    const bar = screen.getByRole('navigation', { name: 'Quick access' }).element().getBoundingClientRect()
    const box = panel.element().getBoundingClientRect()
    // They do meet at 1280 px: otherwise this test would prove nothing.
    expect(box.right).toBeGreaterThan(bar.left)
    const top = Math.max(box.top, bar.top) + 8
    const hit = document.elementFromPoint(Math.min(box.right, bar.right) - 4, top)
    expect(panel.element().contains(hit)).toBe(true)
  })

  it('SHELL-1: the mega-menu opens on hover, works from the keyboard, and Esc closes it back to its button', async () => {
    const { screen } = await renderApp('/')
    const button = screen.getByRole('banner').getByRole('button', { name: 'All Products' })
    await userEvent.hover(button)
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).toBeVisible()
    await userEvent.unhover(button)
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).not.toBeInTheDocument()

    button.element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).not.toBeInTheDocument()
    expect(document.activeElement).toBe(button.element())
  })

  it('SHELL-1: following a mega-menu link closes the panel and opens the category', async () => {
    const { router, screen } = await renderApp('/')
    await screen.getByRole('banner').getByRole('button', { name: 'All Products' }).click()
    await page.getByRole('dialog', { name: 'All Products' }).getByRole('link', { name: 'Diodes', exact: true }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/catalog/diodes-12')
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).not.toBeInTheDocument()
  })

  it('SHELL-1: the main nav is hidden on the home page', async () => {
    const { screen } = await renderApp('/')
    await expect.element(screen.getByRole('banner').getByRole('button', { name: 'All Products' })).toBeVisible()
    expect(screen.getByRole('navigation', { name: 'Main' }).query()).toBeNull()
  })

  it('SHELL-1: on /so the main nav shows, its current item (All Products) underlined with aria-current="page"', async () => {
    emptyResults(worker)
    const { screen } = await renderApp('/so?keyWord=LM358')
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await expect.element(nav).toBeVisible()
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
    expect(nav.getByRole('link').all().map((link) => link.element().textContent)).toEqual([
      'Home',
      'All Products',
      'Manufacturer',
      'BOM',
      'Product index',
      'Get Quote',
      'Application',
      'News',
      'About',
      'Contact',
    ])
    const current = nav.getByRole('link', { name: 'All Products' })
    await expect.element(current).toHaveAttribute('aria-current', 'page')
    await expect.element(current).toHaveAttribute('href', '/catalog')
    expect(getComputedStyle(current.element(), '::after').height).toBe('3px')
    await expect.element(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
    await expect.element(nav.getByRole('link', { name: 'Manufacturer' })).toHaveAttribute('href', '/brand')
  })

  it('SHELL-2: at 43 px of scroll the header is not fixed; at 44 px it is, and the page below does not move', async () => {
    const removeSpacer = tallPage()
    try {
      const { screen } = await renderApp('/')
      const slot = screen.getByTestId('desktop-header')
      const main = document.getElementById('main') as HTMLElement
      const top = main.offsetTop
      await scrollTo(43)
      await expect.element(slot).toHaveAttribute('data-fixed', 'false')
      await scrollTo(44)
      await expect.element(slot).toHaveAttribute('data-fixed', 'true')
      const bar = slot.element().firstElementChild as HTMLElement
      expect(getComputedStyle(bar).position).toBe('fixed')
      await expect.poll(() => bar.getBoundingClientRect().top).toBe(0)
      expect(main.offsetTop).toBe(top)
      await scrollTo(0)
      await expect.element(slot).toHaveAttribute('data-fixed', 'false')
    } finally {
      removeSpacer()
    }
  })

  it('SEARCH-3: the combobox keys: ArrowDown opens and highlights, arrows move aria-activedescendant, Enter searches, Esc closes', async () => {
    emptyResults(worker)
    const storage = createMemoryStorage({ searchList: '["NE555","LM358","TL072"]' })
    const { router, screen } = await renderApp('/', { storage })
    const box = screen.getByRole('banner').getByRole('combobox', { name: 'Search parts' })
    await expect.element(box).toHaveAttribute('aria-autocomplete', 'list')
    box.element().focus()
    await userEvent.keyboard('{Escape}')
    await expect.element(box).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(box).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('banner').getByRole('listbox', { name: 'Search history' })
    await expect.element(listbox).toHaveAttribute('id', box.element().getAttribute('aria-controls') ?? '')
    const first = listbox.getByRole('option', { name: 'NE555' })
    await expect.element(box).toHaveAttribute('aria-activedescendant', first.element().id)
    await expect.element(first).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}')
    const third = listbox.getByRole('option', { name: 'TL072' })
    await expect.element(box).toHaveAttribute('aria-activedescendant', third.element().id)
    await userEvent.keyboard('{Escape}')
    await expect.element(box).toHaveAttribute('aria-expanded', 'false')
    expect(box.element().getAttribute('aria-activedescendant')).toBeNull()
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expect.poll(() => router.state.location.href).toBe('/so?keyWord=TL072')
    await expect.element(screen.getByTestId('search-keyword')).toHaveTextContent('TL072')
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
  })

  it('SEARCH-3, SHELL-1: the header passes axe (WCAG 2.1 A/AA) with the search history open', async () => {
    trending(worker)
    const { screen } = await renderApp('/', { storage: createMemoryStorage({ searchList: '["NE555","LM358"]' }) })
    const box = screen.getByRole('banner').getByRole('combobox', { name: 'Search parts' })
    await box.click()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(screen.getByRole('banner').getByRole('listbox', { name: 'Search history' })).toBeVisible()
    expect(await headerViolations()).toEqual([])
  })

  it('SHELL-1: the header passes axe (WCAG 2.1 A/AA) with the mega-menu open, signed in', async () => {
    signIn(worker)
    emptyResults(worker)
    const { screen } = await renderApp('/so?keyWord=LM358')
    await expect.element(screen.getByTestId('no-results')).toBeVisible()
    await expect.element(screen.getByRole('banner').getByRole('button', { name: MEMBER_EMAIL })).toBeVisible()
    await screen.getByRole('banner').getByRole('button', { name: 'All Products' }).click()
    await expect.element(page.getByRole('dialog', { name: 'All Products' })).toBeVisible()
    expect(await headerViolations()).toEqual([])
  })
})
