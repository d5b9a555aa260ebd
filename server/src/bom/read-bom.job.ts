import { parentPort } from 'node:worker_threads'
import type { BomReadRequest } from './read-bom-in-worker.ts'
import { readBomSafely } from './read-safely.ts'

/**
 * The body of the BOM reading worker: reads each file it is sent with the core's reader (behind the server's
 * screen, `read-safely.ts`) and posts the result (plain data) back, one file at a time. It runs in a worker
 * thread so that a file that makes the reader loop or swell can be stopped from outside without harming the
 * server; the thread is kept between files, so only the first read pays for starting it.
 */
// SheetJS writes notes about damaged records to the console: drop them rather than fill the server's log. (Piping
// the thread's stdout to the parent and draining it there would keep the process alive while the thread idles.)
for (const method of ['debug', 'error', 'info', 'log', 'trace', 'warn'] as const) console[method] = () => {}

parentPort?.on('message', (request: BomReadRequest) => {
  parentPort?.postMessage(readBomSafely(request.bytes, request.fileName, request.options))
})
