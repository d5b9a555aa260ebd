/**
 * Issue 14: one pending payment per order and method, and the idempotency keys of `order/create` and
 * `payment/submit`, as `sqlite/migrations/008-payments-idempotency.ts` keeps them.
 *
 * - `payments_one_pending`: at most one pending payment of an order by one method, so concurrent submits
 *   open one proforma or one checkout (the store answers the pending one to the others). Pending duplicates
 *   made before it are cancelled, the newest kept.
 * - `idempotency_keys`: a member's `Idempotency-Key` for one endpoint, with the SHA-256 of the body it came
 *   with and the first answer (JSON text, `NULL` while the first request is still running). Kept 24 hours.
 */
export const PAYMENTS_IDEMPOTENCY_SQL = /* sql */ `
UPDATE payments SET status = 'cancelled', redirect_url = NULL
WHERE status = 'pending' AND id NOT IN (SELECT MAX(id) FROM payments WHERE status = 'pending' GROUP BY order_id, method);
CREATE UNIQUE INDEX payments_one_pending ON payments(order_id, method) WHERE status = 'pending';

CREATE TABLE idempotency_keys (
  user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  response TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (user_id, endpoint, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
`
