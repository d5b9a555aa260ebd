import { Hono } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export interface AppOptions {
  /** Folder of the built web app (`web/dist`). When it has no `index.html`, pages answer 503 with a hint. */
  readonly webDist: string
  /** The API (`createApiRouter`); without it every `/api` path answers 404 in the envelope. */
  readonly api?: Hono
}

/**
 * The storefront on one origin: the API under `/api` and the built web app,
 * with the security headers a storefront sends.
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono()

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes through the CSSOM, which CSP does not block; inline <style> stays allowed
        // for the few critical styles a page may carry.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  if (options.api !== undefined) app.route('/', options.api)
  // An /api path no endpoint takes answers in the contract's envelope, never with the page.
  app.all('/api/*', (c) => c.json({ code: 404, data: null, message: `Not found: ${c.req.path}` }, 404))

  const indexFile = join(options.webDist, 'index.html')
  const root = relative(process.cwd(), options.webDist) || '.'

  // Hashed build assets never change under the same name.
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root }))

  // Every other GET is a client-side route: the app shell decides (and renders its own 404 page).
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(readFileSync(indexFile, 'utf8'))
  })

  return app
}
