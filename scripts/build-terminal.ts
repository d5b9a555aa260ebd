/**
 * `npm run build:terminal`: bundles the terminal storefront (terminal/src/main.ts with core, adapters, Ink and
 * React) into ES modules, `terminal/dist/partfront.mjs` and its lazily loaded chunks, which the `partfront` bin runs when it is newer
 * than the sources: it starts in a fraction of the time the sources take through tsx (bench:terminal). Without
 * it, or when a source changed since, the bin runs the sources.
 */
import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const terminal = fileURLToPath(new URL('../terminal/', import.meta.url))

await build({
  entryPoints: { partfront: `${terminal}src/main.ts` },
  outdir: `${terminal}dist`,
  outExtension: { '.js': '.mjs' },
  // What loads lazily (the commands, the contract, the BOM tool and its spreadsheet reader) stays in chunks of
  // its own, parsed only when used: the first screen parses what it draws.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  tsconfig: `${terminal}tsconfig.json`,
  // Ink's DevTools hook (DEV=true only) needs a package the app does not ship.
  alias: { 'react-devtools-core': `${terminal}build/no-devtools.js` },
  // Some bundled packages are CommonJS and call `require`.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
console.log('terminal/dist/partfront.mjs built')
