import { createFileRoute } from '@tanstack/react-router'
import { cartDetail } from '@partfront/core/contract'
import { CartPage } from '../../features/checkout/cart-page.tsx'
import { pageHead } from '../../features/pages/page-head.ts'
import styles from '../../features/checkout/checkout.module.css'

/**
 * `/cart`: the shopping cart (spec §2; signed-in only, ROUTE-7 in the root route). The server renders the
 * member's rows; in the browser the cart actor loads them (CART-5) and the page follows the actor.
 */
export const Route = createFileRoute('/cart/')({
  loader: async ({ context }) => {
    if (!context.onServer) return { initial: null }
    // A failed load is the actor's to handle in the browser (CART-5: empty list, then /login).
    return { initial: await context.call(cartDetail, {}).catch(() => null) }
  },
  head: ({ matches }) => pageHead(matches, { title: 'Shopping Cart', path: '/cart' }),
  component: CartRoute,
})

function CartRoute() {
  const { initial } = Route.useLoaderData()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Shopping Cart</h1>
      <CartPage initial={initial} />
    </div>
  )
}
