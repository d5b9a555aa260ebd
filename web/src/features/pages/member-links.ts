import type { PageLink } from './simple-page.tsx'

/** The personal centre's pages (spec §2 "Personal centre"), linked from each of them. */
export const MEMBER_LINKS: readonly PageLink[] = [
  { href: '/member/information', label: 'Basic Information' },
  { href: '/member/bom', label: 'Bom List' },
  { href: '/member/order', label: 'Order List' },
  { href: '/member/address', label: 'Address' },
]
