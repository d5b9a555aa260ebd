import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE, createBomReader } from '../../server/src/bom/read-bom-in-worker.ts'
import { sharedDataFile } from '../support/shared-data.ts'

/**
 * Damaged `.xls` files that make SheetJS loop forever or swell (README, "Known limits"), made at test time
 * from a real BOM by a seeded byte mutation (found by fuzzing: 400 seeds of 8 random byte changes each, run
 * in a worker with a 4 s and 256 MB limit). Nothing is copied from ../shared/data.
 */
function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function damaged(name: string, seed: number): Uint8Array {
  const bytes = new Uint8Array(readFileSync(sharedDataFile('boms', name)))
  const random = mulberry32(seed)
  for (let flip = 0; flip < 8; flip++) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256)
  return bytes
}

const original = () => new Uint8Array(readFileSync(sharedDataFile('boms', 'smoothieboard_bom.xls')))

describe('reading uploads in a worker thread with a time and a memory limit', () => {
  it('stops a file that makes the reader loop forever, and reads the next file as usual', async () => {
    const read = createBomReader({ timeoutMs: 1_500 })
    const looping = await read(damaged('smoothieboard_bom.xls', 380), 'smoothieboard_bom.xls')
    expect(looping).toEqual({ ok: false, reason: 'unreadable', message: TOO_SLOW_MESSAGE })
    const next = await read(original(), 'smoothieboard_bom.xls')
    expect(next.ok).toBe(true)
  }, 20_000)

  it('stops a file that makes the reader swell past the memory limit', async () => {
    const read = createBomReader({ timeoutMs: 15_000, maxMemoryMb: 256 })
    const swelling = await read(damaged('smoothieboard_bom.xls', 10), 'smoothieboard_bom.xls')
    expect(swelling).toEqual({ ok: false, reason: 'unreadable', message: TOO_BIG_MESSAGE })
  }, 30_000)

  it('with one worker at a time, a read queued behind a stopped one still finishes', async () => {
    const read = createBomReader({ timeoutMs: 1_500, concurrency: 1 })
    const results = await Promise.all([
      read(damaged('smoothieboard_bom.xls', 380), 'smoothieboard_bom.xls'),
      read(original(), 'smoothieboard_bom.xls'),
    ])
    expect(results.map((result) => result.ok)).toEqual([false, true])
  }, 20_000)
})
