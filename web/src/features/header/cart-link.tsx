import { useSelector } from '@xstate/react'
import { badgeText } from '@partfront/core/cart'
import { SiteLink } from '../../app/site-link.tsx'
import { useStorefront } from '../../app/storefront.tsx'
import { VisuallyHidden } from '../../ui/visually-hidden.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './cart-link.module.css'

/**
 * SHELL-1, CART-4: the cart icon, a link to `/cart`, with the count badge as the cart machine gives it (at
 * most `999`, nothing for an empty cart). Its accessible name carries the same count.
 */
export function CartLink({ variant }: { readonly variant: 'desktop' | 'mobile' }) {
  const badge = useSelector(useStorefront().actors.cart, badgeText)
  const count = badge === '' ? '0' : badge
  return (
    <SiteLink href="/cart" className={styles.cart} data-variant={variant}>
      <span className={styles.icon}>
        <HeaderIcon name="cart" size={variant === 'desktop' ? 26 : 24} />
        {badge === '' ? null : (
          <span className={styles.badge} data-testid="cart-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </span>
      {/* The name is the visible word plus the count: "Cart (999 items)". */}
      {variant === 'desktop' ? <span className={styles.label}>Cart</span> : <VisuallyHidden>Cart</VisuallyHidden>}
      <VisuallyHidden>{` (${count} ${count === '1' ? 'item' : 'items'})`}</VisuallyHidden>
    </SiteLink>
  )
}
