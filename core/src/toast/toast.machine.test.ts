import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, type Actor } from 'xstate'
import { TOAST } from '../constants.ts'
import type { ToastRequest, ToastType } from '../effects/effects.types.ts'
import { toastMachine } from './toast.machine.ts'
import { currentToast, queuedCount } from './toast.selectors.ts'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock })
  actor.start()
  return { clock, actor, show: (toast: ToastRequest) => actor.send({ type: 'toast.show', toast }) }
}

const shown = (actor: Actor<typeof toastMachine>) => currentToast(actor.getSnapshot())?.message ?? null

describe('toastMachine', () => {
  it('SHELL-7: a toast shows at once and stays 3000 ms: still shown at 2999 ms, gone at 3000 ms', () => {
    const { clock, actor, show } = start()
    show({ type: 'success', message: 'Deleted successfully' })
    expect(currentToast(actor.getSnapshot())).toEqual({ id: 1, type: 'success', message: 'Deleted successfully' })
    expect(actor.getSnapshot().hasTag('visible')).toBe(true)
    clock.increment(TOAST.durationMs - 1)
    expect(shown(actor)).toBe('Deleted successfully')
    clock.increment(1)
    expect(shown(actor)).toBeNull()
    expect(actor.getSnapshot().hasTag('visible')).toBe(false)
  })

  it('SHELL-7: the four types success, error, warning and info all show', () => {
    for (const type of ['success', 'error', 'warning', 'info'] as const) {
      const { actor, show } = start()
      show({ type, message: `a ${type}` })
      expect(currentToast(actor.getSnapshot())?.type).toBe(type)
    }
  })

  it('SHELL-7: a second toast waits until the first has shown for 3000 ms, then shows for its own 3000 ms', () => {
    const { clock, actor, show } = start()
    show({ type: 'info', message: 'first' })
    clock.increment(1000)
    show({ type: 'error', message: 'second' })
    expect(shown(actor)).toBe('first')
    expect(queuedCount(actor.getSnapshot())).toBe(1)
    clock.increment(1999)
    expect(shown(actor)).toBe('first')
    clock.increment(1)
    expect(shown(actor)).toBe('second')
    expect(queuedCount(actor.getSnapshot())).toBe(0)
    clock.increment(2999)
    expect(shown(actor)).toBe('second')
    clock.increment(1)
    expect(shown(actor)).toBeNull()
  })

  it('SHELL-7: at most one toast is shown at once; the others wait in the order they came', () => {
    const { clock, actor, show } = start()
    for (const message of ['a', 'b', 'c']) show({ type: 'info', message })
    expect(TOAST.maxVisible).toBe(1)
    const seen: string[] = []
    for (let step = 0; step < 3; step++) {
      seen.push(shown(actor) ?? '')
      clock.increment(TOAST.durationMs)
    }
    expect(seen).toEqual(['a', 'b', 'c'])
    expect(shown(actor)).toBeNull()
  })

  it('SHELL-7: toast.dismiss closes the shown toast early and the next shows for its full 3000 ms', () => {
    const { clock, actor, show } = start()
    show({ type: 'warning', message: 'first' })
    show({ type: 'info', message: 'second' })
    clock.increment(500)
    actor.send({ type: 'toast.dismiss' })
    expect(shown(actor)).toBe('second')
    clock.increment(2999)
    expect(shown(actor)).toBe('second')
    clock.increment(1)
    expect(shown(actor)).toBeNull()
  })

  it('SHELL-7: dismissing the last toast leaves none shown; dismissing with nothing shown does nothing', () => {
    const { actor, show } = start()
    actor.send({ type: 'toast.dismiss' })
    expect(shown(actor)).toBeNull()
    show({ type: 'info', message: 'only' })
    actor.send({ type: 'toast.dismiss' })
    expect(shown(actor)).toBeNull()
    expect(actor.getSnapshot().can({ type: 'toast.dismiss' })).toBe(false)
  })

  it('SHELL-7: a dismissal naming a toast that has already gone does not close the next one (ours)', () => {
    const { clock, actor, show } = start()
    show({ type: 'info', message: 'first' })
    show({ type: 'info', message: 'second' })
    const firstId = currentToast(actor.getSnapshot())?.id
    clock.increment(TOAST.durationMs)
    actor.send({ type: 'toast.dismiss', ...(firstId === undefined ? {} : { id: firstId }) })
    expect(shown(actor)).toBe('second')
    actor.send({ type: 'toast.dismiss', id: currentToast(actor.getSnapshot())?.id ?? -1 })
    expect(shown(actor)).toBeNull()
  })

  it('SHELL-7: a toast identical to one shown or waiting is not shown twice (ours)', () => {
    const { clock, actor, show } = start()
    const warning = { type: 'warning', message: 'Please enter the Keyword.' } as const
    show(warning)
    show(warning)
    show({ type: 'info', message: 'other' })
    show({ type: 'info', message: 'other' })
    show({ type: 'error', message: 'Please enter the Keyword.' })
    expect(queuedCount(actor.getSnapshot())).toBe(2)
    clock.increment(TOAST.durationMs)
    expect(shown(actor)).toBe('other')
    show(warning)
    expect(queuedCount(actor.getSnapshot())).toBe(2)
  })

  it(`SHELL-7: at most ${TOAST.maxQueued} toasts wait; a newer one drops the oldest waiting (ours)`, () => {
    const { clock, actor, show } = start()
    for (const message of ['shown', 'w1', 'w2', 'w3', 'w4']) show({ type: 'info', message })
    expect(queuedCount(actor.getSnapshot())).toBe(TOAST.maxQueued)
    const seen: (string | null)[] = []
    for (let step = 0; step < 5; step++) {
      seen.push(shown(actor))
      clock.increment(TOAST.durationMs)
    }
    expect(seen).toEqual(['shown', 'w2', 'w3', 'w4', null])
  })

  it('SHELL-7: a request that is not a toast (unknown type, blank message) is ignored', () => {
    const { actor } = start()
    actor.send({ type: 'toast.show', toast: { type: 'fatal' as ToastType, message: 'x' } })
    actor.send({ type: 'toast.show', toast: { type: 'info', message: '  ' } })
    actor.send({ type: 'toast.show', toast: null as unknown as ToastRequest })
    expect(shown(actor)).toBeNull()
    expect(actor.getSnapshot().status).toBe('active')
  })
})

// ---------------------------------------------------------------------------------------------------------
// Model-based: random shows, dismissals and clock steps against a plain queue.

interface ModelToast {
  readonly id: number
  readonly type: ToastType
  readonly message: string
  readonly shownAt: number
}

interface Model {
  now: number
  nextId: number
  current: ModelToast | null
  queue: ModelToast[]
}

interface Real {
  clock: SimulatedClock
  actor: Actor<typeof toastMachine>
  /** Every toast that has been shown, in order, with when it appeared and went. */
  shown: { id: number; from: number; to: number | null }[]
  dismissed: Set<number>
}

function promote(model: Model, at: number): void {
  const next = model.queue.shift()
  model.current = next === undefined ? null : { ...next, shownAt: at }
}

function advanceModel(model: Model, ms: number): void {
  const end = model.now + ms
  while (model.current !== null && model.current.shownAt + TOAST.durationMs <= end) {
    promote(model, model.current.shownAt + TOAST.durationMs)
  }
  model.now = end
}

/** Steps the simulated clock a millisecond at a time so that each timer fires at its own instant. */
function tick(clock: SimulatedClock, ms: number): void {
  for (let step = 0; step < ms; step++) clock.increment(1)
}

function check(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot()
  const current = currentToast(snapshot)
  expect(current === null ? null : { id: current.id, message: current.message, type: current.type }).toEqual(
    model.current === null ? null : { id: model.current.id, message: model.current.message, type: model.current.type },
  )
  expect(queuedCount(snapshot)).toBe(model.queue.length)
  expect(snapshot.context.queue.map((toast) => toast.id)).toEqual(model.queue.map((toast) => toast.id))
  expect(snapshot.hasTag('visible')).toBe(current !== null)
  // At most one shown, FIFO (ids are given in arrival order), each for 3000 ms unless dismissed.
  const ids = real.shown.map((entry) => entry.id)
  expect([...ids].sort((a, b) => a - b)).toEqual(ids)
  expect(new Set(ids).size).toBe(ids.length)
  expect(real.shown.filter((entry) => entry.to === null).length).toBeLessThanOrEqual(TOAST.maxVisible)
  for (const entry of real.shown) {
    if (entry.to === null) continue
    const duration = entry.to - entry.from
    if (real.dismissed.has(entry.id)) expect(duration).toBeLessThanOrEqual(TOAST.durationMs)
    else expect(duration).toBe(TOAST.durationMs)
  }
}

class Show implements fc.Command<Model, Real> {
  constructor(readonly toast: ToastRequest) {}
  check = () => true
  run(model: Model, real: Real): void {
    const all = model.current === null ? model.queue : [model.current, ...model.queue]
    if (!all.some((toast) => toast.type === this.toast.type && toast.message === this.toast.message)) {
      model.queue.push({ id: model.nextId++, ...this.toast, shownAt: -1 })
      if (model.queue.length > TOAST.maxQueued) model.queue.shift()
      if (model.current === null) promote(model, model.now)
    }
    real.actor.send({ type: 'toast.show', toast: this.toast })
    check(model, real)
  }
  toString = () => `show(${this.toast.type}, ${this.toast.message})`
}

class Dismiss implements fc.Command<Model, Real> {
  constructor(readonly which: 'current' | 'stale' | 'none') {}
  check = () => true
  run(model: Model, real: Real): void {
    const current = model.current
    const id = this.which === 'none' ? undefined : this.which === 'current' ? current?.id : (current?.id ?? 0) - 1
    if (current !== null && (id === undefined || id === current.id)) {
      real.dismissed.add(current.id)
      promote(model, model.now)
    }
    real.actor.send(id === undefined ? { type: 'toast.dismiss' } : { type: 'toast.dismiss', id })
    check(model, real)
  }
  toString = () => `dismiss(${this.which})`
}

class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true
  run(model: Model, real: Real): void {
    advanceModel(model, this.ms)
    tick(real.clock, this.ms)
    check(model, real)
  }
  toString = () => `advance(${this.ms})`
}

const toastRequest = fc.record({
  type: fc.constantFrom(...TOAST.types),
  message: fc.constantFrom('Deleted successfully', 'Logout Success', 'Please enter the Keyword.', 'Oops'),
})

const show = toastRequest.map((toast) => new Show(toast))
const commands = fc.commands(
  [
    // Shows weigh three times as much, so queues often fill up to the cap.
    show,
    show,
    show,
    fc.constantFrom('current', 'stale', 'none').map((which) => new Dismiss(which)),
    fc.oneof(fc.constantFrom(1, 2999, 3000, 3001), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 7000 })).map((ms) => new Advance(ms)),
  ],
  { maxCommands: 40 },
)

describe('toastMachine against a plain queue', () => {
  test.prop([commands])(
    'SHELL-7: random shows, dismissals and waits: one shown at most, FIFO, each 3000 ms unless dismissed',
    (cmds) => {
      fc.modelRun(() => {
        const clock = new SimulatedClock()
        const actor = createActor(toastMachine, { clock })
        const real: Real = { clock, actor, shown: [], dismissed: new Set() }
        actor.subscribe((snapshot) => {
          const current = currentToast(snapshot)
          const last = real.shown.at(-1)
          if (last !== undefined && last.to === null && last.id !== current?.id) last.to = clock.now()
          if (current !== null && (last === undefined || last.id !== current.id)) {
            real.shown.push({ id: current.id, from: clock.now(), to: null })
          }
        })
        actor.start()
        return { model: { now: 0, nextId: 1, current: null, queue: [] }, real }
      }, cmds)
    },
  )
})
