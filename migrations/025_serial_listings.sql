-- The serial, model and parallel-import listings of the portal (document 001 sections 2 and 7) at
-- 10 M serials and 50 M logs: every list reads an index in its own order, and the Models tab's
-- "available" count comes from a maintained per-model withdrawn count instead of a scan.

-- product_stats gains withdrawn (available = total_serials - installed - withdrawn), folded like the rest.
ALTER TABLE product_stats ADD COLUMN withdrawn bigint NOT NULL DEFAULT 0;
UPDATE product_stats s SET withdrawn = c.n
  FROM (SELECT product_id, count(*) AS n FROM product_serial WHERE state = 'withdrawn' GROUP BY product_id) c
 WHERE c.product_id = s.product_id;

CREATE OR REPLACE FUNCTION fold_stats_deltas() RETURNS bigint LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM stats_delta RETURNING manufacturer_id, product_id, serials, installed, withdrawn, requests, failed
  ), by_manufacturer AS (
    INSERT INTO manufacturer_stats AS s (manufacturer_id, total_serials, installed, withdrawn, total_requests, failed)
    SELECT d.manufacturer_id, sum(serials), sum(installed), sum(withdrawn), sum(requests), sum(failed)
      FROM moved d JOIN manufacturer m ON m.id = d.manufacturer_id GROUP BY d.manufacturer_id ORDER BY d.manufacturer_id
    ON CONFLICT (manufacturer_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn, total_requests = s.total_requests + EXCLUDED.total_requests,
      failed = s.failed + EXCLUDED.failed
  ), by_product AS (
    INSERT INTO product_stats AS s (product_id, total_serials, installed, total_requests, failed, withdrawn)
    SELECT d.product_id, sum(serials), sum(installed), sum(requests), sum(failed), sum(withdrawn)
      FROM moved d JOIN product p ON p.id = d.product_id GROUP BY d.product_id ORDER BY d.product_id
    ON CONFLICT (product_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      total_requests = s.total_requests + EXCLUDED.total_requests, failed = s.failed + EXCLUDED.failed,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn
  )
  SELECT count(*) FROM moved;
$$;

CREATE OR REPLACE VIEW product_stats_now AS
SELECT product_id, sum(total_serials)::bigint AS total_serials, sum(installed)::bigint AS installed,
       sum(total_requests)::bigint AS total_requests, sum(failed)::bigint AS failed, sum(withdrawn)::bigint AS withdrawn
  FROM (SELECT product_id, total_serials, installed, total_requests, failed, withdrawn FROM product_stats
        UNION ALL
        SELECT product_id, serials, installed, requests, failed, withdrawn FROM stats_delta WHERE product_id IS NOT NULL) c
 GROUP BY product_id;

-- Installed and Available sub-tabs (newest first): per manufacturer, per model, per supplier, and globally.
CREATE INDEX product_serial_manufacturer_state_idx ON product_serial (manufacturer_id, state, id DESC);
CREATE INDEX product_serial_product_state_id_idx ON product_serial (product_id, state, id DESC);
CREATE INDEX product_serial_supplier_state_idx ON product_serial (distributor_id, manufacturer_id, state, id DESC)
  WHERE distributor_id IS NOT NULL;
CREATE INDEX product_serial_state_idx ON product_serial (state, id DESC);
-- Serial search: a prefix of the normalised serial, whatever the database's collation.
CREATE INDEX product_serial_norm_prefix_idx ON product_serial (serial_norm text_pattern_ops);
CREATE INDEX product_log_unresolved_prefix_idx ON product_log (serial_norm text_pattern_ops)
  WHERE status = 0 AND resolved_on IS NULL;

-- Failed serials of one model (model detail), and parallel imports (global view and their export).
CREATE INDEX product_log_failed_product_idx ON product_log (product_id, requested_time DESC)
  WHERE status = 0 AND resolved_on IS NULL;
CREATE INDEX product_log_parallel_idx ON product_log (manufacturer_id, requested_time DESC) WHERE is_parralel_import;
CREATE INDEX product_log_parallel_time_idx ON product_log (requested_time DESC) WHERE is_parralel_import;

-- Serial images by the log that carried them (the thumbnail of a failed serial) and by the serial as sent.
CREATE INDEX serial_image_log_idx ON serial_image (product_log_id);
CREATE INDEX serial_image_serial_text_idx ON serial_image (upper(serial) text_pattern_ops);
