/**
 * Orders with their lines and status history, and payments.
 */
export const ORDERS_SQL = /* sql */ `
SELECT 1;
`
