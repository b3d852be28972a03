-- Customers and the embedded identity service (ARCHITECTURE decision 3). Nothing stored here can log in:
-- passwords are PBKDF2-SHA-256 of the client's digest with a secret pepper; refresh tokens and reset
-- keys are stored as SHA-256 hashes.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,            -- 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'; NULL until set (company users)
  customer_type TEXT NOT NULL DEFAULT 'PERSON' CHECK (customer_type IN ('PERSON', 'ORGANIZATION')),
  newsletter INTEGER NOT NULL DEFAULT 0 CHECK (newsletter IN (0, 1)),
  personal_id TEXT,              -- personal identity number, or the organisation number for ORGANIZATION
  gender TEXT NOT NULL DEFAULT 'UNSPECIFIED' CHECK (gender IN ('UNSET', 'UNSPECIFIED', 'WOMAN', 'MAN')),
  address TEXT NOT NULL DEFAULT '{}', -- JSON AddressType (firstName, lastName, company, careOf, addressLine1…, zip, city, country, mobile, phone)
  member_type TEXT,              -- 'company' for users of a company account
  member_id TEXT,                -- the company account (company_accounts.id) a user belongs to
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Store credit per currency (UserType.balances), in minor units.
CREATE TABLE customer_balances (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  currency TEXT NOT NULL,
  amount INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, currency)
) WITHOUT ROWID;

-- One-use login challenges ({sign}), valid for a minute.
CREATE TABLE auth_challenges (
  sign TEXT PRIMARY KEY,
  username TEXT NOT NULL COLLATE NOCASE,
  expires_at INTEGER NOT NULL,   -- epoch ms
  used INTEGER NOT NULL DEFAULT 0
);

-- Refresh tokens, rotated on every use. A rotated token stays usable for a short grace period and then
-- yields its successor, so two tabs refreshing at once never lock each other out.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,   -- SHA-256 hex of the token
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  session_minutes INTEGER,       -- sessionLifetime asked at login (NULL = remember me)
  expires_at INTEGER NOT NULL,   -- epoch ms
  rotated_at INTEGER,            -- epoch ms, when a successor was issued
  successor TEXT,                -- SHA-256 hex of the successor (derived by HMAC from this token)
  revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX refresh_tokens_customer ON refresh_tokens(customer_id);

-- Password reset keys (requestPasswordReset / commitReset): one use, expiring.
CREATE TABLE password_resets (
  key_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE newsletter_subscribers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  tags TEXT NOT NULL DEFAULT '[]',
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Company accounts and the operator queue of applications and extra-user requests (an extension:
-- the Merchant API has neither).
CREATE TABLE company_accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  organization_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE company_requests (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('application', 'extra-user')),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  company_account_id INTEGER REFERENCES company_accounts(id), -- extra-user: the requester's company
  requested_by INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  details TEXT NOT NULL,         -- JSON: what the form sent
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX company_requests_status ON company_requests(status, id);

-- Orders of a logged-in customer (getOrders); NULL for guests and for deleted accounts.
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL;
CREATE INDEX orders_customer ON orders(customer_id, created_at DESC);
