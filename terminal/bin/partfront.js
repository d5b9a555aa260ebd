#!/usr/bin/env node
// The `partfront` command: the workspace ships TypeScript sources (as every package here does), run through
// tsx's loader, registered before the entry is imported.
import { register } from 'tsx/esm/api'

register()
await import('../src/main.ts')
