import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  accessDecision,
  afterLoginPath,
  catalogSlug,
  hyphenate,
  memberDetail,
  productSlug,
  routeId,
  slugId,
} from '../../core/src/routing/index.ts'

const INVALID = { ok: false, status: 404, message: 'IntId is invalid' }

/** The `redirect` query value of a `/login?redirect=…` target, decoded the way a browser would. */
function redirectOf(to: string): string | null {
  return new URL(to, 'https://www.partfront.com').searchParams.get('redirect')
}

/** Path segments that are not `member` or `cart` in any casing. */
const plainSegment = fc
  .string({ unit: fc.constantFrom(...'abcmemberMEMBERcartCART0123456789-_.'.split('')), minLength: 1, maxLength: 10 })
  .filter((segment) => !['member', 'cart'].includes(segment.toLowerCase()))

describe('route ids', () => {
  it('ROUTE-2: /product/lm358-dr-12345 → 12345', () => {
    expect(routeId('/product/lm358-dr-12345')).toEqual({ ok: true, id: 12345 })
  })

  it('ROUTE-2: /news/list_1 → 1 and /member/detail/bom_77 → 77', () => {
    expect(routeId('/news/list_1')).toEqual({ ok: true, id: 1 })
    expect(routeId('/member/detail/bom_77')).toEqual({ ok: true, id: 77 })
  })

  it('ROUTE-2: a bare numeric segment is its own id (/news/42, /brand/7)', () => {
    expect(routeId('/news/42')).toEqual({ ok: true, id: 42 })
    expect(routeId('7')).toEqual({ ok: true, id: 7 })
  })

  it('ROUTE-2: the part after the LAST underscore or dash is read (bom_1-2 → 2, a-1_3 → 3)', () => {
    expect(routeId('/x/bom_1-2')).toEqual({ ok: true, id: 2 })
    expect(routeId('/x/a-1_3')).toEqual({ ok: true, id: 3 })
  })

  it('ROUTE-2: non-alphanumerics in the id part are stripped (list_1.5 → 15, lm358-12%20 → 1220)', () => {
    expect(routeId('/news/list_1.5')).toEqual({ ok: true, id: 15 })
    expect(routeId('/product/lm358-12%20')).toEqual({ ok: true, id: 1220 })
  })

  it('ROUTE-2: a non-numeric id is a 404 "IntId is invalid"', () => {
    expect(routeId('/product/lm358-dr')).toEqual(INVALID)
    expect(routeId('/product/lm358-12a')).toEqual(INVALID)
    expect(routeId('/news/list_')).toEqual(INVALID)
    expect(routeId('')).toEqual(INVALID)
    expect(routeId('/')).toEqual(INVALID)
  })

  it('ROUTE-2: a trailing slash, query or fragment does not change the id', () => {
    expect(routeId('/news/list_1/')).toEqual({ ok: true, id: 1 })
    expect(routeId('/product/lm358-12345?tab=datasheet#top')).toEqual({ ok: true, id: 12345 })
  })

  it('ROUTE-2: ids stop at Number.MAX_SAFE_INTEGER (9007199254740991 ok, 9007199254740992 invalid)', () => {
    expect(routeId('/product/x-9007199254740991')).toEqual({ ok: true, id: 9007199254740991 })
    expect(routeId('/product/x-9007199254740992')).toEqual(INVALID)
    expect(routeId('/product/x-99999999999999999999999')).toEqual(INVALID)
  })

  test.prop([fc.string()])('ROUTE-2: any string gives a non-negative safe integer id or exactly the IntId 404', (path) => {
    const result = routeId(path)
    if (result.ok) {
      expect(Number.isSafeInteger(result.id) && result.id >= 0).toBe(true)
    } else {
      expect(result).toEqual(INVALID)
    }
  })

  test.prop([fc.string(), fc.constantFrom('-', '_'), fc.maxSafeNat()])(
    'ROUTE-2: {anything}/{name}{-|_}{id} reads back the id',
    (name, separator, id) => {
      expect(routeId(`/any/${name.replace(/[/?#]/g, '')}${separator}${id}`)).toEqual({ ok: true, id })
    },
  )

  test.prop([fc.string(), fc.stringMatching(/^[0-9]*[a-zA-Z][a-zA-Z0-9]*$/)])(
    'ROUTE-2: an id part with a letter is always the IntId 404',
    (name, tail) => {
      expect(routeId(`/product/${name.replace(/[/?#]/g, '')}-${tail}`)).toEqual(INVALID)
    },
  )
})

describe('member detail kinds', () => {
  it('ROUTE-3: /member/detail/bom_77 is BOM 77; /member/detail/order_77 is order 77', () => {
    expect(memberDetail('/member/detail/bom_77')).toEqual({ ok: true, kind: 'bom', id: 77 })
    expect(memberDetail('/member/detail/order_77')).toEqual({ ok: true, kind: 'order', id: 77 })
  })

  it('ROUTE-3: the prefix is matched in any case (BOM_5)', () => {
    expect(memberDetail('/member/detail/BOM_5')).toEqual({ ok: true, kind: 'bom', id: 5 })
  })

  it('ROUTE-3: a known prefix with a non-numeric id is the IntId 404', () => {
    expect(memberDetail('/member/detail/order_abc')).toEqual(INVALID)
  })

  it('ROUTE-3: an unknown prefix is a page-not-found 404', () => {
    expect(memberDetail('/member/detail/invoice_5')).toEqual({
      ok: false,
      status: 404,
      message: 'Page not found: /member/detail/invoice_5',
    })
    expect(memberDetail('/member/detail/77')).toMatchObject({ ok: false, status: 404 })
  })
})

describe('access checks', () => {
  it('ROUTE-6: /member/information without a token → /login', () => {
    expect(accessDecision('/member/information', undefined)).toEqual({ kind: 'redirect', to: '/login' })
    expect(accessDecision('/member/detail/bom_77', null)).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('ROUTE-6: a member path with a token passes', () => {
    expect(accessDecision('/member/information', 'tok-123')).toEqual({ kind: 'pass' })
  })

  it('ROUTE-6: an empty (blanked) token counts as no token', () => {
    expect(accessDecision('/member/order', '')).toEqual({ kind: 'redirect', to: '/login' })
  })

  it('ROUTE-5: paths are lower-cased before the checks (/Member/Order, /MEMBER)', () => {
    expect(accessDecision('/Member/Order', undefined)).toEqual({ kind: 'redirect', to: '/login' })
    expect(accessDecision('/MEMBER', undefined)).toEqual({ kind: 'redirect', to: '/login' })
    expect(accessDecision('/CART', undefined)).toMatchObject({ kind: 'redirect' })
  })

  it('ROUTE-7: /cart without a token → /login?redirect=%2Fcart', () => {
    expect(accessDecision('/cart', undefined)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fcart' })
  })

  it('ROUTE-7: the redirect carries the requested path as requested, case and query included', () => {
    const decision = accessDecision('/Cart/Reserve?from=rfq&x=1', undefined)
    expect(decision).toEqual({ kind: 'redirect', to: '/login?redirect=%2FCart%2FReserve%3Ffrom%3Drfq%26x%3D1' })
    if (decision.kind === 'redirect') expect(redirectOf(decision.to)).toBe('/Cart/Reserve?from=rfq&x=1')
  })

  it('ROUTE-7: a cart path with a token passes', () => {
    expect(accessDecision('/cart/buy', 'tok')).toEqual({ kind: 'pass' })
  })

  it('ROUTE-6: public pages pass without a token', () => {
    for (const path of ['/', '/login', '/so?keyWord=cart', '/product/lm358dr-12345', '/news/list_1']) {
      expect(accessDecision(path, undefined), path).toEqual({ kind: 'pass' })
    }
  })

  it('ROUTE-7: a catalog slug that merely starts with "cart" (cartridge fuses) stays public', () => {
    expect(accessDecision('/catalog/cartridge-fuses-12', undefined)).toEqual({ kind: 'pass' })
    expect(accessDecision('/about/membership', undefined)).toEqual({ kind: 'pass' })
  })

  test.prop([fc.array(plainSegment), fc.array(plainSegment), fc.constantFrom('member', 'Member', 'MEMBER')])(
    'ROUTE-6: any path with a member segment and no token goes to /login',
    (before, after, member) => {
      const path = `/${[...before, member, ...after].join('/')}`
      expect(accessDecision(path, '')).toEqual({ kind: 'redirect', to: '/login' })
    },
  )

  test.prop([fc.array(plainSegment), fc.array(plainSegment), fc.constantFrom('cart', 'Cart', 'CART')])(
    'ROUTE-7: any path with a cart segment and no token redirects back to exactly that path',
    (before, after, cart) => {
      const path = `/${[...before, cart, ...after].join('/')}`
      const decision = accessDecision(path, undefined)
      expect(decision.kind).toBe('redirect')
      if (decision.kind === 'redirect') {
        expect(decision.to.startsWith('/login?redirect=')).toBe(true)
        expect(redirectOf(decision.to)).toBe(path)
      }
    },
  )

  test.prop([fc.array(plainSegment)])('ROUTE-6: paths with neither segment pass without a token', (segments) => {
    expect(accessDecision(`/${segments.join('/')}`, undefined)).toEqual({ kind: 'pass' })
  })

  test.prop([fc.oneof(fc.string(), fc.array(fc.oneof(plainSegment, fc.constantFrom('member', 'cart'))).map((s) => `/${s.join('/')}`))])(
    'ROUTE-5: upper-casing or lower-casing a path never changes the decision kind or target page',
    (path) => {
      const as = accessDecision(path, undefined)
      for (const variant of [path.toUpperCase(), path.toLowerCase()]) {
        const other = accessDecision(variant, undefined)
        expect(other.kind).toBe(as.kind)
        if (as.kind === 'redirect' && other.kind === 'redirect') {
          expect(other.to.split('?')[0]).toBe(as.to.split('?')[0])
          expect(other.to.includes('?redirect=')).toBe(as.to.includes('?redirect='))
        }
      }
    },
  )

  test.prop([fc.string({ minLength: 1 }), fc.string()])('ROUTE-6: any non-empty token lets every path through', (token, path) => {
    fc.pre(token.trim() !== '')
    expect(accessDecision(path, token)).toEqual({ kind: 'pass' })
  })
})

describe('after sign-in', () => {
  it('ROUTE-7: the redirect value leads back to a path on this site', () => {
    expect(afterLoginPath('/cart/reserve?x=1')).toBe('/cart/reserve?x=1')
    expect(afterLoginPath(redirectOf('/login?redirect=%2FCart%2FBuy'))).toBe('/Cart/Buy')
  })

  it('ROUTE-7: anything but a same-site path goes home (no open redirect)', () => {
    for (const value of [undefined, null, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'cart', '/cart\n']) {
      expect(afterLoginPath(value), String(value)).toBe('/')
    }
  })
})

describe('slugs', () => {
  it('ROUTE-11: LM358DR with id 12345 → lm358dr-12345', () => {
    expect(productSlug('LM358DR', 12345)).toBe('lm358dr-12345')
  })

  it('ROUTE-11: other characters collapse to single hyphens, trimmed (LM358-DR, " AD8605/ARTZ--REEL7 ")', () => {
    expect(productSlug('LM358-DR', 12345)).toBe('lm358-dr-12345')
    expect(productSlug(' AD8605/ARTZ--REEL7 ', 9)).toBe('ad8605-artz-reel7-9')
    expect(hyphenate('--A  B++c--')).toBe('a-b-c')
  })

  it('ROUTE-11: a catalog slug is the hyphenated English name plus the id', () => {
    expect(catalogSlug('Ceramic Capacitors (MLCC)', 301)).toBe('ceramic-capacitors-mlcc-301')
    expect(slugId('ceramic-capacitors-mlcc-301')).toEqual({ ok: true, id: 301 })
  })

  it('ROUTE-11: a model with no letters or digits gives the bare id, which still reads back', () => {
    expect(productSlug('---', 42)).toBe('42')
    expect(slugId('/product/42')).toEqual({ ok: true, id: 42 })
    expect(productSlug('X', 0)).toBe('x-0')
  })

  it('ROUTE-11: an id that is not a non-negative safe integer is refused', () => {
    for (const id of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => productSlug('LM358', id), String(id)).toThrow(RangeError)
    }
  })

  test.prop([fc.string(), fc.maxSafeNat()])('ROUTE-11: slug → id round-trips for any model name and id', (model, id) => {
    const slug = productSlug(model, id)
    expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*-)?[0-9]+$/)
    expect(slugId(slug)).toEqual({ ok: true, id })
    expect(slugId(`/product/${slug}`)).toEqual({ ok: true, id })
    expect(slugId(`/catalog/${catalogSlug(model, id)}`)).toEqual({ ok: true, id })
  })
})
