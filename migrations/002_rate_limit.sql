-- Request counters of the rate limits (token, forgot, register), shared by every replica.
-- UNLOGGED: fast, and losing the counts on a crash only resets the windows.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_hit (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  reset_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limit_hit_reset_idx ON rate_limit_hit (reset_at);
