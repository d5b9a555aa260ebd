import { describe, expect, it } from 'vitest'
import {
  budgetFor,
  entryKeys,
  KB,
  keysOfFile,
  layoutsOf,
  type Manifest,
  measurePages,
  pageFiles,
  readRouteFiles,
  staticClosure,
} from './bundle-budget.ts'

/** A server-rendered build's client manifest, shaped like Vite's (keys relative to `web/`). */
const manifest: Manifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-A1.js',
    src: 'src/entry-client.tsx',
    isEntry: true,
    imports: ['_react-B2.js', '_router-C3.js'],
    dynamicImports: ['src/routes/index.tsx?tsr-split=component', 'src/routes/so.tsx?tsr-split=component'],
    css: ['assets/entry-client-A1.css'],
  },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  // The router imports React too: a diamond, counted once.
  '_router-C3.js': { file: 'assets/router-C3.js', imports: ['_react-B2.js'] },
  '_table-D4.js': { file: 'assets/table-D4.js', imports: ['_react-B2.js'], css: ['assets/table-D4.css'] },
  '_upload-E5.js': { file: 'assets/upload-E5.js' },
  'src/routes/__root.tsx?tsr-split=notFoundComponent': {
    file: 'assets/__root-F6.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'src/routes/index.tsx?tsr-split=component': {
    file: 'assets/routes-G7.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'src/routes/so.tsx?tsr-split=component': {
    file: 'assets/so-H8.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_table-D4.js'],
    css: ['assets/so-H8.css'],
  },
  // The page's loader: run on client-side navigations only, so not first load, nor what only it imports.
  'src/routes/so.tsx?tsr-split=loader': {
    file: 'assets/so-L3.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_schema-M4.js'],
  },
  '_schema-M4.js': { file: 'assets/schema-M4.js' },
  'src/routes/so.tsx?tsr-split=errorComponent': {
    file: 'assets/so-I9.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  // `/sold` starts like `/so` but is another route.
  'src/routes/sold.tsx?tsr-split=component': {
    file: 'assets/sold-J0.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'src/routes/member/route.tsx?tsr-split=component': {
    file: 'assets/route-K1.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx'],
  },
  'src/routes/member/orders.tsx?tsr-split=component': {
    file: 'assets/orders-L2.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_table-D4.js'],
    // Loaded only when the buyer opens the upload: not first load.
    dynamicImports: ['_upload-E5.js'],
  },
}

/** Every file 1 kB, except React. */
const sizeOf = (file: string) => (file === 'assets/react-B2.js' ? 60 * KB : 1 * KB)

describe('the first load of a page, from the manifest', () => {
  it('follows static imports once each, through diamonds and cycles, and never dynamic ones', () => {
    expect(staticClosure(manifest, ['src/entry-client.tsx'])).toEqual(['src/entry-client.tsx', '_react-B2.js', '_router-C3.js'])
    // The route chunk imports the entry back: a cycle, walked once.
    expect(staticClosure(manifest, ['src/routes/member/orders.tsx?tsr-split=component'])).toEqual([
      'src/routes/member/orders.tsx?tsr-split=component',
      'src/entry-client.tsx',
      '_table-D4.js',
      '_react-B2.js',
      '_router-C3.js',
    ])
  })

  it('refuses a key the manifest lacks rather than count it as nothing', () => {
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow('no chunk "_missing.js"')
  })

  it('matches a route file with every split query it has, and no route that only starts like it', () => {
    expect(keysOfFile(manifest, 'src/routes/so.tsx')).toEqual([
      'src/routes/so.tsx?tsr-split=component',
      'src/routes/so.tsx?tsr-split=errorComponent',
      'src/routes/so.tsx?tsr-split=loader',
    ])
    expect(keysOfFile(manifest, 'src/routes/bom.tsx')).toEqual([])
  })

  it('takes src/entry-client.tsx as the entry, else whatever is marked isEntry', () => {
    expect(entryKeys(manifest)).toEqual(['src/entry-client.tsx'])
    expect(entryKeys({ 'index.html': { file: 'assets/index-1.js', isEntry: true }, 'x.js': { file: 'assets/x.js' } })).toEqual(['index.html'])
    expect(() => entryKeys({ 'x.js': { file: 'assets/x.js' } })).toThrow('no entry chunk')
  })

  it('counts the entry, the root route, the layouts and the route, each file once, with their CSS, but not its loader', () => {
    const files = pageFiles(manifest, { entries: ['src/entry-client.tsx'], routeFiles: ['src/routes/so.tsx'] })
    expect([...files.js].sort()).toEqual([
      'assets/__root-F6.js',
      'assets/entry-client-A1.js',
      'assets/react-B2.js',
      'assets/router-C3.js',
      'assets/so-H8.js',
      'assets/so-I9.js',
      'assets/table-D4.js',
    ])
    expect([...files.css].sort()).toEqual(['assets/entry-client-A1.css', 'assets/so-H8.css', 'assets/table-D4.css'])
    // The loader's chunk and the chunk only it imports are left out.
    expect(files.keys).not.toContain('src/routes/so.tsx?tsr-split=loader')
    expect(files.js).not.toContain('assets/schema-M4.js')
  })
})

describe('route files, as TanStack Router reads them', () => {
  const routes = readRouteFiles([
    '__root.tsx',
    'index.tsx',
    'so.tsx',
    'so.lazy.tsx',
    'sold.tsx',
    'product/$slug.tsx',
    'catalog/index.tsx',
    'catalog/$slug.tsx',
    'member/route.tsx',
    'member/orders.tsx',
    'member/index.tsx',
    '_auth.tsx',
    '_auth/login.tsx',
    '(shop)/bom.tsx',
    'member.settings_.tsx',
    '-components/Table.tsx',
    'so.test.tsx',
    'styles.css',
  ])
  const byPath = (path: string) => routes.filter((route) => route.path === path)

  it('gives each page its URL path, and tells layouts from pages', () => {
    expect(routes.filter((route) => route.isPage).map((route) => route.path)).toEqual([
      '/',
      '/login',
      '/bom',
      '/catalog',
      '/catalog/$slug',
      '/member',
      '/member/orders',
      '/member/settings',
      '/product/$slug',
      '/so',
      '/sold',
    ])
    expect(routes.filter((route) => !route.isPage).map((route) => route.id)).toEqual(['/_auth', '/member'])
  })

  it('keeps a route and its lazy half together', () => {
    expect(byPath('/so')).toEqual([
      { file: 'src/routes/so.tsx', files: ['src/routes/so.lazy.tsx', 'src/routes/so.tsx'], id: '/so', path: '/so', isPage: true },
    ])
  })

  it('finds the layouts a page renders inside', () => {
    const layoutIds = (id: string) => {
      const route = routes.find((each) => each.id === id)
      if (route === undefined) throw new Error(id)
      return layoutsOf(route, routes).map((layout) => layout.file)
    }
    expect(layoutIds('/member/orders')).toEqual(['src/routes/member/route.tsx'])
    expect(layoutIds('/member/')).toEqual(['src/routes/member/route.tsx'])
    expect(layoutIds('/_auth/login')).toEqual(['src/routes/_auth.tsx'])
    expect(layoutIds('/so')).toEqual([])
    // `member.settings_`… ends in `_` only on its last segment: still inside `/member`.
    expect(layoutIds('/member/settings_')).toEqual(['src/routes/member/route.tsx'])
  })
})

describe('budgets (issue #13)', () => {
  it('gives search results and product 180 kB, home 150 kB, account pages and the BOM tool 250 kB, every other page 180 kB, CSS 30 kB', () => {
    expect(budgetFor('/').js).toBe(150 * KB)
    expect(budgetFor('/so').js).toBe(180 * KB)
    expect(budgetFor('/product/$slug').js).toBe(180 * KB)
    for (const path of ['/member', '/member/orders', '/login', '/register', '/resetPassword', '/bom']) expect(budgetFor(path).js).toBe(250 * KB)
    // Issue 17: the signed-in cart, checkout, RFQ submission and payment pages count as account pages.
    for (const path of ['/cart/', '/cart/buy', '/cart/reserve', '/payment/$id', '/payment/paysuccess']) expect(budgetFor(path).js).toBe(250 * KB)
    // Only whole segments: `/members-area` is not an account page.
    expect(budgetFor('/members-area').js).toBe(180 * KB)
    expect(budgetFor('/catalog/$slug').js).toBe(180 * KB)
    expect(budgetFor('/catalog/$slug').css).toBe(30 * KB)
  })

  it('measures each page and names what goes over, by how much', () => {
    const routes = readRouteFiles(['index.tsx', 'so.tsx', 'member/route.tsx', 'member/orders.tsx'])
    const rows = measurePages(manifest, routes, sizeOf)
    expect(rows.map((row) => [row.path, row.js, row.css])).toEqual([
      // entry 1 + react 60 + router 1 + root 1 + index 1
      ['/', 64 * KB, 1 * KB],
      // + layout 1 + orders 1 + table 1
      ['/member/orders', 66 * KB, 2 * KB],
      // + so 1 + so error 1 + table 1
      ['/so', 66 * KB, 3 * KB],
    ])
    expect(rows.every((row) => row.over.length === 0)).toBe(true)
    const heavy = measurePages(manifest, routes, (file) => (file === 'assets/react-B2.js' ? 202 * KB : file.endsWith('.css') ? 20 * KB : 1 * KB))
    expect(heavy.find((row) => row.path === '/')?.over).toEqual(['JS 206.0 kB is 56.0 kB over 150.0 kB'])
    expect(heavy.find((row) => row.path === '/so')?.over).toEqual(['JS 208.0 kB is 28.0 kB over 180.0 kB', 'CSS 60.0 kB is 30.0 kB over 30.0 kB'])
    expect(heavy.find((row) => row.path === '/member/orders')?.over).toEqual(['CSS 40.0 kB is 10.0 kB over 30.0 kB'])
  })
})
