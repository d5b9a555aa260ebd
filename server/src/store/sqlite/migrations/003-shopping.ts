/**
 * A member's cart and favourites, quotes (with their lines) and contact messages.
 *
 * Quotes and contact messages may come from visitors (`user_id` NULL) and keep the sender's address (`ip`),
 * so a per-address limit on anonymous submissions counts rows here rather than in memory: it holds across
 * restarts and across server processes on one database. Statuses move in the back office
 * (`new` → `answered` → `closed`).
 */
export const SHOPPING_SQL = /* sql */ `
-- Read by the orders area inside its order transaction: keep id, user_id, product_id, quantity
CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, product_id)
) STRICT;

CREATE TABLE favourites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at TEXT NOT NULL,
  UNIQUE (user_id, product_id)
) STRICT;
CREATE INDEX favourites_user ON favourites(user_id, added_at DESC, id DESC);

CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  -- NULL when a visitor sent it
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  -- product_form (a product page's Request for Quotation), quote_page (/quote), rfq_list (/cart/reserve)
  source TEXT NOT NULL CHECK (source IN ('product_form', 'quote_page', 'rfq_list')),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX quotes_status ON quotes(status, created_at DESC, id DESC);
CREATE INDEX quotes_created ON quotes(created_at DESC, id DESC);
CREATE INDEX quotes_anonymous_ip ON quotes(ip, created_at) WHERE user_id IS NULL;

CREATE TABLE quote_lines (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  -- the catalog product, when the line names one
  product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
  model TEXT NOT NULL,
  manufacturer TEXT NOT NULL DEFAULT '',
  package TEXT NOT NULL DEFAULT '',
  -- a unit price in micro-dollars; NULL when the buyer gave none
  target_price INTEGER CHECK (target_price >= 0),
  description TEXT NOT NULL DEFAULT '',
  qty INTEGER NOT NULL CHECK (qty >= 1),
  option TEXT NOT NULL DEFAULT ''
) STRICT;
CREATE INDEX quote_lines_quote ON quote_lines(quote_id, id);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX contact_messages_status ON contact_messages(status, created_at DESC, id DESC);
CREATE INDEX contact_messages_created ON contact_messages(created_at DESC, id DESC);
CREATE INDEX contact_messages_anonymous_ip ON contact_messages(ip, created_at) WHERE user_id IS NULL;
`
