/**
 * The catalog: categories (two levels), manufacturers, products with their price ladders and distributor
 * codes, and the editorial content (news, pages, banners, industry applications, configs).
 *
 * Money is integer micro-dollars (`MONEY` in core's constants), instants are ISO 8601 UTC text, JSON columns
 * hold arrays the API shows as they are (a product's ladder and attributes).
 */
export const CATALOG_SQL = /* sql */ `
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
`
