import { describe, expect, it } from 'vitest'
import { TOO_SLOW_MESSAGE, UNREADABLE_MESSAGE, checkUploadName } from '@partfront/core/bom'
import { utf8Bytes } from '@partfront/core/bom-tool'
import { readInWorker } from './read-in-worker.ts'

/**
 * The BOM tool's read of a chosen file in a Web Worker (issue 18; README, "Known limits"), in real Chromium:
 * the real worker reads a file; a worker that never answers (as SheetJS looping on a damaged `.xls`) is stopped
 * at the time limit; a worker that fails answers the unreadable refusal. The damaged `.xls` itself goes through
 * the page in the BOM journey (`specs/e2e/journeys/bom-upload.spec.ts`).
 */

const csv = utf8Bytes('Designator,Qty,MPN\nR1,1,RC0603FR-0710KL\nC1,2,GRM188R71C104KA01D\nU1,1,LM358DR\n')

/** A worker from source text: what the page's worker would be if its script misbehaved. */
function workerOf(source: string): { readonly create: () => Worker; readonly ended: () => boolean } {
  let worker: Worker | undefined
  let ended = false
  return {
    create: () => {
      worker = new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })))
      const terminate = worker.terminate.bind(worker)
      worker.terminate = () => {
        ended = true
        terminate()
      }
      return worker
    },
    ended: () => ended,
  }
}

describe('reading a chosen BOM file in a Web Worker', () => {
  it('reads the file in the worker: its models and the sample of its sheet', async () => {
    const read = await readInWorker({ name: 'board.csv', bytes: csv })
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.models).toBe(3)
    expect(read.sheets[0]?.header).toEqual(['Designator', 'Qty', 'MPN'])
    expect(read.sheets[0]?.rows.map((row) => row.cells[2])).toEqual(['RC0603FR-0710KL', 'GRM188R71C104KA01D', 'LM358DR'])
  })

  it('refuses what the reader refuses, with its message (BOM-1: the suffix)', async () => {
    const read = await readInWorker({ name: 'board.pdf', bytes: csv })
    expect(read).toEqual(checkUploadName('board.pdf'))
    expect(read.ok).toBe(false)
  })

  it('stops a read that never ends at the time limit, not before, and the page\'s thread is free meanwhile', async () => {
    const looping = workerOf('onmessage = () => { for (;;) {} }')
    const started = performance.now()
    let ticks = 0
    const ticking = setInterval(() => (ticks += 1), 20)
    const read = await readInWorker({ name: 'board.xls', bytes: csv }, { timeoutMs: 400, createWorker: looping.create })
    clearInterval(ticking)
    expect(read).toEqual({ ok: false, reason: 'unreadable', message: TOO_SLOW_MESSAGE })
    expect(performance.now() - started).toBeGreaterThanOrEqual(400)
    expect(looping.ended()).toBe(true)
    // The page's timers ran while the worker looped.
    expect(ticks).toBeGreaterThan(5)
  })

  it('answers the unreadable refusal when the worker fails, and ends it', async () => {
    const failing = workerOf('onmessage = () => { throw new Error("out of memory") }')
    const read = await readInWorker({ name: 'board.xls', bytes: csv }, { timeoutMs: 5_000, createWorker: failing.create })
    expect(read).toEqual({ ok: false, reason: 'unreadable', message: UNREADABLE_MESSAGE })
    expect(failing.ended()).toBe(true)
  })
})
