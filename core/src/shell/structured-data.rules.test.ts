import { describe, expect, it } from 'vitest'
import { pageMeta } from './meta.rules.ts'
import { dollars, homeStructuredData, productStructuredData } from './structured-data.rules.ts'

const product = {
  origin: 'https://www.partfront.test/',
  path: '/product/lm358dr-12345',
  model: 'LM358DR',
  brandName: 'Texas Instruments',
  description: 'Dual op amp',
  image: null,
  stock: 120,
  priceLadder: [
    { quantity: 1, unitPrice: 164_700 },
    { quantity: 100, unitPrice: 98_000 },
  ],
  trail: [
    { name: 'Home', path: '/' },
    { name: 'All Products', path: '/catalog' },
    { name: 'Integrated Circuits', path: '/catalog/integrated-circuits-1' },
    { name: 'Amplifiers', path: '/catalog/amplifiers-11' },
    { name: 'LM358DR', path: '/product/lm358dr-12345' },
  ],
}

describe('structured data (SHELL-8)', () => {
  it('SHELL-8: home carries the Organization and a WebSite whose SearchAction searches /so?keyWord=', () => {
    const data = homeStructuredData({ origin: 'https://www.partfront.test', name: 'Partfront', logo: '/logo.svg', sameAs: ['https://x.test/p'] })
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Partfront', url: 'https://www.partfront.test/', logo: 'https://www.partfront.test/logo.svg', sameAs: ['https://x.test/p'] },
        {
          '@type': 'WebSite',
          potentialAction: {
            '@type': 'SearchAction',
            target: { urlTemplate: 'https://www.partfront.test/so?keyWord={search_term_string}' },
            'query-input': 'required name=search_term_string',
          },
        },
      ],
    })
  })

  it('SHELL-8: a product has one Offer per price break, with its minimum quantity and the price in dollars', () => {
    const graph = (productStructuredData(product) as { '@graph': unknown[] })['@graph']
    expect(graph[0]).toMatchObject({
      '@type': 'Product',
      name: 'LM358DR',
      mpn: 'LM358DR',
      brand: { name: 'Texas Instruments' },
      category: 'Integrated Circuits > Amplifiers',
      url: 'https://www.partfront.test/product/lm358dr-12345',
      offers: [
        { price: '0.1647', priceCurrency: 'USD', availability: 'https://schema.org/InStock', eligibleQuantity: { minValue: 1 } },
        { price: '0.098', eligibleQuantity: { minValue: 100 } },
      ],
    })
    expect(graph[1]).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.partfront.test/' },
        { '@type': 'ListItem', position: 2, name: 'All Products', item: 'https://www.partfront.test/catalog' },
        { '@type': 'ListItem', position: 3, name: 'Integrated Circuits', item: 'https://www.partfront.test/catalog/integrated-circuits-1' },
        { '@type': 'ListItem', position: 4, name: 'Amplifiers', item: 'https://www.partfront.test/catalog/amplifiers-11' },
        { '@type': 'ListItem', position: 5, name: 'LM358DR', item: 'https://www.partfront.test/product/lm358dr-12345' },
      ],
    })
  })

  it('SHELL-8: out of stock is a back order; no ladder means no offers', () => {
    const graph = (productStructuredData({ ...product, stock: 0, priceLadder: [] }) as { '@graph': Array<Record<string, unknown>> })['@graph']
    expect(graph[0]).not.toHaveProperty('offers')
    const backOrdered = (productStructuredData({ ...product, stock: 0 }) as { '@graph': Array<{ offers?: Array<{ availability: string }> }> })['@graph']
    expect(backOrdered[0]?.offers?.[0]?.availability).toBe('https://schema.org/BackOrder')
  })

  it('SHELL-8: a part name holding </script> cannot end the JSON-LD script, and the JSON still reads back', () => {
    const hostile = { ...product, model: 'X</script><script>alert(1)</script>', description: 'a & b <c>' }
    const { jsonLd } = pageMeta({ host: 'www.partfront.test', structuredData: productStructuredData(hostile) })
    expect(jsonLd).toBeDefined()
    expect(jsonLd).not.toMatch(/<|>|&/u)
    const read = JSON.parse(jsonLd ?? '') as { '@graph': Array<{ name?: string; description?: string }> }
    expect(read['@graph'][0]?.name).toBe('X</script><script>alert(1)</script>')
    expect(read['@graph'][0]?.description).toBe('a & b <c>')
  })

  it('prices are exact decimal strings from micro-dollars', () => {
    expect(dollars(0)).toBe('0.00')
    expect(dollars(2_000_000)).toBe('2.00')
    expect(dollars(1_234_567)).toBe('1.234567')
    expect(dollars(164_700)).toBe('0.1647')
  })
})
