import { Hono } from 'hono'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compression, isCompressibleType, negotiateEncoding } from './compression.ts'

/** A page well over the threshold that compresses well. */
const PAGE = `<!doctype html><title>Parts</title>${'<p>LM358DR dual operational amplifier, SOIC-8</p>'.repeat(200)}`
const JSON_BODY = { code: 200, data: Array.from({ length: 200 }, (_, id) => ({ id, model: `LM358DR-${id}` })), message: '' }

function testApp(): Hono {
  const app = new Hono()
  app.use('*', compression())
  app.get('/page', (c) => c.html(PAGE))
  app.get('/api/list', (c) => c.json(JSON_BODY))
  app.get('/small', (c) => c.text('short'))
  app.get('/png', (c) => c.body(new Uint8Array(4096).fill(7), 200, { 'Content-Type': 'image/png' }))
  app.get('/xlsx', (c) =>
    c.body(new Uint8Array(4096).fill(7), 200, {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': 'attachment; filename="bom.xlsx"',
    }),
  )
  app.get('/svg', (c) => c.body(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`, 200, { 'Content-Type': 'image/svg+xml' }))
  app.get('/no-transform', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-transform' }))
  app.get('/encoded', (c) => c.body(new Uint8Array(4096).fill(1), 200, { 'Content-Type': 'text/plain', 'Content-Encoding': 'gzip' }))
  app.get('/empty', (c) => c.body(null, 204))
  app.get('/stream', (c) => {
    const encoder = new TextEncoder()
    // Small pieces first: the middleware reads on past them to learn whether the body reaches the threshold.
    const pieces = ['<ul>', '<li>a</li>', ...Array.from({ length: 300 }, (_, n) => `<li>part ${n}</li>`), '</ul>']
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece))
        controller.close()
      },
    })
    return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8' })
  })
  app.get('/short-stream', (c) => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<p>tiny</p>'))
        controller.close()
      },
    })
    return c.body(stream, 200, { 'Content-Type': 'text/html; charset=utf-8' })
  })
  return app
}

async function get(path: string, acceptEncoding?: string, method = 'GET') {
  const res = await testApp().request(path, { method, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('negotiateEncoding', () => {
  it('prefers br, then gzip, by q, honouring q=0, * and identity', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined()
    expect(negotiateEncoding('')).toBeUndefined()
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip')).toBe('gzip')
    expect(negotiateEncoding('x-gzip')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('BR;Q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined()
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0')).toBeUndefined()
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=0.5, identity')).toBeUndefined()
    expect(negotiateEncoding('br;q=nonsense, gzip')).toBe('gzip')
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip')
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined()
  })

  it('counts text, JSON, XML and SVG as compressible; other images, XLSX and event streams not', () => {
    for (const type of ['text/html; charset=utf-8', 'text/css', 'text/javascript', 'application/json', 'application/problem+json', 'application/xml', 'image/svg+xml', 'text/csv']) {
      expect(isCompressibleType(type), type).toBe(true)
    }
    for (const type of ['image/png', 'image/jpeg', 'image/x-icon', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/zip', 'font/woff2', 'text/event-stream', null]) {
      expect(isCompressibleType(type), String(type)).toBe(false)
    }
  })
})

describe('compression', () => {
  it('sends brotli to a client that accepts it, the same bytes once decoded, with Vary', async () => {
    const { res, bytes } = await get('/page', 'gzip, deflate, br')
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    expect(res.headers.get('Content-Length')).toBeNull()
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=UTF-8')
    expect(bytes.length).toBeLessThan(PAGE.length / 4)
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(PAGE)
  })

  it('sends gzip when brotli is refused (br;q=0) or not offered, JSON answers too', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'br;q=0, *']) {
      const { res, bytes } = await get('/api/list', accept)
      expect(res.headers.get('Content-Encoding'), accept).toBe('gzip')
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON_BODY)
    }
  })

  it('sends the body as it is without Accept-Encoding, with identity, or with every coding refused, still with Vary', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const { res, bytes } = await get('/page', accept)
      expect(res.headers.get('Content-Encoding'), String(accept)).toBeNull()
      expect(res.headers.get('Vary')).toBe('Accept-Encoding')
      expect(bytes.toString('utf8')).toBe(PAGE)
    }
  })

  it('compresses SVG, but not PNG images nor XLSX downloads', async () => {
    expect((await get('/svg', 'br')).res.headers.get('Content-Encoding')).toBe('br')
    for (const path of ['/png', '/xlsx']) {
      const { res, bytes } = await get(path, 'br, gzip')
      expect(res.headers.get('Content-Encoding'), path).toBeNull()
      expect(res.headers.get('Vary'), path).toBeNull()
      expect(bytes).toEqual(Buffer.from(new Uint8Array(4096).fill(7)))
    }
  })

  it('leaves tiny bodies, no-transform, already encoded answers, 204 and HEAD alone', async () => {
    const small = await get('/small', 'br')
    expect(small.res.headers.get('Content-Encoding')).toBeNull()
    expect(small.bytes.toString()).toBe('short')
    const kept = await get('/no-transform', 'br')
    expect(kept.res.headers.get('Content-Encoding')).toBeNull()
    expect(kept.bytes.toString()).toBe(PAGE)
    const encoded = await get('/encoded', 'br')
    expect(encoded.res.headers.get('Content-Encoding')).toBe('gzip')
    expect(encoded.bytes).toEqual(Buffer.from(new Uint8Array(4096).fill(1)))
    const empty = await get('/empty', 'br')
    expect(empty.res.status).toBe(204)
    expect(empty.res.headers.get('Content-Encoding')).toBeNull()
    const head = await get('/page', 'br', 'HEAD')
    expect(head.res.status).toBe(200)
    expect(head.res.headers.get('Content-Encoding')).toBeNull()
    expect(head.bytes.length).toBe(0)
  })

  it('compresses a streamed body of unknown length, and sends a short one as it is with its length', async () => {
    const expected = ['<ul>', '<li>a</li>', ...Array.from({ length: 300 }, (_, n) => `<li>part ${n}</li>`), '</ul>'].join('')
    const streamed = await get('/stream', 'gzip')
    expect(streamed.res.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(streamed.bytes).toString('utf8')).toBe(expected)
    const br = await get('/stream', 'br')
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(expected)
    const short = await get('/short-stream', 'br')
    expect(short.res.headers.get('Content-Encoding')).toBeNull()
    expect(short.res.headers.get('Content-Length')).toBe('11')
    expect(short.bytes.toString('utf8')).toBe('<p>tiny</p>')
  })
})
