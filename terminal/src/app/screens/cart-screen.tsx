import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { Spinner } from '@inkjs/ui'
import { useEffect, useMemo, useState } from 'react'
import { cartItems } from '@partfront/core/cart'
import { cartLineView, cartTotals, itemCountText } from '@partfront/core/checkout'
import { orderQuantity } from '@partfront/core/pricing'
import { formatCount } from '@partfront/core/search'
import { useTyping } from '../keys.tsx'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { TextField } from '../text-field.tsx'

type Editing = { readonly what: 'quantity' | 'reference'; readonly text: string } | null

/**
 * Cart (CART-3, CART-5, issue 17): the cart machine's rows, each priced at its quantity by core's
 * `cartLineView` (so a quantity across a break changes its unit price), delete ("Deleted successfully" is the
 * machine's toast), the quantity set through core's `orderQuantity`, and the buyer's customer reference.
 */
export function CartScreen() {
  const { storefront } = useTerminalStorefront()
  const items = useStorefrontSelector('cart', cartItems)
  const loading = useStorefrontSelector('cart', (snapshot) => snapshot.hasTag('loading'))
  const lines = useMemo(() => items.map(cartLineView), [items])
  const totals = cartTotals(lines)
  const [cursor, setCursor] = useState(0)
  const [editing, setEditing] = useState<Editing>(null)
  useTyping(editing !== null)

  useEffect(() => {
    storefront.send({ type: 'cart.load' })
  }, [storefront])
  // The row chosen, kept on the list as rows go.
  const at = Math.min(cursor, Math.max(0, lines.length - 1))
  const line = lines[at]
  const item = items[at]

  const save = () => {
    if (editing === null || line === undefined || item === undefined) return
    if (editing.what === 'quantity') {
      const quantity = orderQuantity(item.productDetailEntity, Number(editing.text.replace(/,/gu, ''))).quantity
      storefront.send({ type: 'cart.update', productId: line.productId, quantity })
    } else storefront.send({ type: 'cart.update', productId: line.productId, quantity: line.quantity, customerReference: editing.text.trim() })
    setEditing(null)
  }

  useKeys((input, key) => {
    if (editing !== null) {
      if (key.escape) setEditing(null)
      return
    }
    if (key.upArrow) return setCursor(Math.max(0, at - 1))
    if (key.downArrow) return setCursor(Math.min(lines.length - 1, at + 1))
    if (input === 'g') return void storefront.send({ type: 'cart.load' })
    if (line === undefined) return
    if (input === 'd') return void storefront.send({ type: 'cart.delete', id: line.id })
    if (input === 'n') return setEditing({ what: 'quantity', text: String(line.quantity) })
    if (input === 'e') setEditing({ what: 'reference', text: line.customerReference })
  })

  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Cart</Text>
        <Text dimColor>  {itemCountText(totals.itemCount)} · {formatCount(totals.pieces)} pieces · subtotal </Text>
        <Text bold>{totals.subtotalText}</Text>
      </Text>
      {loading ? <Spinner label="Loading the cart…" /> : null}
      {!loading && lines.length === 0 ? <Text dimColor>Your cart is empty.</Text> : null}
      {lines.length === 0 ? null : (
        <Text bold>
          {'  '}
          {'Part number'.padEnd(20)} {'Manufacturer'.padEnd(18)} {'Qty'.padStart(8)} {'Unit'.padStart(10)} {'Extended'.padStart(11)}  Reference
        </Text>
      )}
      {lines.map((row, index) => (
        <Box key={row.id} flexDirection="column">
          <Text inverse={index === at}>
            {index === at ? '› ' : '  '}
            {row.model.padEnd(20)} {row.brandName.slice(0, 18).padEnd(18)} {formatCount(row.quantity).padStart(8)} {row.unitPriceText.padStart(10)} {row.extendedPriceText.padStart(11)}  {row.customerReference}
          </Text>
          {row.shortText === null ? null : <Text color="yellow">    {row.shortText}</Text>}
          {row.cheaper === null || index !== at ? null : <Text color="cyan">    {row.cheaper.text}</Text>}
        </Box>
      ))}
      {editing === null ? null : (
        <TextField
          label={editing.what === 'quantity' ? 'Quantity' : 'Customer reference'}
          value={editing.text}
          onChange={(text) => setEditing({ ...editing, text })}
          onSubmit={save}
          focus
          width={editing.what === 'quantity' ? 10 : 30}
        />
      )}
      <Box marginTop={1}>
        <Text dimColor>↑ ↓ row  ·  n: quantity  ·  e: reference  ·  d: delete  ·  g: refresh</Text>
      </Box>
    </Box>
  )
}
