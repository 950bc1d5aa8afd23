-- One home for the fixed-window counting of rate_limit_hit, so it can be called on its own (the
-- portal's rate limits) or inside another statement (an app provider's lookup and its call count
-- in one round trip).
CREATE FUNCTION rate_limit_increment(p_key text, p_window_ms float8) RETURNS TABLE (hits integer, reset_at timestamptz)
LANGUAGE sql AS $$
  INSERT INTO rate_limit_hit AS r (key, hits, reset_at) VALUES (p_key, 1, now() + make_interval(secs => p_window_ms / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING r.hits, r.reset_at;
$$;
