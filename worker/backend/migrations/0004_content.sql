-- Content pages (widget areas) and menus for the embedded backend's demo: what a Geins account's CMS holds.
CREATE TABLE content_areas (id INTEGER PRIMARY KEY, alias TEXT NOT NULL UNIQUE, family TEXT NOT NULL, tags TEXT NOT NULL,
  title_sv TEXT NOT NULL, title_en TEXT NOT NULL, description_sv TEXT NOT NULL, description_en TEXT NOT NULL);
CREATE TABLE content_widgets (id INTEGER PRIMARY KEY, area_id INTEGER NOT NULL REFERENCES content_areas(id), sort_order INTEGER NOT NULL,
  layout TEXT NOT NULL, type TEXT NOT NULL, configuration_sv TEXT NOT NULL, configuration_en TEXT NOT NULL);
CREATE TABLE menu_items (id INTEGER PRIMARY KEY, location TEXT NOT NULL, sort_order INTEGER NOT NULL, label_sv TEXT NOT NULL, label_en TEXT NOT NULL, url TEXT NOT NULL);
INSERT INTO content_areas VALUES (1, 'om-ralph', 'Content', 'menu', 'Om Ralph', 'About Ralph', 'Nordisk design för hem och garderob sedan 2026.', 'Nordic design for home and wardrobe since 2026.');
INSERT INTO content_widgets VALUES (1, 1, 0, 'full', 'Text', '{"title": "Om Ralph", "text": "Vi säljer kläder, skor och saker till hemmet från nordiska märken."}', '{"title": "About Ralph", "text": "We sell clothing, shoes and things for the home from Nordic brands."}');
INSERT INTO content_widgets VALUES (2, 1, 1, 'half', 'Image', '{"image": {"filename": "about-1.svg", "altText": "Vår butik i Stockholm"}}', '{"image": {"filename": "about-1.svg", "altText": "Our shop in Stockholm"}}');
INSERT INTO content_widgets VALUES (3, 1, 2, 'half', 'Rich text', '{"text": "<h2>Hållbart</h2><p>Vi väljer material som håller. <a href=\"/sv/kundservice\">Frågor?</a></p>"}', '{"text": "<h2>Made to last</h2><p>We choose materials that last. <a href=\"/en/kundservice\">Questions?</a></p>"}');
INSERT INTO content_widgets VALUES (4, 1, 3, 'full', 'Product list', '{"title": "Populärt just nu", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 1}', '{"title": "Popular right now", "searchParameters": {"sort": "MOST_SOLD"}, "limitNrOfRows": true, "pageCount": 1}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 1, 'Om Ralph', 'About Ralph', '/om-ralph');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 1, 'Om Ralph', 'About Ralph', '/om-ralph');
INSERT INTO content_areas VALUES (2, 'kundservice', 'Content', 'menu', 'Kundservice', 'Customer service', 'Vi svarar vardagar 9–17.', 'We answer weekdays 9–17.');
INSERT INTO content_widgets VALUES (5, 2, 0, 'full', 'Text', '{"title": "Kundservice", "text": "Mejla kundservice@ralph.example eller ring 08-123 45 67 vardagar 9–17."}', '{"title": "Customer service", "text": "E-mail kundservice@ralph.example or call +46 8 123 45 67 on weekdays 9–17."}');
INSERT INTO content_widgets VALUES (6, 2, 1, 'full', 'Buttons', '{"buttons": [{"buttonText": "Köpvillkor", "href": "/sv/kopvillkor"}, {"buttonText": "Integritet", "href": "/sv/integritet"}]}', '{"buttons": [{"buttonText": "Terms of purchase", "href": "/en/kopvillkor"}, {"buttonText": "Privacy", "href": "/en/integritet"}]}');
INSERT INTO content_widgets VALUES (7, 2, 2, 'full', 'Video', '{"videoProvider": "youtube", "videoId": "dQw4w9WgXcQ", "title": "Så returnerar du"}', '{"videoProvider": "youtube", "videoId": "dQw4w9WgXcQ", "title": "How to return an item"}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 2, 'Kundservice', 'Customer service', '/kundservice');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 2, 'Kundservice', 'Customer service', '/kundservice');
INSERT INTO content_areas VALUES (3, 'kopvillkor', 'Content', 'menu', 'Köpvillkor', 'Terms of purchase', 'Villkoren för köp hos Ralph.', 'The terms for buying at Ralph.');
INSERT INTO content_widgets VALUES (8, 3, 0, 'full', 'Rich text', '{"text": "<h2>Ångerrätt</h2><p>Du har 30 dagars öppet köp.</p><h2>Frakt</h2><p>Fri frakt över 499 kr.</p>"}', '{"text": "<h2>Returns</h2><p>You have 30 days to return an item.</p><h2>Shipping</h2><p>Free shipping over 49 EUR.</p>"}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 3, 'Köpvillkor', 'Terms of purchase', '/kopvillkor');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 3, 'Köpvillkor', 'Terms of purchase', '/kopvillkor');
INSERT INTO content_areas VALUES (4, 'cookies', 'Content', 'menu', 'Cookies', 'Cookies', 'Vilka kakor vi använder och varför.', 'Which cookies we use and why.');
INSERT INTO content_widgets VALUES (9, 4, 0, 'full', 'HTML', '{"html": "<p>Vi använder kakor för varukorgen och dina val.</p><script>alert(1)</script><p onclick=\"alert(2)\">Inga spårningskakor utan samtycke.</p>"}', '{"html": "<p>We use cookies for the cart and your choices.</p><script>alert(1)</script><p onclick=\"alert(2)\">No tracking cookies without consent.</p>"}');
INSERT INTO content_widgets VALUES (10, 4, 1, 'full', 'JSON', '{"json": "{\"cookies\": [\"ralph-cart\", \"ralph-user-type\", \"ralph-favorites\"]}"}', '{"json": "{\"cookies\": [\"ralph-cart\", \"ralph-user-type\", \"ralph-favorites\"]}"}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 4, 'Cookies', 'Cookies', '/cookies');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 4, 'Cookies', 'Cookies', '/cookies');
INSERT INTO content_areas VALUES (5, 'integritet', 'Content', 'menu', 'Integritet', 'Privacy', 'Hur vi hanterar dina personuppgifter.', 'How we handle your personal data.');
INSERT INTO content_widgets VALUES (11, 5, 0, 'full', 'Rich text', '{"text": "<p>Vi sparar bara det som behövs för att leverera din order.</p>"}', '{"text": "<p>We keep only what is needed to deliver your order.</p>"}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 5, 'Integritet', 'Privacy', '/integritet');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 5, 'Integritet', 'Privacy', '/integritet');
INSERT INTO content_areas VALUES (6, 'tillganglighet', 'Content', 'menu', 'Tillgänglighetsredogörelse', 'Accessibility statement', 'Hur tillgänglig webbplatsen är.', 'How accessible the site is.');
INSERT INTO content_widgets VALUES (12, 6, 0, 'full', 'Banner', '{"title": "Vi följer WCAG 2.1 AA", "text": "Hittar du något som inte fungerar? Hör av dig.", "href": "/sv/kundservice", "buttonText": "Kontakta oss"}', '{"title": "We follow WCAG 2.1 AA", "text": "Found something that does not work? Tell us.", "href": "/en/kundservice", "buttonText": "Contact us"}');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('footer', 6, 'Tillgänglighetsredogörelse', 'Accessibility statement', '/tillganglighet');
INSERT INTO menu_items (location, sort_order, label_sv, label_en, url) VALUES ('info-pages', 6, 'Tillgänglighetsredogörelse', 'Accessibility statement', '/tillganglighet');
