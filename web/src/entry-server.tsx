import { RouterServer, createRequestHandler, renderRouterToString } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createConsoleLogger, createFetchHttp, cryptoRandom } from '@partfront/adapters'
import { createApiCaller } from '@partfront/core/client'
import { COOKIES } from '@partfront/core/constants'
import { type HttpPort, createMemoryCookies } from '@partfront/core/ports'
import { createDeferredStorefront } from '@partfront/core/storefront'
import { createAppRouter } from './app/router.ts'
import type { SiteConfig } from './app/router-context.ts'

/** What the server gives the renderer for one request. */
export interface RenderRequest {
  /** The buyer's request (its URL, and its `Cookie` header for the `user-token`). */
  readonly request: Request
  /**
   * The API in process: the Hono app's `fetch`, so the loaders' calls go through the same contract, router
   * and store as the browser's, without a socket.
   */
  readonly apiFetch: (request: Request) => Response | Promise<Response>
  /** The CSP nonce of this response: every script the router writes carries it. */
  readonly nonce: string
  /** Which files each route needs (script, preloads, CSS), from the client build's manifest. */
  readonly manifest: ServerManifest
  readonly site: SiteConfig
}

/** The cookies of a `Cookie` header, as the memory cookie port takes them. */
function cookiesOf(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at <= 0) continue
    const name = pair.slice(0, at).trim()
    if (name === '' || Object.hasOwn(cookies, name)) continue
    try {
      cookies[name] = decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      cookies[name] = pair.slice(at + 1).trim()
    }
  }
  return cookies
}

/**
 * Renders one page on the server: a router of its own (never shared between buyers), the loaders run
 * through core's client over the in-process API with the buyer's token, the frame drawn from the shell data
 * (the storefront's machines never run on the server: no timers, no calls of their own), the HTML with the
 * head and the dehydrated data. Answers a redirect for a guarded path without the cookie (ROUTE-5..7), 404 for an
 * unmatched path or a bad id (ROUTE-2, ROUTE-4), 500 when a page's data fails (ROUTE-8), 400 when a page's loader
 * refuses its address (`pageStatus`).
 */
export async function render({ request, apiFetch, nonce, manifest, site }: RenderRequest): Promise<Response> {
  const cookies = createMemoryCookies(cookiesOf(request.headers.get('cookie')))
  const token = () => cookies.get(COOKIES.userToken.name)
  const http = createFetchHttp({
    fetch: (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      return Promise.resolve(apiFetch(new Request(new URL(url, site.origin), init)))
    },
  })
  const logger = createConsoleLogger()
  const callOver = (port: HttpPort) =>
    createApiCaller({
      http: port,
      config: { baseUrl: site.origin, webDomain: site.origin },
      session: { token: () => token() ?? '', referrer: () => null },
      logger,
      random: cryptoRandom,
    })
  const call = callOver(http)
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => manifest,
    createRouter: () =>
      createAppRouter({
        nonce,
        context: {
          call,
          callOver,
          token,
          site,
          onServer: true,
          document: true,
          // Never started here: the frame renders from the shell data, as the browser's hydration does.
          storefrontFor: () =>
            createDeferredStorefront({
              call,
              load: () => Promise.reject(new Error('The storefront does not run on the server')),
            }),
        },
      }),
  })
  let pageStatus: number | undefined
  const response = await handler(({ router, responseHeaders }) => {
    pageStatus = pageStatusOf(router.state.matches.at(-1)?.loaderData)
    return renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> })
  })
  // A page whose address is refused (issue 29: `/compare?ids=abc`) is rendered with its message and answers 400.
  if (pageStatus === undefined || response.status !== 200) return response
  return new Response(response.body, { status: pageStatus, statusText: 'Bad Request', headers: response.headers })
}

/**
 * The status a leaf route's loader asks for besides the router's own (200, 404, 500): `pageStatus: 400` when
 * the page renders a refusal of its address. Anything else is ignored.
 */
function pageStatusOf(loaderData: unknown): 400 | undefined {
  if (typeof loaderData !== 'object' || loaderData === null) return undefined
  return (loaderData as { readonly pageStatus?: unknown }).pageStatus === 400 ? 400 : undefined
}
