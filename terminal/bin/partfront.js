#!/usr/bin/env node
// The `partfront` command: the workspace ships TypeScript sources (as every package here does), run through
// tsx's loader with the terminal's own tsconfig (its JSX), registered before the entry is imported.
import { register } from 'tsx/esm/api'

register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname })
await import('../src/main.ts')
