import { type BomRead, type ReadBomOptions, type Refusal, TOO_BIG_MESSAGE, TOO_SLOW_MESSAGE, unreadable } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import { Worker } from 'node:worker_threads'

/**
 * Reads a BOM file in a worker thread with a time and a memory limit (issue 8, "In the API"). SheetJS can
 * loop forever or swell on some damaged `.xls` files (README, "Known limits"); a synchronous parse cannot be
 * interrupted from inside, so it runs where it can be stopped: past `timeoutMs` the worker is terminated, and
 * past `maxMemoryMb` of heap V8 stops it. Either way the buyer is told, and the server carries on.
 *
 * At most `concurrency` workers run at once; later reads wait their turn, so a burst of uploads cannot
 * take every core.
 */

/** What the worker is given. */
export interface BomReadRequest {
  readonly bytes: Uint8Array
  readonly fileName: string
  readonly options: ReadBomOptions
}

export interface WorkerLimits {
  /** @default `BOM.maxReadMs` (10000) */
  readonly timeoutMs: number
  /** The worker's heap (V8 old generation). @default 256 */
  readonly maxMemoryMb: number
  /** Workers at once. @default 2 */
  readonly concurrency: number
}

export const DEFAULT_WORKER_LIMITS: WorkerLimits = { timeoutMs: BOM.maxReadMs, maxMemoryMb: 256, concurrency: 2 }

const ENTRY = new URL('./read-bom.worker.mjs', import.meta.url)

/** A reader bound to its limits, with its own queue. */
export function createBomReader(limits: Partial<WorkerLimits> = {}) {
  const { timeoutMs, maxMemoryMb, concurrency } = { ...DEFAULT_WORKER_LIMITS, ...limits }
  let running = 0
  const waiting: (() => void)[] = []

  const acquire = async () => {
    if (running < concurrency) {
      running++
      return
    }
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  const release = () => {
    const next = waiting.shift()
    if (next === undefined) running--
    else next()
  }

  return async function readBomInWorker(
    bytes: Uint8Array,
    fileName: string,
    options: ReadBomOptions = {},
  ): Promise<BomRead | Refusal> {
    await acquire()
    try {
      return await runOnce({ bytes, fileName, options }, timeoutMs, maxMemoryMb)
    } finally {
      release()
    }
  }
}

function runOnce(request: BomReadRequest, timeoutMs: number, maxMemoryMb: number): Promise<BomRead | Refusal> {
  return new Promise((resolve) => {
    const worker = new Worker(ENTRY, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.min(64, maxMemoryMb / 4) },
      stdout: true,
      stderr: true,
    })
    // SheetJS writes notes about damaged records to the console: drop them rather than fill the server's log.
    worker.stdout.resume()
    worker.stderr.resume()
    let settled = false
    const settle = (result: BomRead | Refusal) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => settle(unreadable(TOO_SLOW_MESSAGE)), timeoutMs)
    worker.once('message', (result: BomRead | Refusal) => settle(result))
    worker.once('error', (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? unreadable(TOO_BIG_MESSAGE) : unreadable()),
    )
    worker.once('exit', () => settle(unreadable()))
  })
}
