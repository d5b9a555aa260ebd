import { describe, expect, it } from 'vitest'
import { routeIdOfFile, routeManifest, type ViteManifest } from './route-assets.ts'

/** A client build's manifest as Vite 8 writes it: the entry, a shared chunk, and code-split route chunks. */
const manifest: ViteManifest = {
  'src/entry-client.tsx': { file: 'assets/entry-client-A.js', isEntry: true, imports: ['_shared-B.js'], css: ['assets/entry-client-C.css'] },
  '_shared-B.js': { file: 'assets/shared-B.js', css: ['assets/shared-D.css'] },
  'src/routes/so.tsx?tsr-split=component': { file: 'assets/so-E.js', imports: ['src/entry-client.tsx', '_table-F.js'], css: ['assets/so-G.css'] },
  // The loader and the contract schemas only it uses: run on client-side navigations, never on hydration.
  'src/routes/so.tsx?tsr-split=loader': { file: 'assets/so-J.js', imports: ['src/entry-client.tsx', '_schema-K.js'] },
  '_schema-K.js': { file: 'assets/schema-K.js' },
  '_table-F.js': { file: 'assets/table-F.js', imports: ['_shared-B.js'] },
  'src/routes/product/$slug.tsx?tsr-split=component': { file: 'assets/slug-H.js', imports: ['src/entry-client.tsx', '_table-F.js'] },
  'src/routes/catalog/index.tsx?tsr-split=component': { file: 'assets/catalog-I.js', imports: ['src/entry-client.tsx'] },
}

describe('the files each page needs, from the client manifest', () => {
  it('names routes as TanStack Router does', () => {
    expect(routeIdOfFile('src/routes/index.tsx')).toBe('/')
    expect(routeIdOfFile('src/routes/so.tsx')).toBe('/so')
    expect(routeIdOfFile('src/routes/product/$slug.tsx')).toBe('/product/$slug')
    expect(routeIdOfFile('src/routes/catalog/index.tsx')).toBe('/catalog/')
    expect(routeIdOfFile('src/routes/member/route.tsx')).toBe('/member')
    expect(routeIdOfFile('src/routes/__root.tsx')).toBe('__root__')
    expect(routeIdOfFile('src/app/router.ts')).toBeUndefined()
  })

  it('the root runs the entry as a module script, preloads its static imports and links its CSS', () => {
    const { routes } = routeManifest(manifest)
    expect(routes['__root__']).toEqual({
      preloads: ['/assets/shared-B.js'],
      css: ['/assets/entry-client-C.css', '/assets/shared-D.css'],
      scripts: [{ attrs: { type: 'module', src: '/assets/entry-client-A.js' } }],
    })
  })

  it('a route preloads only its own chunks, never what the entry already loads', () => {
    const { routes } = routeManifest(manifest)
    expect(routes['/so']).toEqual({ preloads: ['/assets/so-E.js', '/assets/table-F.js'], css: ['/assets/so-G.css'] })
    expect(routes['/product/$slug']).toEqual({ preloads: ['/assets/slug-H.js', '/assets/table-F.js'], css: [] })
    expect(routes['/catalog/']?.preloads).toEqual(['/assets/catalog-I.js'])
  })

  it('never preloads a route\'s loader chunk or what only it imports: a hydrating page runs no loader', () => {
    const { routes } = routeManifest(manifest)
    const preloaded = Object.values(routes).flatMap((route) => route.preloads)
    expect(preloaded).not.toContain('/assets/so-J.js')
    expect(preloaded).not.toContain('/assets/schema-K.js')
  })

  it('refuses a manifest without an entry', () => {
    expect(() => routeManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/u)
  })
})
