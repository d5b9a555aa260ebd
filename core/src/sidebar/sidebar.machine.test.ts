import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { sidebarMachine } from './sidebar.machine.ts'
import { drawerAction, drawerEmpty, drawerHeaderText, drawerWidth, openDrawer } from './sidebar.selectors.ts'
import { SIDEBAR_ENTRIES } from './sidebar.rules.ts'
import type { SidebarEmitted } from './sidebar.types.ts'

function start(stored: string | null = null) {
  const actor = createActor(sidebarMachine, { input: { stored } })
  const emitted: SidebarEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

describe('sidebarMachine', () => {
  it('SIDE-1: six entries: Account Center, Shopping Cart, RFQ List, Order List, Contact, Favourite', () => {
    expect(SIDEBAR_ENTRIES.map((entry) => entry.label)).toEqual([
      'Account Center',
      'Shopping Cart',
      'RFQ List',
      'Order List',
      'Contact',
      'Favourite',
    ])
  })

  it('SIDE-1: Account Center, Order List and Contact navigate; the drawer stays as it was', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'account' })
    actor.send({ type: 'sidebar.select', entry: 'order' })
    actor.send({ type: 'sidebar.select', entry: 'contact' })
    expect(emitted).toEqual([
      { type: 'navigate', to: '/member/information' },
      { type: 'navigate', to: '/member/order' },
      { type: 'navigate', to: '/contactus' },
    ])
    expect(openDrawer(actor.getSnapshot())).toBeNull()
  })

  it('SIDE-1: RFQ List and Favourite open the 270 px drawer on their list, saved as sidebarParams', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'rfq' })
    expect(openDrawer(actor.getSnapshot())).toBe('rfq')
    expect(drawerWidth()).toBe(270)
    actor.send({ type: 'sidebar.select', entry: 'favourite' })
    expect(openDrawer(actor.getSnapshot())).toBe('favourite')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'sidebarParams', value: 'rfq' },
      { type: 'persist', storage: 'local', key: 'sidebarParams', value: 'favourite' },
    ])
  })

  it('CART-5: SIDE-1: Shopping Cart opens the drawer and asks the cart to load', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'cart' })
    expect(openDrawer(actor.getSnapshot())).toBe('cart')
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'sidebarParams', value: 'cart' }, { type: 'cart.load' }])
  })

  it('SIDE-2: clicking the active entry while the drawer is open does nothing', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'cart' })
    emitted.length = 0
    actor.send({ type: 'sidebar.select', entry: 'cart' })
    actor.send({ type: 'sidebar.open', list: 'cart' })
    expect(emitted).toEqual([])
    expect(openDrawer(actor.getSnapshot())).toBe('cart')
  })

  it('SIDE-2: after closing, the same entry opens the drawer again', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'rfq' })
    actor.send({ type: 'sidebar.close' })
    expect(openDrawer(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'sidebar.select', entry: 'rfq' })
    expect(openDrawer(actor.getSnapshot())).toBe('rfq')
    expect(emitted).toHaveLength(2)
  })

  it('RFQ-2: sidebar.open from the RFQ list opens the drawer on RFQ List', () => {
    const { actor } = start()
    actor.send({ type: 'sidebar.open', list: 'rfq' })
    expect(openDrawer(actor.getSnapshot())).toBe('rfq')
  })

  it('SIDE-3: the header reads "{name} ( {n} Items )"; an empty list shows "no data"', () => {
    const { actor } = start()
    expect(drawerHeaderText(actor.getSnapshot(), 3)).toBeNull()
    actor.send({ type: 'sidebar.select', entry: 'cart' })
    expect(drawerHeaderText(actor.getSnapshot(), 3)).toBe('Shopping Cart ( 3 Items )')
    expect(drawerEmpty(actor.getSnapshot(), 3)).toBeNull()
    expect(drawerEmpty(actor.getSnapshot(), 0)).toBe('no data')
    actor.send({ type: 'sidebar.select', entry: 'rfq' })
    expect(drawerHeaderText(actor.getSnapshot(), 0)).toBe('RFQ List ( 0 Items )')
  })

  it('SIDE-4: the cart drawer has Check → /cart, the RFQ drawer Submit → /cart/reserve; the button navigates and closes', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'sidebar.select', entry: 'cart' })
    expect(drawerAction(actor.getSnapshot())).toEqual({ label: 'Check', to: '/cart' })
    actor.send({ type: 'sidebar.select', entry: 'rfq' })
    expect(drawerAction(actor.getSnapshot())).toEqual({ label: 'Submit', to: '/cart/reserve' })
    emitted.length = 0
    actor.send({ type: 'sidebar.proceed' })
    expect(emitted).toEqual([{ type: 'navigate', to: '/cart/reserve' }])
    expect(openDrawer(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'sidebar.select', entry: 'favourite' })
    expect(drawerAction(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().can({ type: 'sidebar.proceed' })).toBe(false)
  })

  it('SIDE-1: the stored list is remembered; the drawer starts closed; unknown values are ignored', () => {
    const { actor } = start('favourite')
    expect(openDrawer(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.active).toBe('favourite')
    expect(start('nonsense').actor.getSnapshot().context.active).toBeNull()
  })
})
