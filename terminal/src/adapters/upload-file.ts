import type { UploadFile } from '@partfront/core/contract'
import { readFileSync, statSync } from 'node:fs'
import { basename } from 'node:path'

/** Why a file cannot be read, as the buyer reads it. */
export class FileReadError extends Error {
  override readonly name = 'FileReadError'
}

/**
 * A file on disk as the contract's structural `UploadFile` (name, size, type, bytes), read now. Refused with a
 * `FileReadError` when it is missing or not a file.
 */
export function uploadFileAt(path: string): UploadFile {
  let size: number
  try {
    const stat = statSync(path)
    if (!stat.isFile()) throw new FileReadError(`${path} is not a file.`)
    size = stat.size
  } catch (error) {
    if (error instanceof FileReadError) throw error
    throw new FileReadError(`Cannot read ${path}: no such file.`)
  }
  const bytes = readFileSync(path)
  return {
    name: basename(path),
    size,
    type: '',
    arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
  }
}
