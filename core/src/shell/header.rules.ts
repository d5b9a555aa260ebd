import type { CategoryGroup } from '../contract/catalog.ts'
import { catalogSlug } from '../routing/slug.rules.ts'

/**
 * The header's navigation (SHELL-1, SHELL-3): the main nav, the All Products mega-menu built from the
 * category tree, and the mobile drawer's fixed menus. Data and pure functions; the renderer only draws them.
 */

/** A link in the header: its text and the site path it goes to. */
export interface NavLink {
  readonly label: string
  readonly href: string
}

/** A main nav item: a link, and the path prefixes under which it is the current item. */
export interface MainNavItem extends NavLink {
  /** Paths (lower case) that make this item current: equal to one, or under it (`/brand` → `/brand/12`). */
  readonly current: readonly string[]
}

/**
 * SHELL-1: the main nav, in the spec's order. Ours: where the spec names a page without a path (Application,
 * spec §2 "not shown"), `/application`; which item is current on pages the nav does not name (a search, a
 * product, a category) is ours too: they are All Products.
 */
export const MAIN_NAV: readonly MainNavItem[] = [
  { label: 'Home', href: '/', current: [] },
  { label: 'All Products', href: '/catalog', current: ['/catalog', '/product', '/so'] },
  { label: 'Manufacturer', href: '/brand', current: ['/brand'] },
  { label: 'BOM', href: '/bom', current: ['/bom'] },
  { label: 'Product index', href: '/productmodel/A', current: ['/productmodel'] },
  { label: 'Get Quote', href: '/quote', current: ['/quote'] },
  { label: 'Application', href: '/application', current: ['/application'] },
  { label: 'News', href: '/news/list_1', current: ['/news'] },
  { label: 'About', href: '/aboutus', current: ['/aboutus', '/about'] },
  { label: 'Contact', href: '/contactus', current: ['/contactus'] },
]

/** Whether `pathname` is `prefix` or a path under it (`/brand/12`, not `/brandnew`). */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** Lower-cased, without a trailing slash (paths are case-insensitive, ROUTE-5: `/ContactUs`). */
function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase()
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower
}

/** SHELL-1: the main nav bar is hidden on the home page. */
export function showsMainNav(pathname: string): boolean {
  return normalizePath(pathname) !== '/'
}

/** SHELL-1: the main nav item that is current (underlined) on `pathname`, or `null` for none. */
export function currentNavItem(pathname: string): MainNavItem | null {
  const path = normalizePath(pathname)
  if (path === '/') return MAIN_NAV[0] ?? null
  return MAIN_NAV.find((item) => item.current.some((prefix) => isUnder(path, prefix))) ?? null
}

/** A category's page: `/catalog/{catalogSlug}` (ROUTE-11). */
export function catalogPath(category: Pick<CategoryGroup, 'catalogEnName' | 'intId'>): string {
  return `/catalog/${catalogSlug(category.catalogEnName, category.intId)}`
}

/**
 * SHELL-1: the line under a mega-menu group's title: its children's English names joined by `/` (spec §2).
 * Names are trimmed; blank ones are skipped; no children, no line (`''`).
 */
export function childNamesLine(group: Pick<CategoryGroup, 'childList'>): string {
  return group.childList
    .map((child) => child.catalogEnName.trim())
    .filter((name) => name !== '')
    .join('/')
}

/**
 * SHELL-1: a mega-menu group's title: the group's own English name, as the header's category call returns it
 * ("Integrated Circuits (ICs)"). The joined children's names alone hid it and were cut off (issue 28); they
 * stay as a line under the title (`childNamesLine`). Ours: a group with a blank name is titled by that line,
 * so a title is never empty.
 */
export function groupTitle(group: Pick<CategoryGroup, 'catalogEnName' | 'childList'>): string {
  const name = group.catalogEnName.trim()
  return name !== '' ? name : childNamesLine(group)
}

/** A mega-menu (or mobile Category drawer) group as drawn. */
export interface MenuGroup {
  /** The group's id, a stable key. */
  readonly id: number
  /** The group's own English name (the mobile drawer's first level). */
  readonly name: string
  /** `groupTitle`: the group's own name. */
  readonly title: string
  /** `childNamesLine`, drawn under the title; `''` when there is none or it would repeat the title. */
  readonly childNames: string
  /** The group's own page. */
  readonly href: string
  /** The children, each to its category page. */
  readonly links: readonly NavLink[]
}

/**
 * SHELL-1, SHELL-3: the header tree (`catalog/group?type=1002`, two levels) as menu groups, in the server's
 * order. A category whose id cannot make a slug (not a non-negative safe integer) is left out rather than
 * linked nowhere.
 */
export function menuGroups(tree: readonly CategoryGroup[]): MenuGroup[] {
  const groups: MenuGroup[] = []
  for (const group of tree) {
    if (!isSlugId(group.intId)) continue
    const links = group.childList
      .filter((child) => isSlugId(child.intId))
      .map((child) => ({ label: child.catalogEnName.trim(), href: catalogPath(child) }))
    const title = groupTitle(group)
    const line = childNamesLine(group)
    groups.push({
      id: group.intId,
      name: group.catalogEnName.trim(),
      title,
      childNames: line === title ? '' : line,
      href: catalogPath(group),
      links,
    })
  }
  return groups
}

function isSlugId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 0
}

/** SHELL-3: the mobile drawer's links for a visitor ("Login/Register"; the desktop's AUTH-7 says Sign in). */
export const MOBILE_SIGNED_OUT_LINKS: readonly NavLink[] = [
  { label: 'Login', href: '/login' },
  { label: 'Register', href: '/register' },
]

/** SHELL-3: the mobile drawer's My Account submenu. */
export const MOBILE_ACCOUNT_MENU: readonly NavLink[] = [
  { label: 'Basic Information', href: '/member/information' },
  { label: 'My Orders', href: '/member/order' },
  { label: 'My BOMs', href: '/member/bom' },
  { label: 'Address', href: '/member/address' },
]

/** SHELL-3 with PAGE-3: the mobile drawer's About submenu (company pages `abus=1..4`, certificates, FAQ). */
export const MOBILE_ABOUT_MENU: readonly NavLink[] = [
  { label: 'Company Profile', href: '/about/company?abus=1' },
  { label: 'Why Choose Us', href: '/about/company?abus=2' },
  { label: 'Quality Assurance', href: '/about/company?abus=3' },
  { label: 'Contact Us', href: '/about/company?abus=4' },
  { label: 'Certificates', href: '/about/certificate' },
  { label: 'FAQ', href: '/faq' },
]

/** SHELL-3: the mobile drawer's plain links after Category, in the spec's order. */
export const MOBILE_MAIN_LINKS: readonly NavLink[] = [
  { label: 'Brand', href: '/brand' },
  { label: 'BOM', href: '/bom' },
  { label: 'Product', href: '/productmodel/A' },
  { label: 'News', href: '/news/list_1' },
]
