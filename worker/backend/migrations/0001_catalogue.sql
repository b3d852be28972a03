-- Catalogue of the embedded commerce backend. Money is stored in minor units (öre, cent), inc VAT.
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL,
  alias TEXT NOT NULL UNIQUE,
  path TEXT NOT NULL,            -- canonical path without locale, e.g. /c/clothing/tops
  name_sv TEXT NOT NULL, name_en TEXT NOT NULL,
  description_sv TEXT NOT NULL, description_en TEXT NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  alias TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description_sv TEXT NOT NULL, description_en TEXT NOT NULL
);

CREATE TABLE campaigns (
  id INTEGER PRIMARY KEY,
  alias TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('price', 'promo_percent', 'promo_fixed', 'buy3pay2')),
  code TEXT UNIQUE,              -- promo code, upper case; NULL for automatic campaigns
  value INTEGER NOT NULL,        -- percent, or a fixed amount in SEK minor units
  min_order INTEGER NOT NULL DEFAULT 0, -- SEK minor units, for promo codes
  hide_title INTEGER NOT NULL DEFAULT 0,
  name_sv TEXT NOT NULL, name_en TEXT NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  article_number TEXT NOT NULL UNIQUE,
  alias TEXT NOT NULL UNIQUE,
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  category_id INTEGER NOT NULL REFERENCES categories(id),
  variant_group TEXT NOT NULL,   -- products that differ only by colour share a group
  vat_rate INTEGER NOT NULL,     -- 25, 12 or 6
  name_sv TEXT NOT NULL, name_en TEXT NOT NULL,
  text1_sv TEXT NOT NULL, text1_en TEXT NOT NULL,
  text2_sv TEXT NOT NULL, text2_en TEXT NOT NULL,
  image_count INTEGER NOT NULL,
  sold_count INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  rating_score REAL NOT NULL DEFAULT 0,
  rating_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_brand ON products(brand_id);
CREATE INDEX products_created ON products(created_at DESC, id DESC);
CREATE INDEX products_group ON products(variant_group);

-- Every category a product is listed in: its own and all ancestors.
CREATE TABLE product_categories (
  product_id INTEGER NOT NULL, category_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, product_id)
) WITHOUT ROWID;

CREATE TABLE product_campaigns (
  product_id INTEGER NOT NULL, campaign_id INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, product_id)
) WITHOUT ROWID;
CREATE INDEX product_campaigns_product ON product_campaigns(product_id);

CREATE TABLE prices (
  product_id INTEGER NOT NULL, currency TEXT NOT NULL,
  regular INTEGER NOT NULL, selling INTEGER NOT NULL,
  PRIMARY KEY (currency, product_id)
) WITHOUT ROWID;
CREATE INDEX prices_selling ON prices(currency, selling);

CREATE TABLE price_history (
  product_id INTEGER NOT NULL, currency TEXT NOT NULL, day TEXT NOT NULL,
  selling INTEGER NOT NULL,
  PRIMARY KEY (product_id, currency, day)
) WITHOUT ROWID;

CREATE TABLE skus (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  article_number TEXT NOT NULL,
  size TEXT NOT NULL,
  gtin TEXT NOT NULL,
  in_stock INTEGER NOT NULL CHECK (in_stock >= 0),
  oversellable INTEGER NOT NULL DEFAULT 0,
  static_stock INTEGER NOT NULL DEFAULT 0,
  incoming TEXT
);
CREATE INDEX skus_product ON skus(product_id);
CREATE INDEX skus_size ON skus(size);

CREATE TABLE parameters (
  product_id INTEGER NOT NULL,
  group_id INTEGER NOT NULL,
  identifier TEXT NOT NULL,      -- language-neutral key, e.g. color
  value_key TEXT NOT NULL,       -- language-neutral value, e.g. red
  value_sv TEXT NOT NULL, value_en TEXT NOT NULL,
  PRIMARY KEY (product_id, identifier)
) WITHOUT ROWID;
CREATE INDEX parameters_value ON parameters(identifier, value_key);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL,
  author TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'accepted' CHECK (status IN ('pending', 'accepted', 'rejected'))
);
CREATE INDEX reviews_product ON reviews(product_id, status, created_at DESC);

CREATE VIRTUAL TABLE products_fts USING fts5(
  name_sv, name_en, brand, categories, article_number,
  content='', tokenize='unicode61 remove_diacritics 2'
);
