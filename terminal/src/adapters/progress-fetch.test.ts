import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { progressFetch } from './progress-fetch.ts'

// A real HTTP server on a free port: it answers the bytes it received, as the API reads an upload.
let server: Server
let url: string
beforeAll(async () => {
  server = createServer((request, response) => {
    let received = 0
    request.on('data', (chunk: Buffer) => (received += chunk.length))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ received, type: request.headers['content-type'] ?? '' }))
    })
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', () => listening()))
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}/api/bom/preview`
})
afterAll(() => new Promise<void>((closed) => server.close(() => closed())))

describe('a fetch that reports an upload\'s progress', () => {
  it('sends the whole multipart body and reports the bytes sent as they go, up to the total', async () => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(100_000).fill(65)]), 'board.csv')
    const seen: [number, number][] = []
    const response = await progressFetch((loaded, total) => seen.push([loaded, total]), 16 * 1024)(url, { method: 'POST', body: form })
    const answer = (await response.json()) as { received: number; type: string }
    const total = seen.at(-1)?.[1] ?? 0
    expect(answer.received).toBe(total)
    expect(answer.type).toMatch(/^multipart\/form-data; boundary=/u)
    expect(seen[0]).toEqual([0, total])
    expect(seen.at(-1)).toEqual([total, total])
    expect(seen.length).toBeGreaterThan(6)
    expect(seen.every(([loaded], index) => index === 0 || loaded > (seen[index - 1]?.[0] ?? 0))).toBe(true)
  })

  it('sends a request without a body as it is', async () => {
    const seen: number[] = []
    const response = await progressFetch((loaded) => seen.push(loaded))(url)
    expect(((await response.json()) as { received: number }).received).toBe(0)
    expect(seen).toEqual([])
  })
})
