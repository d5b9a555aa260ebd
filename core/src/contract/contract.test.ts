import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import type { AnyEndpoint, ContractSchema } from './endpoint.ts'
import { FailureEnvelope, FileDownload, contract, endpoints, successEnvelopeOf } from './index.ts'

/** `a=1&b=x%20y` → `{ a: '1', b: 'x y' }`: a query string as a server reads it (every value a string). */
function parseQuery(search: string): Record<string, string> {
  const entries = search
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=')
      return [decodeURIComponent(key), decodeURIComponent(value.replaceAll('+', ' '))] as const
    })
  return Object.fromEntries(entries)
}

function decodeQuery(endpoint: AnyEndpoint, search: string): unknown {
  if (endpoint.query === undefined) throw new Error(`${endpoint.name} takes no query`)
  return Schema.decodeUnknownSync(endpoint.query)(parseQuery(search))
}

function refusesQuery(endpoint: AnyEndpoint, search: string): boolean {
  return endpoint.query !== undefined && !Schema.is(Schema.toType(endpoint.query))(safeDecode(endpoint, search))
}

function safeDecode(endpoint: AnyEndpoint, search: string): unknown {
  try {
    return decodeQuery(endpoint, search)
  } catch {
    return undefined
  }
}

const product = {
  intID: 12345,
  model: 'LM358DR',
  brandName: 'Texas Instruments',
  brandId: 7,
  categoryId: 31,
  categoryName: 'Amplifiers',
  description: 'Dual operational amplifier',
  packageName: 'SOIC-8',
  image: null,
  stock: 12000,
  priceLadder: [
    { quantity: 1, unitPrice: 250_000 },
    { quantity: 100, unitPrice: 120_000 },
  ],
  moq: 1,
  spq: 1,
}

describe('API-6: the calls of spec §7', () => {
  it('API-6: the nine §7 endpoints keep their exact methods and paths', () => {
    const nine = [
      contract.cartDetail,
      contract.cartAdd,
      contract.cartDelete,
      contract.cartSum,
      contract.catalogDetail,
      contract.catalogGroup,
      contract.otherSitemap,
      contract.otherBanner,
      contract.configDetail,
    ].map((e) => `${e.method} ${e.path}`)
    expect(nine).toEqual([
      'GET /api/cart/detail',
      'POST /api/cart/addcart',
      'GET /api/cart/delcart',
      'GET /api/cart/sumcart',
      'GET /api/catalog/detail',
      'GET /api/catalog/group',
      'POST /api/other/sitmap',
      'GET /api/other/banner',
      'GET /api/config/detail',
    ])
  })

  it('API-6: cart/detail takes nothing and answers cart items {id, productId, productCount, productDetailEntity {model, intID, brandName}}', () => {
    expect(contract.cartDetail.query).toBeUndefined()
    expect(contract.cartDetail.body).toBeUndefined()
    const data = [{ id: 1, productId: 12345, productCount: 10, customerReference: '', productDetailEntity: product, leadTimeDays: null }]
    const [item] = Schema.decodeUnknownSync(contract.cartDetail.response)(data)
    expect(item?.productDetailEntity).toMatchObject({ model: 'LM358DR', intID: 12345, brandName: 'Texas Instruments' })
  })

  it('API-6: cart/addcart takes ?addup and a body list of {productId, productCount}, and answers cartNum', () => {
    expect(decodeQuery(contract.cartAdd, 'addup=true')).toEqual({ addup: true })
    expect(decodeQuery(contract.cartAdd, 'addup=false')).toEqual({ addup: false })
    expect(refusesQuery(contract.cartAdd, 'addup=yes')).toBe(true)
    expect(Schema.decodeUnknownSync(contract.cartAdd.body)([{ productId: 12345, productCount: 10 }])).toEqual([
      { productId: 12345, productCount: 10 },
    ])
    expect(Schema.decodeUnknownSync(contract.cartAdd.response)({ cartNum: 3 })).toEqual({ cartNum: 3 })
  })

  it('API-6: cart/delcart takes ?ids= (cart row ids, comma-separated) and answers cartNum', () => {
    expect(decodeQuery(contract.cartDelete, 'ids=12')).toEqual({ ids: [12] })
    expect(decodeQuery(contract.cartDelete, 'ids=3,7,12')).toEqual({ ids: [3, 7, 12] })
    expect(Schema.encodeSync(contract.cartDelete.query)({ ids: [3, 7] } as never)).toEqual({ ids: '3,7' })
    for (const bad of ['', 'ids=', 'ids=a', 'ids=1,,2', 'ids=-1', 'ids=01']) {
      expect(refusesQuery(contract.cartDelete, bad), bad).toBe(true)
    }
    expect(Schema.decodeUnknownSync(contract.cartDelete.response)({ cartNum: 0 })).toEqual({ cartNum: 0 })
  })

  it('API-6: cart/sumcart takes ?servers=true and answers cartNum', () => {
    expect(decodeQuery(contract.cartSum, 'servers=true')).toEqual({ servers: true })
    expect(Schema.decodeUnknownSync(contract.cartSum.response)({ cartNum: 1200 })).toEqual({ cartNum: 1200 })
  })

  it('API-6: catalog/group takes ?type=1002 for the header tree and ?type=1001&seo=true for groups', () => {
    expect(decodeQuery(contract.catalogGroup, 'type=1002')).toEqual({ type: 1002 })
    expect(decodeQuery(contract.catalogGroup, 'type=1001&seo=true')).toEqual({ type: 1001, seo: true })
    expect(refusesQuery(contract.catalogGroup, 'type=1000')).toBe(true)
    const groups = [
      {
        catalogEnName: 'Semiconductors',
        intId: 1,
        childList: [{ catalogEnName: 'Amplifiers', intId: 31, childList: [] }],
      },
    ]
    expect(Schema.decodeUnknownSync(contract.catalogGroup.response)(groups)).toEqual(groups)
  })

  it('API-6: catalog/detail passes an id and paging through and answers a category with its products', () => {
    expect(decodeQuery(contract.catalogDetail, 'id=31&page=2&pageSize=40')).toEqual({ id: 31, page: 2, pageSize: 40 })
    expect(decodeQuery(contract.catalogDetail, 'id=31')).toEqual({ id: 31 })
  })

  it('API-6: POST other/sitmap (spelling kept) has no payload', () => {
    expect(contract.otherSitemap.path).toBe('/api/other/sitmap')
    expect(contract.otherSitemap.query).toBeUndefined()
    expect(contract.otherSitemap.body).toBeUndefined()
  })

  it('API-6: other/banner takes ?type&classes', () => {
    expect(decodeQuery(contract.otherBanner, 'type=1&classes=pc')).toEqual({ type: 1, classes: 'pc' })
    expect(decodeQuery(contract.otherBanner, 'type=2')).toEqual({ type: 2 })
  })

  it('API-6: config/detail takes ?name=BaseConfig&type=1000 and answers webConfig with its logo', () => {
    expect(decodeQuery(contract.configDetail, 'name=BaseConfig&type=1000')).toEqual({ name: 'BaseConfig', type: 1000 })
    expect(refusesQuery(contract.configDetail, 'name=Other&type=1000')).toBe(true)
    expect(refusesQuery(contract.configDetail, 'name=BaseConfig&type=1002')).toBe(true)
    const data = Schema.decodeUnknownSync(contract.configDetail.response)({
      name: 'BaseConfig',
      type: 1000,
      webConfig: {
        logo: '/images/logo.svg',
        siteName: 'Partfront',
        email: 'sales@partfront.com',
        phone: '+1 555 0100',
        address: '1 Main St',
        workingHours: 'Mon-Fri 9:00-18:00',
        socialLinks: [],
      },
    })
    expect(data.webConfig.logo).toBe('/images/logo.svg')
  })
})

describe('the contract as a whole', () => {
  it('lists every endpoint once, under its own name', () => {
    for (const [key, endpoint] of Object.entries(contract)) expect(endpoint.name).toBe(key)
    expect(new Set(endpoints).size).toBe(endpoints.length)
    expect(endpoints.length).toBe(Object.keys(contract).length)
  })

  it('paths are unique, start with /api/ and read /api/{area}/{verb}', () => {
    const paths = endpoints.map((e) => e.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) {
      expect(path.startsWith('/api/'), path).toBe(true)
      expect(path, path).toMatch(/^\/api\/[a-z]+\/[a-z]+$/u)
    }
  })

  it('GET calls carry no body; multipart bodies are POSTs with a body', () => {
    for (const e of endpoints) {
      if (e.method === 'GET') expect(e.body, e.name).toBeUndefined()
      if (e.bodyEncoding === 'multipart') expect([e.method, e.body !== undefined], e.name).toEqual(['POST', true])
    }
  })

  it("a member's own data needs a member's token (spec §6); the public catalog does not", () => {
    const memberAreas = ['cart', 'account', 'address', 'order', 'favourite', 'bom']
    for (const e of endpoints) {
      const area = e.path.split('/')[2] ?? ''
      // BOM-3: the template is offered to everyone, before signing in; issue 18: a visitor may try the tool
      // (a preview is read, matched and priced, never saved).
      if (memberAreas.includes(area) && !['bomTemplate', 'bomPreview', 'bomPreviewExport'].includes(e.name)) expect(e.auth, e.name).toBe('member')
      if (['catalog', 'product', 'brand', 'search', 'news', 'content', 'config', 'other'].includes(area)) {
        expect(e.auth, e.name).toBe('none')
      }
    }
    expect(contract.authLogout.auth).toBe('member')
    expect(contract.quoteRfqList.auth).toBe('member')
    expect(contract.paymentSubmit.auth).toBe('member')
    expect(contract.paymentNotify.auth).toBe('none')
    expect(contract.bomTemplate.auth).toBe('none')
    expect(contract.bomPreview.auth).toBe('none')
    expect(contract.bomPreviewExport.auth).toBe('none')
    expect(contract.bomExport.auth).toBe('member')
  })

  it('downloads are GETs (the preview export a POST of its file) answering a FileDownload of the types they list; every other call answers JSON', () => {
    for (const e of endpoints) {
      if (e.name === 'bomPreviewExport') {
        expect([e.method, e.bodyEncoding, e.response, e.fileTypes.length > 0], e.name).toEqual(['POST', 'multipart', FileDownload, true])
      } else if (e.responseEncoding === 'file') {
        expect([e.method, e.body, e.response, e.fileTypes.length > 0], e.name).toEqual(['GET', undefined, FileDownload, true])
      } else expect([e.responseEncoding, e.fileTypes], e.name).toEqual(['json', []])
    }
    expect(contract.bomExport.fileTypes).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'])
  })

  it('every endpoint has a one-line summary', () => {
    for (const e of endpoints) {
      expect(e.summary.length, e.name).toBeGreaterThan(10)
      expect(e.summary, e.name).not.toContain('\n')
    }
  })

  it('every JSON schema converts to JSON Schema, for /api/openapi.json', () => {
    for (const e of endpoints) {
      const schemas: ReadonlyArray<ContractSchema | undefined> = [
        e.query,
        e.bodyEncoding === 'json' ? e.body : undefined,
        // A download's success is the file, not JSON.
        e.responseEncoding === 'json' ? e.response : undefined,
      ]
      for (const schema of schemas) {
        if (schema === undefined) continue
        expect(() => Schema.toJsonSchemaDocument(schema), e.name).not.toThrow()
      }
    }
  })
})

describe('the envelope (spec §7)', () => {
  it('API-2: a success envelope carries the endpoint response as data', () => {
    const envelope = successEnvelopeOf(contract.cartSum.response)
    expect(Schema.decodeUnknownSync(envelope)({ code: 200, data: { cartNum: 2 }, message: '' })).toEqual({
      code: 200,
      data: { cartNum: 2 },
      message: '',
    })
    expect(Schema.is(envelope)({ code: 200, data: { cartNum: -1 }, message: '' })).toBe(false)
  })

  it('API-3, API-4: a failure envelope has another code, data null and a message', () => {
    expect(Schema.is(FailureEnvelope)({ code: 403, data: null, message: 'Please sign in' })).toBe(true)
    expect(Schema.is(FailureEnvelope)({ code: 200, data: null, message: '' })).toBe(false)
  })
})
