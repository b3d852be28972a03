-- "Notify me" (monitorProductAvailability): watches per SKU and an outbox of mails to send.
CREATE TABLE stock_watches (
  id INTEGER PRIMARY KEY,
  sku_id INTEGER NOT NULL REFERENCES skus(id),
  email TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  UNIQUE (sku_id, email)
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Whatever restocks a SKU (an import, an operator's UPDATE), its watchers get a mail once.
CREATE TRIGGER skus_restocked AFTER UPDATE OF in_stock ON skus
WHEN OLD.in_stock + OLD.oversellable + OLD.static_stock = 0 AND NEW.in_stock + NEW.oversellable + NEW.static_stock > 0
BEGIN
  INSERT INTO outbox (recipient, subject, body, created_at)
    SELECT w.email,
      CASE w.language WHEN 'en' THEN 'Back in stock: ' || p.name_en ELSE 'Åter i lager: ' || p.name_sv END,
      CASE w.language
        WHEN 'en' THEN p.name_en || ' in size ' || NEW.size || ' is back in stock.'
        ELSE p.name_sv || ' i storlek ' || NEW.size || ' finns i lager igen.' END,
      datetime('now')
    FROM stock_watches w JOIN products p ON p.id = NEW.product_id
    WHERE w.sku_id = NEW.id AND w.notified_at IS NULL;
  UPDATE stock_watches SET notified_at = datetime('now') WHERE sku_id = NEW.id AND notified_at IS NULL;
END;
