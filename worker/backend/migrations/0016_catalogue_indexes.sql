-- Indexes for the list, facet and search statements (worker/backend/catalogue/query-plans.test.ts):
-- each facet count looks its rows up by product, so none reads a whole table.
-- The categories a product is listed in (the category facet), by product.
CREATE INDEX product_categories_product ON product_categories(product_id, category_id);
-- Sizes by product, covering (the size facet counts without reading the SKU rows).
CREATE INDEX skus_product_size ON skus(product_id, size);
-- A chosen size facet matches the size's URL form (facetCondition 'Sku'), so the index holds that form.
CREATE INDEX skus_size_key ON skus(lower(replace(size, ' ', '-')), product_id);
-- A category's subcategories in their order (listPageInfo).
CREATE INDEX categories_parent ON categories(parent_id, sort_order);
