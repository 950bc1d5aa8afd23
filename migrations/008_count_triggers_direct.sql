-- The count triggers of product_serial and product_log write their deltas straight into
-- stats_delta, in one statement each, instead of building JSON and unpacking it again through
-- stats_merge; groups whose counts do not change (a ledger status update, say) add no row at all.
-- (EXPLAIN ANALYZE of a verification batch's write showed the two triggers as its largest cost; the
-- verification bench showed no change in throughput either way: it is simpler, not faster.)

CREATE OR REPLACE FUNCTION product_serial_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
    SELECT manufacturer_id, product_id, count(*), count(*) FILTER (WHERE state = 'installed'), count(*) FILTER (WHERE state = 'withdrawn')
      FROM new_rows GROUP BY 1, 2;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
    SELECT manufacturer_id, product_id, sum(n), sum(n * (state = 'installed')::int), sum(n * (state = 'withdrawn')::int)
      FROM (SELECT manufacturer_id, product_id, state, 1 AS n FROM new_rows
            UNION ALL SELECT manufacturer_id, product_id, state, -1 FROM old_rows) c
     GROUP BY 1, 2
    HAVING sum(n) <> 0 OR sum(n * (state = 'installed')::int) <> 0 OR sum(n * (state = 'withdrawn')::int) <> 0;
  ELSE
    INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
    SELECT manufacturer_id, product_id, -count(*), -count(*) FILTER (WHERE state = 'installed'), -count(*) FILTER (WHERE state = 'withdrawn')
      FROM old_rows GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION product_log_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO stats_delta (manufacturer_id, product_id, requests, failed)
    SELECT manufacturer_id, product_id, count(*), count(*) FILTER (WHERE status = 0 AND resolved_on IS NULL)
      FROM new_rows GROUP BY 1, 2;
  ELSE
    INSERT INTO stats_delta (manufacturer_id, product_id, failed)
    SELECT manufacturer_id, product_id, sum(n)
      FROM (SELECT manufacturer_id, product_id, 1 AS n FROM new_rows WHERE status = 0 AND resolved_on IS NULL
            UNION ALL SELECT manufacturer_id, product_id, -1 FROM old_rows WHERE status = 0 AND resolved_on IS NULL) c
     GROUP BY 1, 2
    HAVING sum(n) <> 0;
  END IF;
  RETURN NULL;
END $$;

DROP FUNCTION stats_merge(jsonb);
