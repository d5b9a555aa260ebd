import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import { waitForReady } from '../support/ready.ts'

/** WCAG 2.1 A and AA, the level the storefront keeps. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The frame every page sits in, as a buyer meets it: the mobile menu and its drawer, the floating sidebar. */
export class ShellPage {
  readonly menuButton: Locator
  readonly menu: Locator
  readonly quickAccess: Locator

  constructor(readonly page: Page) {
    this.menuButton = page.getByTestId('mobile-header').getByRole('button', { name: 'Menu' })
    this.menu = page.getByRole('dialog', { name: 'Menu' })
    this.quickAccess = page.getByRole('navigation', { name: 'Quick access' })
  }

  /** Opens `path` and waits for the page to be hydrated (the storefront answers after its effects ran). */
  async open(path = '/') {
    await this.page.goto(path)
    await waitForReady(this.page)
  }

  /**
   * Issue 28: opens `path` as a buyer on a slow line does, scrolling to `y` as soon as the footer is in the
   * document, before the load event (the parser still running, the app not yet hydrated). Checks the scroll
   * happened then and there, and returns once the page has loaded.
   */
  async openScrollingDuringLoad(path: string, y: number) {
    await this.page.addInitScript((top) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('footer') === null) return
        observer.disconnect()
        window.scrollTo(0, top)
        document.documentElement.dataset.scrolledDuringLoad = `${window.scrollY} ${document.readyState}`
      })
      observer.observe(document, { childList: true, subtree: true })
    }, y)
    await this.page.goto(path, { waitUntil: 'load' })
    const scrolled = await this.page.evaluate(() => document.documentElement.dataset.scrolledDuringLoad)
    expect(scrolled, 'the scroll was made while the page was loading').toBe(`${y} loading`)
  }

  /** The window's vertical scroll, in CSS pixels. */
  scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY)
  }

  /** The entries of the menu drawer's current level, in order. */
  async menuEntries(): Promise<string[]> {
    return (await this.menu.getByRole('listitem').allInnerTexts()).map((text) => text.trim())
  }

  /** A floating sidebar entry (Account Center, Shopping Cart, RFQ List, Order List, Contact, Favourite). */
  entry(name: string): Locator {
    return this.quickAccess.getByRole('button', { name, exact: true }).or(this.quickAccess.getByRole('link', { name, exact: true }))
  }

  /** Violations axe-core finds on the page as it is now, one line each. */
  async axeViolations(): Promise<string[]> {
    const result = await new AxeBuilder({ page: this.page }).withTags(WCAG_TAGS).analyze()
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  }

  /**
   * Issue 16: switches to print media and checks the frame is gone from paper: the header, the footer and the
   * floating sidebar (each seen on screen first), the cookie bar, the back-to-top button and any button at all.
   */
  async expectPrintWithoutFrame() {
    const frame = [this.page.getByRole('banner'), this.page.getByRole('contentinfo'), this.quickAccess]
    for (const part of frame) await expect(part.first()).toBeAttached()
    await this.page.emulateMedia({ media: 'print' })
    const hidden = [...frame, this.page.getByRole('region', { name: 'Cookie consent' }), this.page.getByRole('button')]
    for (const part of hidden) {
      for (const element of await part.all()) await expect(element).toBeHidden()
    }
  }

  async expectNoAxeViolations() {
    expect(await this.axeViolations()).toEqual([])
  }
}
