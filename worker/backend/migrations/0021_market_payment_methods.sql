-- The demo CMS names the ways to pay through a field the backend fills per market
-- (catalogue/content.ts): "betala med kort, senare eller mot faktura" promised fi, dk and no an
-- invoice that only se offers.
UPDATE content_widgets SET
  configuration_sv = replace(configuration_sv, 'kort, senare eller mot faktura', '{paymentMethods}'),
  configuration_en = replace(configuration_en, 'card, later or by invoice', '{paymentMethods}');
UPDATE content_areas SET
  description_sv = replace(description_sv, 'kort, senare eller mot faktura', '{paymentMethods}'),
  description_en = replace(description_en, 'card, later or by invoice', '{paymentMethods}');
