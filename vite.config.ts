import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

/**
 * Root config: the test projects, and the reporter that gives `npm test` each project's time
 * (it writes only when `PARTFRONT_PROJECT_TIMES` names a file).
 */
export default defineConfig({
  test: { projects, reporters: ['default', './specs/support/project-times.ts'] },
})
