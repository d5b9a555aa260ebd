import { readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { RULE_ID_PATTERN } from '../rule-index.ts'

/** One test (or describe block) whose title names rule IDs. */
export interface TitledTest {
  readonly file: string
  readonly line: number
  readonly title: string
  readonly ids: readonly string[]
}

const SKIPPED_DIRS = new Set(['node_modules', '.git', '.tsbuild', 'dist', 'test-results', 'playwright-report', 'data', '.tanstack'])
const TEST_FILE = /\.(test|spec)\.tsx?$/

/** Every test file under `root`: unit and spec suites (`*.test.ts(x)`) and end-to-end journeys (`*.spec.ts`). */
export function findTestFiles(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name))
      } else if (TEST_FILE.test(entry.name)) {
        found.push(join(dir, entry.name))
      }
    }
  }
  walk(root)
  return found.sort()
}

/**
 * The title strings of `it(…)`, `test(…)`, `describe(…)` and their `.each`/`.prop(…)(…)` forms, with the rule
 * IDs each names. A rule ID elsewhere in a file (a comment, a fixture) does not count as coverage.
 */
export function titledTests(source: string, file: string): TitledTest[] {
  const titles = /(?:\b(?:it|test|describe)(?:\.[A-Za-z]+)*\s*\(|\]\s*\)\s*\()\s*(['"`])((?:\\.|(?!\1).)*)\1/g
  const found: TitledTest[] = []
  for (const match of source.matchAll(titles)) {
    const title = match[2] ?? ''
    const ids = [...new Set(title.match(RULE_ID_PATTERN) ?? [])]
    if (ids.length === 0) continue
    const line = source.slice(0, match.index).split('\n').length
    found.push({ file, line, title, ids })
  }
  return found
}

/** All titled tests of the repository at `root`, with paths relative to it. */
export function collectTitledTests(root: string): TitledTest[] {
  return findTestFiles(root).flatMap((path) => titledTests(readFileSync(path, 'utf8'), relative(root, path)))
}
