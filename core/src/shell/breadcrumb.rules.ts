import type { CategoryGroup, CategoryRef } from '../contract/catalog.ts'
import { productSlug } from '../routing/slug.rules.ts'
import { catalogPath } from './header.rules.ts'

/**
 * PAGE-1's breadcrumb: Home › All Products › the category path from its top-level group down to the part's
 * category › the part. The visible breadcrumb and the BreadcrumbList JSON-LD are both drawn from `productTrail`,
 * so they cannot disagree.
 */

/** One step of a breadcrumb: its text and its page's path. */
export interface Crumb {
  readonly name: string
  readonly path: string
}

/** The first two steps of every product's breadcrumb (ours: the spec says only "breadcrumbs (category path)"). */
export const TRAIL_START: readonly Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'All Products', path: '/catalog' },
]

/** How deep a category may sit before the walk up stops (ours: the store's own path query stops at 32). */
const MAX_DEPTH = 32

/**
 * The categories from the top-level group down to `category`, read from the category tree (the header's
 * `catalog/group` tree). A category the tree does not hold is its own path (the part's category is still
 * shown); a tree whose parents loop (a category listed under its own descendant) stops at the first category
 * seen twice, so the walk always ends, and the path never repeats a category.
 */
export function categoryTrail(tree: readonly CategoryGroup[], category: CategoryRef): readonly CategoryRef[] {
  const parents = new Map<number, { readonly ref: CategoryRef; readonly parentId: number | null }>()
  const visit = (group: CategoryGroup, parentId: number | null, depth: number): void => {
    // The first place a category is listed is where it is; a later listing (a loop, a duplicate) is ignored.
    if (depth > MAX_DEPTH || parents.has(group.intId)) return
    parents.set(group.intId, { ref: { intId: group.intId, catalogEnName: group.catalogEnName }, parentId })
    for (const child of group.childList) visit(child, group.intId, depth + 1)
  }
  for (const group of tree) visit(group, null, 0)
  return walkUp(parents, category)
}

/**
 * The walk from `category` up its parents, returned from the top down. Exported for its cycle guard: a map of
 * parents may loop where a nested tree cannot.
 */
export function walkUp(
  parents: ReadonlyMap<number, { readonly ref: CategoryRef; readonly parentId: number | null }>,
  category: CategoryRef,
): readonly CategoryRef[] {
  const own = parents.get(category.intId)
  if (own === undefined) return category.catalogEnName.trim() === '' ? [] : [category]
  const path: CategoryRef[] = [own.ref]
  const seen = new Set<number>([category.intId])
  for (let parentId = own.parentId; parentId !== null && path.length < MAX_DEPTH; ) {
    const parent = parents.get(parentId)
    if (parent === undefined || seen.has(parentId)) break
    seen.add(parentId)
    path.push(parent.ref)
    parentId = parent.parentId
  }
  return path.reverse()
}

/** What a product's breadcrumb is drawn from. */
export interface ProductTrailInput {
  readonly model: string
  readonly intID: number
  readonly categoryId: number
  readonly categoryName: string
}

/** The whole breadcrumb of a product page, Home first and the part last (its own page). */
export function productTrail(tree: readonly CategoryGroup[], product: ProductTrailInput): readonly Crumb[] {
  const categories = categoryTrail(tree, { intId: product.categoryId as CategoryRef['intId'], catalogEnName: product.categoryName })
  return [
    ...TRAIL_START,
    ...categories.map((category) => ({ name: category.catalogEnName, path: catalogPath(category) })),
    { name: product.model, path: `/product/${productSlug(product.model, product.intID)}` },
  ]
}
