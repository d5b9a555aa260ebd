import type { OrderPage } from '@partfront/core/contract'
import { ORDER_STATUS_FILTERS, ORDER_STATUS_LABELS, formatDate, orderListPath, orderStatusParam } from '@partfront/core/member'
import { formatCount, formatUnitPrice } from '@partfront/core/search'
import { memberDetailPath } from '@partfront/core/routing'
import { SiteLink } from '../../app/site-link.tsx'
import { MemberLayout } from './member-layout.tsx'
import { ListPager } from './pager.tsx'
import styles from './member.module.css'

/** `/member/order` (PAGE-2 Order list): the orders, newest first, filtered by status, page by page. */
export function OrdersPage({ status: statusParam, orders }: { readonly status: string | undefined; readonly orders: OrderPage }) {
  const status = orderStatusParam(statusParam)
  return (
    <MemberLayout active="/member/order" title="Order list">
      <nav aria-label="Order status" className={styles.filters}>
        <ul>
          {ORDER_STATUS_FILTERS.map((filter) => (
            <li key={filter.label}>
              <SiteLink href={orderListPath(filter.status)} aria-current={filter.status === status ? 'page' : undefined}>
                {filter.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {orders.list.length === 0 ? (
        <p className={styles.empty}>
          {status === null ? 'You have no orders yet.' : `No orders are ${ORDER_STATUS_LABELS[status].toLowerCase()}.`}{' '}
          <SiteLink href="/">Find parts</SiteLink>
        </p>
      ) : (
        <table className={styles.table}>
          <caption className="pf-visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order number</th>
              <th scope="col">Date</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.list.map((order) => (
              <tr key={order.id}>
                <th scope="row" data-label="Order number">
                  <SiteLink href={memberDetailPath('order', order.id)}>{order.orderNo}</SiteLink>
                </th>
                <td data-label="Date">{formatDate(order.createdAt)}</td>
                <td data-label="Items">{formatCount(order.itemCount)}</td>
                <td data-label="Total">{formatUnitPrice(order.total)}</td>
                <td data-label="Status">
                  <span className={styles.status} data-status={order.status}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ListPager page={orders.page} total={orders.total} pageSize={orders.pageSize} pathOf={(page) => orderListPath(status, page)} />
    </MemberLayout>
  )
}
