import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type Actor, type AnyActorLogic } from 'xstate'
import { SEARCH_HISTORY_HIDE_DELAY_MS, SEARCH_HISTORY_MAX } from '../constants.ts'
import type { SearchBoxEmitted, SearchBoxInput } from './search-box.types.ts'
import { searchBoxMachine } from './search-box.machine.ts'
import { activeHistoryIndex, searchHistory, searchText, startingTrendingLinks, trendingLinks } from './search-box.selectors.ts'
import { moveActive } from './search.rules.ts'
import type { TrendingPart } from './trending.rules.ts'

function start(partial: Partial<SearchBoxInput> = {}, loadTrending?: AnyActorLogic) {
  const input: SearchBoxInput = { stored: null, ...partial }
  const clock = new SimulatedClock()
  const machine =
    loadTrending === undefined
      ? searchBoxMachine
      : searchBoxMachine.provide({ actors: { loadTrending: loadTrending as never } })
  const actor = createActor(machine, { clock, input })
  const emitted: SearchBoxEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const visible = () => actor.getSnapshot().hasTag('historyVisible')
  const search = (text: string) => {
    actor.send({ type: 'search.type', text })
    actor.send({ type: 'search.submit' })
  }
  return { clock, actor, emitted, visible, search }
}

/** Lets settled promises deliver their answers to the actor. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

const stored = (history: readonly string[]) => JSON.stringify(history)

describe('searchBoxMachine: submitting', () => {
  it('SEARCH-1: an empty keyword warns "Please enter the Keyword." and does not search', () => {
    const { actor, emitted } = start()
    actor.send({ type: 'search.submit' })
    expect(emitted).toEqual([{ type: 'toast', toast: { type: 'warning', message: 'Please enter the Keyword.' } }])
    expect(searchHistory(actor.getSnapshot())).toEqual([])
  })

  it('SEARCH-1: a whitespace-only keyword is empty: warning, no history, no navigation, nothing saved', () => {
    const { emitted, search } = start({ stored: stored(['LM358']) })
    search('   ')
    expect(emitted.map((event) => event.type)).toEqual(['toast'])
  })

  it('SEARCH-2: a keyword joins the history, is saved under searchList, then navigates to /so?keyWord={text}', () => {
    const { actor, emitted, search } = start()
    search('  LM358 & 10k ')
    expect(searchHistory(actor.getSnapshot())).toEqual(['LM358 & 10k'])
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'searchList', value: '["LM358 & 10k"]' },
      { type: 'navigate', to: '/so?keyWord=LM358%20%26%2010k' },
    ])
  })

  it('SEARCH-2: a keyword already in the history is not added again, and still searched', () => {
    const { actor, emitted, search } = start({ stored: stored(['NE555', 'LM358']) })
    search('LM358')
    expect(searchHistory(actor.getSnapshot())).toEqual(['NE555', 'LM358'])
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/so?keyWord=LM358' })
  })

  it(`SEARCH-2: the history keeps the newest ${SEARCH_HISTORY_MAX} keywords (ours)`, () => {
    const { actor, search } = start()
    for (let n = 1; n <= SEARCH_HISTORY_MAX + 1; n++) search(`k${n}`)
    const history = searchHistory(actor.getSnapshot())
    expect(history).toHaveLength(SEARCH_HISTORY_MAX)
    expect(history[0]).toBe(`k${SEARCH_HISTORY_MAX + 1}`)
    expect(history).not.toContain('k1')
  })

  it('SEARCH-2: the saved history is read back at start; an unreadable one starts empty', () => {
    expect(searchHistory(start({ stored: stored(['NE555', 'LM358']) }).actor.getSnapshot())).toEqual(['NE555', 'LM358'])
    for (const bad of [null, '', 'not json', '{"a":1}', '[1, null, " "]']) {
      expect(searchHistory(start({ stored: bad }).actor.getSnapshot())).toEqual([])
    }
    expect(searchHistory(start({ stored: '["a", 2, "a", " b "]' }).actor.getSnapshot())).toEqual(['a', 'b'])
  })

  it('SEARCH-2: the box keeps what was typed', () => {
    const { actor } = start()
    actor.send({ type: 'search.type', text: 'LM3' })
    expect(searchText(actor.getSnapshot())).toBe('LM3')
  })
})

describe('searchBoxMachine: the history dropdown', () => {
  it('SEARCH-3: focus shows nothing when there is no history', () => {
    const { actor, visible } = start()
    expect(actor.getSnapshot().can({ type: 'search.focus' })).toBe(false)
    actor.send({ type: 'search.focus' })
    expect(visible()).toBe(false)
  })

  it('SEARCH-3: focus shows the history when there is some', () => {
    const { actor, visible } = start({ stored: stored(['LM358']) })
    expect(actor.getSnapshot().can({ type: 'search.focus' })).toBe(true)
    actor.send({ type: 'search.focus' })
    expect(visible()).toBe(true)
  })

  it('SEARCH-3: the history hides 300 ms after blur: still shown at 299 ms, hidden at 300 ms', () => {
    const { clock, actor, visible } = start({ stored: stored(['LM358']) })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.blur' })
    expect(visible()).toBe(true)
    clock.increment(SEARCH_HISTORY_HIDE_DELAY_MS - 1)
    expect(visible()).toBe(true)
    clock.increment(1)
    expect(visible()).toBe(false)
  })

  it('SEARCH-3: focusing again within 300 ms of blur keeps the history shown', () => {
    const { clock, actor, visible } = start({ stored: stored(['LM358']) })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.blur' })
    clock.increment(SEARCH_HISTORY_HIDE_DELAY_MS - 1)
    actor.send({ type: 'search.focus' })
    clock.increment(1)
    expect(visible()).toBe(true)
    clock.increment(10 * SEARCH_HISTORY_HIDE_DELAY_MS)
    expect(visible()).toBe(true)
    actor.send({ type: 'search.blur' })
    clock.increment(SEARCH_HISTORY_HIDE_DELAY_MS)
    expect(visible()).toBe(false)
  })

  it('SEARCH-3: clicking a history entry (which blurs the box first) searches it and hides the history', () => {
    const { actor, emitted, visible } = start({ stored: stored(['NE555', 'LM358']) })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.blur' })
    actor.send({ type: 'search.pick', keyword: 'LM358' })
    expect(visible()).toBe(false)
    expect(searchText(actor.getSnapshot())).toBe('LM358')
    expect(emitted).toEqual([
      { type: 'persist', storage: 'local', key: 'searchList', value: '["NE555","LM358"]' },
      { type: 'navigate', to: '/so?keyWord=LM358' },
    ])
  })

  it('SEARCH-3: Clear All empties the history, saves it, hides the dropdown, and focus no longer shows it', () => {
    const { clock, actor, emitted, visible } = start({ stored: stored(['NE555', 'LM358']) })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.blur' })
    clock.increment(100)
    actor.send({ type: 'search.clearAll' })
    expect(visible()).toBe(false)
    expect(searchHistory(actor.getSnapshot())).toEqual([])
    expect(emitted).toEqual([{ type: 'persist', storage: 'local', key: 'searchList', value: '[]' }])
    actor.send({ type: 'search.focus' })
    expect(visible()).toBe(false)
  })

  it('SEARCH-3: a search hides the dropdown', () => {
    const { actor, visible, search } = start({ stored: stored(['NE555']) })
    actor.send({ type: 'search.focus' })
    search('LM358')
    expect(visible()).toBe(false)
  })
})

describe('searchBoxMachine: trending parts', () => {
  const parts: TrendingPart[] = [
    { model: 'LM358DR', id: 12345 },
    { model: 'NE555P', id: 2 },
    { model: 'STM32F103C8T6', id: 3 },
    { model: 'TL072', id: 4 },
  ]

  it('SEARCH-5: TRENDING NOW shows three sample part links, each to its search results', () => {
    const { actor } = start({ trending: [{ model: 'LM358 & 10k', id: 9 }, ...parts] })
    expect(trendingLinks(actor.getSnapshot())).toEqual([
      { model: 'LM358 & 10k', href: '/so?keyWord=LM358%20%26%2010k' },
      { model: 'LM358DR', href: '/so?keyWord=LM358DR' },
      { model: 'NE555P', href: '/so?keyWord=NE555P' },
    ])
  })

  it('SEARCH-5: the links a page shows before the machine runs are the ones it starts with, for any trending input', () => {
    const inputs: unknown[] = [[{ model: 'LM358 & 10k', id: 9 }, ...parts], parts.slice(0, 1), [], [{ model: ' ', id: 1 }, { id: 2 }], null]
    for (const trending of inputs) {
      const { actor } = start({ trending: trending as TrendingPart[] })
      expect(startingTrendingLinks(trending)).toEqual(trendingLinks(actor.getSnapshot()))
    }
    expect(startingTrendingLinks(parts).map((link) => link.model)).toEqual(['LM358DR', 'NE555P', 'STM32F103C8T6'])
  })

  it('SEARCH-5: a provided loadTrending actor replaces them (three at most); a failing or odd answer keeps them', async () => {
    const loaded = start({ trending: parts.slice(0, 1) }, fromPromise(() => Promise.resolve(parts.slice(1))))
    await settle()
    expect(trendingLinks(loaded.actor.getSnapshot()).map((link) => link.model)).toEqual(['NE555P', 'STM32F103C8T6', 'TL072'])

    const failing = start({ trending: parts.slice(0, 1) }, fromPromise(() => Promise.reject(new Error('offline'))))
    await settle()
    expect(trendingLinks(failing.actor.getSnapshot()).map((link) => link.model)).toEqual(['LM358DR'])
    expect(failing.actor.getSnapshot().status).toBe('active')

    const odd = start({ trending: parts.slice(0, 1) }, fromPromise(() => Promise.resolve({ not: 'a list' })))
    await settle()
    expect(trendingLinks(odd.actor.getSnapshot()).map((link) => link.model)).toEqual(['LM358DR'])
  })
})

// ---------------------------------------------------------------------------------------------------------
// Model-based: random typing, searches, picks, Clear All, focus, blur and waits against a plain model.

interface Model {
  now: number
  text: string
  history: string[]
  dropdown: 'closed' | 'open' | 'closing'
  closingSince: number
  saved: string | null
  navigations: string[]
  warnings: number
}

interface Real {
  clock: SimulatedClock
  actor: Actor<typeof searchBoxMachine>
  emitted: SearchBoxEmitted[]
}

function searchModel(model: Model, raw: string): void {
  const keyword = raw.trim()
  if (keyword === '') {
    model.warnings++
    return
  }
  if (!model.history.includes(keyword)) model.history = [keyword, ...model.history].slice(0, SEARCH_HISTORY_MAX)
  model.saved = JSON.stringify(model.history)
  model.navigations.push(`/so?keyWord=${encodeURIComponent(keyword)}`)
  model.dropdown = 'closed'
}

function check(model: Model, real: Real): void {
  const snapshot = real.actor.getSnapshot()
  const history = searchHistory(snapshot)
  expect(history).toEqual(model.history)
  expect(new Set(history).size).toBe(history.length)
  expect(history.length).toBeLessThanOrEqual(SEARCH_HISTORY_MAX)
  expect(snapshot.hasTag('historyVisible')).toBe(model.dropdown !== 'closed')
  const persisted = real.emitted.filter((event) => event.type === 'persist')
  expect(persisted.at(-1)?.value ?? null).toBe(model.saved)
  expect(real.emitted.filter((event) => event.type === 'navigate').map((event) => event.to)).toEqual(model.navigations)
  expect(real.emitted.filter((event) => event.type === 'toast')).toHaveLength(model.warnings)
}

const keywords = ['LM358', 'NE555', 'TL072', 'BC547', '1N4148', 'ATmega328P', 'STM32F103', 'ESP32', 'LM317', 'AMS1117', 'CH340G', 'TPS5430']
const typed = fc.oneof(fc.constantFrom(...keywords), fc.constantFrom('', '   ', ' LM358 ', 'a&b c'))

type Step = (model: Model, real: Real) => void
const command = (name: string, step: Step): fc.Command<Model, Real> => ({
  check: () => true,
  run: (model, real) => {
    step(model, real)
    check(model, real)
  },
  toString: () => name,
})

const commands = fc.commands(
  [
    typed.map((text) =>
      command(`search(${JSON.stringify(text)})`, (model, real) => {
        model.text = text
        searchModel(model, text)
        real.actor.send({ type: 'search.type', text })
        real.actor.send({ type: 'search.submit' })
      }),
    ),
    fc.nat({ max: SEARCH_HISTORY_MAX }).map((index) =>
      command(`pick(#${index})`, (model, real) => {
        const keyword = model.history[index]
        if (keyword === undefined) return
        model.text = keyword
        searchModel(model, keyword)
        real.actor.send({ type: 'search.pick', keyword })
      }),
    ),
    fc.constant(
      command('clearAll', (model, real) => {
        model.history = []
        model.saved = '[]'
        model.dropdown = 'closed'
        real.actor.send({ type: 'search.clearAll' })
      }),
    ),
    fc.constant(
      command('focus', (model, real) => {
        if (model.dropdown === 'closing' || (model.dropdown === 'closed' && model.history.length > 0)) model.dropdown = 'open'
        real.actor.send({ type: 'search.focus' })
      }),
    ),
    fc.constant(
      command('blur', (model, real) => {
        if (model.dropdown === 'open') {
          model.dropdown = 'closing'
          model.closingSince = model.now
        }
        real.actor.send({ type: 'search.blur' })
      }),
    ),
    fc.oneof(fc.constantFrom(1, 299, 300), fc.integer({ min: 1, max: 600 })).map((ms) =>
      command(`wait(${ms})`, (model, real) => {
        model.now += ms
        if (model.dropdown === 'closing' && model.now - model.closingSince >= SEARCH_HISTORY_HIDE_DELAY_MS) model.dropdown = 'closed'
        real.clock.increment(ms)
      }),
    ),
  ],
  { maxCommands: 60 },
)

describe('searchBoxMachine against a plain model', () => {
  test.prop([fc.array(fc.constantFrom(...keywords), { maxLength: 12 }), commands])(
    'SEARCH-2: SEARCH-3: random sessions: history without duplicates, newest first, capped, saved; dropdown timing',
    (initial, cmds) => {
      fc.modelRun(() => {
        const clock = new SimulatedClock()
        const actor = createActor(searchBoxMachine, { clock, input: { stored: JSON.stringify(initial) } })
        const emitted: SearchBoxEmitted[] = []
        actor.on('*', (event) => emitted.push(event))
        actor.start()
        const history = [...new Set(initial)].slice(0, SEARCH_HISTORY_MAX)
        const model: Model = {
          now: 0,
          text: '',
          history,
          dropdown: 'closed',
          closingSince: 0,
          saved: null,
          navigations: [],
          warnings: 0,
        }
        return { model, real: { clock, actor, emitted } }
      }, cmds)
    },
  )
})

describe('searchBoxMachine: the combobox keys', () => {
  it('SEARCH-3: moveActive goes down from none to the first, up from none to the last, and wraps at both ends', () => {
    expect(moveActive(null, 3, 'next')).toBe(0)
    expect(moveActive(null, 3, 'previous')).toBe(2)
    expect(moveActive(2, 3, 'next')).toBe(0)
    expect(moveActive(0, 3, 'previous')).toBe(2)
    expect(moveActive(1, 3, 'next')).toBe(2)
    expect(moveActive(0, 0, 'next')).toBeNull()
    expect(moveActive(7, 3, 'previous')).toBe(2)
  })

  it('SEARCH-3: ArrowDown on a closed box with history opens it on the first entry; Enter searches the highlighted entry', () => {
    const { actor, emitted, visible } = start({ stored: stored(['NE555', 'LM358', 'TL072']) })
    actor.send({ type: 'search.type', text: 'typed' })
    actor.send({ type: 'search.move', direction: 'next' })
    expect(visible()).toBe(true)
    expect(activeHistoryIndex(actor.getSnapshot())).toBe(0)
    actor.send({ type: 'search.move', direction: 'next' })
    actor.send({ type: 'search.move', direction: 'next' })
    actor.send({ type: 'search.move', direction: 'previous' })
    expect(activeHistoryIndex(actor.getSnapshot())).toBe(1)
    actor.send({ type: 'search.submit' })
    expect(searchText(actor.getSnapshot())).toBe('LM358')
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/so?keyWord=LM358' })
    expect(visible()).toBe(false)
    expect(activeHistoryIndex(actor.getSnapshot())).toBeNull()
  })

  it('SEARCH-3: with nothing highlighted Enter searches the text; typing clears the highlight', () => {
    const { actor, emitted } = start({ stored: stored(['NE555']) })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.move', direction: 'next' })
    actor.send({ type: 'search.type', text: 'BC547' })
    expect(activeHistoryIndex(actor.getSnapshot())).toBeNull()
    actor.send({ type: 'search.submit' })
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/so?keyWord=BC547' })
  })

  it('SEARCH-3: Esc closes the dropdown at once and keeps the text; arrows do nothing without history', () => {
    const { actor, visible } = start({ stored: stored(['NE555']) })
    actor.send({ type: 'search.type', text: 'LM' })
    actor.send({ type: 'search.focus' })
    actor.send({ type: 'search.move', direction: 'next' })
    actor.send({ type: 'search.dismiss' })
    expect(visible()).toBe(false)
    expect(activeHistoryIndex(actor.getSnapshot())).toBeNull()
    expect(searchText(actor.getSnapshot())).toBe('LM')

    const empty = start()
    empty.actor.send({ type: 'search.move', direction: 'next' })
    expect(empty.visible()).toBe(false)
    expect(activeHistoryIndex(empty.actor.getSnapshot())).toBeNull()
  })
})
