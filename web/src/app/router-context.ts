import type { ApiCaller } from '@partfront/core/client'
import type { HttpPort } from '@partfront/core/ports'
import type { DeferredStorefront } from '@partfront/core/storefront'
import type { ShellData } from './shell-data.ts'

/** The site as the server configures it: where it is published, the optional tag manager and chat widget. */
export interface SiteConfig {
  /** The public origin (`https://www.partfront.com`): canonical URLs, JSON-LD, the title's host (SHELL-8). */
  readonly origin: string
  /**
   * A tag-manager container id (`GTM-XXXX`) for cover pages (SHELL-8), off when undefined.
   * @default undefined
   */
  readonly tagManagerId?: string | undefined
  /**
   * The chat provider's script (`CHAT_WIDGET_URL`, spec §2), loaded after cookie consent once the page is idle;
   * off when undefined.
   * @default undefined
   */
  readonly chatWidgetUrl?: string | undefined
}

/**
 * What every route reaches through `context`: one per request on the server, one per page in the browser
 * (entry-server.tsx, entry-client.tsx), never shared between buyers.
 */
export interface RouterContext {
  /**
   * Core's typed API caller (`call(productDetail, { query })`): `app.fetch` in process on the server, `fetch`
   * in the browser. Endpoints are passed in, so each route's chunk carries only the schemas it uses.
   */
  readonly call: ApiCaller
  /**
   * The same caller over another HTTP port: an upload that reports its progress and can be stopped (the BOM
   * tool's XMLHttpRequest port, issue 18), with the same base URL, token, referrer and logger as `call`.
   */
  readonly callOver: (http: HttpPort) => ApiCaller
  /** The `user-token` cookie as it is now (ROUTE-5..7 decide on it; `undefined` when absent). */
  readonly token: () => string | undefined
  /**
   * The page's storefront once the frame's data is known, so its machines start from what the server
   * rendered (the member, the cart count, the trending parts). It is core's `DeferredStorefront`: in the
   * browser the root route starts it after hydration, which loads the machines; on the server it never starts,
   * and the frame renders from the shell data.
   */
  readonly storefrontFor: (shell: ShellData) => DeferredStorefront
  readonly site: SiteConfig
  /**
   * Whether this is the server's render. Some loaders work only there (the first paint's data) and leave the
   * browser's navigations to the page's machine, which asks itself.
   */
  readonly onServer: boolean
  /**
   * Whether the root renders the whole document (`<html>`, `HeadContent`, `Scripts`): on the server and in
   * the browser; component tests render the frame into a container instead.
   */
  readonly document: boolean
}
