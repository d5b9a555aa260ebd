import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { storeSuite } from '../suite/store.suite.ts'
import { openSqliteStore } from './sqlite-store.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-store-suite-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

let stores = 0
storeSuite('sqlite', () => openSqliteStore(join(folder, `store-${++stores}.db`)))
