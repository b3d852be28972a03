-- The session a refresh token belongs to (README decision 203): set at login, inherited by every
-- successor. Access tokens name their session, so ending it (logout, a replayed token, a password
-- change) refuses its access tokens at once instead of when they run out. Tokens stored before this
-- migration each start a session of their own.
ALTER TABLE refresh_tokens ADD COLUMN session_id TEXT;
UPDATE refresh_tokens SET session_id = token_hash;
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_id);
