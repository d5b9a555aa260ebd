import { BOM_SALES_PROCESS, INDUSTRIES } from '../constants.ts'
import { hyphenate } from '../routing/slug.rules.ts'

/**
 * The home page's fixed sections (issue 15): the six industry applications with their pages, and the BOM
 * sales process (PAGE-6) as a strip linking `/bom`. Ours: the spec names the sections, not their layout.
 */

/** The BOM sales process (PAGE-6), in order. */
export const BOM_SALES_STEPS = BOM_SALES_PROCESS

/** An industry application and its page, `/application/{slug}`. */
export interface ApplicationLink {
  readonly name: string
  readonly href: string
}

/** The six industry applications, each linking its page. */
export function applicationLinks(): readonly ApplicationLink[] {
  return INDUSTRIES.map((name) => ({ name, href: `/application/${hyphenate(name)}` }))
}

/** A news item's page, `/news/{id}` (PAGE-5). */
export function newsPath(id: number): string {
  return `/news/${id}`
}
