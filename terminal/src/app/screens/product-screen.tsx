import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { Spinner } from '@inkjs/ui'
import { useEffect, useState } from 'react'
import type { ProductDetail, ProductId } from '@partfront/core/contract'
import { isFavourite } from '@partfront/core/favourites'
import { cheaperQuantity, ladderRows, orderQuantity, priceAt } from '@partfront/core/pricing'
import { slugId } from '@partfront/core/routing'
import { formatCount, formatUnitPrice, stockText } from '@partfront/core/search'
import { useTyping } from '../keys.tsx'
import { useCurrentPath, useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed'; readonly message: string } | { readonly state: 'loaded'; readonly product: ProductDetail }

/** The product of `/product/{slug}`, asked through the storefront's typed caller, as web/'s product page loads it. */
function useProduct(path: string): Loaded {
  const { storefront } = useTerminalStorefront()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  const id = slugId(path.split('?')[0]?.replace(/^\/product\//u, '') ?? '')
  const productId = id.ok ? id.id : null
  useEffect(() => {
    if (productId === null) return
    let current = true
    // The contract (effect's Schema) loads with the first screen that calls, not with the app's first screen.
    import('@partfront/core/contract').then(({ productDetail }) => storefront.call(productDetail, { query: { id: productId as ProductId } })).then(
      (product) => current && setLoaded({ state: 'loaded', product }),
      (error: unknown) => current && setLoaded({ state: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [productId, storefront])
  return id.ok ? loaded : { state: 'failed', message: id.message }
}

/**
 * Product (PAGE-1): attributes, the price ladder with the quantity's break marked (core's `ladderRows`), the
 * quantity raised to the minimum order and rounded to the pack with core's note, the "buy N more" hint, the
 * datasheet's URL; add to cart (CART-1/2), to the RFQ list (RFQ-1) and favourites: events to the machines.
 */
export function ProductScreen({ path }: { readonly path: string }) {
  const loaded = useProduct(path)
  if (loaded.state === 'loading') return <Spinner label="Loading the part…" />
  if (loaded.state === 'failed') return <Text color="red">{loaded.message}</Text>
  return <ProductView product={loaded.product} />
}

function ProductView({ product }: { readonly product: ProductDetail }) {
  const { storefront } = useTerminalStorefront()
  const currentPath = useCurrentPath()
  const favourite = useStorefrontSelector('favourites', (snapshot) => isFavourite(snapshot, product.intID))
  const [typed, setTyped] = useState(() => String(orderQuantity(product, Number.NaN).quantity))
  const [editing, setEditing] = useState(false)
  useTyping(editing)

  const order = orderQuantity(product, Number(typed.replace(/,/gu, '')))
  const price = priceAt(product, order.quantity)
  const cheaper = cheaperQuantity(product, order.quantity)
  const ladder = ladderRows(product.priceLadder, order.quantity)

  useKeys((input, key) => {
    if (editing) {
      if (key.escape) {
        setTyped(String(order.quantity))
        setEditing(false)
      }
      return
    }
    if (input === 'n') return setEditing(true)
    if (input === 'u' && cheaper !== null) return setTyped(String(cheaper.quantity))
    if (input === 'a' && product.priceLadder.length > 0) return void storefront.send({ type: 'cart.add', productId: product.intID, quantity: order.quantity, currentPath })
    if (input === 'R')
      return void storefront.send({ type: 'rfq.add', item: { id: String(product.intID), model: product.model, intID: product.intID, purchaseQuantity: order.quantity } })
    if (input === 'v') storefront.send({ type: 'favourites.toggle', productId: product.intID, model: product.model })
  })

  return (
    <Box flexDirection="column">
      <Text>
        <Text bold color="cyan">{product.model}</Text>
        <Text>  {product.brandName}</Text>
        {product.packageName === '' ? null : <Text dimColor>  {product.packageName}</Text>}
        <Text>  {favourite ? '♥' : '♡'}</Text>
      </Text>
      <Text>{product.description}</Text>
      <Text>
        <Text color={product.stock > 0 ? 'green' : 'red'}>{stockText(product.stock)}</Text>
        {product.stock === 0 && product.leadTimeDays !== null ? <Text dimColor>  ships in {product.leadTimeDays} days</Text> : null}
        <Text dimColor>  {product.categoryName}{product.rohs ? '  RoHS' : ''}</Text>
      </Text>
      <Box marginTop={1} flexDirection="row" gap={4}>
        <Box flexDirection="column">
          <Text bold>Attributes</Text>
          {product.attributes.length === 0 ? <Text dimColor>—</Text> : null}
          {product.attributes.slice(0, 12).map((attribute) => (
            <Text key={attribute.name}>
              <Text dimColor>{attribute.name}:</Text> {attribute.value}
            </Text>
          ))}
          <Text dimColor>MOQ {formatCount(product.moq)}{product.spq > 1 ? `, pack ${formatCount(product.spq)}` : ''}</Text>
        </Box>
        <Box flexDirection="column">
          <Text bold>Price (USD)</Text>
          {ladder.length === 0 ? <Text>Price on request: add it to the RFQ list (R).</Text> : null}
          {ladder.map((row) => (
            <Text key={row.quantity} inverse={row.active} bold={row.active}>
              {row.active ? '▶ ' : '  '}
              {`${formatCount(row.quantity)}+`.padStart(9)} {formatUnitPrice(row.unitPrice).padStart(10)} {formatUnitPrice(row.extendedPrice).padStart(12)}
            </Text>
          ))}
        </Box>
      </Box>
      <Box marginTop={1} flexDirection="column">
        {editing ? (
          <TextField label="Quantity" value={typed} onChange={setTyped} onSubmit={() => setEditing(false)} focus width={10} />
        ) : (
          <Text>
            <Text bold>Quantity</Text> {formatCount(order.quantity)} <Text dimColor>(n: change)</Text>
          </Text>
        )}
        {order.note === '' ? null : <Text color="yellow">{order.note}</Text>}
        {price === null ? null : (
          <Text>
            Unit price at {formatCount(price.quantity)}: <Text bold>{formatUnitPrice(price.unitPrice)}</Text>   Extended: <Text bold>{formatUnitPrice(price.extendedPrice)}</Text>
          </Text>
        )}
        {cheaper === null ? null : (
          <Text color="cyan">
            {cheaper.text} <Text dimColor>(u: use {formatCount(cheaper.quantity)})</Text>
          </Text>
        )}
        {product.datasheetUrl === null ? null : <Text>Datasheet: {product.datasheetUrl}</Text>}
      </Box>
      <Box marginTop={1}>
        <Text dimColor>{product.priceLadder.length === 0 ? '' : 'a: add to cart  ·  '}R: add to RFQ list  ·  v: {favourite ? 'remove from' : 'add to'} favourites  ·  Esc: back</Text>
      </Box>
    </Box>
  )
}
