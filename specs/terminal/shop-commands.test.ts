import { serve, type ServerType } from '@hono/node-server'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSearchCatalog } from '../../server/src/search/search.fixtures.ts'
import { startTestApi, type TestApi } from '../../server/src/testing/test-api.ts'
import { freePort } from '../support/free-port.ts'

/**
 * Issue 27's scripting commands, run as a buyer runs them (`node terminal/bin/partfront.js …`, the `partfront`
 * bin `npm run shop` starts) against the real API served on a free port over a temporary SQLite database
 * (the search fixtures: LM358DR at $0.25, $0.10 from 100), with a config folder of the test's own.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url))
const bin = join(repo, 'terminal/bin/partfront.js')

let api: TestApi
let server: ServerType
let url: string
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'partfront-shop-'))
  api = await startTestApi({ seed: async (store) => void (await seedSearchCatalog(store)) })
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  await new Promise<void>((listening) => {
    server = serve({ fetch: api.app.fetch, port, hostname: '127.0.0.1' }, () => listening())
  })
}, 60_000)

afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()))
  await api.close()
  rmSync(folder, { recursive: true, force: true })
})

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

function shop(args: readonly string[], env: Readonly<Record<string, string>> = {}): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: repo,
      env: { PATH: process.env['PATH'] ?? '', HOME: folder, XDG_CONFIG_HOME: join(folder, 'config'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', failed)
    child.once('close', (code) => done({ code, stdout, stderr }))
  })
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/u)

describe('npm run shop -- search', () => {
  it('lists the parts with model, maker, stock and the unit and extended price at --qty, as JSON; exit 0', async () => {
    const run = await shop(['search', 'LM358DR', '--qty', '100', '--json', '--api', url])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const body = JSON.parse(run.stdout) as { keyword: string; quantity: number; parts: Record<string, unknown>[] }
    expect(body.keyword).toBe('LM358DR')
    expect(body.quantity).toBe(100)
    expect(body.parts[0]).toMatchObject({
      model: 'LM358DR',
      manufacturer: 'Texas Instruments',
      package: 'SOIC-8',
      stock: 5000,
      quantity: 100,
      unitPrice: 0.1,
      extendedPrice: 10,
      currency: 'USD',
      match: 'exact',
    })
    expect(body.parts.map((part) => part['model'])).toContain('XLM358DR')
  }, 30_000)

  it('prints a table priced at each part\'s minimum without --qty, reading PARTFRONT_API', async () => {
    const run = await shop(['search', 'LM358DR'], { PARTFRONT_API: url })
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/results? for "LM358DR"/u)
    expect(run.stdout).toMatch(/LM358DR\s+Texas Instruments\s+SOIC-8\s+5,000 in stock\s+1\s+\$0\.25\s+\$0\.25/u)
  }, 30_000)

  it('exits 1 when nothing matches', async () => {
    const run = await shop(['search', 'ZZQX9999', '--json', '--api', url])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No parts match "ZZQX9999"')
    expect((JSON.parse(run.stdout) as { parts: unknown[] }).parts).toEqual([])
  }, 30_000)
})

describe('npm run shop -- product', () => {
  it('PAGE-1: a part number gives its ladder with the quantity\'s break marked, as JSON; exit 0', async () => {
    const run = await shop(['product', 'lm358dr', '--qty', '150', '--json', '--api', url])
    expect(run.code).toBe(0)
    const body = JSON.parse(run.stdout) as { parts: { model: string; quantity: number; unitPrice: number; extendedPrice: number; priceLadder: unknown[] }[] }
    expect(body.parts).toHaveLength(1)
    expect(body.parts[0]).toMatchObject({ model: 'LM358DR', quantity: 150, unitPrice: 0.1, extendedPrice: 15 })
    expect(body.parts[0]?.priceLadder).toEqual([
      { quantity: 1, unitPrice: 0.25, extendedPrice: 0.25, active: false },
      { quantity: 100, unitPrice: 0.1, extendedPrice: 10, active: true },
    ])
  }, 30_000)

  it('finds a product by its id too, and tells the buy-more hint in the table', async () => {
    const search = JSON.parse((await shop(['search', 'LM358DR', '--json', '--api', url])).stdout) as { parts: { id: number }[] }
    const run = await shop(['product', String(search.parts[0]?.id), '--qty', '90', '--api', url])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('LM358DR')
    // 90 pieces are priced at the 1+ break; the 100+ one is not marked
    expect(run.stdout).toMatch(/>\s+1\+\s+\$0\.25/u)
    expect(run.stdout).not.toMatch(/>\s+100\+/u)
    expect(run.stdout).toContain('90 pieces: $0.25 each, $22.50 in all')
    expect(run.stdout).toContain('Buy 10 more (100 in all)')
  }, 30_000)

  it('exits 1 for a part number no product has, naming the near ones', async () => {
    const run = await shop(['product', 'LM358Q', '--api', url])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('No part numbered "LM358Q"')
  }, 30_000)
})

describe('npm run shop -- bom', () => {
  it('prices a BOM file for --boards through the API, each line with its match and reason; exit 0', async () => {
    const file = join(folder, 'board.csv')
    writeFileSync(file, 'Designator,Quantity,Manufacturer Part Number,Manufacturer\nU1 U2,2,LM358DR,Texas Instruments\nR1,1,NOSUCHPART-123,Nobody\n')
    const run = await shop(['bom', file, '--boards', '50', '--json', '--api', url])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const body = JSON.parse(run.stdout) as { boards: number; lines: { mpn: string; needed: number; match: { kind: string; reason: string }; part: { model: string } | null; unitPrice: number | null; extendedPrice: number | null }[] }
    expect(body.boards).toBe(50)
    const lm358 = body.lines.find((line) => line.mpn === 'LM358DR')
    expect(lm358).toMatchObject({ needed: 100, part: { model: 'LM358DR' }, unitPrice: 0.1, extendedPrice: 10, match: { kind: 'exact' } })
    expect(lm358?.match.reason).not.toBe('')
    expect(body.lines.find((line) => line.mpn === 'NOSUCHPART-123')).toMatchObject({ part: null, match: { kind: 'none' } })
  }, 30_000)
})

describe('bad input: a clear message, exit 2, no stack trace', () => {
  it('an unknown flag', async () => {
    const run = await shop(['search', 'LM358', '--colour', 'red', '--api', url])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Unknown option '--colour'")
    expect(run.stderr).toContain('Usage: partfront')
    noStackTrace(run.stderr)
  }, 30_000)

  it('a missing BOM file', async () => {
    const run = await shop(['bom', join(folder, 'no-such.csv'), '--api', url])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`Cannot read ${join(folder, 'no-such.csv')}: no such file.`)
    noStackTrace(run.stderr)
  }, 30_000)

  it('a quantity that is not one', async () => {
    const run = await shop(['search', 'LM358', '--qty', 'ten', '--api', url])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--qty must be a whole number')
  }, 30_000)

  it('an unreachable server, named by its URL', async () => {
    const port = await freePort()
    const run = await shop(['search', 'LM358', '--api', `http://127.0.0.1:${port}`])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`Cannot reach the Partfront server at http://127.0.0.1:${port}`)
    noStackTrace(run.stderr)
  }, 30_000)
})
