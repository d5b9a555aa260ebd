import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SqliteStore, openSqliteStore } from '../store/sqlite/sqlite-store.ts'

/**
 * A fresh, migrated SQLite store for a test, made by copying an empty database this process migrated once,
 * then opening the copy (which finds nothing left to migrate). Creating the tables anew costs about 90 ms a
 * store; the copy about 30, and the server's tests open several hundred (issue 25).
 */
let template: Promise<string> | undefined

async function makeTemplate(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-template-'))
  const path = join(folder, 'template.db')
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  // Closing the only connection checkpoints the write-ahead log into the file, so the file alone is the database.
  await (await openSqliteStore(path)).close()
  return path
}

/** Opens a new store at `path` (which must not exist), as `openSqliteStore` would make it. */
export async function openFreshSqliteStore(path: string): Promise<SqliteStore> {
  template ??= makeTemplate()
  copyFileSync(await template, path)
  return openSqliteStore(path)
}
