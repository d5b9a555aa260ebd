import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import { assertEventType, setupMachine } from './machine-setup.ts'

describe('setupMachine: xstate’s setup for a page chunk', () => {
  const config = {
    context: { n: 0 },
    initial: 'idle',
    states: { idle: { on: { go: { guard: 'allowed', actions: 'add', target: 'done' } } }, done: {} },
  } as const

  it('runs a machine as setup(...).createMachine does: guards, actions, context', () => {
    const machines = [setup, setupMachine].map((make) =>
      make({
        types: { context: {} as { n: number }, events: {} as { type: 'go' } },
        guards: { allowed: () => true },
        actions: { add: assign({ n: ({ context }) => context.n + 1 }) },
      }).createMachine(config),
    )
    for (const machine of machines) {
      const actor = createActor(machine).start()
      actor.send({ type: 'go' })
      expect([actor.getSnapshot().value, actor.getSnapshot().context]).toEqual(['done', { n: 1 }])
    }
  })

  it('assertEventType narrows to the types given, and throws on another', () => {
    const event = { type: 'bom.map', column: 1 } as { type: 'bom.map'; column: number } | { type: 'bom.reset' }
    assertEventType(event, ['bom.map', 'bom.reset'])
    expect(() => assertEventType(event, 'bom.reset')).toThrow('Expected event "bom.reset", got "bom.map"')
  })
})
