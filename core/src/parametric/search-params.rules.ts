import { categoryAttributes } from './category-attributes.ts'
import { filterTerms, parseAttributeFilter } from './filter.rules.ts'
import type { AttributeDefinition, AttributeFilter, AttributeValue } from './parametric.types.ts'
import type { Read } from './quantity.rules.ts'
import { readAttributeValue } from './value.rules.ts'

/**
 * Attribute filters in a URL or an API query (issue 29): `?resistance=10k&tolerance=1%25&rated-voltage=50V..`,
 * several values of one attribute as repeated parameters or separated by commas (`resistance=10k,4k7`). The
 * category's attribute list says which keys are attributes; the caller names the parameters that are not
 * (page, sort, stock, maker, package…). An unknown key, an unreadable value or range is refused, naming it, so
 * the API answers 400 with every problem at once and a page can say what it could not read.
 */

/** Splits a parameter's value into terms: `10k,4k7` → `10k`, `4k7` (values write a decimal point, not a comma). */
function termsOf(value: string): string[] {
  return value.split(',').map((term) => term.trim()).filter((term) => term !== '')
}

/**
 * The attribute filters of the category `slug` in `params` (parameter name and value pairs, in order), leaving
 * out the names in `reserved`; refused with every unknown key and unreadable term named.
 */
export function parseParametricParams(
  slug: string,
  params: Iterable<readonly [string, string]>,
  reserved: ReadonlySet<string>,
): Read<AttributeFilter[]> {
  const attributes = categoryAttributes(slug)
  const terms = new Map<string, string[]>()
  const problems: string[] = []
  for (const [name, value] of params) {
    if (reserved.has(name)) continue
    if (!attributes.some((attribute) => attribute.key === name)) {
      if (!problems.some((problem) => problem.startsWith(`No attribute "${name}"`))) problems.push(`No attribute "${name}" in this category`)
      continue
    }
    terms.set(name, [...(terms.get(name) ?? []), ...termsOf(value)])
  }
  const filters: AttributeFilter[] = []
  for (const attribute of attributes) {
    const given = terms.get(attribute.key)
    if (given === undefined) continue
    const filter = parseAttributeFilter(attribute, given)
    if (filter.ok) filters.push(filter.value)
    else problems.push(`${attribute.name}: ${filter.problem}`)
  }
  return problems.length > 0 ? { ok: false, problem: problems.join('; ') } : { ok: true, value: filters }
}

/** The URL parameters of `filters` in the category's attribute order: one per term (`resistance=10k`). */
export function parametricParams(slug: string, filters: readonly AttributeFilter[]): [string, string][] {
  return categoryAttributes(slug).flatMap((attribute) => {
    const filter = filters.find((item) => item.key === attribute.key)
    return filter === undefined ? [] : filterTerms(attribute, filter).map((term): [string, string] => [attribute.key, term])
  })
}

/** A part's values of its category's attributes, from their texts by key; texts that do not read are left out. */
export function readAttributeTexts(
  attributes: readonly AttributeDefinition[],
  texts: Readonly<Record<string, string>>,
): Record<string, AttributeValue> {
  const values: Record<string, AttributeValue> = {}
  for (const attribute of attributes) {
    const text = texts[attribute.key]
    if (text === undefined) continue
    const read = readAttributeValue(attribute, text)
    if (read.ok) values[attribute.key] = read.value
  }
  return values
}
