-- UserType.metaData (issue 10, part B): the free text the storefront keeps with an account. The
-- storefront stores its favorites here as JSON {"favorites":[productIds]} (the Merchant API has none).
ALTER TABLE customers ADD COLUMN metadata TEXT;
