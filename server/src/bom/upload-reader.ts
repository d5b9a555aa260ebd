import type { BomRead, ReadBomOptions, Refusal } from '@partfront/core/bom'
import { BOM } from '@partfront/core/constants'
import { type WorkerLimits, createBomReader } from './read-bom-in-worker.ts'

/**
 * The one BOM reader of the server process: uploads and corrected mappings are read in worker threads with
 * these limits, at most `concurrency` at once across every request, so a burst of hostile files cannot take
 * every core or the server's memory (issue 8, "In the API").
 */
export const UPLOAD_WORKER_LIMITS: WorkerLimits = { timeoutMs: BOM.maxReadMs, maxMemoryMb: 256, concurrency: 2 }

/** A reader of BOM files in a worker thread (see `createBomReader`). */
export type BomReader = (bytes: Uint8Array, fileName: string, options?: ReadBomOptions) => Promise<BomRead | Refusal>

let shared: BomReader | undefined

/** The process's reader, made on first use. */
export function sharedBomReader(): BomReader {
  shared ??= createBomReader(UPLOAD_WORKER_LIMITS)
  return shared
}
