import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import type { SiteOptions } from './web/ssr.ts'

const webDist = join(mkdtempSync(join(tmpdir(), 'partfront-app-')), 'no-web')

/** The response's Content-Security-Policy as directive → sources. */
async function csp(site: SiteOptions): Promise<Map<string, string[]>> {
  const response = await createApp({ webDist, site }).request('/api/anything')
  const header = response.headers.get('content-security-policy') ?? ''
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/u))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

describe('the Content-Security-Policy', () => {
  it('spec §2 (chat widget): unset, no third-party origin at all', async () => {
    const policy = await csp({ origin: 'https://shop.example.com' })
    expect(policy.get('script-src')?.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1)
    expect([...policy.values()].flat().filter((source) => /^https?:/u.test(source))).toEqual([])
    expect(policy.has('frame-src')).toBe(false)
  })

  it("spec §2 (chat widget): CHAT_WIDGET_URL's origin, and that one only, may serve scripts, be called, show images and frames", async () => {
    const policy = await csp({ origin: 'https://shop.example.com', chatWidgetUrl: 'https://chat.example.com/v2/widget.js?site=7' })
    expect(policy.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=-]+'$/u), 'https://chat.example.com'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://chat.example.com'])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://chat.example.com'])
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://chat.example.com'])
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=-]+'$/u), 'https://chat.example.com'])
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect([...policy.values()].flat().filter((source) => /^https?:/u.test(source) && source !== 'https://chat.example.com')).toEqual([])
  })

  it("issue 28: inline styles only under the response's nonce, the scripts' own: no 'unsafe-inline' in any directive", async () => {
    const policy = await csp({ origin: 'https://shop.example.com' })
    const nonces = policy.get('style-src')?.filter((source) => source.startsWith("'nonce-"))
    expect(policy.get('style-src')).toEqual(["'self'", expect.stringMatching(/^'nonce-[\w+/=-]+'$/u)])
    expect(nonces).toEqual(policy.get('script-src')?.filter((source) => source.startsWith("'nonce-")))
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'")
    expect([...policy.values()].flat().filter((source) => source.startsWith("'unsafe-"))).toEqual([])
  })

  it('issue 28: each response has a nonce of its own', async () => {
    const first = (await csp({ origin: 'https://shop.example.com' })).get('style-src')
    const second = (await csp({ origin: 'https://shop.example.com' })).get('style-src')
    expect(first?.[1]).not.toEqual(second?.[1])
  })
})
