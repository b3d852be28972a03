-- The market a company request was made in (its alias), so the approval's set-password link leads
-- back to it when markets are in the path; NULL for requests made before: the default market.
ALTER TABLE company_requests ADD COLUMN market TEXT;
