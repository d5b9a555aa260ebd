import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { filePathSegments } from './static-files.ts'

const SCRIPT = `export const parts = [${Array.from({ length: 200 }, (_, n) => `"LM358DR-${n}"`).join(',')}]\n`
const STYLE = `.part { color: var(--brand); }\n`.repeat(100)

// A built web app: hashed assets (the script with both precompressed variants, made of other text so the
// test sees which file went out; the style with gzip only), public files, the manifest, and secrets beside.
const folder = mkdtempSync(join(tmpdir(), 'partfront-static-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const webDist = join(folder, 'dist')
const files: Record<string, string | Buffer> = {
  'client/assets/app-3f9a1c.js': SCRIPT,
  'client/assets/app-3f9a1c.js.br': brotliCompressSync('/* the .br file */'),
  'client/assets/app-3f9a1c.js.gz': gzipSync('/* the .gz file */'),
  'client/assets/app-77aa00.css': STYLE,
  'client/assets/app-77aa00.css.gz': gzipSync('/* the .gz file */'),
  'client/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'client/offline.html': '<!doctype html><title>Offline</title>',
  'client/.vite/manifest.json': '{}',
  'secret.txt': 'SECRET beside the client folder',
}
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(webDist, path)), { recursive: true })
  writeFileSync(join(webDist, path), content)
}
writeFileSync(join(folder, 'secret.txt'), 'SECRET outside the build')

const app = createApp({ webDist })

async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await app.request(`http://partfront.test${path}`, { method, headers })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('static files of the client build', () => {
  it('sends the precompressed .br or .gz the client accepts, typed as the original, with Vary', async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.res.status).toBe(200)
    expect(br.res.headers.get('Content-Encoding')).toBe('br')
    expect(br.res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(br.res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.bytes).toString()).toBe('/* the .br file */')

    const gz = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(gz.res.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(gz.bytes).toString()).toBe('/* the .gz file */')

    for (const accept of [{}, { 'Accept-Encoding': 'identity' }] as Array<Record<string, string>>) {
      const plain = await get('/assets/app-3f9a1c.js', accept)
      expect(plain.res.headers.get('Content-Encoding')).toBeNull()
      expect(plain.res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(SCRIPT)))
      expect(plain.bytes.toString()).toBe(SCRIPT)
    }
  })

  it('compresses on the fly a coding the build did not precompress', async () => {
    const { res, bytes } = await get('/assets/app-77aa00.css', { 'Accept-Encoding': 'br' })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
    expect(brotliDecompressSync(bytes).toString()).toBe(STYLE)
  })

  it('caches hashed assets a year, pages no-cache, other public files an hour; answers a revalidation with 304', async () => {
    const asset = await get('/assets/app-3f9a1c.js')
    expect(asset.res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/offline.html')).res.headers.get('Cache-Control')).toBe('no-cache')
    const icon = await get('/favicon.svg')
    expect(icon.res.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(icon.res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')

    const etag = asset.res.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/u)
    const again = await get('/assets/app-3f9a1c.js', { 'If-None-Match': etag })
    expect(again.res.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    // The brotli file is another representation, with its own validator.
    const br = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(br.res.status).toBe(200)
    expect(br.res.headers.get('ETag')).not.toBe(etag)
  })

  it('answers HEAD with the headers only', async () => {
    const { res, bytes } = await get('/assets/app-3f9a1c.js', { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(bytes.length).toBe(0)
  })

  it('refuses paths that leave the root: .. plain or encoded, encoded slashes, backslashes, NUL', async () => {
    const attempts = [
      '/assets/..%2f..%2fsecret.txt',
      '/assets/..%2F..%2F..%2Fsecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/app-3f9a1c.js%00.png',
      '/assets/%c0%ae%c0%ae/secret.txt',
    ]
    for (const path of attempts) {
      const { res, bytes } = await get(path)
      expect(res.status, path).toBe(400)
      expect(bytes.toString(), path).not.toContain('SECRET')
    }
    // Dot segments and backslashes the URL parser resolves itself (as the Node server does) stay inside the root.
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/.%2e/.%2e/secret.txt', '/assets/..\\..\\secret.txt']) {
      const { bytes } = await get(path)
      expect(bytes.toString(), path).not.toContain('SECRET')
    }
  })

  it("never serves dot folders (Vite's manifest) nor the variants by their own names", async () => {
    expect((await get('/.vite/manifest.json')).bytes.toString()).not.toBe('{}')
    expect((await get('/assets/app-3f9a1c.js.br')).res.headers.get('Content-Type')).not.toBe('text/javascript; charset=utf-8')
  })

  it('leaves / and folders to the pages, neither refused nor answered with a file', async () => {
    for (const path of ['/', '/assets/', '/catalog/', '//assets//app-3f9a1c.js']) {
      const { res, bytes } = await get(path)
      expect(res.status, path).not.toBe(400)
      expect(res.headers.get('Cache-Control'), path).not.toBe('public, max-age=31536000, immutable')
      expect(bytes.toString(), path).not.toContain('LM358DR-0')
    }
  })

  it('answers /favicon.ico, when the build has none, with a 404 that is not the page', async () => {
    const { res } = await get('/favicon.ico')
    expect(res.status).toBe(404)
    expect(res.headers.get('Content-Type')).not.toContain('text/html')
  })
})

describe('filePathSegments', () => {
  it('decodes each segment and refuses what could leave the root', () => {
    expect(filePathSegments('/assets/app%20x.js')).toEqual(['assets', 'app x.js'])
    expect(filePathSegments('/assets/%2e%2e/x')).toBe('refused')
    expect(filePathSegments('/a/./b')).toBe('refused')
    expect(filePathSegments('/a%2fb')).toBe('refused')
    expect(filePathSegments('/a%5cb')).toBe('refused')
    expect(filePathSegments('/a%00')).toBe('refused')
    expect(filePathSegments('/%E0%A4%A')).toBe('refused')
    expect(filePathSegments('/.vite/manifest.json')).toBeUndefined()
  })
})
