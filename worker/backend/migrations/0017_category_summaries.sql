-- Category summaries (worker/backend/catalogue/summary.ts): the count, the facet counts and the newest-first
-- order of every category per currency, as a category page shows them before any facet is chosen.
-- The seed rewrites them after every catalogue it writes; the statements below fill them once for a
-- database seeded before this migration (they are summaryRefresh() of summary.ts).
CREATE TABLE category_facets (
  category_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  facet TEXT NOT NULL,           -- Count, Category, Brand, Sku, Price, Discount, Parameter-<identifier>
  value NOT NULL,                -- the facet value's key as its live statement has it (id, size, bucket)
  ord INTEGER NOT NULL,          -- sizes: the first SKU id, their order
  label_sv TEXT, label_en TEXT,  -- parameter values' labels
  n INTEGER NOT NULL,
  PRIMARY KEY (category_id, currency, facet, value)
) WITHOUT ROWID;

CREATE TABLE category_latest (
  category_id INTEGER NOT NULL,
  currency TEXT NOT NULL,
  position INTEGER NOT NULL,     -- 1 = the newest (created_at DESC, id DESC)
  product_id INTEGER NOT NULL,
  PRIMARY KEY (category_id, currency, position)
) WITHOUT ROWID;

INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT k.category_id, pr.currency, 'Count', '', 0, NULL, NULL, count(*) FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id
  GROUP BY k.category_id, pr.currency;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT k.category_id, pr.currency, 'Category', pc.category_id, 0, NULL, NULL, count(*)
  FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id JOIN product_categories pc ON pc.product_id = k.product_id
  GROUP BY k.category_id, pr.currency, pc.category_id;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT k.category_id, pr.currency, 'Brand', p.brand_id, 0, NULL, NULL, count(*)
  FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id JOIN products p ON p.id = k.product_id GROUP BY k.category_id, pr.currency, p.brand_id;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT k.category_id, pr.currency, 'Sku', s.size, min(s.id), NULL, NULL, count(DISTINCT s.product_id)
  FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id JOIN skus s ON s.product_id = k.product_id GROUP BY k.category_id, pr.currency, s.size;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT category_id, currency, 'Price', bucket, 0, NULL, NULL, count(*) FROM
  (SELECT k.category_id, pr.currency, CASE WHEN pr.selling BETWEEN 0 AND 19999 THEN '0-199' WHEN pr.selling BETWEEN 20000 AND 49999 THEN '200-499' WHEN pr.selling BETWEEN 50000 AND 99999 THEN '500-999' WHEN pr.selling BETWEEN 100000 AND 199999 THEN '1000-1999' WHEN pr.selling BETWEEN 200000 AND 9999999 THEN '2000-99999' END AS bucket FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id)
  WHERE bucket IS NOT NULL GROUP BY category_id, currency, bucket;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT category_id, currency, 'Discount', bucket, 0, NULL, NULL, count(*) FROM
  (SELECT k.category_id, pr.currency, CASE WHEN ((pr.regular - pr.selling) * 100 / pr.regular) BETWEEN 1 AND 20 THEN '1-20' WHEN ((pr.regular - pr.selling) * 100 / pr.regular) BETWEEN 21 AND 40 THEN '21-40' WHEN ((pr.regular - pr.selling) * 100 / pr.regular) BETWEEN 41 AND 100 THEN '41-100' END AS bucket FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id WHERE pr.selling < pr.regular)
  WHERE bucket IS NOT NULL GROUP BY category_id, currency, bucket;
INSERT INTO category_facets (category_id, currency, facet, value, ord, label_sv, label_en, n) SELECT k.category_id, pr.currency, 'Parameter-' || pa.identifier, pa.value_key, 0,
  min(pa.value_sv), min(pa.value_en), count(*) FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id JOIN parameters pa ON pa.product_id = k.product_id
  WHERE pa.identifier IN ('color', 'material')
  GROUP BY k.category_id, pr.currency, pa.identifier, pa.value_key;
INSERT INTO category_latest (category_id, currency, position, product_id)
  SELECT k.category_id, pr.currency,
  row_number() OVER (PARTITION BY k.category_id, pr.currency ORDER BY p.created_at DESC, p.id DESC),
  k.product_id
  FROM product_categories k JOIN prices pr ON pr.product_id = k.product_id JOIN products p ON p.id = k.product_id;
