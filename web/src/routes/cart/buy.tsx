import { createFileRoute } from '@tanstack/react-router'
import { addressList, cartDetail } from '@partfront/core/contract'
import { CheckoutPage } from '../../features/checkout/checkout-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import styles from '../../features/checkout/checkout.module.css'

/** `?ids=3,7`: the cart rows chosen on `/cart` (all rows when absent or unreadable). */
function chosenIds(search: Record<string, unknown>): ReadonlySet<number> | null {
  const raw = search.ids
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''
  const ids = text.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
  return ids.length === 0 ? null : new Set(ids)
}

/**
 * `/cart/buy?ids=…`: the checkout (spec §2; signed-in only, ROUTE-7 in the root route). The chosen cart rows
 * and the member's addresses come from the server, rendered with the page.
 */
export const Route = createFileRoute('/cart/buy')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loaderDeps: ({ search }) => ({ ids: chosenIds(search) }),
  loader: async ({ context, deps }) => {
    const [rows, addresses] = await Promise.all([context.call(cartDetail, {}), context.call(addressList, {})])
    return { items: deps.ids === null ? rows : rows.filter((row) => deps.ids?.has(row.id)), addresses }
  },
  head: ({ matches }) => pageHead(matches, { title: 'Checkout', path: '/cart/buy' }),
  component: CartBuyRoute,
})

function CartBuyRoute() {
  const { items, addresses } = Route.useLoaderData()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutPage items={items} addresses={addresses} />
    </div>
  )
}
