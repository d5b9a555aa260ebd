-- The schema the last release with numbered migrations left on SQLite: its migrations 1 to 13, frozen as the
-- SQL that release ran (generated once from its lists, sqlite/migrations and postgres/migrations at 5eafdb3).
-- migrations/release-schema.ts applies the ones a database's schema_migrations has not recorded, each with its
-- row there. Never edit: a change to the schema is a new migration of the one list (migrations/index.ts).

-- release migration 1: catalog
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  image TEXT,
  seo_title TEXT,
  seo_keywords TEXT,
  seo_description TEXT,
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX categories_parent ON categories(parent_id, sort);
CREATE UNIQUE INDEX categories_name ON categories(parent_id, name COLLATE NOCASE);

CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL COLLATE NOCASE UNIQUE,
  slug TEXT NOT NULL,
  logo TEXT,
  website TEXT,
  description TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  part_number TEXT NOT NULL,
  -- core/src/parts normalizePartNumber(part_number): upper case, separators removed
  normalized TEXT NOT NULL,
  -- the normalised base part (packaging and grade suffix removed): packaging-variant lookups
  base_normalized TEXT NOT NULL,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  description TEXT NOT NULL DEFAULT '',
  package TEXT NOT NULL DEFAULT '',
  datasheet_url TEXT,
  image TEXT,
  stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  lead_time_days INTEGER CHECK (lead_time_days >= 0),
  moq INTEGER NOT NULL DEFAULT 1 CHECK (moq >= 1),
  spq INTEGER NOT NULL DEFAULT 1 CHECK (spq >= 1),
  rohs INTEGER NOT NULL DEFAULT 1 CHECK (rohs IN (0, 1)),
  -- JSON [{ "quantity": n, "unitPrice": micros }] by ascending quantity; '[]' is price on request
  price_ladder TEXT NOT NULL DEFAULT '[]',
  -- the first break's unit price, for sorting by price; NULL when on request
  unit_price INTEGER,
  -- JSON [{ "name": …, "value": … }]
  attributes TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX products_identity ON products(manufacturer_id, part_number);
CREATE INDEX products_normalized ON products(normalized);
CREATE INDEX products_base ON products(base_normalized);
CREATE INDEX products_category ON products(category_id, id);
CREATE INDEX products_manufacturer ON products(manufacturer_id, id);
-- a category page's counts, filtered by brand or stock, without reading the rows; a brand page's categories
CREATE INDEX products_category_maker ON products(category_id, manufacturer_id, stock);
CREATE INDEX products_maker_category ON products(manufacturer_id, category_id);

-- Distributor part numbers of a product (LCSC C2040, JLCPCB, Digi-Key 296-1395-1-ND, Mouser …)
CREATE TABLE product_codes (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  distributor TEXT NOT NULL,
  code TEXT NOT NULL,
  normalized TEXT NOT NULL,
  -- a part may have several numbers at one distributor (LCSC lists some parts twice: C6705483 and C43656)
  PRIMARY KEY (product_id, distributor, code)
) STRICT;
CREATE INDEX product_codes_normalized ON product_codes(normalized);

CREATE TABLE news_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

CREATE TABLE news (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES news_categories(id),
  title TEXT NOT NULL,
  summary TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL,
  image TEXT,
  published_at TEXT NOT NULL
) STRICT;
CREATE INDEX news_published ON news(category_id, published_at DESC, id DESC);

-- Pages by name (about, privacy, terms, faq …): body and SEO
CREATE TABLE content_pages (
  name TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  seo_title TEXT,
  seo_keywords TEXT,
  seo_description TEXT,
  updated_at TEXT NOT NULL
) STRICT;

-- position: a key of core's BANNER.type (homeCarousel, homeAds, pageTop); classes: the layout (pc, mobile)
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  position TEXT NOT NULL,
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  link TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  classes TEXT NOT NULL DEFAULT 'pc' CHECK (classes IN ('pc', 'mobile'))
) STRICT;
CREATE INDEX banners_position ON banners(position, classes, sort);

CREATE TABLE industry_applications (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  summary TEXT NOT NULL DEFAULT '',
  image TEXT,
  sort INTEGER NOT NULL DEFAULT 0
) STRICT;

-- Site configuration by name and type (BaseConfig, type 1000: the logo)
CREATE TABLE configs (
  name TEXT NOT NULL,
  type INTEGER NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (name, type)
) STRICT;

-- release migration 2: accounts
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE UNIQUE,
  -- scrypt$N$r$p$salt$hash (base64url), salt per user
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL DEFAULT '',
  email_updates INTEGER NOT NULL DEFAULT 0 CHECK (email_updates IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE sessions (
  -- SHA-256 of the token, hex
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
) STRICT;
CREATE INDEX sessions_user ON sessions(user_id);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  country TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL,
  address TEXT NOT NULL,
  postcode TEXT NOT NULL DEFAULT '',
  tel TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL
) STRICT;
-- a member's addresses, newest first
CREATE INDEX addresses_user ON addresses(user_id, created_at DESC, id DESC);
-- at most one default address per member
CREATE UNIQUE INDEX addresses_default ON addresses(user_id) WHERE is_default = 1;

CREATE TABLE captchas (
  -- random, base64url
  id TEXT PRIMARY KEY,
  -- SHA-256 of the answer bound to the id, hex; the answer itself is not kept
  answer_digest TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) STRICT;
CREATE INDEX captchas_expiry ON captchas(expires_at);

-- the live code of one address for one purpose; a new code replaces it
CREATE TABLE email_codes (
  email TEXT NOT NULL COLLATE NOCASE,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'reset_password')),
  -- SHA-256 of the code bound to the address and purpose, hex
  code_digest TEXT NOT NULL,
  -- tries counted, right or wrong
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  PRIMARY KEY (email, purpose)
) STRICT;
CREATE INDEX email_codes_expiry ON email_codes(expires_at);

-- one fixed window of one rate limit: kind (login-account, login-ip, …), key (an account, an address)
CREATE TABLE rate_limits (
  kind TEXT NOT NULL,
  key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  window_end TEXT NOT NULL,
  hits INTEGER NOT NULL CHECK (hits >= 1),
  PRIMARY KEY (kind, key, window_start)
) STRICT;
CREATE INDEX rate_limits_expiry ON rate_limits(window_end);

-- release migration 3: shopping
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

-- release migration 4: orders
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

-- release migration 5: search
CREATE VIEW search_documents AS 
SELECT
  ((min(length(p.normalized), 255) << 40) | ((p.stock = 0) << 39) | p.id) AS key,
  p.id AS id,
  p.manufacturer_id AS manufacturer_id,
  p.category_id AS category_id,
  c.parent_id AS parent_id,
  p.normalized AS part,
  replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(p.description, ' ', ''), '	', ''), '
', ''), '', ''), '', ''), '', ''), '!', ''), '"', ''), '#', ''), '$', ''), '%', ''), '&', ''), '''', ''), '(', ''), ')', ''), '*', ''), '+', ''), ',', ''), '-', ''), '.', ''), '/', ''), ':', ''), ';', ''), '<', ''), '=', ''), '>', ''), '?', ''), '@', ''), '[', ''), '\', ''), ']', ''), '^', ''), '_', ''), '`', ''), '{', ''), '|', ''), '}', ''), '~', ''), ' ', ''), '­', ''), ' ', ''), ' ', ''), ' ', ''), ' ', ''), '​', ''), '‌', ''), '‍', ''), '‐', ''), '‑', ''), '‒', ''), '–', ''), '—', ''), '―', ''), ' ', ''), '⁠', ''), '−', ''), '　', ''), '﻿', ''), '（', ''), '）', ''), '，', ''), '－', ''), '．', ''), '／', ''), '：', ''), '；', ''), '～', ''), 'µ', 'μ'), '℃', '°C'), '™', 'TM'), 'Ω', 'Ω'), 'K', 'K'), 'Å', 'Å'), '²', '2'), '³', '3'), '¹', '1') AS description,
  ' M' || p.manufacturer_id || ' C' || p.category_id || coalesce(' C' || c.parent_id, '') || ' ' AS facets
FROM products p
JOIN categories c ON c.id = p.category_id;


CREATE VIRTUAL TABLE search_index USING fts5(
  part, description, facets,
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);

CREATE VIRTUAL TABLE search_parts USING fts5(
  part, facets,
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);

CREATE VIRTUAL TABLE search_sample16 USING fts5(
  part, description, facets,
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);

CREATE VIRTUAL TABLE search_sample256 USING fts5(
  part, description, facets,
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);

CREATE VIRTUAL TABLE search_sample4096 USING fts5(
  part, description, facets,
  tokenize = 'trigram case_sensitive 0', detail = full, content = '', contentless_delete = 1
);

CREATE TABLE search_buckets (
  bucket INTEGER PRIMARY KEY,
  products INTEGER NOT NULL
) STRICT;

CREATE TABLE search_hits (
  day TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  searches INTEGER NOT NULL CHECK (searches > 0),
  PRIMARY KEY (day, product_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX search_hits_product ON search_hits(product_id);

CREATE INDEX products_search_prefix ON products(length(normalized), stock = 0, normalized, id, category_id, manufacturer_id, stock, unit_price);
CREATE INDEX products_search_prefix16 ON products(normalized, category_id, manufacturer_id, stock) WHERE id % 16 = 0;
CREATE INDEX products_search_prefix256 ON products(normalized, category_id, manufacturer_id, stock) WHERE id % 256 = 0;
CREATE INDEX products_search_prefix4096 ON products(normalized, category_id, manufacturer_id, stock) WHERE id % 4096 = 0;
CREATE INDEX products_search_facts ON products(id, normalized, category_id, manufacturer_id, stock, unit_price);


INSERT INTO search_index(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE 1;
  INSERT INTO search_parts(rowid, part, facets) SELECT key, part, facets FROM search_documents WHERE 1;
  INSERT INTO search_sample16(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE 1 AND id % 16 = 0;
  INSERT INTO search_sample256(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE 1 AND id % 256 = 0;
  INSERT INTO search_sample4096(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE 1 AND id % 4096 = 0;
INSERT INTO search_buckets(bucket, products) SELECT ((min(length(p.normalized), 255) << 1) | (p.stock = 0)), count(*) FROM products p GROUP BY 1;

CREATE TRIGGER search_product_inserted AFTER INSERT ON products BEGIN
  INSERT INTO search_index(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id;
  INSERT INTO search_parts(rowid, part, facets) SELECT key, part, facets FROM search_documents WHERE id = new.id;
  INSERT INTO search_sample16(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 16 = 0;
  INSERT INTO search_sample256(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 256 = 0;
  INSERT INTO search_sample4096(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 4096 = 0;
  INSERT INTO search_buckets(bucket, products) VALUES (((min(length(new.normalized), 255) << 1) | (new.stock = 0)), 1)
    ON CONFLICT (bucket) DO UPDATE SET products = products + 1;
END;

CREATE TRIGGER search_product_deleted AFTER DELETE ON products BEGIN
  DELETE FROM search_index WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id);
  DELETE FROM search_parts WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id);
  DELETE FROM search_sample16 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 16 = 0;
  DELETE FROM search_sample256 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 256 = 0;
  DELETE FROM search_sample4096 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 4096 = 0;
  INSERT INTO search_buckets(bucket, products) VALUES (((min(length(old.normalized), 255) << 1) | (old.stock = 0)), -1)
    ON CONFLICT (bucket) DO UPDATE SET products = products - 1;
END;

-- The catalog load updates every column of a product it loads again: only a change the index reads
-- rewrites its document.
CREATE TRIGGER search_product_updated AFTER UPDATE ON products
WHEN old.id IS NOT new.id OR old.normalized IS NOT new.normalized OR old.description IS NOT new.description
  OR old.manufacturer_id IS NOT new.manufacturer_id OR old.category_id IS NOT new.category_id
  OR (old.stock = 0) IS NOT (new.stock = 0)
BEGIN
  DELETE FROM search_index WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id);
  DELETE FROM search_parts WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id);
  DELETE FROM search_sample16 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 16 = 0;
  DELETE FROM search_sample256 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 256 = 0;
  DELETE FROM search_sample4096 WHERE rowid = ((min(length(old.normalized), 255) << 40) | ((old.stock = 0) << 39) | old.id) AND old.id % 4096 = 0;
  INSERT INTO search_index(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id;
  INSERT INTO search_parts(rowid, part, facets) SELECT key, part, facets FROM search_documents WHERE id = new.id;
  INSERT INTO search_sample16(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 16 = 0;
  INSERT INTO search_sample256(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 256 = 0;
  INSERT INTO search_sample4096(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE id = new.id AND id % 4096 = 0;
  INSERT INTO search_buckets(bucket, products) VALUES (((min(length(old.normalized), 255) << 1) | (old.stock = 0)), -1)
    ON CONFLICT (bucket) DO UPDATE SET products = products - 1;
  INSERT INTO search_buckets(bucket, products) VALUES (((min(length(new.normalized), 255) << 1) | (new.stock = 0)), 1)
    ON CONFLICT (bucket) DO UPDATE SET products = products + 1;
END;

-- A category moved under another parent changes its products' category tokens.
CREATE TRIGGER search_category_moved AFTER UPDATE OF parent_id ON categories
WHEN old.parent_id IS NOT new.parent_id
BEGIN
  INSERT OR REPLACE INTO search_index(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE category_id = new.id;
  INSERT OR REPLACE INTO search_parts(rowid, part, facets) SELECT key, part, facets FROM search_documents WHERE category_id = new.id;
  INSERT OR REPLACE INTO search_sample16(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE category_id = new.id AND id % 16 = 0;
  INSERT OR REPLACE INTO search_sample256(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE category_id = new.id AND id % 256 = 0;
  INSERT OR REPLACE INTO search_sample4096(rowid, part, description, facets) SELECT key, part, description, facets FROM search_documents WHERE category_id = new.id AND id % 4096 = 0;
END;

-- release migration 6: boms
CREATE TABLE boms (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('uploaded', 'distributed', 'verifying', 'confirmed', 'ordered')),
  contact_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_telephone TEXT NOT NULL,
  contact_address TEXT NOT NULL,
  sheet TEXT NOT NULL,
  -- JSON: every sheet's name
  sheets TEXT NOT NULL,
  header_row INTEGER NOT NULL CHECK (header_row >= 1),
  -- JSON: the header cells; the signature is of their normalised text (bom/header-signature.ts)
  header TEXT NOT NULL,
  header_signature TEXT NOT NULL,
  -- JSON: [{ column, header, field, confidence }]
  mapping TEXT NOT NULL,
  -- JSON: the buyer's corrections [{ column, field }] as last sent, or NULL for the guess
  mapping_choice TEXT,
  warnings TEXT NOT NULL,
  line_count INTEGER NOT NULL CHECK (line_count >= 0),
  model_count INTEGER NOT NULL CHECK (model_count >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX boms_user ON boms(user_id, created_at DESC, id DESC);
CREATE INDEX boms_user_status ON boms(user_id, status, created_at DESC, id DESC);
CREATE INDEX boms_status ON boms(status, created_at DESC, id DESC);
CREATE INDEX boms_created ON boms(created_at DESC, id DESC);

CREATE TABLE bom_files (
  bom_id INTEGER PRIMARY KEY REFERENCES boms(id) ON DELETE CASCADE,
  bytes BLOB NOT NULL CHECK (length(bytes) <= 5242880)
) STRICT;

CREATE TABLE bom_lines (
  bom_id INTEGER NOT NULL REFERENCES boms(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  row INTEGER NOT NULL,
  -- JSON arrays: designators; alternates [{ mpn, manufacturer }]; distributor parts [{ distributor, sku }]; warnings
  designators TEXT NOT NULL,
  -- per board, as the file says it
  quantity REAL NOT NULL CHECK (quantity >= 0),
  mpn TEXT NOT NULL,
  manufacturer TEXT NOT NULL,
  alternates TEXT NOT NULL,
  distributor_parts TEXT NOT NULL,
  value TEXT NOT NULL,
  description TEXT NOT NULL,
  footprint TEXT NOT NULL,
  fitted INTEGER NOT NULL CHECK (fitted IN (0, 1)),
  warnings TEXT NOT NULL,
  PRIMARY KEY (bom_id, position)
) STRICT;

CREATE TABLE bom_status_history (
  id INTEGER PRIMARY KEY,
  bom_id INTEGER NOT NULL REFERENCES boms(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('uploaded', 'distributed', 'verifying', 'confirmed', 'ordered')),
  at TEXT NOT NULL,
  -- 'member', 'back office'
  source TEXT NOT NULL
) STRICT;
CREATE INDEX bom_status_history_bom ON bom_status_history(bom_id, id);

CREATE TABLE bom_header_mappings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  signature TEXT NOT NULL,
  -- JSON: [{ column, field }] for every column of the header
  mapping TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, signature)
) STRICT;

CREATE TABLE bom_value_index (
  product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  -- core/src/bom componentValueKey: 'ohm:1.00e+4'
  value_key TEXT NOT NULL,
  -- the imperial chip size ('0603'), '' when the package is not a chip size
  chip TEXT NOT NULL,
  -- the product's stock, kept by a trigger, so the best-stocked parts of a value are read from the index alone
  stock INTEGER NOT NULL
) STRICT;

CREATE INDEX IF NOT EXISTS bom_value_index_chip ON bom_value_index(value_key, chip, stock DESC);
CREATE INDEX IF NOT EXISTS bom_value_index_value ON bom_value_index(value_key, stock DESC);


CREATE TABLE bom_value_index_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  -- every product with an id up to this one has been looked at
  through_id INTEGER NOT NULL
) STRICT;
INSERT INTO bom_value_index_state (id, through_id) VALUES (1, 0);

CREATE TABLE bom_value_index_stale (
  product_id INTEGER PRIMARY KEY
) STRICT;

-- A product whose description, package, attributes or category changed is looked at again. (Not INSERT OR
-- IGNORE: the conflict policy of the outer statement, a catalog load's upsert, would override it.)
CREATE TRIGGER bom_value_index_product_changed AFTER UPDATE OF description, package, attributes, category_id ON products
WHEN old.description IS NOT new.description OR old.package IS NOT new.package
  OR old.attributes IS NOT new.attributes OR old.category_id IS NOT new.category_id
BEGIN
  INSERT INTO bom_value_index_stale (product_id)
  SELECT new.id WHERE NOT EXISTS (SELECT 1 FROM bom_value_index_stale WHERE product_id = new.id);
END;

-- Stock moves (orders, re-imports) follow into the index.
CREATE TRIGGER bom_value_index_stock AFTER UPDATE OF stock ON products
WHEN old.stock IS NOT new.stock
BEGIN
  UPDATE bom_value_index SET stock = new.stock WHERE product_id = new.id;
END;

-- release migration 7: catalog version
CREATE TABLE catalog_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 0);
CREATE TRIGGER catalog_version_products_insert AFTER INSERT ON products
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_products_update AFTER UPDATE ON products
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_products_delete AFTER DELETE ON products
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_codes_insert AFTER INSERT ON product_codes
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_codes_update AFTER UPDATE ON product_codes
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_product_codes_delete AFTER DELETE ON product_codes
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_manufacturers_insert AFTER INSERT ON manufacturers
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_manufacturers_update AFTER UPDATE ON manufacturers
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_manufacturers_delete AFTER DELETE ON manufacturers
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_insert AFTER INSERT ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_update AFTER UPDATE ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER catalog_version_categories_delete AFTER DELETE ON categories
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;

-- release migration 8: payments idempotency
UPDATE payments SET status = 'cancelled', redirect_url = NULL
WHERE status = 'pending' AND id NOT IN (SELECT MAX(id) FROM payments WHERE status = 'pending' GROUP BY order_id, method);
CREATE UNIQUE INDEX payments_one_pending ON payments(order_id, method) WHERE status = 'pending';

CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  key TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  response TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, endpoint, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);

-- release migration 9: order terms
ALTER TABLE cart_items ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN po_number TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN vat_id TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN delivery_preference TEXT NOT NULL DEFAULT 'complete'
  CHECK (delivery_preference IN ('complete', 'partial'));
ALTER TABLE order_lines ADD COLUMN customer_reference TEXT NOT NULL DEFAULT '';

-- release migration 10: account address
ALTER TABLE users ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN remark TEXT NOT NULL DEFAULT '';

-- release migration 11: bom picks
CREATE TABLE bom_picks (
  bom_id INTEGER NOT NULL REFERENCES boms(id) ON DELETE CASCADE,
  row INTEGER NOT NULL CHECK (row >= 1),
  product_id INTEGER NOT NULL,
  picked_at TEXT NOT NULL,
  PRIMARY KEY (bom_id, row)
) STRICT;

-- release migration 12: order line reserved
ALTER TABLE order_lines ADD COLUMN reserved INTEGER NOT NULL DEFAULT 0 CHECK (reserved >= 0 AND reserved <= quantity);
UPDATE order_lines SET reserved = quantity;

-- release migration 13: search package
DROP INDEX products_search_facts;
CREATE INDEX products_search_facts ON products(id, normalized, category_id, manufacturer_id, stock, unit_price, package);
DROP INDEX products_search_prefix;
CREATE INDEX products_search_prefix ON products(length(normalized), stock = 0, normalized, id, category_id, manufacturer_id, stock, unit_price, package);
DROP INDEX products_search_prefix16;
CREATE INDEX products_search_prefix16 ON products(normalized, category_id, manufacturer_id, stock, package) WHERE id % 16 = 0;
DROP INDEX products_search_prefix256;
CREATE INDEX products_search_prefix256 ON products(normalized, category_id, manufacturer_id, stock, package) WHERE id % 256 = 0;
DROP INDEX products_search_prefix4096;
CREATE INDEX products_search_prefix4096 ON products(normalized, category_id, manufacturer_id, stock, package) WHERE id % 4096 = 0;
