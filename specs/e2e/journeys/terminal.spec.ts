import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CART_ADDED_MESSAGE } from '@partfront/core/cart'
import { expect, test } from '../support/journey-test.ts'
import { CartPage } from '../pages/cart.page.ts'
import { registerMember, signInBrowser } from '../pages/member-session.ts'

/**
 * Issue 27: the terminal storefront (`partfront`, what `npm run shop` runs) driven in a real pseudo-terminal,
 * tmux (`send-keys`, `capture-pane`), against `npm start`: search LM358, open LM358D, set 100 and see the 100+
 * break marked; add to cart, which asks a visitor to sign in; sign in and add; then the same row in the web
 * cart (Chromium). Ink draws no live frames when `CI` is set, so the child runs without it.
 */

const repo = fileURLToPath(new URL('../../..', import.meta.url))

/** A tmux session running the terminal app; what it shows, and keys sent to it. */
class TerminalSession {
  private constructor(
    readonly name: string,
    private readonly folder: string,
  ) {}

  /** A tmux server of the journey's own (its own socket), so no other tmux user's sessions are touched. */
  static start(api: string): TerminalSession {
    const folder = mkdtempSync(join(tmpdir(), 'partfront-tmux-'))
    const name = `partfront-journey-${process.pid}-${Date.now()}`
    const command = `cd ${JSON.stringify(repo)} && env -u CI XDG_CONFIG_HOME=${JSON.stringify(join(folder, 'config'))} node terminal/bin/partfront.js --api ${api}; sleep 600`
    execFileSync('tmux', ['-L', name, 'new-session', '-d', '-s', name, '-x', '140', '-y', '45', command])
    return new TerminalSession(name, folder)
  }

  private tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.name, ...args], { encoding: 'utf8' })
  }

  screen(): string {
    return this.tmux('capture-pane', '-p', '-t', this.name)
  }

  /** Sends keys one at a time (tmux names: `Enter`, `Escape`, `Down`, `BSpace`, `Tab`; text as typed). */
  async keys(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.tmux('send-keys', '-t', this.name, ...(key.length > 1 && /^[A-Z][A-Za-z]+$/u.test(key) ? [key] : ['-l', key]))
      await new Promise((wait) => setTimeout(wait, 60))
    }
  }

  /** Waits until the screen shows `text`. */
  async see(text: string | RegExp, timeout = 20_000): Promise<string> {
    await expect
      .poll(() => this.screen(), { timeout, message: `the terminal should show ${String(text)}` })
      .toMatch(typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'u') : text)
    return this.screen()
  }

  stop(): void {
    spawnSync('tmux', ['-L', this.name, 'kill-server'])
    rmSync(this.folder, { recursive: true, force: true })
  }
}

test.describe('the terminal storefront', () => {
  test('search LM358, LM358D at 100 on its 100+ break, sign in, add to cart, and the same row in the web cart', async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000)
    if (baseURL === undefined) throw new Error('no baseURL')
    const member = await registerMember(request, 'terminal')
    const terminal = TerminalSession.start(baseURL)
    try {
      await terminal.see('TRENDING NOW', 60_000)
      await terminal.keys('LM358', 'Enter')
      await terminal.see('Results for “LM358”')
      await terminal.see(/› LM358/u)
      // Down to LM358D's row, then open it
      for (let step = 0; step < 20 && !/› LM358D\s/u.test(terminal.screen()); step += 1) await terminal.keys('Down')
      await terminal.see(/› LM358D\s/u)
      await terminal.keys('Enter')
      await terminal.see('Price (USD)')
      await terminal.keys('n', 'BSpace', 'BSpace', 'BSpace', 'BSpace', 'BSpace', '100', 'Enter')
      let screen = await terminal.see('Quantity 100 ')
      expect(screen).toMatch(/▶\s+100\+/u)
      expect(screen).not.toMatch(/▶\s+(1|10|1,000)\+/u)

      // A visitor's add to cart asks to sign in, and comes back to the part
      await terminal.keys('a')
      await terminal.see('Remember me')
      await terminal.keys(member.email, 'Tab', 'correct horse battery', 'Enter')
      await terminal.see(member.email)
      await terminal.see('Price (USD)')
      await terminal.keys('n', 'BSpace', 'BSpace', 'BSpace', 'BSpace', 'BSpace', '100', 'Enter')
      await terminal.see('Quantity 100 ')
      await terminal.keys('a')
      screen = await terminal.see(CART_ADDED_MESSAGE)
      expect(screen).toMatch(/Cart\s+1\s/u)

      // The same row in the web cart
      await signInBrowser(context, baseURL, member)
      const cart = new CartPage(page)
      await cart.open()
      await expect(cart.row('LM358D')).toHaveCount(1)
      await expect(page.getByRole('spinbutton', { name: 'Quantity of LM358D' })).toHaveValue('100')
    } finally {
      terminal.stop()
    }
  })
})
