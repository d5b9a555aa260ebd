import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { compareHref, compareIds, parseCompareIds } from '@partfront/core/compare'
import { productCompare, type ProductId } from '@partfront/core/contract'
import { pricingQuantity } from '@partfront/core/search'
import { routeHead } from '../app/head.ts'
import { foundOr404, shellOf } from '../app/route-data.ts'
import { NO_ITEMS, useRunningStorefront, useStorefrontSelector } from '../app/storefront.tsx'
import { ComparePage, type CompareView } from '../features/compare/compare-page.tsx'

/** `ids` and `qty` as the router parsed them (`?ids=5` arrives as a number). */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
}

/** `qty=` read as the listings read it: a whole number of pieces, else none. */
function quantityOf(value: unknown): number | null {
  const text = textOf(value)
  return /^\d{1,16}$/u.test(text) ? pricingQuantity(Number(text)) : null
}

/** The page's address with `ids` and the quantity kept. */
function pathOf(ids: readonly number[], quantity: number | null): string {
  const base = compareHref(ids as readonly ProductId[])
  return quantity === null ? base : `${base}${base.includes('?') ? '&' : '?'}qty=${quantity}`
}

/**
 * `/compare?ids=1,2,3&qty=100` (issue 29; ours, the spec does not list it): up to four parts side by side,
 * rendered on the server so the address can be shared. `ids` is read with core's `parseCompareIds`: a bad id or
 * more than four renders the page with the message and status 400 (`pageStatus`, entry-server); an id with no
 * product is the 404 page naming it; no ids is the empty page (200). `noindex`: the combinations are not pages
 * to crawl (and `/compare` is not in the sitemap).
 */
export const Route = createFileRoute('/compare')({
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  loaderDeps: ({ search }) => ({ ids: textOf(search['ids']) }),
  loader: async ({ deps, context }): Promise<{ readonly view: CompareView; readonly pageStatus?: 400 }> => {
    const read = parseCompareIds(deps.ids)
    if (!read.ok) return { view: { kind: 'refused', message: read.message }, pageStatus: 400 }
    if (read.ids.length === 0) return { view: { kind: 'parts', comparison: { attributes: [], products: [] } } }
    const comparison = await foundOr404(context.call(productCompare, { query: { ids: read.ids.join(',') } }))
    return { view: { kind: 'parts', comparison } }
  },
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (shell === undefined) return {}
    const head = routeHead({ host: shell.host, title: 'Compare parts', description: 'Electronic components side by side: attributes, prices and stock.' })
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: CompareRoute,
})

function CompareRoute() {
  const { view } = Route.useLoaderData()
  const search = Route.useSearch()
  const router = useRouter()
  const running = useRunningStorefront()
  const stored = useStorefrontSelector('compare', compareIds, NO_ITEMS)
  const quantity = quantityOf(search['qty'])
  const shownIds = view.kind === 'parts' ? view.comparison.products.map((product) => product.intID) : []
  const shownKey = shownIds.join(',')

  useEffect(() => {
    if (running === undefined || view.kind !== 'parts') return
    const ids = shownKey === '' ? [] : shownKey.split(',').map(Number)
    const list = running.actors.compare.getSnapshot().context.list
    // `/compare` alone shows the buyer's own list; a shared address becomes their list.
    if (ids.length === 0 && list.length > 0) void router.navigate({ href: pathOf(list, quantity), replace: true })
    else if (ids.length > 0 && ids.join(',') !== list.join(',')) running.send({ type: 'compare.open', ids })
  }, [running, view.kind, shownKey, router, quantity])

  return (
    <ComparePage
      view={view}
      quantity={quantity}
      onQuantity={(next) => void router.navigate({ href: pathOf(shownIds, next), replace: true })}
      onRemove={(id) => {
        running?.send({ type: 'compare.remove', id })
        const left = (shownIds.length > 0 ? shownIds : stored).filter((each) => each !== id)
        void router.navigate({ href: pathOf(left, quantity) })
      }}
    />
  )
}
