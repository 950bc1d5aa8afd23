-- A rotated key is published before it signs: it signs from signs_from on, so that clients holding a cached key set
-- (the JWKS is cached for max-age) already know it when its first signature reaches them. Existing keys signed from
-- their creation.
ALTER TABLE signing_key ADD COLUMN signs_from timestamptz;
UPDATE signing_key SET signs_from = created_at;
ALTER TABLE signing_key ALTER COLUMN signs_from SET NOT NULL, ALTER COLUMN signs_from SET DEFAULT now();
