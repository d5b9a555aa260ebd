import { LATEST_BUILD_FILE, parseLatestBuild } from '@partfront/core/deployment'
import { Hono } from 'hono'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * API-7: `GET /builds/latest.json` (any query: the watcher adds the time to dodge caches) answers the
 * manifest the client build wrote (`web/build/build-id.ts`) as JSON that no cache keeps, so an open page
 * learns of a deployment on its next poll; 404 in the API's envelope when there is none (no build yet, or a
 * file that is not a manifest), never the HTML page. Read at each request: a new deployment may replace it.
 */
export function latestBuildRoute(clientDir: string): Hono {
  const file = join(clientDir, LATEST_BUILD_FILE)
  return new Hono().get(`/${LATEST_BUILD_FILE}`, async (c) => {
    c.header('Cache-Control', 'no-cache, no-store')
    const build = parseLatestBuild(await readJson(file))
    if (build === null) {
      return c.json({ code: 404, data: null, message: `No build manifest: ${LATEST_BUILD_FILE} is missing` }, 404)
    }
    return c.json({ id: build.id, timestamp: build.timestamp })
  })
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown
  } catch {
    return undefined
  }
}
