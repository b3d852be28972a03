-- A campaign landing page (issue 13): tag `landing` asks the storefront for the landing layout (slim
-- header without the category menu, small footer). Reached from campaigns, so in no menu.
INSERT INTO content_areas (id, alias, family, tags, title_sv, title_en, description_sv, description_en) VALUES
  (40, 'nordiska-favoriter', 'Content', 'landing', 'Nordiska favoriter', 'Nordic favourites',
   'Våra mest sålda plagg och saker till hemmet, utvalda för säsongen.', 'Our best-selling clothes and things for the home, picked for the season.');
INSERT INTO content_widgets VALUES (60, 40, 0, 'full', 'Banner',
  '{"title": "Nordiska favoriter", "text": "Det som säljer mest just nu – kläder, skor och saker till hemmet.", "href": "/sv/nyheter", "buttonText": "Se nyheterna", "image": {"filename": "landing.svg", "altText": ""}}',
  '{"title": "Nordic favourites", "text": "What sells the most right now – clothing, shoes and things for the home.", "href": "/en/news", "buttonText": "See what is new", "image": {"filename": "landing.svg", "altText": ""}}');
INSERT INTO content_widgets VALUES (61, 40, 1, 'full', 'Product list',
  '{"title": "Mest sålda", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 1}',
  '{"title": "Best sellers", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 1}');
