import { hasToken } from '@partfront/core/auth'
import type { ApiCaller } from '@partfront/core/client'
import { BASE_CONFIG_NAME, CATALOG_TYPE } from '@partfront/core/constants'
import type { RouterContext } from './router-context.ts'
import type { ShellData } from './shell-data.ts'

/**
 * The root route's loader: the frame's data (see `ShellData`), asked side by side through core's client. The
 * frame degrades instead of failing the page: without a configuration the header shows the site name,
 * without a tree the mega-menu is empty, and a token the server no longer knows reads as a visitor (the
 * browser's first member call then signs out, API-3). A page's own data failing is a 500 (ROUTE-8); the
 * frame's is not.
 */
export async function loadShell(context: Pick<RouterContext, 'call' | 'token' | 'site'>): Promise<ShellData> {
  const { call, site } = context
  // The endpoints (built with effect's Schema) load with the loader, not with the page (issue 13).
  const { catalogGroup, configDetail, searchTrending } = await import('./shell-endpoints.ts')
  const [webConfig, headerTree, trending, member] = await Promise.all([
    call(configDetail, { query: { name: BASE_CONFIG_NAME, type: CATALOG_TYPE.config } })
      .then((detail) => detail.webConfig)
      .catch(() => null),
    call(catalogGroup, { query: { type: CATALOG_TYPE.headerTree } }).catch(() => []),
    call(searchTrending, {}).catch(() => []),
    hasToken(context.token()) ? loadMember(call) : Promise.resolve(null),
  ])
  return {
    webConfig,
    headerTree,
    trending,
    member,
    origin: site.origin,
    host: new URL(site.origin).host,
    tagManagerId: site.tagManagerId ?? null,
    chatWidgetUrl: site.chatWidgetUrl ?? null,
  }
}

async function loadMember(call: ApiCaller): Promise<ShellData['member']> {
  try {
    const { accountInfo, cartSum } = await import('./shell-endpoints.ts')
    const [account, cart] = await Promise.all([call(accountInfo, {}), call(cartSum, { query: { servers: true } })])
    return { email: account.email === '' ? account.account : account.email, cartNum: cart.cartNum }
  } catch {
    return null
  }
}
