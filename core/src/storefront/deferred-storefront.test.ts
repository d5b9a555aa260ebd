import { describe, expect, it } from 'vitest'
import type { ApiCaller } from '../client/api-client.ts'
import { createDeferredStorefront } from './deferred-storefront.ts'
import type { Storefront } from './storefront.types.ts'

/**
 * The storefront a renderer holds while the machines load (issue 13). The storefront here is a recording
 * stand-in: what is checked is the order of start, delivery and calls, not the machines (create-storefront's
 * tests run those).
 */

function recordingStorefront(log: string[]): Storefront {
  return {
    actors: {} as Storefront['actors'],
    send: (event) => {
      log.push(`send ${(event as { type: string }).type}`)
      return true
    },
    call: (endpoint: { readonly name: string }) => {
      log.push(`storefront call ${endpoint.name}`)
      return Promise.resolve('from storefront')
    },
    start: () => log.push('start'),
    stop: () => log.push('stop'),
  }
}

/** A load the test finishes by hand. */
function manualLoad(log: string[]) {
  let finish: (storefront: Storefront) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  let loads = 0
  const load = () => {
    loads += 1
    return new Promise<Storefront>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  }
  return { load, finish: () => finish(recordingStorefront(log)), fail: (error: Error) => fail(error), loads: () => loads }
}

const fallbackCall = (log: string[]) =>
  ((endpoint: { readonly name: string }) => {
    log.push(`fallback call ${endpoint.name}`)
    return Promise.resolve('from fallback')
  }) as unknown as ApiCaller

/** A deferred storefront over a manual load, its calls and the storefront's recorded in one log. */
function deferredWithLog() {
  const log: string[] = []
  const manual = manualLoad(log)
  return { log, manual, deferred: createDeferredStorefront({ call: fallbackCall(log), load: manual.load }) }
}

const endpoint = (name: string) => ({ name }) as unknown as Parameters<ApiCaller>[0]

describe('the deferred storefront (issue 13: the machines load after the first paint)', () => {
  it('holds nothing running until started, and never loads by itself (a server render never starts it)', () => {
    const { log, manual, deferred } = deferredWithLog()
    deferred.send({ type: 'search.type' })
    expect(deferred.current()).toBeUndefined()
    expect(manual.loads()).toBe(0)
    expect(log).toEqual([])
  })

  it('delivers the events sent while loading, in order, after the storefront has started, then sends straight through', async () => {
    const { log, manual, deferred } = deferredWithLog()
    const started = deferred.start()
    deferred.send({ type: 'search.type' })
    deferred.send({ type: 'search.submit' })
    expect(log).toEqual([])
    manual.finish()
    const storefront = await started
    expect(deferred.current()).toBe(storefront)
    expect(log).toEqual(['start', 'send search.type', 'send search.submit'])
    deferred.send({ type: 'cart.refresh' })
    expect(log.at(-1)).toBe('send cart.refresh')
  })

  it('tells its subscribers once the storefront runs, and not after they unsubscribe', async () => {
    const { manual, deferred } = deferredWithLog()
    const seen: (Storefront | undefined)[] = []
    deferred.subscribe(() => seen.push(deferred.current()))
    const leaving = deferred.subscribe(() => seen.push(undefined))
    leaving()
    const started = deferred.start()
    manual.finish()
    const storefront = await started
    expect(seen).toEqual([storefront])
  })

  it('calls through the given caller while loading and through the storefront once it runs', async () => {
    const { log, manual, deferred } = deferredWithLog()
    await expect(deferred.call(endpoint('authCaptcha'), {})).resolves.toBe('from fallback')
    const started = deferred.start()
    manual.finish()
    await started
    await expect(deferred.call(endpoint('authCaptcha'), {})).resolves.toBe('from storefront')
    expect(log).toEqual(['fallback call authCaptcha', 'start', 'storefront call authCaptcha'])
  })

  it('loads once however often it is started', async () => {
    const { log, manual, deferred } = deferredWithLog()
    const first = deferred.start()
    const second = deferred.start()
    manual.finish()
    expect(await first).toBe(await second)
    expect(await deferred.start()).toBe(await first)
    expect(manual.loads()).toBe(1)
    expect(log.filter((line) => line === 'start')).toHaveLength(1)
  })

  it('keeps the waiting events through a failed load, and a later start loads again and delivers them', async () => {
    const { log, manual, deferred } = deferredWithLog()
    deferred.send({ type: 'rfq.add' })
    const failed = deferred.start()
    manual.fail(new Error('chunk failed'))
    await expect(failed).rejects.toThrow('chunk failed')
    expect(deferred.current()).toBeUndefined()
    const retried = deferred.start()
    manual.finish()
    await retried
    expect(manual.loads()).toBe(2)
    expect(log).toEqual(['start', 'send rfq.add'])
  })

  it('stopped while loading, it never starts the storefront and drops the waiting events', async () => {
    const { log, manual, deferred } = deferredWithLog()
    const started = deferred.start()
    deferred.send({ type: 'search.type' })
    deferred.stop()
    manual.finish()
    await started
    expect(deferred.current()).toBeUndefined()
    expect(log).toEqual([])
  })

  it('stopped while running, it stops the storefront', async () => {
    const { log, manual, deferred } = deferredWithLog()
    const started = deferred.start()
    manual.finish()
    await started
    deferred.stop()
    expect(log).toEqual(['start', 'stop'])
  })
})
