/**
 * Issue 17, backorder: `order_lines.reserved`, the pieces of the line taken from stock, as
 * `sqlite/migrations/012-order-line-reserved.ts` keeps it (lines placed before reserved their whole quantity).
 */
export const ORDER_LINE_RESERVED_SQL = /* sql */ `
ALTER TABLE order_lines ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0;
UPDATE order_lines SET reserved = quantity;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_reserved CHECK (reserved >= 0 AND reserved <= quantity);
`
