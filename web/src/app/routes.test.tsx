import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { contract } from '@partfront/core/contract'
import { createMemoryStorage } from '@partfront/core/ports'
import { TEST_MEMBER, mockApi, on, refusal, success, testOrder, testProduct } from './api-mocks.testing.ts'
import { createApp } from './create-app.ts'
import { renderApp } from './render-app.testing.tsx'

const worker = mockApi()

/** Every concrete path of spec §2, and the route it must reach (ROUTE-1). */
const SPEC_PATHS: ReadonlyArray<readonly [path: string, routeId: string]> = [
  ['/', '/'],
  ['/about/seo', '/about/$name'],
  ['/about/sitemap', '/about/sitemap'],
  ['/about/website', '/about/$name'],
  ['/about/privacypolicy', '/about/$name'],
  ['/about/refundpolicy', '/about/$name'],
  ['/about/termsconditions', '/about/$name'],
  ['/aboutus', '/aboutus'],
  ['/about/certificate', '/about/certificate'],
  ['/about/company?abus=2', '/about/company'],
  ['/about/components/privacypolicy', '/about/components/$policy'],
  ['/about/components/refundpolicy', '/about/components/$policy'],
  ['/about/components/termsconditions', '/about/components/$policy'],
  ['/application', '/application/'],
  ['/application/new-energy', '/application/$slug'],
  ['/bom', '/bom'],
  ['/brand', '/brand/'],
  ['/brand/7', '/brand/$id'],
  ['/catalog', '/catalog/'],
  ['/catalog/resistors-21', '/catalog/$slug'],
  ['/cart', '/cart/'],
  ['/cart/buy', '/cart/buy'],
  ['/cart/reserve', '/cart/reserve'],
  ['/contactus', '/contactus'],
  ['/ContactUs', '/contactus'],
  ['/faq', '/faq'],
  ['/login', '/login'],
  ['/register', '/register'],
  ['/resetPassword', '/resetPassword'],
  ['/member/information', '/member/information'],
  ['/member/order', '/member/order'],
  ['/member/bom', '/member/bom'],
  ['/member/address', '/member/address'],
  ['/member/detail/bom_77', '/member/detail/$detail'],
  ['/member/detail/order_12', '/member/detail/$detail'],
  ['/news/3', '/news/$id'],
  ['/news/list_1', '/news/$id'],
  ['/payment/5', '/payment/$id'],
  ['/payment/paysuccess', '/payment/paysuccess'],
  ['/product/lm358dr-12345', '/product/$slug'],
  ['/productmodel/A', '/productmodel/$key'],
  ['/productmodel/0', '/productmodel/$key'],
  ['/quality', '/quality'],
  ['/quote', '/quote'],
  ['/so?keyWord=x', '/so'],
]

/** The id of the deepest route `href` reaches, without loading anything. */
function deepestRoute(href: string): string | undefined {
  const { router } = createApp({
    history: createMemoryHistory({ initialEntries: ['/'] }),
    document: false,
    storage: createMemoryStorage(),
    sessionStore: createMemoryStorage(),
  })
  const [pathname = '/', search = ''] = href.split('?')
  const matches = router.matchRoutes(pathname, Object.fromEntries(new URLSearchParams(search)))
  return matches.at(-1)?.routeId
}

/**
 * What the frame and the storefront load for a member (ROUTE-6 lets the member paths through with the cookie).
 * Answered in every test: a member test's storefront may still ask for its lists as the next test starts.
 */
function memberApi() {
  worker.use(
    on(contract.accountInfo, () => success(contract.accountInfo, TEST_MEMBER)),
    on(contract.cartSum, () => success(contract.cartSum, { cartNum: 0 })),
    on(contract.cartDetail, () => success(contract.cartDetail, [])),
    on(contract.favouriteList, () => {
      favouriteLoads += 1
      return success(contract.favouriteList, [])
    }),
  )
}

let favouriteLoads = 0

/** A member: the `user-token` cookie (cleared after each test). */
function signIn() {
  document.cookie = 'user-token=test-token; path=/'
  favouriteLoads = 0
}

/** The member's storefront has loaded its favourites: nothing of this test is left in flight. */
async function settled() {
  await expect.poll(() => favouriteLoads).toBeGreaterThan(0)
}

const PRODUCT = testProduct({ categoryId: 21, categoryName: 'Resistors' })

describe('routes of spec §2', () => {
  beforeEach(memberApi)
  afterEach(() => {
    document.cookie = 'user-token=; path=/; max-age=0'
  })

  it('ROUTE-1: every route of spec §2 is registered', () => {
    for (const [path, routeId] of SPEC_PATHS) {
      expect.soft(deepestRoute(path), path).toBe(routeId)
    }
    expect(deepestRoute('/no/such/page')).toBe('__root__')
  })

  it('ROUTE-2: /brand/abc is a 404 with IntId is invalid', async () => {
    await renderApp('/brand/abc')
    await expect.element(page.getByRole('heading', { level: 1, name: 'IntId is invalid' })).toBeVisible()
  })

  it('ROUTE-2, ROUTE-3: /member/detail/bom_x7y is a 404 with IntId is invalid', async () => {
    signIn()
    await renderApp('/member/detail/bom_x7y')
    await expect.element(page.getByRole('heading', { level: 1, name: 'IntId is invalid' })).toBeVisible()
    await settled()
  })

  it('ROUTE-3: an unknown detail prefix is Page not found: {path}', async () => {
    signIn()
    await renderApp('/member/detail/foo_7')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Page not found: /member/detail/foo_7' })).toBeVisible()
    await settled()
  })

  it('ROUTE-3: the prefix picks the kind', async () => {
    signIn()
    worker.use(
      on(contract.orderDetail, ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('12')
        return success(
          contract.orderDetail,
          testOrder({
            id: 12,
            orderNo: 'PF2405010012',
            status: 'paid',
            itemCount: 0,
            total: 0,
            createdAt: '2024-05-01T08:30:00.000Z',
            lines: [],
            subtotal: 0,
            carrier: 'UPS',
            paidAt: '2024-05-01T09:00:00.000Z',
          }),
        )
      }),
    )
    await renderApp('/member/detail/order_12')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Order PF2405010012' })).toBeVisible()
    await settled()
  })

  it('PAGE-4: a category page shows its subcategories and links its products to /product/{slug}', async () => {
    worker.use(
      on(contract.catalogDetail, ({ request }) => {
        expect(new URL(request.url).searchParams.get('id')).toBe('21')
        return success(contract.catalogDetail, {
          category: { intId: 21, catalogEnName: 'Resistors', parentId: 2, description: '', image: null, seo: null },
          path: [{ intId: 2, catalogEnName: 'Passives' }],
          children: [{ intId: 211, catalogEnName: 'Chip Resistors', productCount: 4 }],
          products: { list: [PRODUCT], total: 1, page: 1, pageSize: 20 },
        })
      }),
    )
    await renderApp('/catalog/resistors-21')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Resistors' })).toBeVisible()
    await expect.element(page.getByRole('link', { name: 'Chip Resistors' })).toHaveAttribute('href', '/catalog/chip-resistors-211')
    await expect.element(page.getByRole('link', { name: 'LM358DR' })).toHaveAttribute('href', '/product/lm358dr-12345')
  })

  it('PAGE-4: a brand the API does not know is a 404 with its message', async () => {
    worker.use(on(contract.brandDetail, () => refusal(contract.brandDetail, 404, 'Brand not found')))
    await renderApp('/brand/999')
    await expect.element(page.getByRole('heading', { level: 1, name: 'Brand not found' })).toBeVisible()
  })
})
