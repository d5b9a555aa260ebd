import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { ProductId } from '../contract/common.ts'
import { COMPARE_FULL_MESSAGE, COMPARE_LIST_KEY } from './compare.rules.ts'
import { compareMachine } from './compare.machine.ts'
import { canCompare, compareIds, compareLink, compareRefusal, isCompared } from './compare.selectors.ts'
import type { CompareEmitted } from './compare.types.ts'

const id = (n: number) => n as ProductId

function start(stored: string | null = null) {
  const actor = createActor(compareMachine, { input: { stored } })
  const emitted: CompareEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { actor, emitted }
}

describe('the compare machine (issue 29)', () => {
  it('starts from the stored list and persists every tick and untick locally', () => {
    const { actor, emitted } = start('[5]')
    expect(compareIds(actor.getSnapshot())).toEqual([5])
    actor.send({ type: 'compare.toggle', id: id(6) })
    actor.send({ type: 'compare.toggle', id: id(5) })
    expect(compareIds(actor.getSnapshot())).toEqual([6])
    expect(isCompared(actor.getSnapshot(), id(6))).toBe(true)
    expect(compareLink(actor.getSnapshot())).toBe('/compare?ids=6')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: COMPARE_LIST_KEY, value: '[5,6]' },
      { type: 'persist', storage: 'local', key: COMPARE_LIST_KEY, value: '[6]' },
    ])
  })

  it('refuses a fifth tick with a warning toast and keeps why; the next change clears it', () => {
    const { actor, emitted } = start('[1,2,3,4]')
    expect(canCompare(actor.getSnapshot(), id(5))).toBe(false)
    actor.send({ type: 'compare.toggle', id: id(5) })
    expect(compareIds(actor.getSnapshot())).toEqual([1, 2, 3, 4])
    expect(compareRefusal(actor.getSnapshot())).toBe(COMPARE_FULL_MESSAGE)
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'warning', message: COMPARE_FULL_MESSAGE } }])
    actor.send({ type: 'compare.remove', id: id(2) })
    expect(compareRefusal(actor.getSnapshot())).toBeNull()
    expect(compareIds(actor.getSnapshot())).toEqual([1, 3, 4])
  })

  it('takes the ids of a shared address, at most four, and clears', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'compare.open', ids: [id(9), id(8), id(9), id(7), id(6), id(5)] })
    expect(compareIds(actor.getSnapshot())).toEqual([9, 8, 7, 6])
    actor.send({ type: 'compare.clear' })
    expect(compareIds(actor.getSnapshot())).toEqual([])
    expect(emitted.map((event) => (event.type === 'persist' ? event.value : event.type))).toEqual(['[9,8,7,6]', '[]'])
  })
})
