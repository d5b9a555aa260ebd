import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createLazyApiCaller } from '@partfront/core/client'
import {
  createManualClock,
  createMemoryCookies,
  createMemoryLogger,
  createMemoryNavigation,
  createMemoryStorage,
  type HttpPort,
} from '@partfront/core/ports'
import { createDeferredStorefront, createStorefront, type DeferredStorefront } from '@partfront/core/storefront'
import { useEffect } from 'react'
import { ReadyMark } from './ready-mark.tsx'
import { StorefrontProvider, useRunningStorefront, useStorefrontSelector } from './storefront.tsx'

/**
 * The hooks the components draw the storefront with while its machines load after the first paint (issue 13):
 * the "before" value until they run, the machines' afterwards, and a re-render only when the selection changes.
 * The storefront is core's, over in-memory ports; no call reaches the network (none is made here).
 */

const offline: HttpPort = { send: () => Promise.reject(new Error('offline in this test')) }

function deferredStorefront(): DeferredStorefront {
  const logger = createMemoryLogger()
  const config = { baseUrl: '', webDomain: 'https://www.partfront.test' }
  return createDeferredStorefront({
    call: createLazyApiCaller({ http: offline, config, session: { token: () => '', referrer: () => null }, logger }),
    load: () =>
      Promise.resolve(
        createStorefront({
          http: offline,
          cookies: createMemoryCookies(),
          storage: createMemoryStorage(),
          sessionStore: createMemoryStorage(),
          clock: createManualClock(0),
          navigation: createMemoryNavigation('/'),
          logger,
          config: { ...config, trending: [] },
        }),
      ),
  })
}

describe('useStorefrontSelector and useRunningStorefront', () => {
  it('draws the before value until the machines run, then what the selector reads, re-rendering only when the selection changes', async () => {
    const storefront = deferredStorefront()
    const renders: string[] = []
    function HeaderState() {
      // A new object at each read, the same when `compare` says so: only a changed selection re-renders.
      const header = useStorefrontSelector(
        'layout',
        (snapshot): { readonly fixed: boolean | null } => ({ fixed: snapshot.hasTag('headerFixed') }),
        { fixed: null },
        (a, b) => a.fixed === b.fixed,
      )
      const running = useRunningStorefront() !== undefined
      const shown = `${String(header.fixed)} ${running ? 'running' : 'loading'}`
      renders.push(shown)
      return <p data-testid="state">{shown}</p>
    }
    const screen = await render(
      <StorefrontProvider storefront={storefront}>
        <HeaderState />
      </StorefrontProvider>,
    )
    await expect.element(screen.getByTestId('state')).toHaveTextContent('null loading')

    // Sent before the machines run: delivered once they start.
    storefront.send({ type: 'layout.scroll', y: 100 })
    await storefront.start()
    await expect.element(screen.getByTestId('state')).toHaveTextContent('true running')

    // A new layout snapshot with the same selection (still past 44 px): no render.
    const before = renders.length
    storefront.send({ type: 'layout.scroll', y: 300 })
    storefront.send({ type: 'layout.scroll', y: 500 })
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(renders.length).toBe(before)

    storefront.send({ type: 'layout.scroll', y: 0 })
    await expect.element(screen.getByTestId('state')).toHaveTextContent('false running')
    storefront.stop()
  })
})

describe('ReadyMark', () => {
  it('issue 25: marks <html data-ready> only once the storefront runs, after the effects of the components its start re-rendered', async () => {
    document.documentElement.removeAttribute('data-ready')
    const storefront = deferredStorefront()
    const seen: string[] = []
    function Subscriber() {
      const running = useRunningStorefront() !== undefined
      useEffect(() => {
        seen.push(`${running ? 'running' : 'loading'}, marked ${String(document.documentElement.hasAttribute('data-ready'))}`)
      }, [running])
      return null
    }
    await render(
      <StorefrontProvider storefront={storefront}>
        <Subscriber />
        <ReadyMark />
      </StorefrontProvider>,
    )
    // Rendered (hydrated) but not started: no mark.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.documentElement.hasAttribute('data-ready')).toBe(false)

    await storefront.start()
    await expect.poll(() => document.documentElement.hasAttribute('data-ready')).toBe(true)
    // The subscriber's effect for the running machines ran before the mark was set.
    expect(seen).toEqual(['loading, marked false', 'running, marked false'])
    storefront.stop()
    document.documentElement.removeAttribute('data-ready')
  })
})
