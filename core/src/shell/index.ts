/** Shell rules: page metadata and cookies (SHELL-8, SHELL-9, ROUTE-10). */
export {
  DEFAULT_DESCRIPTION,
  DEFAULT_KEYWORDS,
  DEFAULT_TITLE,
  pageMeta,
  type JsonValue,
  type MetaTag,
  type PageMeta,
  type PageMetaInput,
} from './meta.rules.ts'
export { fingerprintCookie, fingerprintId, languageCookie, userTokenCookie, type CookieSpec } from './cookies.rules.ts'
export {
  MAIN_NAV,
  MOBILE_ABOUT_MENU,
  MOBILE_ACCOUNT_MENU,
  MOBILE_MAIN_LINKS,
  MOBILE_SIGNED_OUT_LINKS,
  catalogPath,
  childNamesLine,
  currentNavItem,
  groupTitle,
  menuGroups,
  showsMainNav,
  type MainNavItem,
  type MenuGroup,
  type NavLink,
} from './header.rules.ts'
export {
  dollars,
  homeStructuredData,
  productStructuredData,
  type OrganizationInput,
  type PriceBreakInput,
  type ProductStructuredInput,
} from './structured-data.rules.ts'
export { TRAIL_START, categoryTrail, productTrail, walkUp, type Crumb, type ProductTrailInput } from './breadcrumb.rules.ts'
export { BOM_SALES_STEPS, applicationLinks, newsPath, type ApplicationLink } from './home.rules.ts'
