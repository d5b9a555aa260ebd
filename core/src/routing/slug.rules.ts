import { routeId, type RouteIdResult } from './route-id.rules.ts'

/**
 * Slugs of product and catalog pages (ROUTE-11): a readable name, a dash, then the numeric id that
 * ROUTE-2 reads back. `LM358DR` with id 12345 → `lm358dr-12345`; `/product/lm358dr-12345` → 12345.
 */

/**
 * ROUTE-11: text as a slug part: lower-cased, every run of characters other than `[a-z0-9]` collapsed to one
 * hyphen, hyphens trimmed from both ends. `LM358-DR` → `lm358-dr`, `Ceramic Capacitors (MLCC)` →
 * `ceramic-capacitors-mlcc`.
 */
export function hyphenate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * ROUTE-11: a product's slug: the hyphenated model name, a dash, the numeric product id.
 *
 * Ours (the spec is silent): a model with no letters or digits gives the bare id (`12345`), which still reads
 * back (ROUTE-2). An id that is not a non-negative safe integer is a programming error and throws
 * `RangeError`: no link could lead back to it.
 */
export function productSlug(model: string, id: number): string {
  return withId(hyphenate(model), id)
}

/**
 * ROUTE-11: a catalog (category) slug: the category's English name hyphenated as `productSlug` does, a dash,
 * the numeric id. Same edge cases as `productSlug`.
 */
export function catalogSlug(englishName: string, id: number): string {
  return withId(hyphenate(englishName), id)
}

/** ROUTE-11 with ROUTE-2: the id of a product or catalog slug (or of its whole path). */
export function slugId(slug: string): RouteIdResult {
  return routeId(slug)
}

function withId(name: string, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`A slug id must be a non-negative safe integer, got ${id}`)
  return name === '' ? String(id) : `${name}-${id}`
}
