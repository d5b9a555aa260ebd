import { MONEY } from '../constants.ts'
import type { Crumb } from './breadcrumb.rules.ts'
import type { JsonValue } from './meta.rules.ts'

/**
 * schema.org structured data for the pages' JSON-LD (SHELL-8 "structured data when given"), as plain JSON
 * values: `pageMeta` serialises them through its one script-safe serialiser. Which types and fields a
 * distributor's pages carry is ours (the spec says only "structured data"): what search engines read for a
 * store (Organization, WebSite with a sitelinks search box) and a part (Product with its price breaks as
 * Offers, and the BreadcrumbList of its category path).
 */

/** The organisation behind the site. */
export interface OrganizationInput {
  readonly origin: string
  readonly name: string
  readonly logo?: string | undefined
  readonly email?: string | undefined
  readonly phone?: string | undefined
  /** Profiles on social networks (`sameAs`). */
  readonly sameAs?: readonly string[] | undefined
}

/** The home page's graph: the Organization, and the WebSite whose search box searches part numbers (`/so`). */
export function homeStructuredData(input: OrganizationInput): JsonValue {
  const origin = trimSlash(input.origin)
  const logo = input.logo === undefined || input.logo === '' ? undefined : absolute(origin, input.logo)
  const organization: Record<string, JsonValue> = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: input.name,
    url: `${origin}/`,
    ...(logo === undefined ? {} : { logo }),
    ...(input.email ? { email: input.email } : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.sameAs !== undefined && input.sameAs.length > 0 ? { sameAs: [...input.sameAs] } : {}),
  }
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: input.name,
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/so?keyWord={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  }
}

/** One price break: from `quantity` pieces, `unitPrice` micro-dollars each (`MONEY`). */
export interface PriceBreakInput {
  readonly quantity: number
  readonly unitPrice: number
}

/** What a product page knows for its structured data. */
export interface ProductStructuredInput {
  readonly origin: string
  /** The product page's path (`/product/lm358dr-12345`). */
  readonly path: string
  readonly model: string
  readonly brandName: string
  readonly description: string
  readonly image: string | null
  readonly stock: number
  readonly priceLadder: readonly PriceBreakInput[]
  /**
   * The page's breadcrumb from Home to the part (`productTrail`), the same the page shows; the crumbs that
   * link to a category page (`/catalog/…`) are also the Product's `category`.
   */
  readonly trail: readonly Crumb[]
}

/**
 * A product page's graph: the Product (part number as `mpn` and `sku`, the maker as `brand`), an `Offer` per
 * price break with its minimum quantity (`eligibleQuantity`), in stock or on back order, and the
 * BreadcrumbList of the page's own breadcrumb. A product with no ladder ("price on request") has no offers.
 */
export function productStructuredData(input: ProductStructuredInput): JsonValue {
  const origin = trimSlash(input.origin)
  const url = `${origin}${input.path}`
  const categories = input.trail.filter((crumb) => crumb.path.startsWith('/catalog/'))
  const availability = input.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder'
  const offers: JsonValue[] = input.priceLadder.map((priceBreak) => ({
    '@type': 'Offer',
    url,
    priceCurrency: MONEY.currency,
    price: dollars(priceBreak.unitPrice),
    availability,
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: priceBreak.quantity, unitCode: 'C62' },
  }))
  const product: Record<string, JsonValue> = {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: input.model,
    mpn: input.model,
    sku: input.model,
    url,
    brand: { '@type': 'Brand', name: input.brandName },
    ...(input.description === '' ? {} : { description: input.description }),
    ...(input.image === null ? {} : { image: absolute(origin, input.image) }),
    ...(categories.length === 0 ? {} : { category: categories.map((crumb) => crumb.name).join(' > ') }),
    ...(offers.length === 0 ? {} : { offers }),
  }
  const trail = input.trail.map((crumb) => ({ name: crumb.name, item: `${origin}${crumb.path}` }))
  return {
    '@context': 'https://schema.org',
    '@graph': [
      product,
      {
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
      },
    ],
  }
}

/** Micro-dollars as a schema.org price: a decimal string with no exponent and no trailing zeros past the cents. */
export function dollars(micros: number): string {
  const whole = Math.max(0, Math.trunc(micros))
  const units = Math.floor(whole / MONEY.unitsPerDollar)
  const fraction = String(whole % MONEY.unitsPerDollar).padStart(6, '0').replace(/0{1,4}$/u, '')
  return `${units}.${fraction.padEnd(2, '0')}`
}

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/u, '')
}

/** A site path made absolute; an absolute URL kept as it is. */
function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//u.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
