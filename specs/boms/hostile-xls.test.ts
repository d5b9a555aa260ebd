import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE } from '@partfront/core/bom'
import { createBomReader } from '../../server/src/bom/read-bom-in-worker.ts'
import { LOOPING_SEED, SWELLING_SEED, damaged } from '../../server/src/bom/hostile-files.fixtures.ts'
import { sharedDataFile } from '../support/shared-data.ts'

/**
 * Damaged `.xls` files that make SheetJS loop forever or swell (README, "Known limits"), made at test time
 * from a real BOM by a seeded byte mutation (`damaged`). Nothing is copied from ../shared/data.
 */
const smoothieboard = () => new Uint8Array(readFileSync(sharedDataFile('boms', 'smoothieboard_bom.xls')))

describe('reading uploads in a worker thread with a time and a memory limit', () => {
  it('stops a file that makes the reader loop forever, and reads the next file as usual', async () => {
    const read = createBomReader({ timeoutMs: 1_500 })
    const looping = await read(damaged(smoothieboard(), LOOPING_SEED), 'smoothieboard_bom.xls')
    expect(looping).toEqual({ ok: false, reason: 'unreadable', message: TOO_SLOW_MESSAGE })
    const next = await read(smoothieboard(), 'smoothieboard_bom.xls')
    expect(next.ok).toBe(true)
  }, 20_000)

  it('stops a file that makes the reader swell past the memory limit', async () => {
    const read = createBomReader({ timeoutMs: 15_000, maxMemoryMb: 256 })
    const swelling = await read(damaged(smoothieboard(), SWELLING_SEED), 'smoothieboard_bom.xls')
    expect(swelling).toEqual({ ok: false, reason: 'unreadable', message: TOO_BIG_MESSAGE })
  }, 30_000)

  it('with one worker at a time, a read queued behind a stopped one still finishes', async () => {
    const read = createBomReader({ timeoutMs: 1_500, concurrency: 1 })
    const results = await Promise.all([
      read(damaged(smoothieboard(), LOOPING_SEED), 'smoothieboard_bom.xls'),
      read(smoothieboard(), 'smoothieboard_bom.xls'),
    ])
    expect(results.map((result) => result.ok)).toEqual([false, true])
  }, 20_000)
})

const csv = (rows: readonly string[]) => new TextEncoder().encode(['Part Number,Quantity,Designator', ...rows].join('\n'))
const models = (read: Awaited<ReturnType<ReturnType<typeof createBomReader>>>) => (read.ok ? read.lines.map((line) => line.mpn) : read)

describe('the reader keeps its worker threads from one file to the next', () => {
  it('reads files one after another on one thread, each with its own answer', async () => {
    const read = createBomReader()
    expect(models(await read(csv(['LM358D,2,U1 U2']), 'first.csv'))).toEqual(['LM358D'])
    expect(models(await read(csv(['NE555P,1,U3', 'BC547B,4,Q1 Q2 Q3 Q4']), 'second.csv'))).toEqual(['NE555P', 'BC547B'])
    expect(read.threadsStarted()).toBe(1)
  })

  it('starts one thread per read running at once, up to its concurrency', async () => {
    const read = createBomReader({ concurrency: 2 })
    const reads = await Promise.all([1, 2, 3, 4].map((n) => read(csv([`PN-${n},1,R${n}`]), `${n}.csv`)))
    expect(reads.map(models)).toEqual([['PN-1'], ['PN-2'], ['PN-3'], ['PN-4']])
    expect(read.threadsStarted()).toBe(2)
  })

  it('stops a thread that passes the time limit and reads the next file on a new one', async () => {
    const read = createBomReader({ timeoutMs: 1_500, concurrency: 1 })
    expect(models(await read(csv(['LM358D,2,U1 U2']), 'warm.csv'))).toEqual(['LM358D'])
    const looping = await read(damaged(smoothieboard(), LOOPING_SEED), 'smoothieboard_bom.xls')
    expect(looping).toEqual({ ok: false, reason: 'unreadable', message: TOO_SLOW_MESSAGE })
    expect(read.threadsStarted()).toBe(1)
    expect(models(await read(csv(['NE555P,1,U3']), 'after.csv'))).toEqual(['NE555P'])
    expect(read.threadsStarted()).toBe(2)
  }, 20_000)
})

