import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'

const folder = mkdtempSync(join(tmpdir(), 'partfront-builds-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** A web build whose client folder holds `builds/latest.json` with `content`, or none when `undefined`. */
function appWith(name: string, content: string | undefined) {
  const webDist = join(folder, name)
  mkdirSync(join(webDist, 'client', 'builds'), { recursive: true })
  if (content !== undefined) writeFileSync(join(webDist, 'client', 'builds', 'latest.json'), content)
  return createApp({ webDist })
}

describe('/builds/latest.json (API-7)', () => {
  it('API-7: answers the build manifest as JSON no cache keeps, whatever the query', async () => {
    const app = appWith('built', JSON.stringify({ id: 'lx3k2a-9f3c', timestamp: 1_767_225_600_000 }))
    for (const path of ['/builds/latest.json', '/builds/latest.json?1767225600123']) {
      const res = await app.request(`http://partfront.test${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/u)
      expect(res.headers.get('Cache-Control')).toBe('no-cache, no-store')
      expect(await res.json()).toEqual({ id: 'lx3k2a-9f3c', timestamp: 1_767_225_600_000 })
    }
  })

  it('API-7: answers 404 in JSON, never the HTML page, when there is no manifest or it is not one', async () => {
    for (const [name, content] of [['unbuilt', undefined], ['broken', '<!doctype html>'], ['wrong', '{"id":""}']] as const) {
      const res = await appWith(name, content).request('http://partfront.test/builds/latest.json?1')
      expect(res.status, name).toBe(404)
      expect(res.headers.get('Content-Type'), name).toMatch(/^application\/json/u)
      expect(res.headers.get('Cache-Control'), name).toBe('no-cache, no-store')
      expect(await res.json(), name).toMatchObject({ code: 404, data: null })
    }
  })
})
