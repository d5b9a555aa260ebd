#!/usr/bin/env node
// The `partfront` command. It runs the bundle `npm run build:terminal` makes (terminal/dist/partfront.mjs)
// when that is newer than every source it was built from; otherwise the TypeScript sources through tsx's
// loader, with the terminal's tsconfig (its JSX). Both are the same program.
import { existsSync, readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const bundle = fileURLToPath(new URL('../dist/partfront.mjs', import.meta.url))

/** The newest modification time under `folder` (ms), 0 when it is missing. */
function newest(folder) {
  let latest = 0
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return 0
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) latest = Math.max(latest, newest(path))
    else latest = Math.max(latest, statSync(path).mtimeMs)
  }
  return latest
}

const fresh =
  existsSync(bundle) &&
  statSync(bundle).mtimeMs >= Math.max(...['terminal/src', 'core/src', 'adapters/src'].map((folder) => newest(`${root}${folder}`)))

if (fresh) {
  await import(bundle)
} else {
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) })
  await import('../src/main.ts')
}
