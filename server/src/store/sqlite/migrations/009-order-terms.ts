/**
 * Issue 17: the terms a business buyer gives at checkout.
 *
 * - `cart_items.customer_reference`: the buyer's own reference for a cart line (their part number, a project
 *   code), `''` when none; copied onto the order line when the order is placed.
 * - `orders.po_number`, `orders.vat_id`: the buyer's purchase-order number and VAT / tax ID, `''` when none.
 * - `orders.delivery_preference`: `complete` (hold until every line can ship) or `partial`; orders placed
 *   before read `complete`.
 * - `order_lines.customer_reference`: the line's reference as it was when the order was placed.
 */
export const ORDER_TERMS_SQL = /* sql */ `
ALTER TABLE cart_items ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vat_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN delivery_preference TEXT NOT NULL DEFAULT 'complete'
  CHECK (delivery_preference IN ('complete', 'partial'));
ALTER TABLE order_lines ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';
`
