import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath } from 'node:url'
import { buildId } from './build/build-id.ts'
import { precompress } from './build/precompress.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * Issue 28: the server inlines each page's CSS (server/src/web/route-assets.ts). The router renders that
 * `<style>` on the server and, in the browser, a `<style>` that keeps the server's text (the dehydrated manifest
 * holds a placeholder, not the CSS a second time) only when `TSS_INLINE_CSS_ENABLED` is "true"; the router's
 * plugin defines it "false" (TanStack Start turns it on), and with "false" the browser renders an empty
 * `<style>` in its place. A plugin's `define` overrides the config's, so this one comes after the router's.
 */
function inlineCssFlag(): Plugin {
  const on = JSON.stringify('true')
  return {
    name: 'partfront:inline-css-flag',
    config: () => ({ define: { 'process.env.TSS_INLINE_CSS_ENABLED': on, 'import.meta.env.TSS_INLINE_CSS_ENABLED': on } }),
  }
}

/**
 * The web app's two builds (`npm run build` runs both):
 * - the client (`vite build`): `src/entry-client.tsx` and the routes' code-split chunks into `dist/client/`,
 *   hashed under `assets/`, with Vite's manifest (`.vite/manifest.json`) from which the server tells each page
 *   which files it needs;
 * - the server renderer (`vite build --ssr`): `src/entry-server.tsx` into `dist/server/entry-server.js`, which
 *   the Hono server imports. The workspace packages are bundled into it (they are TypeScript sources).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: a page's loader (and the contract schemas it calls with) loads with its page,
      // not in the entry every page shares.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    inlineCssFlag(),
    react(),
    buildId(),
    precompress(),
  ],
  ssr: {
    noExternal: ['@partfront/core', '@partfront/adapters'],
  },
  // The BOM tool's reader runs in a module worker, which loads SheetJS in a chunk of its own for a workbook.
  worker: { format: 'es' },
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: `${root}dist/server`,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: `${root}src/entry-server.tsx`,
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: `${root}dist/client`,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: `${root}src/entry-client.tsx`,
          output: {
            codeSplitting: {
              groups: [
                // Issue 28: every page's first load (rolldown's `$initial`: the entry and what it imports
                // statically) in the entry's one chunk. Left to the automatic chunking, the modules that later
                // chunks share too became a dozen common chunks of 70–930 bytes on every page (`token.rules`,
                // `text.rules`, `uri-component`, …), each a request and a module evaluation. Every page loads
                // them all already, so merging adds no page a byte (each is about 4.5 kB smaller gzip'd: fewer
                // files and imports between them); what loads later (routes, drawers, the storefront's machines)
                // keeps its chunks, which import from the entry's. Its dependencies come with each module (the
                // default): without them the chunks' order of execution broke hydration.
                { name: 'frame', tags: ['$initial'] },
              ],
            },
          },
        },
      },
}))
