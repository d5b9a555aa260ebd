import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'
import { MEMBER_EMAIL, signIn, signOut } from './header.testing.ts'

const worker = mockApi()

const drawer = () => page.getByRole('dialog', { name: 'Menu' })

/** The drawer's entries, in order, as their text. */
function entries() {
  return drawer()
    .getByRole('listitem')
    .all()
    .map((item) => item.element().textContent)
}

async function openMenu() {
  const { screen, router } = await renderApp('/')
  const button = screen.getByTestId('mobile-header').getByRole('button', { name: 'Menu' })
  await expect.element(button).toBeVisible()
  await button.click()
  await expect.element(drawer()).toBeVisible()
  return { screen, router, button }
}

describe('mobile header', () => {
  beforeEach(async () => {
    await page.viewport(375, 812)
  })
  afterEach(() => {
    signOut()
    window.scrollTo(0, 0)
  })

  it('SHELL-3, SHELL-4: below 768 px the mobile header shows (menu, logo, cart, search) and the desktop one does not', async () => {
    const { screen } = await renderApp('/')
    const mobile = screen.getByTestId('mobile-header')
    await expect.element(mobile.getByRole('button', { name: 'Menu' })).toBeVisible()
    await expect.element(mobile.getByRole('link', { name: 'Partfront home' })).toBeVisible()
    await expect.element(mobile.getByRole('link', { name: 'Cart (0 items)' })).toHaveAttribute('href', '/cart')
    await expect.element(mobile.getByRole('combobox', { name: 'Search parts' })).toBeVisible()
    await expect.element(screen.getByTestId('desktop-header')).not.toBeVisible()
  })

  it('SHELL-3: signed out, the drawer lists Login/Register, Home, My Account, Category, Brand, BOM, Product, News, About; no Log Out', async () => {
    await openMenu()
    await expect.element(drawer().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect.element(drawer().getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(entries()).toEqual(['Home', 'My Account', 'Category', 'Brand', 'BOM', 'Product', 'News', 'About'])
    await expect.element(drawer().getByRole('link', { name: 'Product' })).toHaveAttribute('href', '/productmodel/A')
    await expect.element(drawer().getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news/list_1')
  })

  it('SHELL-3, AUTH-3: signed in, the drawer shows the email and Log Out, which closes it and asks "Log out？"', async () => {
    signIn(worker)
    await openMenu()
    await expect.element(drawer()).toHaveTextContent(MEMBER_EMAIL)
    expect(drawer().getByRole('link', { name: 'Login' }).query()).toBeNull()
    expect(entries().at(-1)).toBe('Log Out')
    await drawer().getByRole('button', { name: 'Log Out' }).click()
    await expect.element(page.getByRole('alertdialog', { name: 'Log out？' })).toBeVisible()
    expect(drawer().query()).toBeNull()
  })

  it('SHELL-3: Category is two levels: groups, then a group with its children; Back returns, with the focus', async () => {
    await openMenu()
    await drawer().getByRole('button', { name: 'Category' }).click()
    const back = drawer().getByRole('button', { name: 'Back' })
    await expect.element(back).toHaveFocus()
    expect(entries()).toEqual(['Semiconductors', 'Passives'])
    await drawer().getByRole('button', { name: 'Semiconductors' }).click()
    await expect.element(drawer().getByRole('heading', { name: 'Semiconductors' })).toBeVisible()
    expect(entries()).toEqual(['All Semiconductors', 'Integrated Circuits', 'Diodes'])
    await expect.element(drawer().getByRole('link', { name: 'Diodes' })).toHaveAttribute('href', '/catalog/diodes-12')
    await back.click()
    expect(entries()).toEqual(['Semiconductors', 'Passives'])
    await expect.element(drawer().getByRole('button', { name: 'Semiconductors' })).toHaveFocus()
    await back.click()
    await expect.element(drawer().getByRole('button', { name: 'Category' })).toHaveFocus()
    expect(entries()[0]).toBe('Home')
  })

  it('SHELL-3: My Account and About open their submenus', async () => {
    await openMenu()
    await drawer().getByRole('button', { name: 'My Account' }).click()
    expect(entries()).toEqual(['Basic Information', 'My Orders', 'My BOMs', 'Address'])
    await expect.element(drawer().getByRole('link', { name: 'My BOMs' })).toHaveAttribute('href', '/member/bom')
    await drawer().getByRole('button', { name: 'Back' }).click()
    await drawer().getByRole('button', { name: 'About' }).click()
    expect(entries()).toEqual(['Company Profile', 'Why Choose Us', 'Quality Assurance', 'Contact Us', 'Certificates', 'FAQ'])
    await expect.element(drawer().getByRole('link', { name: 'Why Choose Us' })).toHaveAttribute('href', '/about/company?abus=2')
  })

  it('SHELL-3: following a link closes the drawer; reopened, it starts at the top level', async () => {
    const { router, button } = await openMenu()
    await drawer().getByRole('button', { name: 'Category' }).click()
    await drawer().getByRole('button', { name: 'Passives' }).click()
    await drawer().getByRole('link', { name: 'Resistors' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/catalog/resistors-21')
    await expect.element(drawer()).not.toBeInTheDocument()
    await button.click()
    expect(entries()[0]).toBe('Home')
    await userEvent.keyboard('{Escape}')
    await expect.element(drawer()).not.toBeInTheDocument()
  })

  it('SHELL-3: the search bar hides on scrolling down and shows again on scrolling up', async () => {
    const spacer = document.createElement('div')
    spacer.style.height = '4000px'
    document.body.append(spacer)
    try {
      const { screen } = await renderApp('/')
      const mobile = screen.getByTestId('mobile-header')
      const box = mobile.getByRole('combobox', { name: 'Search parts' })
      await expect.element(box).toBeVisible()
      const input = box.element()
      window.scrollTo(0, 300)
      await expect.element(mobile).toHaveAttribute('data-search-hidden', 'true')
      // Slid away, out of reach: hidden and inert, so neither seen nor tabbed to.
      await expect.poll(() => getComputedStyle(input).visibility).toBe('hidden')
      expect(input.closest('[inert]')).not.toBeNull()
      window.scrollTo(0, 250)
      await expect.element(mobile).toHaveAttribute('data-search-hidden', 'false')
      await expect.element(box).toBeVisible()
    } finally {
      spacer.remove()
    }
  })
})
