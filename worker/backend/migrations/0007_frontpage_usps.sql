-- The start page's selling points: a JSON widget for the storefront's own "usps" component.
INSERT INTO content_widgets VALUES (24, 7, 6, 'full', 'JSON',
  '{"json": "{\"component\": \"usps\", \"title\": \"Därför handlar du hos Ralph\", \"items\": [\"Fri frakt över 499 kr\", \"30 dagars öppet köp\", \"Betala med kort, senare eller mot faktura\"]}"}',
  '{"json": "{\"component\": \"usps\", \"title\": \"Why shop at Ralph\", \"items\": [\"Free shipping over 49 EUR\", \"30 days to return\", \"Pay by card, later or by invoice\"]}"}');
