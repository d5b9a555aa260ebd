import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFolder, openFileStore } from './file-store.ts'

let folder: string | undefined
afterEach(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})
function temporary(): string {
  folder = mkdtempSync(join(tmpdir(), 'partfront-store-'))
  return folder
}

describe('the config folder', () => {
  it('is $XDG_CONFIG_HOME/partfront, or ~/.config/partfront without it', () => {
    expect(configFolder({ XDG_CONFIG_HOME: '/x/config' })).toBe('/x/config/partfront')
    expect(configFolder({ XDG_CONFIG_HOME: '' })).toMatch(/\/\.config\/partfront$/u)
    expect(configFolder({})).toMatch(/\/\.config\/partfront$/u)
  })
})

describe('storage and cookies in one file', () => {
  it('keeps what was stored for the next run, in a file only its owner can read (0600)', () => {
    const path = join(temporary(), 'partfront', 'state.json')
    const first = openFileStore(path)
    first.storage.setItem('searchList', '["LM358"]')
    first.cookies.set('user-token', 'abc', { days: 7 })
    expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(statSync(join(folder ?? '', 'partfront')).mode & 0o777).toBe(0o700)
    const second = openFileStore(path)
    expect(second.storage.getItem('searchList')).toBe('["LM358"]')
    expect(second.cookies.get('user-token')).toBe('abc')
    second.storage.removeItem('searchList')
    expect(openFileStore(path).storage.getItem('searchList')).toBeNull()
  })

  it('lets a cookie expire after its days, and keeps a cookie without days for this run only', () => {
    const path = join(temporary(), 'state.json')
    let now = 1_000_000
    const store = openFileStore(path, () => now)
    store.cookies.set('user-token', 'abc', { days: 1 })
    store.cookies.set('session-only', 'x')
    expect(store.cookies.get('session-only')).toBe('x')
    expect(JSON.parse(readFileSync(path, 'utf8'))).not.toHaveProperty(['cookies', 'session-only'])
    now += 86_400_000
    expect(store.cookies.get('user-token')).toBeUndefined()
  })

  it('starts empty over a file it cannot read', () => {
    const path = join(temporary(), 'state.json')
    openFileStore(path).storage.setItem('k', 'v')
    const broken = join(folder ?? '', 'broken.json')
    writeFileSync(broken, '{not json')
    expect(openFileStore(broken).storage.getItem('k')).toBeNull()
  })
})
