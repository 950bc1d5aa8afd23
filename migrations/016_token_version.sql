-- Ends an account's bearer tokens when its password changes: every token carries the
-- account's token_version as its `tv` claim, and a token whose claim differs is refused.
ALTER TABLE app_user ADD COLUMN token_version integer NOT NULL DEFAULT 0;
