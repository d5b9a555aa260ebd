/**
 * `npm test`: every check, in stages, with the time of each at the end (issue 25).
 *
 * 1. Chromium is looked for before anything runs: the web tests and the journeys need it, and a bare machine
 *    should hear so at once, not from a browser launch deep inside the run.
 * 2. Type check, lint and bundle budgets run side by side: each is mostly one thread, and none reads what
 *    another writes (the budgets' build writes `web/dist`, which the other two ignore). Beside them the
 *    journeys' demo catalog is seeded into the journeys' data folder (`E2E_DATA_DIR`): lint runs about a minute
 *    alone after the type check ends, one core idle, and that minute seeds the 50,000 parts the journeys' server
 *    would otherwise seed at its start, with the stage after it waiting (`npm start` seeds only an empty catalog).
 * 3. Every Vitest project in one run; the reporter in `specs/support/project-times.ts` records each project's
 *    span (its first file's start to its last file's end: the projects run side by side).
 * 4. The journeys (Playwright against `npm start`), on the build stage 2 made.
 *
 * A stage that fails stops the run (what it printed says why); the times so far are still printed.
 * `--from STAGE` starts at a later stage (`checks`, `unit`, `journeys`) when the earlier ones just passed.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { findChromium } from '../specs/support/chromium.ts'
import { type ProjectTime, PROJECT_TIMES_VARIABLE } from '../specs/support/project-times.ts'

const STAGES = ['checks', 'unit', 'journeys'] as const
type Stage = (typeof STAGES)[number]

const { values } = parseArgs({ options: { from: { type: 'string', default: 'checks' } } })
const from = values.from as Stage
if (!STAGES.includes(from)) {
  console.error(`npm test: --from takes ${STAGES.join(', ')}; "${values.from}" is none of them.`)
  process.exit(2)
}

const repo = fileURLToPath(new URL('..', import.meta.url))
const times: { readonly name: string; readonly seconds: number; readonly note?: string }[] = []
const started = performance.now()
/** The journeys' data folder, its demo catalog seeded during the checks; the journeys' server seeds it when unset. */
let journeyData: string | undefined

/** Whether `command` is a program on the PATH. */
function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => folder !== '' && existsSync(join(folder, command)))
}

/** Runs `command` with the terminal as its output; resolves with its exit code. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}, quiet = false): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** Runs a named step and records its time. */
async function timed(name: string, step: () => Promise<number>): Promise<number> {
  const start = performance.now()
  const code = await step()
  times.push({ name, seconds: (performance.now() - start) / 1000, ...(code === 0 ? {} : { note: 'failed' }) })
  return code
}

function report(): void {
  const width = Math.max(...times.map((time) => time.name.length), 5)
  console.log('\nnpm test, the time of each stage:')
  for (const time of times) {
    console.log(`  ${time.name.padEnd(width)}  ${time.seconds.toFixed(1).padStart(6)} s${time.note === undefined ? '' : `  (${time.note})`}`)
  }
  console.log(`  ${'total'.padEnd(width)}  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`)
}

function stop(code: number): never {
  if (journeyData !== undefined) rmSync(journeyData, { recursive: true, force: true })
  report()
  process.exit(code)
}

// 1. Chromium, before anything runs.
const chromium = findChromium()
if (chromium === undefined) {
  const named = process.env.CHROMIUM_PATH
  console.error(
    (named === undefined || named === ''
      ? 'npm test: no Chromium found (looked for /usr/bin/chromium, chromium-browser and google-chrome). '
      : `npm test: CHROMIUM_PATH names ${named}, and there is no such file. `) +
      'The web tests and the journeys drive the system Chromium, and nothing here downloads one. Install it ' +
      '(Debian: `apt-get install chromium`), or set CHROMIUM_PATH to a Chromium or Chrome binary. Nothing was run.',
  )
  process.exit(1)
}
console.log(`npm test: Chromium at ${chromium}`)

// The terminal app's journey drives the real command in tmux.
if (!onPath('tmux')) {
  console.error('npm test: tmux is not installed; the terminal app\'s journey drives the real command in it. Install it (Debian: `apt-get install tmux`). Nothing was run.')
  process.exit(1)
}

// 2. Type check, lint, budgets and the journeys' catalog side by side; each one's output is printed whole when it ends.
if (STAGES.indexOf(from) <= STAGES.indexOf('checks')) {
  journeyData = mkdtempSync(join(tmpdir(), 'partfront-e2e-'))
  const checks = [
    { name: 'typecheck', args: ['run', '--silent', 'typecheck'], env: {} },
    { name: 'lint', args: ['run', '--silent', 'lint'], env: {} },
    { name: 'budgets', args: ['run', '--silent', 'check:budgets'], env: {} },
    { name: 'journeys\' catalog', args: ['run', '--silent', 'seed'], env: { DATABASE_URL: join(journeyData, 'partfront.db') } },
  ]
  const codes = await Promise.all(
    checks.map((check) =>
      timed(check.name, async () => {
        const { code, output } = await run('npm', check.args, check.env, true)
        console.log(`\n── ${check.name} ${code === 0 ? 'passed' : 'FAILED'} ──`)
        if (output.trim() !== '') console.log(output.trimEnd())
        return code
      }),
    ),
  )
  if (codes.some((code) => code !== 0)) stop(1)
}

// 3. Every Vitest project in one run.
if (STAGES.indexOf(from) <= STAGES.indexOf('unit')) {
  const folder = mkdtempSync(join(tmpdir(), 'partfront-test-'))
  const timesFile = join(folder, 'projects.json')
  const code = await timed('vitest (all projects)', async () => (await run('npx', ['vitest', 'run'], { [PROJECT_TIMES_VARIABLE]: timesFile })).code)
  if (existsSync(timesFile)) {
    const projects = JSON.parse(readFileSync(timesFile, 'utf8')) as ProjectTime[]
    for (const project of projects) {
      times.push({ name: `  vitest ${project.name}`, seconds: project.spanMs / 1000, note: `${project.tests} tests in ${project.files} files` })
    }
  }
  rmSync(folder, { recursive: true, force: true })
  if (code !== 0) stop(code)
}

// 4. The journeys.
const journeys = await timed(
  'journeys',
  async () => (await run('npm', ['run', '--silent', 'test:e2e'], journeyData === undefined ? {} : { E2E_DATA_DIR: journeyData })).code,
)
stop(journeys)
