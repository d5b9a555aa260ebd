import axe from 'axe-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

const MODEL_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']

describe('desktop footer', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800)
  })

  it('SHELL-5: four benefit blurbs, each with its line', async () => {
    const { screen } = await renderApp('/')
    const benefits = screen.getByRole('list', { name: 'Why buy from us' }).getByRole('listitem')
    await expect.poll(() => benefits.all().map((item) => item.element().querySelector('strong')?.textContent)).toEqual([
      'Genuine guarantee',
      'Massive spot',
      'Price advantage',
      'One stop purchase',
    ])
    for (const item of benefits.all()) expect(item.element().textContent.length).toBeGreaterThan(25)
  })

  it('SHELL-5: four link columns (Contact us from webConfig, Products/Services, Customer Support, About)', async () => {
    const { screen } = await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    await expect.element(footer.getByRole('heading', { name: 'Contact us', exact: true })).toBeVisible()
    await expect.element(footer.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100')
    await expect.element(footer.getByRole('link', { name: 'sales@partfront.test' })).toHaveAttribute('href', 'mailto:sales@partfront.test')
    await expect.element(screen.getByTestId('footer-desktop').getByText('1 Component Way, Springfield')).toBeVisible()

    const hrefs = (name: string) =>
      footer
        .getByRole('navigation', { name, exact: true })
        .getByRole('link')
        .all()
        .map((link) => link.element().getAttribute('href'))
    expect(hrefs('Products/Services')).toEqual(['/catalog', '/brand', '/bom', '/quote', '/productmodel/A'])
    expect(hrefs('Customer Support')).toEqual([
      '/faq',
      '/quality',
      '/contactus',
      '/about/refundpolicy',
      '/about/privacypolicy',
      '/about/termsconditions',
    ])
    expect(hrefs('About')).toEqual([
      '/about/company?abus=1',
      '/about/company?abus=2',
      '/about/company?abus=3',
      '/about/company?abus=4',
      '/about/certificate',
      '/news/list_1',
    ])
    expect(hrefs('Applications')).toHaveLength(6)
  })

  it('SHELL-5: social links by name, the ISO 9001 and ERAI badges to their anchors', async () => {
    const { screen } = await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    await expect.element(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/company/partfront')
    await expect.element(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@partfront')
    await expect.element(footer.getByRole('link', { name: 'ISO 9001 Certified' })).toHaveAttribute('href', '/about/certificate#iso9001')
    await expect.element(footer.getByRole('link', { name: 'ERAI Member' })).toHaveAttribute('href', '/about/certificate#erai')
  })

  it('SHELL-5: the 36 /productmodel links, A–Z then 0–9, and the 2023 copyright', async () => {
    const { screen } = await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    const index = footer.getByRole('navigation', { name: 'Product index' })
    await expect.element(index).toBeVisible()
    const links = index.getByRole('link').all()
    expect(links.map((link) => link.element().textContent)).toEqual(MODEL_KEYS)
    expect(links.map((link) => link.element().getAttribute('href'))).toEqual(MODEL_KEYS.map((key) => `/productmodel/${key}`))
    await expect.element(footer.getByText('© 2023 Partfront. All rights reserved.')).toBeVisible()
  })

  it('SHELL-5: a model index link navigates in the app', async () => {
    const { router, screen } = await renderApp('/')
    await screen.getByRole('link', { name: 'Models starting with Q' }).click()
    await expect.poll(() => router.state.location.pathname).toBe('/productmodel/Q')
  })

  it('SHELL-5: the footer passes axe (WCAG 2.1 A and AA)', async () => {
    const { screen } = await renderApp('/')
    await expect.element(screen.getByRole('contentinfo')).toBeVisible()
    const result = await axe.run(screen.getByRole('contentinfo').element(), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
})

describe('mobile footer', () => {
  beforeEach(async () => {
    await page.viewport(375, 812)
  })

  it('SHELL-5: below 768 px the mobile footer shows contact details and company links; the desktop one is hidden', async () => {
    const { screen } = await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    await expect.element(footer.getByRole('link', { name: 'sales@partfront.test' })).toBeVisible()
    await expect.element(footer.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Company Profile' })).toBeVisible()
    expect(footer.getByRole('navigation', { name: 'Product index' }).all()).toHaveLength(0)
    expect(screen.getByTestId('footer-desktop').element()).not.toBeVisible()
  })

  it('SHELL-5: the Products list and Help list accordions open and close by keyboard', async () => {
    const { screen } = await renderApp('/')
    const summaryOf = (title: string) => {
      const summary = screen.getByRole('heading', { name: title }).element().closest('summary')
      if (summary === null) throw new Error(`no summary for ${title}`)
      return summary
    }
    const products = summaryOf('Products list')
    const help = summaryOf('Help list')
    const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open
    expect(isOpen(products)).toBe(false)
    expect(screen.getByRole('link', { name: 'Get Quote' }).query()).toBeNull()

    products.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => isOpen(products)).toBe(true)
    await expect.element(screen.getByRole('link', { name: 'Get Quote' })).toBeVisible()

    help.focus()
    await userEvent.keyboard(' ')
    await expect.poll(() => isOpen(help)).toBe(true)
    await expect.element(screen.getByRole('link', { name: 'Refund policy' })).toBeVisible()

    products.focus()
    await userEvent.keyboard('{Enter}')
    await expect.poll(() => isOpen(products)).toBe(false)
    await expect.poll(() => screen.getByRole('link', { name: 'Get Quote' }).query()).toBeNull()
  })
})
