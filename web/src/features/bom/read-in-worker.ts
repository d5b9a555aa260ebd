import { type Refusal, TOO_SLOW_MESSAGE, unreadable } from '@partfront/core/bom'
import type { BomToolFile, LocalRead } from '@partfront/core/bom-tool'
import { BOM } from '@partfront/core/constants'

/** How a read is run; a test swaps the worker or the time limit. */
export interface WorkerReadOptions {
  /** @default `BOM.maxReadMs` (10000), the server's limit too */
  readonly timeoutMs?: number
  /** @default a module worker running `bom-read.worker.ts` */
  readonly createWorker?: () => Worker
}

const bomReadWorker = () => new Worker(new URL('./bom-read.worker.ts', import.meta.url), { type: 'module', name: 'bom-read' })

/**
 * The BOM tool's `readFile` port in the browser: the chosen file read in a Web Worker of its own, stopped
 * (`terminate`) past `BOM.maxReadMs` with core's "took too long" refusal, as the server stops its own read (issue
 * 18; README, "Known limits"). A worker that fails (it ran out of memory, its script could not load) answers the
 * unreadable refusal. The page's thread never parses the file, so it stays responsive whatever the file holds.
 */
export function readInWorker(file: BomToolFile, options: WorkerReadOptions = {}): Promise<LocalRead | Refusal> {
  const { timeoutMs = BOM.maxReadMs, createWorker = bomReadWorker } = options
  return new Promise((resolve) => {
    const worker = createWorker()
    let settled = false
    const settle = (result: LocalRead | Refusal) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      worker.terminate()
      resolve(result)
    }
    const timer = setTimeout(() => settle(unreadable(TOO_SLOW_MESSAGE)), timeoutMs)
    worker.onmessage = (event: MessageEvent<LocalRead | Refusal>) => settle(event.data)
    worker.onmessageerror = () => settle(unreadable())
    worker.onerror = (event) => {
      event.preventDefault()
      settle(unreadable())
    }
    // A copy goes to the worker: the machine keeps the file's bytes for the upload.
    worker.postMessage({ name: file.name, bytes: file.bytes } satisfies BomToolFile)
  })
}
