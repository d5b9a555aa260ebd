/**
 * Part identifiers inside product links. keyboard-featherwing's BOM names its parts only by links
 * (`https://lcsc.com/product-detail/…_C389102.html`, `https://www.digikey.com/product-detail/en/molex/1040310811/
 * WM6357CT-ND/2804769`); the distributor part number, and Digi-Key's manufacturer part number, are read from
 * them. Links of other shops give nothing.
 */

/** What a product link names. */
export interface LinkedPart {
  readonly distributor: string
  readonly sku: string
  /** The manufacturer part number, when the link carries it (Digi-Key's). */
  readonly mpn?: string
}

/** LCSC's product pages end in the part's `C` number: `…_C389102.html`. */
const LCSC = /^(?:https?:\/\/)?(?:www\.)?lcsc\.com\/.*?[_/-](C\d{2,})\.html(?:[?#].*)?$/i
/** Digi-Key's older product pages: `/product-detail/<lang>/<maker>/<mpn>/<digi-key part number>/<id>`. */
const DIGIKEY = /^(?:https?:\/\/)?(?:www\.)?digikey\.[a-z.]+\/product-detail\/[a-z]{2}\/[^/]+\/([^/]+)\/([^/?#]+)(?:\/|$)/i

function decode(text: string): string {
  try {
    return decodeURIComponent(text).trim()
  } catch {
    return text.trim()
  }
}

/** The part a product link names, or `undefined` for any other text. */
export function partFromLink(cell: string): LinkedPart | undefined {
  const text = cell.trim()
  if (text.length > 2000) return undefined
  const lcsc = LCSC.exec(text)
  if (lcsc !== null) return { distributor: 'lcsc', sku: (lcsc[1] ?? '').toUpperCase() }
  const digikey = DIGIKEY.exec(text)
  if (digikey !== null) {
    const mpn = decode(digikey[1] ?? '')
    const sku = decode(digikey[2] ?? '')
    if (sku === '') return undefined
    return mpn === '' ? { distributor: 'digikey', sku } : { distributor: 'digikey', sku, mpn }
  }
  return undefined
}
