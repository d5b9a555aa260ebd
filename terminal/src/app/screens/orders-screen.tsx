import { Box, Text } from 'ink'
import { useKeys } from '../use-keys.tsx'
import { Spinner } from '@inkjs/ui'
import { useState } from 'react'
import { isSignedIn } from '@partfront/core/auth'
import type { OrderId } from '@partfront/core/contract'
import { ORDER_STATUS_LABELS, formatDateTime, orderTimeline } from '@partfront/core/member'
import { memberDetailPath } from '@partfront/core/routing'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { useStorefrontSelector, useTerminalStorefront } from '../storefront.tsx'
import { useCall } from '../use-call.ts'

/** The contract, loaded with the first call (effect's Schema is not needed to draw the first screen). */
const contract = () => import('@partfront/core/contract')

/** Orders (PAGE-2): the member's orders, newest first; Enter opens one. */
export function OrdersScreen() {
  const { navigation } = useTerminalStorefront()
  const signedIn = useStorefrontSelector('auth', isSignedIn)
  const [page, setPage] = useState(1)
  const [cursor, setCursor] = useState(0)
  const orders = useCall(`${signedIn}:${page}`, (call) => (signedIn ? contract().then(({ orderList }) => call(orderList, { query: { page, pageSize: 10 } })) : null))

  useKeys((input, key) => {
    if (orders.state !== 'loaded') return
    const list = orders.value.list
    if (key.upArrow) return setCursor((at) => Math.max(0, at - 1))
    if (key.downArrow) return setCursor((at) => Math.min(list.length - 1, at + 1))
    if (key.return && list[cursor] !== undefined) return navigation.navigate(memberDetailPath('order', list[cursor].id))
    if ((key.rightArrow || input === ']') && page * orders.value.pageSize < orders.value.total) {
      setPage(page + 1)
      setCursor(0)
    }
    if ((key.leftArrow || input === '[') && page > 1) {
      setPage(page - 1)
      setCursor(0)
    }
  })

  if (!signedIn) return <Text>Sign in to see your orders (l).</Text>
  if (orders.state === 'loading') return <Spinner label="Loading your orders…" />
  if (orders.state === 'failed') return <Text color="red">{orders.message}</Text>
  const { list, total } = orders.value
  return (
    <Box flexDirection="column">
      <Text bold>Orders <Text dimColor>({formatCount(total)})</Text></Text>
      {list.length === 0 ? <Text dimColor>No orders yet.</Text> : null}
      {list.map((order, index) => (
        <Text key={order.id} inverse={index === cursor}>
          {index === cursor ? '› ' : '  '}
          {order.orderNo.padEnd(18)} {ORDER_STATUS_LABELS[order.status].padEnd(18)} {`${formatCount(order.itemCount)} items`.padStart(10)} {formatUnitPrice(order.total).padStart(12)}  {formatDateTime(order.createdAt)}
        </Text>
      ))}
      <Box marginTop={1}>
        <Text dimColor>↑ ↓ Enter: open  ·  ← →: pages</Text>
      </Box>
    </Box>
  )
}

/** An order's detail with its timeline (core's `orderTimeline`). */
export function OrderDetailScreen({ id }: { readonly id: number }) {
  const order = useCall(String(id), (call) => contract().then(({ orderDetail }) => call(orderDetail, { query: { id: id as OrderId } })))
  if (order.state === 'loading') return <Spinner label="Loading the order…" />
  if (order.state === 'failed') return <Text color="red">{order.message}</Text>
  const detail = order.value
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Order {detail.orderNo}</Text>  {ORDER_STATUS_LABELS[detail.status]}  <Text bold>{formatUnitPrice(detail.total)}</Text>
      </Text>
      <Box marginTop={1} flexDirection="column">
        <Text bold>Timeline</Text>
        {orderTimeline(detail).map((step) => (
          <Text key={step.label} dimColor={step.at === null}>
            {step.at === null ? '○' : '●'} {step.label.padEnd(24)} {step.at === null ? '' : formatDateTime(step.at)}
          </Text>
        ))}
      </Box>
      <Box marginTop={1} flexDirection="column">
        <Text bold>Lines</Text>
        {detail.lines.map((line) => (
          <Text key={line.productId}>
            {line.model.padEnd(20)} {line.brandName.slice(0, 18).padEnd(18)} {formatCount(line.quantity).padStart(8)} × {formatUnitPrice(line.unitPrice).padStart(9)} = {formatUnitPrice(line.lineTotal).padStart(11)}  {line.customerReference}
          </Text>
        ))}
        {detail.trackingNumber === null ? null : <Text>Tracking: {detail.trackingNumber}</Text>}
      </Box>
    </Box>
  )
}
