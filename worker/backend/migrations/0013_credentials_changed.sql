-- When the customer's password last changed (epoch ms): access tokens issued before it are refused,
-- so a password change or reset ends every session at once, not when its token runs out.
ALTER TABLE customers ADD COLUMN credentials_changed_at INTEGER NOT NULL DEFAULT 0;
