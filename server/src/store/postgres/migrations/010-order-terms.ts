/**
 * Issue 17: the terms a business buyer gives at checkout, as `sqlite/migrations/009-order-terms.ts` keeps
 * them: a cart line's and an order line's customer reference, an order's PO number, VAT / tax ID and
 * delivery preference (`complete` for orders placed before).
 */
export const ORDER_TERMS_SQL = /* sql */ `
ALTER TABLE cart_items ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vat_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN delivery_preference TEXT NOT NULL DEFAULT 'complete'
  CHECK (delivery_preference IN ('complete', 'partial'));
ALTER TABLE order_lines ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';
`
