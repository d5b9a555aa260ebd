import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { DEPLOYMENT_POLL_MS } from '../constants.ts'
import type { LatestBuild } from './deployment.rules.ts'
import type { DeploymentWatcherEmitted, DeploymentWatcherInput, FetchLatestBuildInput } from './deployment.types.ts'
import { deploymentWatcherMachine } from './deployment.machine.ts'
import { availableBuild } from './deployment.selectors.ts'

const EPOCH = 1_700_000_000_000
const A: LatestBuild = { id: 'build-a', timestamp: EPOCH - 86_400_000 }
const B: LatestBuild = { id: 'build-b', timestamp: EPOCH + 1 }

/** The nth answer of the fake manifest: a build, a failure, something malformed, or no answer at all. */
type Answer = LatestBuild | 'fail' | 'malformed' | 'hang'

function start(answers: (call: number) => Answer, input: Partial<DeploymentWatcherInput> = {}) {
  const clock = new SimulatedClock()
  clock.set(EPOCH)
  const urls: string[] = []
  const fetchLatestBuild = fromPromise<LatestBuild, FetchLatestBuildInput>(({ input: request }) => {
    urls.push(request.url)
    const answer = answers(urls.length)
    if (answer === 'fail') return Promise.reject(new Error('network'))
    if (answer === 'malformed') return Promise.resolve({ nope: true } as unknown as LatestBuild)
    if (answer === 'hang') return new Promise<LatestBuild>(() => {})
    return Promise.resolve(answer)
  })
  const machine = deploymentWatcherMachine.provide({ actors: { fetchLatestBuild } })
  const actor = createActor(machine, { clock, input: { clock, ...input } })
  const emitted: DeploymentWatcherEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  return { clock, actor, urls, emitted, outdated: () => actor.getSnapshot().hasTag('updateAvailable') }
}

/** Lets the fake manifest's settled promise reach the actor. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve()
}

/** Moves the clock by `ms`, then lets any answer arrive. */
async function wait(clock: SimulatedClock, ms: number): Promise<void> {
  clock.increment(ms)
  await settle()
}

describe('deploymentWatcherMachine', () => {
  it('API-7: polls builds/latest.json?{timestamp} at once, the timestamp being the clock time', async () => {
    const { urls } = start(() => A)
    await settle()
    expect(urls).toEqual([`/builds/latest.json?${EPOCH}`])
  })

  it('API-7: polls again every 60 s: not at 59,999 ms, at 60,000 ms, with a new timestamp', async () => {
    const { clock, urls, actor } = start(() => A)
    await settle()
    await wait(clock, DEPLOYMENT_POLL_MS - 1)
    expect(urls).toHaveLength(1)
    await wait(clock, 1)
    expect(urls).toEqual([`/builds/latest.json?${EPOCH}`, `/builds/latest.json?${EPOCH + DEPLOYMENT_POLL_MS}`])
    await wait(clock, DEPLOYMENT_POLL_MS - 1)
    expect(urls).toHaveLength(2)
    await wait(clock, 1)
    expect(urls).toHaveLength(3)
    expect(actor.getSnapshot().hasTag('polling')).toBe(true)
  })

  it('API-7: the first answer is the current build; the same build again changes nothing', async () => {
    const { clock, outdated, emitted } = start(() => A)
    await settle()
    for (let poll = 0; poll < 5; poll++) await wait(clock, DEPLOYMENT_POLL_MS)
    expect(outdated()).toBe(false)
    expect(emitted).toEqual([])
  })

  it('API-7: a new build is noticed at the next poll and polling stops', async () => {
    const { clock, actor, urls, outdated } = start((call) => (call === 1 ? A : B))
    await settle()
    expect(outdated()).toBe(false)
    await wait(clock, DEPLOYMENT_POLL_MS)
    expect(outdated()).toBe(true)
    expect(availableBuild(actor.getSnapshot())).toEqual(B)
    expect(actor.getSnapshot().hasTag('polling')).toBe(false)
    await wait(clock, 10 * DEPLOYMENT_POLL_MS)
    expect(urls).toHaveLength(2)
  })

  it('API-7: once a new build is known, the next navigation loads the new build (a full navigation there)', async () => {
    const { clock, actor, emitted } = start((call) => (call === 1 ? A : B))
    await settle()
    expect(actor.getSnapshot().can({ type: 'deployment.navigate', to: '/bom' })).toBe(false)
    actor.send({ type: 'deployment.navigate', to: '/bom' })
    expect(emitted).toEqual([])
    await wait(clock, DEPLOYMENT_POLL_MS)
    expect(actor.getSnapshot().can({ type: 'deployment.navigate', to: '/bom' })).toBe(true)
    actor.send({ type: 'deployment.navigate', to: '/bom' })
    expect(emitted).toEqual([{ type: 'assign', to: '/bom' }])
  })

  it('API-7: once a new build is known, deployment.reload reloads at once (ours)', async () => {
    const { clock, actor, emitted } = start((call) => (call === 1 ? A : B))
    await settle()
    actor.send({ type: 'deployment.reload' })
    expect(emitted).toEqual([])
    await wait(clock, DEPLOYMENT_POLL_MS)
    actor.send({ type: 'deployment.reload' })
    expect(emitted).toEqual([{ type: 'reload' }])
  })

  it('API-7: a navigation off the site is not turned into a load (ours)', async () => {
    const { clock, actor, emitted } = start((call) => (call === 1 ? A : B))
    await wait(clock, DEPLOYMENT_POLL_MS)
    actor.send({ type: 'deployment.navigate', to: 'https://evil.example/' })
    expect(emitted).toEqual([])
  })

  it('API-7: failed and malformed polls are ignored and tried again at the next tick', async () => {
    const answers: Answer[] = ['fail', 'malformed', A, 'fail', 'malformed', B]
    const { clock, urls, outdated } = start((call) => answers[call - 1] ?? B)
    await settle()
    for (let poll = 1; poll < 5; poll++) {
      await wait(clock, DEPLOYMENT_POLL_MS)
      expect(urls).toHaveLength(poll + 1)
      expect(outdated()).toBe(false)
    }
    await wait(clock, DEPLOYMENT_POLL_MS)
    expect(urls).toHaveLength(6)
    expect(outdated()).toBe(true)
  })

  it('API-7: a poll left unanswered for a whole interval is abandoned and asked again', async () => {
    const { clock, urls, outdated } = start((call) => (call === 1 ? 'hang' : call === 2 ? A : B))
    await wait(clock, DEPLOYMENT_POLL_MS - 1)
    expect(urls).toHaveLength(1)
    await wait(clock, 1)
    expect(urls).toHaveLength(2)
    await wait(clock, DEPLOYMENT_POLL_MS)
    expect(outdated()).toBe(true)
  })

  it('API-7: with the build id of the page given, the first answer can already be a new build', async () => {
    const { outdated } = start(() => B, { buildId: A.id })
    await settle()
    expect(outdated()).toBe(true)
  })

  it('API-7: a manifest older than the current build (a stale cache) is not a new build (ours)', async () => {
    const { clock, outdated } = start((call) => (call === 1 ? B : A))
    await settle()
    await wait(clock, DEPLOYMENT_POLL_MS)
    expect(outdated()).toBe(false)
  })

  it('API-7: deployment.stop stops polling, and an answer arriving after it is ignored', async () => {
    const stopped = start(() => A)
    await settle()
    stopped.actor.send({ type: 'deployment.stop' })
    await wait(stopped.clock, 10 * DEPLOYMENT_POLL_MS)
    expect(stopped.urls).toHaveLength(1)

    const midway = start(() => B, { buildId: A.id })
    midway.actor.send({ type: 'deployment.stop' })
    await settle()
    expect(midway.outdated()).toBe(false)
    expect(midway.actor.getSnapshot().hasTag('polling')).toBe(false)
  })

  it('API-7: the custom asset base is used for the manifest (ours)', async () => {
    const { urls } = start(() => A, { base: '/_assets' })
    await settle()
    expect(urls).toEqual([`/_assets/builds/latest.json?${EPOCH}`])
  })

  it('API-7: left unwired (no fetchLatestBuild provided), the watcher keeps polling quietly', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(deploymentWatcherMachine, { clock, input: { clock } })
    actor.start()
    await settle()
    clock.increment(DEPLOYMENT_POLL_MS)
    await settle()
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().hasTag('updateAvailable')).toBe(false)
  })
})
