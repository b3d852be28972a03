-- The euro's own price facet ranges (catalogue/list-scope.ts EURO_PRICE_BUCKETS): with the crowns'
-- 0–199, 200–499 … every product in euro fell in 0–199 €, one useless choice. The category summaries'
-- euro price rows are counted again; the seed's summaryRefresh (catalogue/summary.ts) does the same.
DELETE FROM category_facets WHERE facet = 'Price' AND currency = 'EUR';
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT category_id, currency, 'Price', bucket, 0, NULL, NULL, count(*) FROM
  (SELECT k.category_id, pr.currency, CASE WHEN pr.selling BETWEEN 0 AND 1999 THEN '0-19' WHEN pr.selling BETWEEN 2000 AND 4999 THEN '20-49' WHEN pr.selling BETWEEN 5000 AND 9999 THEN '50-99' WHEN pr.selling BETWEEN 10000 AND 19999 THEN '100-199' WHEN pr.selling BETWEEN 20000 AND 9999999 THEN '200-99999' END AS bucket FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id WHERE pr.currency = 'EUR')
  WHERE bucket IS NOT NULL GROUP BY category_id, currency, bucket;
