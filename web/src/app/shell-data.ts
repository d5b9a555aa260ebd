import { getRouteApi } from '@tanstack/react-router'
import type { CategoryGroup, TrendingProduct, WebConfig } from '@partfront/core/contract'

/**
 * What every page's frame needs from the server, loaded once by the root route (on the server for the first
 * paint, dehydrated into the page, reused in the browser): the base configuration (logo, contact details,
 * social links), the header's category tree (type 1002, SHELL-1), the TRENDING NOW parts (SEARCH-5), and the
 * member when the `user-token` cookie names a live session (AUTH-7).
 */
export interface ShellData {
  /** `config/detail?name=BaseConfig&type=1000`; `null` when the server has none (the header then shows the site name). */
  readonly webConfig: WebConfig | null
  /** `catalog/group?type=1002`: groups with their children (the All Products mega-menu and the mobile Category drawer). */
  readonly headerTree: readonly CategoryGroup[]
  /** `search/trending`: the parts the search box starts with (at most three are shown). */
  readonly trending: readonly TrendingProduct[]
  /**
   * The signed-in member, read with the cookie's token: the email the header shows (AUTH-7) and the cart's
   * count for its badge (CART-4); `null` for a visitor or a session the server no longer knows.
   */
  readonly member: { readonly email: string; readonly cartNum: number } | null
  /** The site's public origin (`https://www.partfront.com`), for canonical URLs and the default title's host. */
  readonly origin: string
  /** The host name of `origin` (SHELL-8: `Electronic Components Distributor - {host}`). */
  readonly host: string
  /** The tag-manager container for cover pages (SHELL-8), `null` when none is configured. */
  readonly tagManagerId: string | null
  /** The chat provider's script (spec §2), `null` when none is configured. */
  readonly chatWidgetUrl: string | null
}

const rootApi = getRouteApi('__root__')

/** The frame's data (see `ShellData`), from the root route's loader. */
export function useShellData(): ShellData {
  return rootApi.useLoaderData()
}
