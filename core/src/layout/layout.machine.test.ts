import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { LAYOUT } from '../constants.ts'
import type { LayoutEmitted, LayoutInput } from './layout.types.ts'
import { layoutMachine } from './layout.machine.ts'
import { searchBarChange } from './layout.rules.ts'

function start(input: LayoutInput) {
  const actor = createActor(layoutMachine, { input })
  const emitted: LayoutEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const has = (tag: Parameters<ReturnType<typeof actor.getSnapshot>['hasTag']>[0]) => actor.getSnapshot().hasTag(tag)
  return { actor, emitted, has }
}

const BREAKPOINT = LAYOUT.mobileBreakpointPx
const HEADER = LAYOUT.fixedHeaderScrollPx

describe('layoutMachine: scroll', () => {
  it('SHELL-2: at 43 px of scroll the header is not fixed and there is no back-to-top button', () => {
    const { actor, has } = start({ width: 1280 })
    expect(has('headerFixed')).toBe(false)
    actor.send({ type: 'layout.scroll', y: HEADER - 1 })
    expect(has('headerFixed')).toBe(false)
    expect(has('backToTop')).toBe(false)
  })

  it('SHELL-2: at 44 px of scroll the header is fixed and back-to-top shows', () => {
    const { actor, has } = start({ width: 1280 })
    actor.send({ type: 'layout.scroll', y: HEADER })
    expect(has('headerFixed')).toBe(true)
    expect(has('backToTop')).toBe(true)
  })

  it('SHELL-2: scrolling back above 44 px unfixes the header and hides back-to-top', () => {
    const { actor, has } = start({ width: 1280 })
    actor.send({ type: 'layout.scroll', y: 500 })
    actor.send({ type: 'layout.scroll', y: HEADER - 1 })
    expect(has('headerFixed')).toBe(false)
    expect(has('backToTop')).toBe(false)
  })

  it('SHELL-2: a page restored already scrolled starts with the header fixed', () => {
    expect(start({ width: 1280, scrollY: HEADER }).has('headerFixed')).toBe(true)
    expect(start({ width: 1280, scrollY: HEADER - 1 }).has('headerFixed')).toBe(false)
  })
})

describe('layoutMachine: width', () => {
  it('SHELL-4: the first width sets the layout: mobile below 768 px, desktop from 768 px', () => {
    expect(start({ width: BREAKPOINT - 1 }).has('mobile')).toBe(true)
    expect(start({ width: BREAKPOINT }).has('desktop')).toBe(true)
    expect(start({ width: BREAKPOINT }).has('mobile')).toBe(false)
  })

  it('SHELL-4: a width the renderer could not measure gives the desktop layout (ours)', () => {
    expect(start({ width: Number.NaN }).has('desktop')).toBe(true)
  })

  it('SHELL-4: crossing from 767 px to 768 px reloads the page', () => {
    const { actor, emitted, has } = start({ width: BREAKPOINT - 1 })
    actor.send({ type: 'layout.resize', width: BREAKPOINT })
    expect(emitted).toEqual([{ type: 'reload' }])
    expect(has('reloading')).toBe(true)
  })

  it('SHELL-4: crossing from 768 px to 767 px reloads the page', () => {
    const { actor, emitted } = start({ width: BREAKPOINT })
    actor.send({ type: 'layout.resize', width: BREAKPOINT - 1 })
    expect(emitted).toEqual([{ type: 'reload' }])
  })

  it('SHELL-4: a resize that stays on the same side of 768 px does nothing', () => {
    const mobile = start({ width: 375 })
    for (const width of [320, 767, 500]) mobile.actor.send({ type: 'layout.resize', width })
    expect(mobile.emitted).toEqual([])
    const desktop = start({ width: 1280 })
    for (const width of [768, 1920, 1200]) desktop.actor.send({ type: 'layout.resize', width })
    expect(desktop.emitted).toEqual([])
    expect(desktop.has('reloading')).toBe(false)
  })

  it('SHELL-4: dragging across the boundary asks for one reload, not one per resize event', () => {
    const { actor, emitted } = start({ width: 1280 })
    for (const width of [800, 767, 700, 767, 900, 600]) actor.send({ type: 'layout.resize', width })
    expect(emitted).toEqual([{ type: 'reload' }])
  })

  it('SHELL-4: sizes that are not widths are ignored', () => {
    const { actor, emitted } = start({ width: 1280 })
    for (const width of [Number.NaN, -1, Number.POSITIVE_INFINITY, '500' as unknown as number]) {
      actor.send({ type: 'layout.resize', width })
    }
    expect(emitted).toEqual([])
  })
})

describe('layoutMachine: the mobile search bar', () => {
  it('SHELL-3: searchBarChange: shown within the header height, hidden scrolling down past it, shown scrolling up', () => {
    expect(searchBarChange(0, HEADER - 1)).toBe('show')
    expect(searchBarChange(HEADER - 1, HEADER)).toBe('hide')
    expect(searchBarChange(300, 200)).toBe('show')
    expect(searchBarChange(200, 200)).toBe('keep')
  })

  it('SHELL-3: the search bar hides on scroll down and shows on scroll up', () => {
    const { actor, has } = start({ width: 375 })
    expect(has('searchBarHidden')).toBe(false)
    actor.send({ type: 'layout.scroll', y: 20 })
    expect(has('searchBarHidden')).toBe(false)
    actor.send({ type: 'layout.scroll', y: 120 })
    expect(has('searchBarHidden')).toBe(true)
    actor.send({ type: 'layout.scroll', y: 400 })
    actor.send({ type: 'layout.scroll', y: 400 })
    expect(has('searchBarHidden')).toBe(true)
    actor.send({ type: 'layout.scroll', y: 390 })
    expect(has('searchBarHidden')).toBe(false)
    actor.send({ type: 'layout.scroll', y: 600 })
    expect(has('searchBarHidden')).toBe(true)
    actor.send({ type: 'layout.scroll', y: 0 })
    expect(has('searchBarHidden')).toBe(false)
  })

  it('SHELL-3: the direction counts from a restored scroll position; offsets that are not numbers are ignored', () => {
    const { actor, has } = start({ width: 375, scrollY: 500 })
    actor.send({ type: 'layout.scroll', y: 450 })
    expect(has('searchBarHidden')).toBe(false)
    actor.send({ type: 'layout.scroll', y: Number.NaN })
    actor.send({ type: 'layout.scroll', y: 460 })
    expect(has('searchBarHidden')).toBe(true)
  })
})
