-- The demo CMS names the free-shipping threshold through a field the backend fills per market
-- (catalogue/content.ts): "Fri frakt över 499 kr" was wrong in dk (349 kr) and "49 EUR" in se.
UPDATE content_widgets SET
  configuration_sv = replace(configuration_sv, '499 kr', '{freeShippingOver}'),
  configuration_en = replace(configuration_en, '49 EUR', '{freeShippingOver}');
UPDATE content_areas SET
  description_sv = replace(description_sv, '499 kr', '{freeShippingOver}'),
  description_en = replace(description_en, '49 EUR', '{freeShippingOver}');
