import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** A better-sqlite3 connection. */
export type Db = Database.Database

/**
 * Opens (creating when missing) the SQLite file at `path`, or an in-memory database for `:memory:`, set up
 * the way every Partfront store runs: WAL journal (readers never wait for the writer), foreign keys enforced,
 * `synchronous = NORMAL` (durable at each checkpoint, the WAL's usual pairing), and a busy timeout so a second
 * process (`npm run admin`) waits for the server's write instead of failing.
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('temp_store = MEMORY')
  db.pragma('cache_size = -65536')
  return db
}
