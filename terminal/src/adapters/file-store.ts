import type { CookieOptions, CookiePort, StoragePort } from '@partfront/core/ports'
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'

/**
 * The terminal's local storage and cookie jar, kept in one JSON file under the user's config folder
 * (`$XDG_CONFIG_HOME/partfront/state.json`, or `~/.config/partfront/state.json`), readable by its owner only
 * (0600, the folder 0700): it holds the session's `user-token`. What the browser keeps in `localStorage` and
 * its cookies, the storefront's machines keep here through the same ports (search history, cart count, the
 * signed-in email, the RFQ list).
 */

/** The folder: `$XDG_CONFIG_HOME/partfront`, or `~/.config/partfront`. */
export function configFolder(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const base = env['XDG_CONFIG_HOME']
  return join(base !== undefined && base !== '' ? base : join(homedir(), '.config'), 'partfront')
}

interface StoredCookie {
  readonly value: string
  /** Epoch ms it expires at; `null`: at the end of the session (kept in memory only). */
  readonly expires: number | null
  readonly path: string
}

interface FileState {
  local: Record<string, string>
  cookies: Record<string, StoredCookie>
}

/** Storage and a cookie jar over one file. */
export interface FileStore {
  readonly storage: StoragePort
  readonly cookies: CookiePort
  /** The file's path. */
  readonly path: string
}

const DAY_MS = 86_400_000

function readState(path: string): FileState {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<FileState> | null
    const local = parsed?.local !== null && typeof parsed?.local === 'object' ? parsed.local : {}
    const cookies = parsed?.cookies !== null && typeof parsed?.cookies === 'object' ? parsed.cookies : {}
    return {
      local: Object.fromEntries(Object.entries(local).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
      cookies: Object.fromEntries(
        Object.entries(cookies).filter(
          (entry): entry is [string, StoredCookie] =>
            typeof entry[1] === 'object' && entry[1] !== null && typeof (entry[1] as { value?: unknown }).value === 'string',
        ),
      ),
    }
  } catch {
    // No file yet, or one this program cannot read: start empty (it is rewritten on the next change).
    return { local: {}, cookies: {} }
  }
}

/**
 * Opens (or creates on the first write) the store at `path`. `now` is the clock cookies expire by. A cookie
 * set without `days` lasts as long as the process, as a browser's session cookie lasts as long as the browser.
 */
export function openFileStore(path: string, now: () => number = Date.now): FileStore {
  const state = readState(path)
  const session = new Map<string, StoredCookie>()

  function save(): void {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 })
    chmodSync(temporary, 0o600)
    renameSync(temporary, path)
  }

  const cookies: CookiePort = {
    get: (name) => {
      const kept = session.get(name) ?? state.cookies[name]
      if (kept === undefined) return undefined
      if (kept.expires !== null && kept.expires <= now()) return undefined
      return kept.value
    },
    set: (name, value, options?: CookieOptions) => {
      const cookie: StoredCookie = {
        value,
        expires: options?.days === undefined ? null : now() + options.days * DAY_MS,
        path: options?.path ?? '/',
      }
      if (cookie.expires === null) {
        session.set(name, cookie)
        if (Object.hasOwn(state.cookies, name)) {
          delete state.cookies[name]
          save()
        }
        return
      }
      session.delete(name)
      state.cookies[name] = cookie
      save()
    },
    remove: (name) => {
      session.delete(name)
      if (!Object.hasOwn(state.cookies, name)) return
      delete state.cookies[name]
      save()
    },
  }

  const storage: StoragePort = {
    getItem: (key) => (Object.hasOwn(state.local, key) ? (state.local[key] ?? null) : null),
    setItem: (key, value) => {
      if (state.local[key] === value) return
      state.local[key] = value
      save()
    },
    removeItem: (key) => {
      if (!Object.hasOwn(state.local, key)) return
      delete state.local[key]
      save()
    },
  }

  return { storage, cookies, path }
}
