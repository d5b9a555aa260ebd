import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { useEffect, useState } from 'react'
import { favouriteItems } from '@partfront/core/favourites'
import { productSlug } from '@partfront/core/routing'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'

/** Favourites: the favourites machine's list (a member's from the server, a visitor's kept locally). */
export function FavouritesScreen() {
  const { storefront, navigation } = useTerminalStorefront()
  const items = useStorefrontSelector('favourites', favouriteItems)
  const [cursor, setCursor] = useState(0)

  useEffect(() => {
    storefront.send({ type: 'favourites.load' })
  }, [storefront])

  useKeys((input, key) => {
    const item = items[cursor]
    if (key.upArrow) return setCursor((at) => Math.max(0, at - 1))
    if (key.downArrow) return setCursor((at) => Math.min(items.length - 1, at + 1))
    if (item === undefined) return
    if (key.return) return navigation.navigate(`/product/${productSlug(item.model ?? String(item.productId), item.productId)}`)
    if (input === 'v') storefront.send({ type: 'favourites.toggle', productId: item.productId, ...(item.model === undefined ? {} : { model: item.model }) })
  })

  return (
    <Box flexDirection="column">
      <Text bold>Favourites</Text>
      {items.length === 0 ? <Text dimColor>No favourites yet: press v on a product.</Text> : null}
      {items.map((item, index) => (
        <Text key={item.productId} inverse={index === cursor}>
          {index === cursor ? '› ' : '  '}♥ {item.model ?? `#${item.productId}`}
        </Text>
      ))}
      <Box marginTop={1}>
        <Text dimColor>↑ ↓ Enter: open  ·  v: remove</Text>
      </Box>
    </Box>
  )
}
