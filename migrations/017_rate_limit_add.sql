-- rate_limit_increment by any amount: the bytes (in KiB) a caller uploads per hour count into the
-- same fixed windows of rate_limit_hit as the request limits, across replicas. A negative amount
-- gives back what a refused request had reserved.
CREATE FUNCTION rate_limit_add(p_key text, p_window_ms float8, p_amount integer)
RETURNS TABLE (hits integer, reset_at timestamptz)
LANGUAGE sql AS $$
  INSERT INTO rate_limit_hit AS r (key, hits, reset_at)
  VALUES (p_key, greatest(p_amount, 0), now() + make_interval(secs => p_window_ms / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN greatest(p_amount, 0) ELSE greatest(r.hits + p_amount, 0) END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING r.hits, r.reset_at;
$$;
