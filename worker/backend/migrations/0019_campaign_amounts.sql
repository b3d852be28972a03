-- A promo code's own amounts per currency (minor units inc VAT): the fixed discount and the minimum
-- order, as a market's free-shipping threshold is its own (49 € beside 499 kr). MINUS100 took 9,09 €
-- in fi (its 100 kr converted at the exchange rate) from 45,45 €. campaigns.value and min_order stay
-- the SEK amounts; a currency without a row here still converts them.
CREATE TABLE campaign_amounts (
  campaign_id INTEGER NOT NULL REFERENCES campaigns(id),
  currency TEXT NOT NULL,
  value INTEGER,                 -- the fixed discount (promo_fixed); NULL for a percentage
  min_order INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, currency)
);

INSERT INTO campaign_amounts (campaign_id, currency, value, min_order)
SELECT c.id, a.currency, a.value, a.min_order
FROM campaigns c,
  (SELECT 'EUR' AS currency, 1000 AS value, 5000 AS min_order
   UNION ALL SELECT 'NOK', 10000, 50000
   UNION ALL SELECT 'DKK', 7500, 35000) a
WHERE c.code = 'MINUS100';
