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
  /**
   * Most rows of one sheet (or one CSV file) the reader materialises. Ours ("not shown"): a board with one
   * row per designator rarely passes a few thousand rows; past this the file is refused before the grid is
   * built, so a hostile sheet cannot exhaust memory.
   * @default 20000
   */
  maxRows: 20_000,
  /**
   * Most columns of one sheet. Ours: the widest real BOM we hold has 79; Excel 97-2003 stops at 256.
   * @default 256
   */
  maxColumns: 256,
  /**
   * Most cells (rows × columns, all sheets together) the reader materialises. Ours: about 100 times the
   * largest real BOM we hold, and a few tens of MB of strings at worst.
   * @default 500000
   */
  maxCells: 500_000,
  /**
   * Most bytes an XLSX (a zip) may unpack to, by its own directory, before the reader opens it. Ours: real
   * workbooks unpack to 5–20 times their size; 50 MB refuses zip bombs long before they hurt.
   * @default 52428800
   */
  maxUnzippedBytes: 50 * 1024 * 1024,
  /**
   * Largest quantity per board one BOM line may give (issue 14). Ours: the most one cart or quote line takes
   * (`LIMITS.maxQuantity`), so a line beyond it could never be bought for even one board. With `maxBoards`,
   * the pieces of a build stay below 10^12, exact in a JavaScript number. A line past it (or below zero, or
   * not finite, `1e300`) is flagged and its designators counted instead.
   * @default 10000000
   */
  maxLineQuantity: 10_000_000,
  /**
   * Most boards a BOM is priced or sent for (`boards`). Ours: a large production run; with `maxLineQuantity`
   * it keeps quantity × boards exact.
   * @default 100000
   */
  maxBoards: 100_000,
  /**
   * Most characters a text cell of a BOM line keeps (value, description, footprint, manufacturer). Ours: the
   * longest such cell in the real BOMs we hold has 201; a longer one is cut here with a warning on its line,
   * so a 4 MB cell is never matched, stored or shown whole. A part number is held to `TEXT_LIMITS.model`
   * (100, the longest model the catalog has) and a longer one is not read.
   * @default 1000
   */
  maxCellLength: 1_000,
  /**
   * Most characters of a designators cell (`R1, R2, R5-R9`). Ours: room for `MAX_DESIGNATORS_PER_CELL`
   * designators written out; the longest in the real BOMs has 314.
   * @default 100000
   */
  maxDesignatorsCellLength: 100_000,
  /**
   * Most milliseconds one read of a BOM file may take before it is stopped, in the server's worker thread and
   * in the buyer's browser (a Web Worker) alike. Ours: the largest real BOM reads in well under a second; some
   * damaged `.xls` files make SheetJS loop forever.
   * @default 10000
   */
  maxReadMs: 10_000,
} as const

/** Password rules (AUTH-4). */
export const PASSWORD = {
  /** Minimum password length. */
  minLength: 6,
} as const

/** Returns and compliance requests (PAGE-7). */
/** PAGE-6: the BOM sales process, in the spec's words and order (the `/bom` page, home and the member's BOM list show it). */
export const BOM_SALES_PROCESS = [
  'Upload BOM',
  'System distribution',
  'Customer service verification',
  'Customer contact for confirmation',
  'Select material to order',
  'Payment',
  'Delivery and receipt',
] as const

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
  /**
   * Most toasts waiting behind the one shown; a new toast beyond this drops the oldest waiting one, so what
   * the buyer sees last is current. The spec does not give a limit ("not shown"); 3 is ours: at 3000 ms
   * each, nothing waits more than about 12 s.
   * @default 3
   */
  maxQueued: 3,
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

/**
 * The search history keeps at most this many keywords, newest first (SEARCH-2). The spec does not give a
 * limit ("not shown"); 10 is ours, about what large distributors' search boxes list.
 * @default 10
 */
export const SEARCH_HISTORY_MAX = 10

/** How many sample part links the TRENDING NOW line shows (SEARCH-5). */
export const TRENDING_PARTS_MAX = 3

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

/**
 * Milliseconds between two checks of `builds/latest.json` for a new deployment (API-7), counted from the
 * previous answer. The spec shows the polling but not its interval ("not shown"); one minute is ours: a
 * deployment reaches open tabs within a minute for one small cached request per tab per minute.
 * @default 60000
 */
export const DEPLOYMENT_POLL_MS = 60_000

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

/** The six industry applications (PAGE-4). The spec names the count, not the industries: these are ours. */
export const INDUSTRIES = [
  'Automotive',
  'Industrial Automation',
  'Medical',
  'Communications',
  'Consumer Electronics',
  'New Energy',
] as const

/** One of the six industries (PAGE-4). */
export type Industry = (typeof INDUSTRIES)[number]

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

/**
 * Money on the wire (API contract, `core/src/contract/common.ts`). The spec shows no prices, currencies,
 * taxes or shipping costs ("not shown"); ours: one currency, US dollars, and every amount an integer count
 * of micro-dollars (1 USD = 1,000,000), so unit prices of fractions of a cent (a resistor at $0.0012) are
 * exact, sums are exact integer arithmetic, and JSON numbers stay safe integers up to about $9 billion.
 */
export const MONEY = {
  /** The only currency (ISO 4217). */
  currency: 'USD',
  /** Integer money units per dollar: amounts are micro-dollars. */
  unitsPerDollar: 1_000_000,
  /**
   * Money units per cent: what is charged (a line's extended price, so every subtotal and total) is whole
   * cents, as distributors charge and card providers take; unit prices keep their fractions of a cent.
   */
  unitsPerCent: 10_000,
} as const

/**
 * Limits the API contract checks on input (ours: the spec shows none). Each bounds work and storage per
 * request; none is a business rule the buyer should ever meet in normal use.
 */
export const LIMITS = {
  /**
   * Largest quantity of one part on one line (cart, RFQ, quote, order): ten million pieces, a few hundred
   * full reels of small passives.
   * @default 10000000
   */
  maxQuantity: 10_000_000,
  /**
   * Most lines one request may carry (`addcart`, RFQ list, favourites merge): the BOM limit (BOM-2), since
   * a whole matched BOM may go to the cart or the RFQ list in one call.
   * @default 200
   */
  maxLinesPerRequest: 200,
  /** Most favourites a member keeps. @default 1000 */
  maxFavourites: 1000,
  /** The page number of a listing starts at 1; the server answers an empty page past the end. */
  firstPage: 1,
  /** Items per page when the query gives none. @default 20 */
  defaultPageSize: 20,
  /** Most items per page a query may ask for. @default 100 */
  maxPageSize: 100,
  /** Longest search keyword, in characters. @default 200 */
  maxKeywordLength: 200,
} as const

/**
 * Lengths of the text fields a buyer types (API contract). Ours: the spec gives none. Generous enough for
 * any real name or address, small enough to bound storage.
 */
export const TEXT_LIMITS = {
  /** An email address (RFC 5321 path limit). */
  email: 254,
  /** A person's name, first or last name, account name, or a country. */
  name: 100,
  /** A company name. */
  company: 200,
  /** A telephone or mobile number as typed (digits, spaces, `+`, `-`, `(`, `)`, `.`). */
  phone: 30,
  /** A postal address line or a whole address. */
  address: 500,
  /** A city, state/province or postal code. */
  place: 100,
  /** A part number (model), manufacturer name or package. */
  model: 100,
  /** A free-text remark, description or message. */
  remark: 2000,
  /**
   * A buyer's reference: a purchase-order number, a VAT / tax ID, or a cart line's customer reference (their
   * own part number or project code, printed on the order and the proforma). Ours (issue 17).
   */
  reference: 50,
  /** A password (the minimum is `PASSWORD.minLength`). */
  password: 128,
  /** A verification code, image captcha or emailed. */
  code: 16,
} as const

/**
 * Banner placements and layout classes for `GET /api/other/banner?type&classes` (API-6). The spec shows the
 * query names only; the values are ours.
 */
export const BANNER = {
  /** `type`: where the banners show. */
  type: { homeCarousel: 1, homeAds: 2, pageTop: 3 },
  /** `classes`: the layout the images are cut for. */
  classes: ['pc', 'mobile'] as const,
} as const

/** What an emailed verification code is for (API contract, ours). */
export const EMAIL_CODE_PURPOSES = ['register', 'reset_password'] as const

/** Part-number search (SEARCH-4, search issue #7). */
export const PART_SEARCH = {
  /**
   * Words with fewer characters than this (after normalisation) are looked up by a prefix range on the B-tree
   * over the normalised part number; longer ones by the FTS5 trigram index, whose smallest unit is three
   * characters (the split).
   * @default 3
   */
  trigramMinLength: 3,
  /**
   * What a query word found in each field adds to a keyword result's score. Ours: the issue ranks keyword
   * matches as one group; within it a word in the part number or the maker's name says more than one
   * somewhere in a description.
   */
  keywordFieldWeight: { partNumber: 8, manufacturer: 4, category: 2, description: 1 },
} as const
