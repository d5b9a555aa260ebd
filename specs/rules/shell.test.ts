import { describe, expect, it } from 'vitest'
import { fingerprintCookie, fingerprintId, languageCookie, pageMeta, userTokenCookie, type MetaTag } from '../../core/src/shell/index.ts'

const HOST = 'www.partfront.com'

function content(meta: readonly MetaTag[], key: string): string | undefined {
  return meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content
}

/** A deterministic source cycling through fixed values in [0, 1). */
function sequence(...values: number[]): () => number {
  let at = 0
  return () => values[at++ % values.length] ?? 0
}

describe('page metadata', () => {
  it('SHELL-8: the default title is "Electronic Components Distributor - {host}"', () => {
    expect(pageMeta({ host: HOST }).title).toBe('Electronic Components Distributor - www.partfront.com')
  })

  it('SHELL-8: a page title is branded with the host; a blank one falls back to the default', () => {
    expect(pageMeta({ host: HOST, title: 'LM358DR' }).title).toBe('LM358DR - www.partfront.com')
    expect(pageMeta({ host: HOST, title: '  ' }).title).toBe('Electronic Components Distributor - www.partfront.com')
  })

  it('SHELL-8: default keywords and description are about electronic components', () => {
    const { meta } = pageMeta({ host: HOST })
    expect(content(meta, 'description')).toMatch(/electronic components/i)
    expect(content(meta, 'keywords')).toMatch(/^electronic components, /)
  })

  it('SHELL-8: given description and keywords replace the defaults', () => {
    const { meta } = pageMeta({ host: HOST, description: 'Dual op-amp.', keywords: ['LM358', ' op-amp ', ''] })
    expect(content(meta, 'description')).toBe('Dual op-amp.')
    expect(content(meta, 'keywords')).toBe('LM358, op-amp')
    expect(content(pageMeta({ host: HOST, keywords: 'LM358,TI' }).meta, 'keywords')).toBe('LM358,TI')
  })

  it('SHELL-8: social-card tags repeat title and description (Open Graph and Twitter)', () => {
    const { meta } = pageMeta({ host: HOST, title: 'LM358DR', description: 'Dual op-amp.' })
    expect(content(meta, 'og:title')).toBe('LM358DR - www.partfront.com')
    expect(content(meta, 'og:description')).toBe('Dual op-amp.')
    expect(content(meta, 'og:site_name')).toBe(HOST)
    expect(content(meta, 'og:type')).toBe('website')
    expect(content(meta, 'twitter:card')).toBe('summary')
    expect(content(meta, 'twitter:title')).toBe('LM358DR - www.partfront.com')
    expect(content(meta, 'twitter:description')).toBe('Dual op-amp.')
    expect(content(meta, 'og:image')).toBeUndefined()
  })

  it('SHELL-8: an image and URL add og:image, og:url, twitter:image and the large card', () => {
    const { meta } = pageMeta({ host: HOST, image: 'https://cdn.partfront.com/lm358.png', url: 'https://www.partfront.com/product/lm358dr-1' })
    expect(content(meta, 'og:image')).toBe('https://cdn.partfront.com/lm358.png')
    expect(content(meta, 'twitter:image')).toBe('https://cdn.partfront.com/lm358.png')
    expect(content(meta, 'twitter:card')).toBe('summary_large_image')
    expect(content(meta, 'og:url')).toBe('https://www.partfront.com/product/lm358dr-1')
  })

  it('SHELL-8: structured data is emitted only when given', () => {
    expect(pageMeta({ host: HOST })).not.toHaveProperty('jsonLd')
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'LM358DR', sku: '12345' }
    const { jsonLd } = pageMeta({ host: HOST, structuredData: product })
    expect(JSON.parse(jsonLd ?? 'null')).toEqual(product)
  })

  it('SHELL-8: structured data cannot close its script element', () => {
    const { jsonLd } = pageMeta({ host: HOST, structuredData: { description: '</script><script>alert(1)</script> & more' } })
    expect(jsonLd).not.toMatch(/[<>&]/)
    expect(JSON.parse(jsonLd ?? 'null')).toEqual({ description: '</script><script>alert(1)</script> & more' })
  })

  it('SHELL-8: the tag-manager script is flagged on cover pages only', () => {
    expect(pageMeta({ host: HOST, cover: true }).tagManager).toBe(true)
    expect(pageMeta({ host: HOST, cover: false }).tagManager).toBe(false)
    expect(pageMeta({ host: HOST }).tagManager).toBe(false)
  })
})

describe('cookies', () => {
  it('SHELL-9: user-token lasts 365 days on path /', () => {
    expect(userTokenCookie('tok-1')).toEqual({ name: 'user-token', value: 'tok-1', expiresDays: 365, path: '/' })
  })

  it('SHELL-9: logout blanks the user-token cookie', () => {
    expect(userTokenCookie('')).toMatchObject({ name: 'user-token', value: '' })
  })

  it('ROUTE-10: the language cookie holds en-US, the only locale, for 365 days', () => {
    expect(languageCookie()).toMatchObject({ value: 'en-US', expiresDays: 365, path: '/' })
  })

  it('SHELL-9: the visitor fingerprint cookie lasts 7 days', () => {
    expect(fingerprintCookie('abc')).toMatchObject({ value: 'abc', expiresDays: 7, path: '/' })
    expect(fingerprintCookie('abc').name).not.toBe(userTokenCookie('x').name)
  })

  it('SHELL-9: a fingerprint id is a version-4 UUID drawn from the given random source', () => {
    expect(fingerprintId(() => 0)).toBe('00000000-0000-4000-8000-000000000000')
    expect(fingerprintId(() => 0.999999)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(fingerprintId(sequence(0.5, 0.25))).toBe('80408040-8040-4040-8040-804080408040')
  })

  it('SHELL-9: a source outside [0, 1) still gives a well-formed id', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const value of [1, 7, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(fingerprintId(() => value), String(value)).toMatch(uuid)
    }
    expect(fingerprintId(sequence(0.1, 0.7, 0.3))).toMatch(uuid)
  })
})
