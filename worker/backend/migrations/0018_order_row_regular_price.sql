-- The regular (undiscounted) unit price inc VAT each order row was sold against, for the order's
-- answers (OrderType's cart lines: the purchase event's discount). NULL for rows ordered before it
-- was kept: their selling price stands in.
ALTER TABLE order_rows ADD COLUMN regular_price INTEGER;
