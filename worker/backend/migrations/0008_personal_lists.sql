-- The start page's personal product lists (original-storefront notes 2.4, CMS "Product list" modes):
-- the visitor's recently viewed products and favorites; each shows only when it has products.
INSERT INTO content_widgets VALUES (25, 7, 7, 'full', 'Product list',
  '{"title": "Senast visade", "mode": "LATEST_VIEWED", "limitNrOfRows": true, "pageCount": 1}',
  '{"title": "Recently viewed", "mode": "LATEST_VIEWED", "limitNrOfRows": true, "pageCount": 1}');
INSERT INTO content_widgets VALUES (26, 7, 8, 'full', 'Product list',
  '{"title": "Dina favoriter", "mode": "FAVORITES", "limitNrOfRows": true, "pageCount": 1}',
  '{"title": "Your favorites", "mode": "FAVORITES", "limitNrOfRows": true, "pageCount": 1}');
