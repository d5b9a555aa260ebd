import { INDUSTRIES, MODEL_INDEX_KEYS } from '@partfront/core/constants'
import { hyphenate } from '@partfront/core/routing'
import type { IconName } from '../../ui/icon.tsx'

/** A footer link: its text and the site path it goes to. */
export interface FooterLink {
  readonly label: string
  readonly href: string
}

/** A titled group of footer links. */
export interface FooterColumn {
  readonly title: string
  readonly links: readonly FooterLink[]
}

/** SHELL-5: the four benefit blurbs above the desktop footer's columns (the lines are ours). */
export const BENEFITS: ReadonlyArray<{ readonly title: string; readonly text: string; readonly icon: IconName }> = [
  { title: 'Genuine guarantee', text: 'Traceable parts from franchised and audited sources', icon: 'shield' },
  { title: 'Massive spot', text: 'Millions of parts in stock, ready to ship', icon: 'warehouse' },
  { title: 'Price advantage', text: 'Volume price breaks on every part number', icon: 'tag' },
  { title: 'One stop purchase', text: 'Search, quote, BOM and order in one place', icon: 'cart' },
]

/** SHELL-5: the Products/Services column. */
export const PRODUCT_LINKS: readonly FooterLink[] = [
  { label: 'Catalog', href: '/catalog' },
  { label: 'Brands', href: '/brand' },
  { label: 'BOM', href: '/bom' },
  { label: 'Get Quote', href: '/quote' },
  { label: 'Product index', href: '/productmodel/A' },
]

/** SHELL-5: the Customer Support column (the policies at their /about/… paths, PAGE-3). */
export const SUPPORT_LINKS: readonly FooterLink[] = [
  { label: 'FAQ', href: '/faq' },
  { label: 'Quality', href: '/quality' },
  { label: 'Contact', href: '/contactus' },
  { label: 'Refund policy', href: '/about/refundpolicy' },
  { label: 'Privacy policy', href: '/about/privacypolicy' },
  { label: 'Terms', href: '/about/termsconditions' },
]

/** SHELL-5: the About column (company pages `abus=1..4`, PAGE-3). */
export const ABOUT_LINKS: readonly FooterLink[] = [
  { label: 'Company Profile', href: '/about/company?abus=1' },
  { label: 'Why Choose Us', href: '/about/company?abus=2' },
  { label: 'Quality Assurance', href: '/about/company?abus=3' },
  { label: 'Contact Us', href: '/about/company?abus=4' },
  { label: 'Certificates', href: '/about/certificate' },
  { label: 'News', href: '/news/list_1' },
]

/** SHELL-5: the certificate badges, each to its anchor on the certificate page (PAGE-3). */
export const CERTIFICATES: ReadonlyArray<{ readonly label: string; readonly detail: string; readonly href: string }> = [
  { label: 'ISO 9001', detail: 'Certified', href: '/about/certificate#iso9001' },
  { label: 'ERAI', detail: 'Member', href: '/about/certificate#erai' },
]

/**
 * PAGE-4: the six industry application pages, from core's `INDUSTRIES`, slugged as core hyphenates names
 * (`Industrial Automation` → `/application/industrial-automation`, the demo content's slugs).
 */
export const APPLICATION_LINKS: readonly FooterLink[] = INDUSTRIES.map((name) => ({ label: name, href: `/application/${hyphenate(name)}` }))

/** SHELL-5: the 36 model index links, A–Z then 0–9. */
export const MODEL_INDEX_LINKS: readonly FooterLink[] = MODEL_INDEX_KEYS.map((key) => ({ label: key, href: `/productmodel/${key}` }))
