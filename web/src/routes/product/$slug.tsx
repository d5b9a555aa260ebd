import { createFileRoute } from '@tanstack/react-router'
import { ProductId, productDetail } from '@partfront/core/contract'
import { slugId } from '@partfront/core/routing'
import { productStructuredData, productTrail } from '@partfront/core/shell'
import { routeHead } from '../../app/head.ts'
import { useShellData } from '../../app/shell-data.ts'
import { foundOr404, shellOf } from '../../app/route-data.ts'
import { routeIdOr404 } from '../../app/route-id.ts'
import { ProductPage } from '../../features/product/product-page.tsx'
import { loadRelated } from '../../features/product/related-data.ts'

/**
 * `/product/{slug}-{id}` (PAGE-1, ROUTE-2, ROUTE-11): the product and its related parts from the server on the
 * first paint, its head with the Product (an Offer per price break) and BreadcrumbList JSON-LD, whose trail
 * (core's `productTrail` over the frame's category tree) is the one the page shows. A non-numeric id is a 404
 * `IntId is invalid`; an id that names no product, a 404 with the API's message.
 */
export const Route = createFileRoute('/product/$slug')({
  loader: async ({ params, context }) => {
    const id = routeIdOr404(ProductId, slugId(params.slug))
    const product = await foundOr404(context.call(productDetail, { query: { id } }))
    // The related parts in the server's HTML (crawlable, and the page asks nothing while it loads); a
    // client-side navigation shows the page first and asks for them after.
    return { product, related: context.onServer ? await loadRelated(context.call, product) : null }
  },
  head: ({ loaderData, matches }) => {
    const shell = shellOf(matches)
    if (loaderData === undefined || shell === undefined) return {}
    const { product } = loaderData
    // The same trail the page shows (PAGE-1): the JSON-LD and the visible breadcrumb cannot disagree.
    const trail = productTrail(shell.headerTree, product)
    const path = trail[trail.length - 1]?.path ?? '/'
    return routeHead({
      host: shell.host,
      // `{model} {brand} | {category}`: the server's SEO title for the part when it has one.
      title: product.seo?.title ?? `${product.model} ${product.brandName}${product.categoryName === '' ? '' : ` | ${product.categoryName}`}`,
      description: product.seo?.description ?? (product.description === '' ? undefined : `${product.model} by ${product.brandName}: ${product.description}`),
      keywords: [product.model, product.brandName, product.categoryName, product.packageName].filter((word) => word !== ''),
      url: `${shell.origin}${path}`,
      image: product.image ?? undefined,
      structuredData: productStructuredData({
        origin: shell.origin,
        path,
        model: product.model,
        brandName: product.brandName,
        description: product.description,
        image: product.image,
        stock: product.stock,
        priceLadder: product.priceLadder,
        trail,
      }),
    })
  },
  component: ProductRoute,
})

function ProductRoute() {
  const { product, related } = Route.useLoaderData()
  const trail = productTrail(useShellData().headerTree, product)
  return <ProductPage key={product.intID} product={product} trail={trail} related={related} />
}
