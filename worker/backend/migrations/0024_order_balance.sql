-- Store credit pays for orders (README decision 212). An order keeps what its customer's balance paid
-- (minor units of its currency, inc VAT); `total` stays the order's value, and the payment is the rest.
ALTER TABLE orders ADD COLUMN from_balance INTEGER NOT NULL DEFAULT 0 CHECK (from_balance >= 0);

-- A balance never goes below zero: the order batch's debit then fails, and the whole order with it
-- (the balance was spent meanwhile, in another tab). An insert below zero is the debit of a balance
-- that is no more.
CREATE TRIGGER customer_balances_debit_guard BEFORE UPDATE OF amount ON customer_balances
WHEN NEW.amount < 0
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_BALANCE');
END;
CREATE TRIGGER customer_balances_insert_guard BEFORE INSERT ON customer_balances
WHEN NEW.amount < 0
BEGIN
  SELECT RAISE(ABORT, 'INSUFFICIENT_BALANCE');
END;
