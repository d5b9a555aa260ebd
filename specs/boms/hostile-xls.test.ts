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
