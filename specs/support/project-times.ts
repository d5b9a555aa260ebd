import { writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/** The variable naming the file `ProjectTimesReporter` writes; unset, it writes nothing. */
export const PROJECT_TIMES_VARIABLE = 'PARTFRONT_PROJECT_TIMES'

/** One Vitest project's time in a run. */
export interface ProjectTime {
  readonly name: string
  readonly files: number
  readonly tests: number
  /** From its first file's start to its last file's end (projects run side by side, so spans overlap). */
  readonly spanMs: number
}

/** A project's files so far. */
export interface Span {
  first: number
  last: number
  files: number
  tests: number
}

/** Adds one finished file to its project's span. */
export function addFile(spans: Map<string, Span>, project: string, startMs: number, endMs: number, tests: number): void {
  const span = spans.get(project)
  if (span === undefined) spans.set(project, { first: startMs, last: endMs, files: 1, tests })
  else {
    span.first = Math.min(span.first, startMs)
    span.last = Math.max(span.last, endMs)
    span.files += 1
    span.tests += tests
  }
}

/** The spans as `ProjectTime`s, longest first. */
export function projectTimes(spans: ReadonlyMap<string, Span>): ProjectTime[] {
  return [...spans]
    .map(([name, span]) => ({ name, files: span.files, tests: span.tests, spanMs: span.last - span.first }))
    .sort((a, b) => b.spanMs - a.spanMs)
}

/**
 * A Vitest reporter that records each project's span and writes them as JSON to the file named by
 * `PARTFRONT_PROJECT_TIMES`, for `npm test`'s closing table (scripts/test.ts).
 */
export default class ProjectTimesReporter implements Reporter {
  private readonly spans = new Map<string, Span>()
  private readonly starts = new Map<string, number>()

  onTestModuleStart(module: TestModule): void {
    this.starts.set(module.id, Date.now())
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now()
    const tests = [...module.children.allTests()].length
    addFile(this.spans, module.project.name, this.starts.get(module.id) ?? end, end, tests)
  }

  onTestRunEnd(): void {
    const file = process.env[PROJECT_TIMES_VARIABLE]
    if (file === undefined || file === '') return
    writeFileSync(file, JSON.stringify(projectTimes(this.spans), null, 2))
  }
}
