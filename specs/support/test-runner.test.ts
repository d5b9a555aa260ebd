import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { findChromium } from './chromium.ts'
import { type Span, addFile, projectTimes } from './project-times.ts'

const repo = fileURLToPath(new URL('../..', import.meta.url))
const folder = mkdtempSync(join(tmpdir(), 'partfront-runner-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('npm test on a machine without Chromium', () => {
  it('says so before anything runs, naming apt-get install chromium and CHROMIUM_PATH, and fails', async () => {
    const missing = join(folder, 'no-chromium-here')
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/test.ts'], {
      cwd: repo,
      env: { ...process.env, CHROMIUM_PATH: missing },
    })
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stdout: string; stderr: string } | undefined
    expect(failure?.code).toBe(1)
    expect(failure?.stderr).toContain(`CHROMIUM_PATH names ${missing}, and there is no such file.`)
    expect(failure?.stderr).toContain('`apt-get install chromium`')
    expect(failure?.stderr).toContain('Nothing was run.')
    expect(failure?.stdout).not.toMatch(/typecheck|lint|vitest|journeys/u)
  }, 30_000)
})

describe('finding Chromium', () => {
  const present = join(folder, 'chromium')
  writeFileSync(present, '')

  it('takes CHROMIUM_PATH when that file exists, and nothing else when it does not', () => {
    expect(findChromium({ CHROMIUM_PATH: present }, [])).toBe(present)
    expect(findChromium({ CHROMIUM_PATH: join(folder, 'gone') }, [present])).toBeUndefined()
  })

  it('without CHROMIUM_PATH, takes the first usual place that exists, or none', () => {
    expect(findChromium({}, [join(folder, 'gone'), present])).toBe(present)
    expect(findChromium({ CHROMIUM_PATH: '' }, [join(folder, 'gone')])).toBeUndefined()
  })
})

describe("each Vitest project's time", () => {
  it('is the span from its first file’s start to its last file’s end, with its files and tests counted', () => {
    const spans = new Map<string, Span>()
    addFile(spans, 'core', 1_000, 1_500, 3)
    addFile(spans, 'web', 1_200, 4_000, 2)
    addFile(spans, 'core', 2_000, 2_600, 4)
    addFile(spans, 'core', 900, 1_100, 1)
    expect(projectTimes(spans)).toEqual([
      { name: 'web', files: 1, tests: 2, spanMs: 2_800 },
      { name: 'core', files: 3, tests: 8, spanMs: 1_700 },
    ])
  })
})
