-- Bumped by every cart write, so a write that depends on what it read (the promo code's requirements)
-- can refuse to land on a cart that changed in between.
ALTER TABLE carts ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
