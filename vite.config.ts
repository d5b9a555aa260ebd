import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

/** Root config: only the test projects. The web app's own build config is `web/vite.config.ts`. */
export default defineConfig({
  test: { projects },
})
