-- Widget areas found by family and area name (the start page), drafts an operator previews with a
-- preview token, and menus with children, per-language URLs and category items.
ALTER TABLE content_areas ADD COLUMN area_name TEXT;
ALTER TABLE content_areas ADD COLUMN status TEXT NOT NULL DEFAULT 'published';
CREATE INDEX content_areas_by_family ON content_areas (family, area_name);
-- What the Merchant API's preview mode reads from the admin's token: the area it was issued for.
CREATE TABLE preview_tokens (token TEXT PRIMARY KEY, area_id INTEGER NOT NULL REFERENCES content_areas(id), expires_at INTEGER NOT NULL);

ALTER TABLE menu_items ADD COLUMN parent_id INTEGER NOT NULL DEFAULT 0;
-- The English URL when it differs (/nyheter vs /news).
ALTER TABLE menu_items ADD COLUMN url_en TEXT;
-- A category item takes its label and URL from the category and lists its sub-categories as children.
ALTER TABLE menu_items ADD COLUMN category_alias TEXT;
-- The locations the original storefront asks for.
UPDATE menu_items SET location = 'footer-first' WHERE location = 'footer';

INSERT INTO menu_items (location, sort_order, label_sv, label_en, url, category_alias) VALUES
  ('main-desktop', 1, '', '', '', 'clothing'),
  ('main-desktop', 2, '', '', '', 'shoes'),
  ('main-desktop', 3, '', '', '', 'accessories'),
  ('main-desktop', 4, '', '', '', 'home'),
  ('main-desktop', 5, '', '', '', 'books'),
  ('main-desktop', 6, '', '', '', 'pantry');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url, url_en) VALUES
  ('main-desktop', 7, 'Nyheter', 'News', '/nyheter', '/news'),
  ('main-desktop', 8, 'Rea', 'Sale', '/l/sale', NULL),
  ('main-desktop', 9, 'Varumärken', 'Brands', '/varumarken', '/brands');

-- The start page: family Frontpage, area "The front page area".
INSERT INTO content_areas (id, alias, family, tags, title_sv, title_en, description_sv, description_en, area_name) VALUES
  (7, 'startsida', 'Frontpage', '', 'Ralph – kläder, skor och hem från nordiska märken', 'Ralph – clothing, shoes and home from Nordic brands',
   'Nordisk design för hem och garderob. Fri frakt över 499 kr och 30 dagars öppet köp.', 'Nordic design for home and wardrobe. Free shipping over 49 EUR and 30 days to return.', 'The front page area');
INSERT INTO content_widgets VALUES (13, 7, 0, 'full', 'Banner',
  '{"title": "Nordisk design, gjord för att hålla", "text": "Kläder, skor och saker till hemmet från nordiska märken. Fri frakt över 499 kr.", "href": "/sv/nyheter", "buttonText": "Se nyheterna", "image": {"filename": "hero.svg", "altText": ""}}',
  '{"title": "Nordic design, made to last", "text": "Clothing, shoes and things for the home from Nordic brands. Free shipping over 49 EUR.", "href": "/en/news", "buttonText": "See what is new", "image": {"filename": "hero.svg", "altText": ""}}');
INSERT INTO content_widgets VALUES (14, 7, 1, 'full', 'Product list',
  '{"title": "Nyheter", "searchParameters": {"sort": "LATEST"}, "limitNrOfRows": true, "pageCount": 2}',
  '{"title": "New arrivals", "searchParameters": {"sort": "LATEST"}, "limitNrOfRows": true, "pageCount": 2}');
INSERT INTO content_widgets VALUES (15, 7, 2, 'full', 'Buttons',
  '{"buttons": [{"buttonText": "Kläder", "href": "/sv/c/clothing"}, {"buttonText": "Skor", "href": "/sv/c/shoes"}, {"buttonText": "Hem", "href": "/sv/c/home"}, {"buttonText": "Rea", "href": "/sv/l/sale"}]}',
  '{"buttons": [{"buttonText": "Clothing", "href": "/en/c/clothing"}, {"buttonText": "Shoes", "href": "/en/c/shoes"}, {"buttonText": "Home", "href": "/en/c/home"}, {"buttonText": "Sale", "href": "/en/l/sale"}]}');
INSERT INTO content_widgets VALUES (16, 7, 3, 'half', 'Image',
  '{"image": {"filename": "about-1.svg", "altText": "Om Ralph: vår butik i Stockholm", "href": "/sv/om-ralph"}}',
  '{"image": {"filename": "about-1.svg", "altText": "About Ralph: our shop in Stockholm", "href": "/en/om-ralph"}}');
INSERT INTO content_widgets VALUES (17, 7, 4, 'half', 'Text',
  '{"title": "Handla tryggt", "text": "30 dagars öppet köp, fri frakt över 499 kr och betala med kort, senare eller mot faktura."}',
  '{"title": "Shop with confidence", "text": "30 days to return, free shipping over 49 EUR, and pay by card, later or by invoice."}');
INSERT INTO content_widgets VALUES (18, 7, 5, 'full', 'Product list',
  '{"title": "Mest sålda", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 2}',
  '{"title": "Best sellers", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 2}');

-- A draft of a campaign page, only reachable through preview.
INSERT INTO content_areas (id, alias, family, tags, title_sv, title_en, description_sv, description_en, status) VALUES
  (8, 'vinterkampanj', 'Content', '', 'Vinterkampanj (utkast)', 'Winter campaign (draft)', 'Utkast.', 'Draft.', 'draft');
INSERT INTO content_widgets VALUES (19, 8, 0, 'full', 'Banner',
  '{"title": "Vinterrea – upp till 40 %", "text": "Utkast: publiceras 1 december.", "href": "/sv/dc/winter-sale", "buttonText": "Till rean"}',
  '{"title": "Winter sale – up to 40%", "text": "Draft: goes live on 1 December.", "href": "/en/dc/winter-sale", "buttonText": "To the sale"}');
