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

  it('issue 28: the root names the entry and its static imports for the loader after the first paint, no script or preload of the router, and links its CSS', () => {
    const { routes } = routeManifest(manifest)
    expect(routes['__root__']).toEqual({
      preloads: [],
      css: ['/assets/entry-client-C.css', '/assets/shared-D.css'],
      entry: '/assets/entry-client-A.js',
      afterPaint: ['/assets/shared-B.js'],
    })
  })

  it('a route asks for only its own chunks, never what the entry already loads, and the router preloads none', () => {
    const { routes } = routeManifest(manifest)
    expect(routes['/so']).toEqual({ preloads: [], afterPaint: ['/assets/so-E.js', '/assets/table-F.js'], css: ['/assets/so-G.css'] })
    expect(routes['/product/$slug']).toEqual({ preloads: [], afterPaint: ['/assets/slug-H.js', '/assets/table-F.js'], css: [] })
    expect(routes['/catalog/']?.afterPaint).toEqual(['/assets/catalog-I.js'])
  })

  it('never asks for a route\'s loader chunk or what only it imports: a hydrating page runs no loader', () => {
    const { routes } = routeManifest(manifest)
    const preloaded = Object.values(routes).flatMap((route) => route.afterPaint ?? [])
    expect(preloaded).not.toContain('/assets/so-J.js')
    expect(preloaded).not.toContain('/assets/schema-K.js')
  })

  it('issue 28: with the built files, every stylesheet is inlined with its label, and the routes still list it', () => {
    const files: Record<string, string> = {
      'assets/entry-client-C.css': '.frame{display:grid}',
      'assets/shared-D.css': '.shared{margin:0}',
      'assets/so-G.css': '.results{width:100%}',
    }
    const read: string[] = []
    const built = routeManifest(manifest, '/', (file) => {
      read.push(file)
      return files[file]
    })
    expect(built.inlineCss?.styles).toEqual({
      '/assets/entry-client-C.css': '/*inlined:/assets/entry-client-C.css*/.frame{display:grid}',
      '/assets/shared-D.css': '/*inlined:/assets/shared-D.css*/.shared{margin:0}',
      '/assets/so-G.css': '/*inlined:/assets/so-G.css*/.results{width:100%}',
    })
    // The router strips a route's inlined links itself, per page: the manifest keeps them for it to match.
    expect(built.routes['/so']?.css).toEqual(['/assets/so-G.css'])
    expect(read.sort()).toEqual(Object.keys(files).sort())
  })

  it('issue 28: a stylesheet it cannot read, or that could end the <style> early, stays a link', () => {
    const built = routeManifest(manifest, '/', (file) => (file === 'assets/so-G.css' ? '.x::after{content:"</style>"}' : file === 'assets/shared-D.css' ? undefined : '.a{}'))
    expect(Object.keys(built.inlineCss?.styles ?? {})).toEqual(['/assets/entry-client-C.css'])
  })

  it('without the built files (no reader), nothing is inlined', () => {
    expect(routeManifest(manifest).inlineCss).toBeUndefined()
  })

  it('refuses a manifest without an entry', () => {
    expect(() => routeManifest({ 'a.js': { file: 'a.js' } })).toThrow(/no entry/u)
  })
})
