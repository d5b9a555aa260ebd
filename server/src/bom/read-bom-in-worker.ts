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

/**
 * Reads on one worker before it is replaced by a new one: a bound on whatever a long run of files leaves in a
 * thread's heap. Starting a thread (the TypeScript loader and the reader's modules) costs about 0.4 s; a read of
 * a typical BOM on a warm thread, a few milliseconds.
 */
const READS_PER_WORKER = 200

/** A worker thread kept between reads. */
interface ReaderThread {
  readonly worker: Worker
  reads: number
  /** False once the thread has failed or ended: it is never given another file. */
  alive: boolean
}

/** A reader bound to its limits, with its own queue and its own warm worker threads. */
export function createBomReader(limits: Partial<WorkerLimits> = {}) {
  const { timeoutMs, maxMemoryMb, concurrency } = { ...DEFAULT_WORKER_LIMITS, ...limits }
  let running = 0
  const waiting: (() => void)[] = []
  const idle: ReaderThread[] = []
  let started = 0

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

  const readBomInWorker = async function readBomInWorker(
    bytes: Uint8Array,
    fileName: string,
    options: ReadBomOptions = {},
  ): Promise<BomRead | Refusal> {
    await acquire()
    let thread = idle.pop()
    while (thread !== undefined && !thread.alive) thread = idle.pop()
    if (thread === undefined) {
      thread = startThread(maxMemoryMb)
      started++
    }
    try {
      const { result, reusable } = await readOn(thread, { bytes, fileName, options }, timeoutMs)
      thread.reads++
      if (reusable && thread.reads < READS_PER_WORKER) {
        // An idle thread must not keep the process alive (a command that read its one file ends).
        thread.worker.unref()
        idle.push(thread)
      } else void thread.worker.terminate()
      return result
    } finally {
      release()
    }
  }
  /** How many threads this reader has started: one per `concurrency` reads at once, plus one per stopped thread. */
  return Object.assign(readBomInWorker, { threadsStarted: () => started })
}

function startThread(maxMemoryMb: number): ReaderThread {
  const worker = new Worker(ENTRY, {
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.min(64, maxMemoryMb / 4) },
  })
  const thread: ReaderThread = { worker, reads: 0, alive: true }
  // Whenever it fails or ends, even idle, the thread is marked so and never read on again; the listener also
  // keeps an idle thread's error from going unhandled.
  worker.on('error', () => (thread.alive = false))
  worker.once('exit', () => (thread.alive = false))
  return thread
}

/**
 * One read on `thread`: its answer, or a refusal when the thread took longer than `timeoutMs` (it is then
 * stopped), ran out of memory or failed. Only a thread that answered may read again.
 */
function readOn(
  thread: ReaderThread,
  request: BomReadRequest,
  timeoutMs: number,
): Promise<{ result: BomRead | Refusal; reusable: boolean }> {
  const { worker } = thread
  worker.ref()
  return new Promise((resolve) => {
    let settled = false
    const settle = (result: BomRead | Refusal, reusable: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (!reusable) void worker.terminate()
      resolve({ result, reusable })
    }
    const onMessage = (result: BomRead | Refusal) => settle(result, true)
    const onError = (error: Error & { code?: string }) =>
      settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? unreadable(TOO_BIG_MESSAGE) : unreadable(), false)
    const onExit = () => settle(unreadable(), false)
    const timer = setTimeout(() => settle(unreadable(TOO_SLOW_MESSAGE), false), timeoutMs)
    worker.on('message', onMessage)
    worker.once('error', onError)
    worker.once('exit', onExit)
    worker.postMessage(request)
  })
}
