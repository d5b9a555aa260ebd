import { badgeText, cartBadgeText } from '@partfront/core/cart'
import { SiteLink } from '../../app/site-link.tsx'
import { useShellData } from '../../app/shell-data.ts'
import { useStorefrontSelector } from '../../app/storefront.tsx'
import { VisuallyHidden } from '../../ui/visually-hidden.tsx'
import { HeaderIcon } from './header-icons.tsx'
import styles from './cart-link.module.css'

/**
 * SHELL-1, CART-4: the cart icon, a link to `/cart`, with the count badge as the cart machine gives it (at
 * most `999`, nothing for an empty cart). Its accessible name carries the same count. Until the cart machine
 * runs, the count is the server's (the member's cart).
 */
export function CartLink({ variant }: { readonly variant: 'desktop' | 'mobile' }) {
  const badge = useStorefrontSelector('cart', badgeText, cartBadgeText(useShellData().member?.cartNum ?? 0))
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
