import { parentPort, workerData } from 'node:worker_threads'
import type { BomReadRequest } from './read-bom-in-worker.ts'
import { readBomSafely } from './read-safely.ts'

/**
 * The body of the BOM reading worker: reads one file with the core's reader (behind the server's screen,
 * `read-safely.ts`) and posts the result (plain data) back. It runs in a worker thread so that a file that
 * makes the reader loop or swell can be stopped from outside without harming the server.
 */
const request = workerData as BomReadRequest
parentPort?.postMessage(readBomSafely(request.bytes, request.fileName, request.options))
