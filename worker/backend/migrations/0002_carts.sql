CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  market TEXT NOT NULL,
  promo_code TEXT,
  completed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cart_items (
  cart_id TEXT NOT NULL REFERENCES carts(id),
  sku_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  added_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, sku_id)
) WITHOUT ROWID;
