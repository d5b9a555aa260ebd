import type { Context } from 'hono'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { routeManifest, type RouteManifest, type ViteManifest } from './route-assets.ts'

/** The site as the pages present it (see `web/src/app/router-context.ts`). */
export interface SiteOptions {
  /** `PUBLIC_URL`: canonical URLs, JSON-LD and the title's host. */
  readonly origin: string
  /** `TAG_MANAGER_ID`: the tag manager on cover pages; off when undefined. */
  readonly tagManagerId?: string | undefined
  /** `CHAT_WIDGET_URL`: the chat provider's script, loaded after consent; off when undefined. */
  readonly chatWidgetUrl?: string | undefined
}

/** `web/dist/server/entry-server.js`'s export (web/src/entry-server.tsx). */
interface ServerEntry {
  render(options: {
    request: Request
    apiFetch: (request: Request) => Response | Promise<Response>
    nonce: string
    manifest: RouteManifest
    site: SiteOptions
  }): Promise<Response>
}

interface Renderer {
  readonly entry: ServerEntry
  readonly manifest: RouteManifest
}

/**
 * The pages, rendered on the server by the web app's own renderer (`web/dist/server/entry-server.js`, built by
 * `npm run build`), loaded once on the first page asked for. The renderer's loaders reach the API through
 * `apiFetch` (the whole app's `fetch`, in process); every script it writes carries this response's CSP nonce
 * (`secureHeaders`' `NONCE`). Without a build the pages answer 503 with what to run.
 */
export function createPageRenderer(options: {
  readonly webDist: string
  readonly site: SiteOptions
  readonly apiFetch: (request: Request) => Response | Promise<Response>
}) {
  const entryFile = join(options.webDist, 'server', 'entry-server.js')
  const manifestFile = join(options.webDist, 'client', '.vite', 'manifest.json')
  let loading: Promise<Renderer> | undefined

  async function load(): Promise<Renderer> {
    // Each page's CSS goes into its HTML (issue 28): read once here, from the client build.
    const clientDir = join(options.webDist, 'client')
    const manifest = routeManifest(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest, '/', (file) => {
      const path = join(clientDir, file)
      return existsSync(path) ? readFileSync(path, 'utf8') : undefined
    })
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry
    return { entry, manifest }
  }

  return async function renderPage(c: Context): Promise<Response> {
    if (!existsSync(entryFile) || !existsSync(manifestFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    }
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    const { entry, manifest } = await loading
    const nonce = (c.get as (key: string) => unknown)('secureHeadersNonce')
    const response = await entry.render({
      request: c.req.raw,
      apiFetch: (request) => {
        // The loaders read the answer as JSON: never let a copied header ask the API to compress it.
        request.headers.delete('accept-encoding')
        return options.apiFetch(request)
      },
      nonce: typeof nonce === 'string' ? nonce : '',
      manifest,
      site: options.site,
    })
    // A page is the buyer's own (their email, their cart count): never kept by a shared cache.
    response.headers.set('Cache-Control', 'no-cache, private')
    return response
  }
}
