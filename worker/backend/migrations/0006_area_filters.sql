-- Widget areas that apply only to some pages (PageWidgetCollectionFilterInputType: Category, Brand,
-- Campaign, Product…): an area matches when every filter it has is among the ones the page sends.
CREATE TABLE content_area_filters (area_id INTEGER NOT NULL REFERENCES content_areas(id), key TEXT NOT NULL, value TEXT NOT NULL);

-- Product lists: family Productlist, top and bottom areas (original-storefront notes 2.4).
INSERT INTO content_areas (id, alias, family, tags, title_sv, title_en, description_sv, description_en, area_name) VALUES
  (9, 'skor-topp', 'Productlist', '', 'Skor: överst', 'Shoes: top', '', '', 'The top part of the product list'),
  (10, 'klader-botten', 'Productlist', '', 'Kläder: nederst', 'Clothing: bottom', '', '', 'The bottom part of the product list'),
  (11, 'jeans-produkt', 'Product', '', 'Jeans: produktsida', 'Jeans: product page', '', '', 'Product detail page');
INSERT INTO content_area_filters VALUES (9, 'Category', 'shoes'), (10, 'Category', 'clothing'), (11, 'Category', 'jeans');
INSERT INTO content_widgets VALUES (20, 9, 0, 'full', 'Banner',
  '{"title": "Fri retur på alla skor", "text": "Prova hemma – passar de inte skickar du tillbaka dem utan kostnad inom 30 dagar.", "href": "/sv/kopvillkor", "buttonText": "Läs villkoren"}',
  '{"title": "Free returns on all shoes", "text": "Try them at home – if they do not fit, send them back free of charge within 30 days.", "href": "/en/kopvillkor", "buttonText": "Read the terms"}');
INSERT INTO content_widgets VALUES (21, 10, 0, 'half', 'Text',
  '{"title": "Ta hand om dina kläder", "text": "Tvätta mer sällan, i lägre temperatur och låt plaggen lufttorka – då håller de längre."}',
  '{"title": "Take care of your clothes", "text": "Wash less often, at lower temperatures and let them air-dry – they will last longer."}');
INSERT INTO content_widgets VALUES (22, 10, 1, 'half', 'Buttons',
  '{"title": "Mer om kläder", "buttons": [{"buttonText": "Kundservice", "href": "/sv/kundservice"}, {"buttonText": "Om Ralph", "href": "/sv/om-ralph"}]}',
  '{"title": "More about clothing", "buttons": [{"buttonText": "Customer service", "href": "/en/kundservice"}, {"buttonText": "About Ralph", "href": "/en/om-ralph"}]}');
INSERT INTO content_widgets VALUES (23, 11, 0, 'full', 'Text',
  '{"title": "Hitta rätt jeans", "text": "Våra jeans finns i normal och lång längd. Osäker på storleken? Välj din vanliga – du kan alltid byta."}',
  '{"title": "Find the right jeans", "text": "Our jeans come in regular and long lengths. Unsure of the size? Pick your usual one – you can always exchange."}');
