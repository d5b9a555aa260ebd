/**
 * Members' BOMs (BOM-1 to BOM-4, PAGE-6; issue 8): the file as uploaded, what was read from it (sheet, header
 * row, column mapping, warnings), its lines, its contact info and its way through the sales process; the
 * column mappings a member confirmed, by header; and the index passives are matched by value and package.
 *
 * - `boms`: one row per upload, scoped by `user_id`; the reading's lists are JSON.
 * - `bom_files`: the uploaded bytes (at most the 5 MB upload limit), so a corrected mapping re-reads the file.
 * - `bom_lines`: the lines as read (designators, quantity per board, part numbers, alternates, distributor
 *   numbers, value, footprint, fitted); matches and prices are worked out when the BOM is shown, against the
 *   catalog as it is then.
 * - `bom_status_history`: every status a BOM took, when, and what moved it.
 * - `bom_header_mappings`: the mapping a member confirmed for a header (its normalised cells' signature),
 *   applied to their next upload with the same header.
 * - `bom_value_index`: passives (resistors, capacitors, inductors) by value key, chip size and stock, filled by the
 *   BOM store from the products' attributes (`server/src/bom/catalog-values.ts`): the value is read in
 *   TypeScript, so the store indexes new products (ids past `bom_value_index_state.through_id`) and changed
 *   ones (`bom_value_index_stale`, kept by a trigger) before a value lookup.
 */
/**
 * The value index's lookups: by value and chip size, and by value alone, the best-stocked first. The BOM store
 * drops and rebuilds them around a first indexing of a large catalog (one sort instead of a million inserts).
 */
export const VALUE_INDEXES_SQL = /* sql */ `
CREATE INDEX IF NOT EXISTS bom_value_index_chip ON bom_value_index(value_key, chip, stock DESC);
CREATE INDEX IF NOT EXISTS bom_value_index_value ON bom_value_index(value_key, stock DESC);
`

/** The value index's lookups, dropped (see `VALUE_INDEXES_SQL`). */
export const DROP_VALUE_INDEXES_SQL = /* sql */ `
DROP INDEX IF EXISTS bom_value_index_chip;
DROP INDEX IF EXISTS bom_value_index_value;
`

export const BOMS_SQL = /* sql */ `
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
${VALUE_INDEXES_SQL}

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
`
