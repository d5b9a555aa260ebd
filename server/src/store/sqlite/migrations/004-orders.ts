/**
 * Orders with their lines, status history and return requests, and payments with the provider events they
 * took. Money is integer micro-dollars; instants are ISO 8601 UTC text.
 *
 * An order keeps copies of what it was placed with (the address, each line's part number, maker and price),
 * so editing the address book or the catalog later leaves it as the buyer agreed to it.
 */
export const ORDERS_SQL = /* sql */ `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- what the buyer quotes: PF + yymmdd (UTC) + the day's sequence, PF2601150001
  order_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'shipped', 'delivered', 'cancelled')),
  carrier TEXT NOT NULL CHECK (carrier IN ('UPS', 'DHL', 'TNT', 'FEDEX')),
  remark TEXT NOT NULL DEFAULT '',
  -- JSON of the postal fields (contract PostalAddress), copied from the address book when placed
  address TEXT NOT NULL,
  item_count INTEGER NOT NULL CHECK (item_count >= 1),
  subtotal INTEGER NOT NULL CHECK (subtotal >= 0),
  shipping INTEGER NOT NULL CHECK (shipping >= 0),
  total INTEGER NOT NULL CHECK (total >= 0),
  tracking_number TEXT,
  created_at TEXT NOT NULL,
  paid_at TEXT,
  shipped_at TEXT,
  delivered_at TEXT,
  cancelled_at TEXT
) STRICT;
CREATE INDEX orders_user ON orders(user_id, created_at DESC, id DESC);
CREATE INDEX orders_status ON orders(status, created_at DESC, id DESC);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  model TEXT NOT NULL,
  brand_name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  unit_price INTEGER NOT NULL CHECK (unit_price >= 0),
  line_total INTEGER NOT NULL CHECK (line_total >= 0)
) STRICT;
CREATE INDEX order_lines_order ON order_lines(order_id, id);

-- Every status an order took, when, and what moved it
CREATE TABLE order_status_history (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'paid', 'shipped', 'delivered', 'cancelled')),
  at TEXT NOT NULL,
  -- 'member', 'back office', 'payment 12 (fake)' …
  source TEXT NOT NULL
) STRICT;
CREATE INDEX order_status_history_order ON order_status_history(order_id, id);

-- At most one return or compliance request per order (PAGE-7)
CREATE TABLE order_returns (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('refund', 'replacement', 'compliance')),
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'accepted', 'rejected', 'completed')),
  created_at TEXT NOT NULL
) STRICT;

CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  method TEXT NOT NULL CHECK (method IN ('wire', 'card', 'paypal')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  -- the provider's name and checkout reference (card, PayPal); NULL for a wire transfer
  provider TEXT,
  provider_reference TEXT,
  redirect_url TEXT,
  -- JSON of the proforma (contract Proforma) of a wire transfer, bank details as issued
  proforma TEXT,
  created_at TEXT NOT NULL,
  paid_at TEXT
) STRICT;
CREATE INDEX payments_order ON payments(order_id, id);
CREATE UNIQUE INDEX payments_reference ON payments(provider, provider_reference) WHERE provider_reference IS NOT NULL;
-- An order is paid once: at most one payment of an order succeeds
CREATE UNIQUE INDEX payments_succeeded ON payments(order_id) WHERE status = 'succeeded';

-- Each provider notification taken, once: the same event again changes nothing
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  payment_id INTEGER NOT NULL REFERENCES payments(id),
  status TEXT NOT NULL CHECK (status IN ('succeeded', 'failed')),
  amount INTEGER NOT NULL,
  received_at TEXT NOT NULL,
  PRIMARY KEY (provider, event_id)
) STRICT;
`
