/**
 * Issue 17, backorder: `order_lines.reserved`, the pieces taken from stock for the line when the order was
 * placed: `quantity`, or less on a line the buyer accepted to wait for (the rest is backordered). Cancelling
 * an order puts back exactly this, never the backordered rest. Lines placed before reserved their whole
 * quantity (a short line was refused then), so they read `reserved = quantity`.
 */
export const ORDER_LINE_RESERVED_SQL = /* sql */ `
ALTER TABLE order_lines ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= quantity);
UPDATE order_lines SET reserved = quantity;
`
