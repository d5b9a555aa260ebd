import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The files worth precompressing: text the server sends compressed (its `isCompressibleType`). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/u

export interface PrecompressOptions {
  /** Files smaller than this are left alone, as the server leaves their answers (`COMPRESSION_THRESHOLD`). @default 1024 */
  readonly threshold?: number
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every JavaScript, CSS, SVG,
 * JSON, HTML, text and XML file of the client build from `threshold` bytes up, once the build is written: the
 * server sends them to clients that accept the coding (`server/src/web/static-files.ts`), so the best
 * compression costs nothing per request. Public files are included (Vite copies them first); dot folders
 * (`.vite/manifest.json`, which the server never serves) are not; a variant no smaller than its file is not
 * written. Only the client build: the server renderer's files are never sent.
 */
export function precompress(options: PrecompressOptions = {}): Plugin {
  const threshold = options.threshold ?? 1024
  let outDir = ''
  let serverBuild = false
  return {
    name: 'partfront:precompress',
    apply: 'build',
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr)
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (serverBuild) return
        const written = await precompressFolder(outDir, threshold)
        this.info(`precompressed ${written} files (.br, .gz) in ${outDir}`)
      },
    },
  }
}

/** Precompresses the files of `folder` (see `precompress`); answers how many files got variants. */
export async function precompressFolder(folder: string, threshold = 1024): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.slice(folder.length).split(/[\\/]/u).some((segment) => segment.startsWith('.')))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file)
      if (bytes.byteLength < threshold) return
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ])
      if (br.byteLength < bytes.byteLength) await writeFile(`${file}.br`, br)
      if (gz.byteLength < bytes.byteLength) await writeFile(`${file}.gz`, gz)
      written++
    }),
  )
  return written
}
