import { Hono } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { join } from 'node:path'
import type { CatalogStore } from './store/catalog.port.ts'
import { compression } from './web/compression.ts'
import { latestBuildRoute } from './web/latest-build.ts'
import { seoFiles } from './web/seo-files.ts'
import { createPageRenderer, type SiteOptions } from './web/ssr.ts'
import { staticFiles } from './web/static-files.ts'

export interface AppOptions {
  /** Folder of the built web app (`web/dist`: `client/` served as files, `server/` the page renderer). Unbuilt, pages answer 503 with a hint. */
  readonly webDist: string
  /** The API (`createApiRouter`); without it every `/api` path answers 404 in the envelope. */
  readonly api?: Hono
  /**
   * The site the pages present: its public origin (`PUBLIC_URL`), the optional tag manager (`TAG_MANAGER_ID`)
   * and chat widget (`CHAT_WIDGET_URL`).
   * @default { origin: 'http://localhost:3000' }
   */
  readonly site?: SiteOptions
  /** Other routes of the server's own, before the pages (the sandbox payment provider's page). @default [] */
  readonly routes?: ReadonlyArray<Hono>
  /** The catalog `/sitemap.xml` and `/sitemaps/*.xml` list (absolute URLs on `site.origin`); without it they answer 404. */
  readonly catalog?: CatalogStore
}

/** The tag manager's origin, allowed by the CSP only when a container id is configured (SHELL-8). */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com'

/**
 * The storefront on one origin: the API under `/api` and the built web app,
 * with the security headers a storefront sends.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono()
  const site = options.site ?? { origin: 'http://localhost:3000' }
  const tagManager = site.tagManagerId === undefined ? [] : [TAG_MANAGER_ORIGIN]
  // The chat provider's one origin (spec §2), for its script, the calls and images it makes, and a frame it may
  // open; none when unset.
  const chat = site.chatWidgetUrl === undefined ? [] : [new URL(site.chatWidgetUrl).origin]

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Scripts from this origin, and inline ones only with this response's nonce (the router's hydration
        // data, JSON-LD is data and needs none): no 'unsafe-inline'.
        scriptSrc: ["'self'", NONCE, ...tagManager, ...chat],
        // Stylesheets from this origin (and the chat provider's), inline <style> only with this response's nonce
        // (each page's CSS, the theme's custom properties, the dialogs' scroll lock; issue 28): no 'unsafe-inline',
        // so no `style` attribute of the server's HTML applies either; React sets styles through the CSSOM, which
        // the CSP does not block.
        styleSrc: ["'self'", NONCE, ...chat],
        imgSrc: ["'self'", 'data:', ...tagManager, ...chat],
        connectSrc: ["'self'", ...tagManager, ...chat],
        ...(chat.length === 0 ? {} : { frameSrc: ["'self'", ...chat] }),
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  )
  // Brotli or gzip as the request accepts, on the fly for what the static files have not precompressed.
  app.use('*', compression())

  if (options.api !== undefined) app.route('/', options.api)
  // An /api path no endpoint takes answers in the contract's envelope, never with the page.
  app.all('/api/*', (c) => c.json({ code: 404, data: null, message: `Not found: ${c.req.path}` }, 404))

  for (const routes of options.routes ?? []) app.route('/', routes)

  const clientDir = join(options.webDist, 'client')
  // Answered by the server, never by a page nor a stale copy: robots.txt, the sitemaps, the build manifest (API-7).
  app.route('/', seoFiles({ catalog: options.catalog, publicUrl: site.origin }))
  app.route('/', latestBuildRoute(clientDir))
  // The client build's files: precompressed variants, a year's cache for hashed assets; `..` refused.
  app.use('*', staticFiles({ root: clientDir }))
  // Browsers ask for /favicon.ico by themselves: without one in web/public, a plain 404, never the page.
  app.get('/favicon.ico', (c) => c.text('Not found', 404))

  // Every other GET is a page, rendered on the server; its loaders call this same app in process.
  app.get('*', createPageRenderer({ webDist: options.webDist, site, apiFetch: (request) => app.fetch(request) }))

  return app
}
