import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { RELOAD_GUARD_MS } from '../constants.ts'
import { mayReload, parseReloadRecords, recordReload, serializeReloadRecords } from './reload-guard.rules.ts'
import type { ReloadGuardEmitted } from './reload-guard.types.ts'
import { reloadGuardMachine } from './reload-guard.machine.ts'

const EPOCH = 1_700_000_000_000

function start(clock: SimulatedClock, stored: string | null = null) {
  const actor = createActor(reloadGuardMachine, { clock, input: { clock, stored } })
  const emitted: ReloadGuardEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const loads = () => emitted.filter((event) => event.type === 'assign').map((event) => event.to)
  const fail = (path: string) => actor.send({ type: 'chunk.failed', path })
  return { actor, emitted, loads, fail }
}

function epochClock(): SimulatedClock {
  const clock = new SimulatedClock()
  clock.set(EPOCH)
  return clock
}

describe('reloadGuardMachine', () => {
  it('ROUTE-9: a failed page chunk stores the reload in session storage, then loads the path anew', () => {
    const clock = epochClock()
    const { emitted, fail } = start(clock)
    fail('/product/lm358dr-12345')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'session', key: 'chunkReloads', value: JSON.stringify([{ path: '/product/lm358dr-12345', at: EPOCH }]) },
      { type: 'assign', to: '/product/lm358dr-12345' },
    ])
  })

  it('ROUTE-9: a second failure of the same path at 9,999 ms does not reload; at 10,000 ms it does', () => {
    const clock = epochClock()
    const { actor, loads, fail } = start(clock)
    fail('/bom')
    clock.increment(RELOAD_GUARD_MS - 1)
    expect(actor.getSnapshot().can({ type: 'chunk.failed', path: '/bom' })).toBe(false)
    fail('/bom')
    expect(loads()).toEqual(['/bom'])
    clock.increment(1)
    expect(actor.getSnapshot().can({ type: 'chunk.failed', path: '/bom' })).toBe(true)
    fail('/bom')
    expect(loads()).toEqual(['/bom', '/bom'])
  })

  it('ROUTE-9: different paths are guarded independently', () => {
    const clock = epochClock()
    const { loads, fail } = start(clock)
    fail('/bom')
    clock.increment(1)
    fail('/quote')
    fail('/bom')
    fail('/quote')
    expect(loads()).toEqual(['/bom', '/quote'])
  })

  it('ROUTE-9: the memory survives the reload: the restarted app holds the same path back until 10 s have passed', () => {
    const clock = epochClock()
    const before = start(clock)
    before.fail('/news/list_1')
    const persisted = before.emitted.find((event) => event.type === 'persist')
    before.actor.stop()

    clock.increment(RELOAD_GUARD_MS - 1)
    const after = start(clock, persisted?.value ?? null)
    after.fail('/news/list_1')
    expect(after.loads()).toEqual([])
    clock.increment(1)
    after.fail('/news/list_1')
    expect(after.loads()).toEqual(['/news/list_1'])
  })

  it('ROUTE-9: unreadable stored records hold nothing back', () => {
    for (const stored of ['', 'nope', '{}', '[{"path":1}]']) {
      const { loads, fail } = start(epochClock(), stored)
      fail('/bom')
      expect(loads()).toEqual(['/bom'])
    }
  })

  it('ROUTE-9: a path that is not on this site is never loaded (ours)', () => {
    const { emitted, fail } = start(epochClock())
    for (const path of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) fail(path)
    expect(emitted).toEqual([])
  })

  it('ROUTE-9: a record from a clock that was set back does not hold a reload back (ours)', () => {
    const clock = epochClock()
    const stored = serializeReloadRecords([{ path: '/bom', at: EPOCH + 60_000 }])
    const { loads, fail } = start(clock, stored)
    fail('/bom')
    expect(loads()).toEqual(['/bom'])
  })
})

describe('reload guard rules', () => {
  const path = fc.constantFrom('/a', '/b', '/c')
  const records = fc.array(fc.record({ path, at: fc.integer({ min: 0, max: 100_000 }) })).map((list) =>
    parseReloadRecords(JSON.stringify(list)),
  )

  test.prop([records, path, fc.integer({ min: 0, max: 100_000 })])(
    'ROUTE-9: right after a reload the same path is held back for exactly 10 s, and other paths are unaffected',
    (before, reloaded, now) => {
      const after = recordReload(before, reloaded, now)
      expect(mayReload(after, reloaded, now + RELOAD_GUARD_MS - 1)).toBe(false)
      expect(mayReload(after, reloaded, now + RELOAD_GUARD_MS)).toBe(true)
      for (const other of ['/a', '/b', '/c'].filter((candidate) => candidate !== reloaded)) {
        expect(mayReload(after, other, now)).toBe(mayReload(before, other, now))
      }
      expect(parseReloadRecords(serializeReloadRecords(after))).toEqual(after)
    },
  )
})
