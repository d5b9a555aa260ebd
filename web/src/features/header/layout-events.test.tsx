import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { createActor } from 'xstate'
import { layoutMachine, type LayoutEvent } from '@partfront/core/layout'
import type { Storefront } from '@partfront/core/storefront'
import { mockApi } from '../../app/api-mocks.testing.ts'
import { renderApp } from '../../app/render-app.testing.tsx'

mockApi()

/**
 * The layout events `LayoutEvents` sends from now on, kept from the storefront: a reload request would reach
 * the browser's `location.reload()` and reload the test page. A twin of the layout machine, started as the
 * storefront's was, judges them instead (the machine's own reload rules are core's tests).
 */
function captureLayout(storefront: Storefront, width: number) {
  const twin = createActor(layoutMachine, { input: { width } })
  const reloads: unknown[] = []
  twin.on('reload', (event) => reloads.push(event))
  twin.start()
  const sent: LayoutEvent[] = []
  const send = storefront.send
  ;(storefront as { send: Storefront['send'] }).send = (event) => {
    const type = (event as { type?: unknown }).type
    if (type !== 'layout.resize' && type !== 'layout.scroll') return send(event)
    sent.push(event as LayoutEvent)
    twin.send(event as LayoutEvent)
    return true
  }
  return { sent, reloads }
}

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

describe('LayoutEvents', () => {
  beforeEach(async () => {
    await page.viewport(800, 700)
  })
  afterEach(async () => {
    await page.viewport(1280, 800)
  })

  it('SHELL-4: a resize from 800 to 900 px sends the width and asks no reload', async () => {
    const { storefront } = await renderApp('/')
    const { sent, reloads } = captureLayout(storefront, 800)
    await page.viewport(900, 700)
    await expect.poll(() => sent.filter((event) => event.type === 'layout.resize').at(-1)).toEqual({ type: 'layout.resize', width: 900 })
    expect(reloads).toEqual([])
    expect(storefront.actors.layout.getSnapshot().hasTag('reloading')).toBe(false)
  })

  it('SHELL-4: a resize across 768 px (800 → 700) sends the width that makes the layout ask for a reload', async () => {
    const { storefront } = await renderApp('/')
    expect(storefront.actors.layout.getSnapshot().hasTag('desktop')).toBe(true)
    const { sent, reloads } = captureLayout(storefront, 800)
    await page.viewport(700, 700)
    await expect.poll(() => reloads).toEqual([{ type: 'reload' }])
    expect(sent.filter((event) => event.type === 'layout.resize').at(-1)).toEqual({ type: 'layout.resize', width: 700 })
  })

  it('SHELL-2: the scroll offset goes to the layout machine at most once a frame', async () => {
    const spacer = document.createElement('div')
    spacer.style.height = '4000px'
    document.body.append(spacer)
    try {
      const { storefront } = await renderApp('/')
      const { sent } = captureLayout(storefront, 800)
      for (const y of [10, 20, 30, 120]) window.scrollTo(0, y)
      await nextFrames()
      await expect.poll(() => sent.filter((event) => event.type === 'layout.scroll')).toEqual([{ type: 'layout.scroll', y: 120 }])
    } finally {
      spacer.remove()
      window.scrollTo(0, 0)
    }
  })
})
