import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { RELOAD_GUARD_MS } from '../constants.ts'
import { chunkFailureDecision } from './reload-guard.rules.ts'
import { reloadGuardMachine } from './reload-guard.machine.ts'

/** ROUTE-9 for the storefront's own chunk, which fails before the reload guard's machine can run. */

const EPOCH = 1_700_000_000_000

describe('chunkFailureDecision', () => {
  it('ROUTE-9: the first failure of a path reloads it, keeping the record to store before the reload', () => {
    expect(chunkFailureDecision(null, '/so?keyWord=LM358', EPOCH)).toEqual({
      reload: true,
      to: '/so?keyWord=LM358',
      stored: JSON.stringify([{ path: '/so?keyWord=LM358', at: EPOCH }]),
    })
  })

  it('ROUTE-9: a second failure of the same path at 9,999 ms does not reload; at 10,000 ms it does', () => {
    const first = chunkFailureDecision(null, '/bom', EPOCH)
    if (!first.reload) throw new Error('the first failure reloads')
    expect(chunkFailureDecision(first.stored, '/bom', EPOCH + RELOAD_GUARD_MS - 1)).toEqual({ reload: false })
    expect(chunkFailureDecision(first.stored, '/bom', EPOCH + RELOAD_GUARD_MS)).toMatchObject({ reload: true, to: '/bom' })
    // Another path is not held back by it.
    expect(chunkFailureDecision(first.stored, '/', EPOCH + 1)).toMatchObject({ reload: true, to: '/' })
  })

  it('ROUTE-9: never reloads to a place off the site', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
      expect(chunkFailureDecision(null, path, EPOCH)).toEqual({ reload: false })
    }
  })

  test.prop([
    fc.array(fc.record({ path: fc.constantFrom('/', '/bom', '/so?keyWord=A'), at: fc.integer({ min: EPOCH - 20_000, max: EPOCH + 20_000 }) }), { maxLength: 4 }),
    fc.constantFrom('/', '/bom', '/so?keyWord=A'),
    fc.integer({ min: 0, max: 30_000 }),
  ])('ROUTE-9: decides as the reload guard machine does, from the same stored records', (records, path, later) => {
    const stored = JSON.stringify(records)
    const clock = new SimulatedClock()
    clock.set(EPOCH + later)
    const actor = createActor(reloadGuardMachine, { clock, input: { clock, stored } })
    const emitted: unknown[] = []
    actor.on('*', (event) => emitted.push(event))
    actor.start()
    actor.send({ type: 'chunk.failed', path })
    const decision = chunkFailureDecision(stored, path, EPOCH + later)
    expect(decision.reload ? [{ type: 'persist', storage: 'session', key: 'chunkReloads', value: decision.stored }, { type: 'assign', to: decision.to }] : []).toEqual(emitted)
  })
})
