/**
 * Every business constant and limit of the storefront (spec §9), in one typed module that the rest of the
 * code imports. A number that appears in a rule lives here and nowhere else.
 */

/** BOM upload limits (BOM-1, BOM-2). */
export const BOM = {
  /** At most this many models (lines with a part) per uploaded file. */
  maxModels: 200,
  /** Accepted file suffixes, compared case-insensitively. */
  acceptedSuffixes: ['.xls', '.xlsx', '.csv'] as const,
  /**
   * Largest upload in bytes. The spec does not give one ("not shown"); 5 MB is ours, ample for a
   * 200-model BOM in any format.
   * @default 5242880
   */
  maxBytes: 5 * 1024 * 1024,
} as const

/** Password rules (AUTH-4). */
export const PASSWORD = {
  /** Minimum password length. */
  minLength: 6,
} as const

/** Returns and compliance requests (PAGE-7). */
export const RETURNS = {
  /** Days after receipt within which a return or compliance request may be made. */
  windowDays: 15,
} as const

/** Cookie names and lifetimes (SHELL-9, ROUTE-10, AUTH-1). */
export const COOKIES = {
  userToken: { name: 'user-token', days: 365, path: '/' },
  /** The language cookie: only en-US exists (ROUTE-10). The name is ours; the spec does not show it. */
  language: { name: 'i18n_redirected', days: 365, path: '/' },
  /** The visitor fingerprint cookie. The name is ours; the spec does not show it. */
  fingerprint: { name: 'visitor-id', days: 7, path: '/' },
} as const

/** Only one locale exists, with no prefix in URLs (ROUTE-10). */
export const LOCALE = 'en-US' as const

/** The cart badge shows at most this number (CART-4). */
export const CART_BADGE_MAX = 999

/** Toasts (SHELL-7). */
export const TOAST = {
  durationMs: 3000,
  maxVisible: 1,
  types: ['success', 'error', 'warning', 'info'] as const,
} as const

/** Milliseconds between a signed-out "add to cart" and the redirect to the login page (CART-1). */
export const SIGN_IN_REDIRECT_DELAY_MS = 1000

/** Sidebar drawer width in CSS pixels (SIDE-1). */
export const SIDEBAR_DRAWER_WIDTH_PX = 270

/** Layout breakpoints (SHELL-4). */
export const LAYOUT = {
  /** Below this viewport width the mobile layout is used. */
  mobileBreakpointPx: 768,
  /** The desktop layout's minimum width. */
  desktopMinWidthPx: 1200,
  /** The header becomes fixed, and back-to-top appears, after this much vertical scroll (SHELL-2). */
  fixedHeaderScrollPx: 44,
} as const

/** Milliseconds the search history stays open after the search box loses focus (SEARCH-3). */
export const SEARCH_HISTORY_HIDE_DELAY_MS = 300

/** `type` values of the catalog and config calls (API-6). */
export const CATALOG_TYPE = {
  /** The header category tree. */
  headerTree: 1002,
  /** Category groups, requested with `seo=true`. */
  groupWithSeo: 1001,
  /** The base configuration (`name=BaseConfig`). */
  config: 1000,
} as const

/** The name under which the base configuration (logo) is read (API-6). */
export const BASE_CONFIG_NAME = 'BaseConfig'

/** A failed page-chunk load reloads the page at most once per path within this window (ROUTE-9). */
export const RELOAD_GUARD_MS = 10_000

/** Route preloading keeps at most this many loads pending. */
export const MAX_PENDING_PRELOADS = 4

/** Brand colours (SHELL-10). */
export const COLORS = {
  primary: '#3599FF',
  hover: '#40B8FF',
  pressed: '#2A7ACC',
} as const

/** The carriers an order can ship with (spec §1). */
export const CARRIERS = ['UPS', 'DHL', 'TNT', 'FEDEX'] as const
export type Carrier = (typeof CARRIERS)[number]

/** The six industry applications (PAGE-4). The spec names the count, not the industries: these are ours. */
export const INDUSTRIES = [
  'Automotive',
  'Industrial Automation',
  'Medical',
  'Communications',
  'Consumer Electronics',
  'New Energy',
] as const

/** The A-Z / 0-9 product model index (PAGE-4, SHELL-5): 36 keys. */
export const MODEL_INDEX_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'] as const

/** The footer's copyright year (SHELL-5). */
export const COPYRIGHT_YEAR = 2023

/** Marketing figures used in page text (spec §1). */
export const MARKETING = {
  employees: '300+',
  customers: '500,000',
  exportCountries: '20+',
  years: 'over 20',
} as const
