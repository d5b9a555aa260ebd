import { LOGIN_PATH, memberDetail } from '@partfront/core/routing'
import { RFQ_RESERVE_PATH } from '@partfront/core/rfq'

/** The terminal's screens; their paths are the web's, so the machines' navigations land on them. */
export type ScreenName = 'Search' | 'Results' | 'Product' | 'Sign in' | 'Cart' | 'RFQ list' | 'Favourites' | 'BOM' | 'Orders'

export const SCREEN_PATHS: Readonly<Record<ScreenName, string>> = {
  Search: '/',
  Results: '/so',
  Product: '/product',
  'Sign in': LOGIN_PATH,
  Cart: '/cart',
  'RFQ list': RFQ_RESERVE_PATH,
  Favourites: '/member/favourites',
  BOM: '/bom',
  Orders: '/member/order',
}

/** The screen a path shows (an unknown path shows the search). */
export function screenOf(path: string): { readonly name: ScreenName; readonly orderId: number | null } {
  const pathname = path.split('?')[0] ?? '/'
  const on = (name: ScreenName) => ({ name, orderId: null })
  if (pathname === '/so') return on('Results')
  if (pathname.startsWith('/product/')) return on('Product')
  if (pathname === LOGIN_PATH) return on('Sign in')
  if (pathname === RFQ_RESERVE_PATH) return on('RFQ list')
  if (pathname === '/cart' || pathname.startsWith('/cart/')) return on('Cart')
  if (pathname === SCREEN_PATHS.Favourites) return on('Favourites')
  if (pathname === '/bom' || pathname === '/member/bom') return on('BOM')
  if (pathname === SCREEN_PATHS.Orders) return on('Orders')
  const detail = memberDetail(pathname)
  if (detail.ok && detail.kind === 'order') return { name: 'Orders', orderId: detail.id }
  return on('Search')
}

/** The query of a path as a record (`/so?keyWord=LM358&page=2` → `{ keyWord: 'LM358', page: '2' }`). */
export function queryOf(path: string): Record<string, string> {
  const at = path.indexOf('?')
  return at === -1 ? {} : Object.fromEntries(new URLSearchParams(path.slice(at + 1)))
}
