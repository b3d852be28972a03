-- Checkout, payments and orders. Money in minor units of the order's currency, inc VAT unless named _ex.
-- Order number = orders.id (shown to shoppers everywhere); public_id is the unguessable id for links.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  cart_id TEXT NOT NULL UNIQUE,  -- at most one order per cart, whatever races
  market TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('sv', 'en')),
  currency TEXT NOT NULL,
  customer_type TEXT NOT NULL CHECK (customer_type IN ('PERSON', 'ORGANIZATION')),
  status TEXT NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'processing', 'completed', 'cancelled')),
  email TEXT NOT NULL,
  identity_number TEXT,
  billing_address TEXT NOT NULL, -- JSON AddressType
  shipping_address TEXT NOT NULL,
  message TEXT,
  promo_code TEXT,
  payment_id INTEGER NOT NULL,
  payment_name TEXT NOT NULL,
  payment_reference TEXT,        -- the payment session, for redirect flows
  shipping_id INTEGER NOT NULL,
  shipping_name TEXT NOT NULL,
  goods INTEGER NOT NULL, goods_ex INTEGER NOT NULL,
  discount INTEGER NOT NULL, discount_ex INTEGER NOT NULL,
  shipping_fee INTEGER NOT NULL, shipping_fee_ex INTEGER NOT NULL,
  total INTEGER NOT NULL, total_ex INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX orders_email ON orders(email, created_at DESC);

CREATE TABLE order_rows (
  order_id INTEGER NOT NULL REFERENCES orders(id),
  sku_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  name TEXT NOT NULL,
  size TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price INTEGER NOT NULL,   -- selling price per unit
  total INTEGER NOT NULL, total_ex INTEGER NOT NULL, -- after item campaigns and the promo share
  vat_rate INTEGER NOT NULL,
  PRIMARY KEY (order_id, sku_id)
) WITHOUT ROWID;

CREATE TABLE order_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  sku_id INTEGER,
  article_number TEXT,
  reason TEXT,
  reason_code INTEGER,
  refund_type TEXT,
  to_balance INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL,
  vat INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX order_refunds_order ON order_refunds(order_id);

CREATE TABLE order_shipments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  shipping_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  parcel_number TEXT,
  tracking_link TEXT,
  shipping_date TEXT
);
CREATE INDEX order_shipments_order ON order_shipments(order_id);

-- A hosted payment (card, pay-later): the validated checkout waits here until the shopper's answer.
CREATE TABLE payment_sessions (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('card', 'paylater')),
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'approved', 'declined', 'failed')),
  request TEXT NOT NULL,         -- JSON: the placeOrder arguments it was created from
  language TEXT NOT NULL,
  outcome TEXT,                  -- the last failure kind, for the return URL
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payment_sessions_cart ON payment_sessions(cart_id);

-- One row per idempotency key (x-idempotency-key): the same key answers what it answered first.
CREATE TABLE order_attempts (
  key TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  order_public_id TEXT,
  session_id TEXT,
  created_at TEXT NOT NULL
);

-- Oversellable units are taken after the ones in stock; neither may go below zero (in_stock has its CHECK).
CREATE TRIGGER skus_oversell_guard BEFORE UPDATE OF oversellable ON skus
WHEN NEW.oversellable < 0
BEGIN
  SELECT RAISE(ABORT, 'OUT_OF_STOCK');
END;
