-- Maintained counts without a hot row: each statement appends its changes to stats_delta (no row
-- is shared between concurrent batches, so no waits and no deadlocks); a background fold moves
-- the deltas into manufacturer_stats / product_stats. Readers use the *_now views (folded counts
-- plus the pending deltas), so counts are exact at once.

CREATE TABLE stats_delta (
  id               bigserial PRIMARY KEY,
  manufacturer_id  integer,
  product_id       integer,
  serials          bigint NOT NULL DEFAULT 0,
  installed        bigint NOT NULL DEFAULT 0,
  withdrawn        bigint NOT NULL DEFAULT 0,
  requests         bigint NOT NULL DEFAULT 0,
  failed           bigint NOT NULL DEFAULT 0
);
CREATE INDEX stats_delta_manufacturer_idx ON stats_delta (manufacturer_id);
CREATE INDEX stats_delta_product_idx ON stats_delta (product_id);

CREATE OR REPLACE FUNCTION stats_merge(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn, requests, failed)
  SELECT manufacturer_id, product_id, serials, installed, withdrawn, requests, failed
    FROM jsonb_to_recordset(delta) AS x(manufacturer_id int, product_id int, serials bigint, installed bigint,
                                        withdrawn bigint, requests bigint, failed bigint);
$$;

-- Moves every pending delta into the count tables in one statement; rows are taken in key order.
CREATE FUNCTION fold_stats_deltas() RETURNS bigint LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM stats_delta RETURNING manufacturer_id, product_id, serials, installed, withdrawn, requests, failed
  ), by_manufacturer AS (
    INSERT INTO manufacturer_stats AS s (manufacturer_id, total_serials, installed, withdrawn, total_requests, failed)
    SELECT manufacturer_id, sum(serials), sum(installed), sum(withdrawn), sum(requests), sum(failed)
      FROM moved WHERE manufacturer_id IS NOT NULL GROUP BY manufacturer_id ORDER BY manufacturer_id
    ON CONFLICT (manufacturer_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      withdrawn = s.withdrawn + EXCLUDED.withdrawn, total_requests = s.total_requests + EXCLUDED.total_requests,
      failed = s.failed + EXCLUDED.failed
  ), by_product AS (
    INSERT INTO product_stats AS s (product_id, total_serials, installed, total_requests, failed)
    SELECT product_id, sum(serials), sum(installed), sum(requests), sum(failed)
      FROM moved WHERE product_id IS NOT NULL GROUP BY product_id ORDER BY product_id
    ON CONFLICT (product_id) DO UPDATE SET
      total_serials = s.total_serials + EXCLUDED.total_serials, installed = s.installed + EXCLUDED.installed,
      total_requests = s.total_requests + EXCLUDED.total_requests, failed = s.failed + EXCLUDED.failed
  )
  SELECT count(*) FROM moved;
$$;

CREATE VIEW manufacturer_stats_now AS
SELECT manufacturer_id, sum(total_serials)::bigint AS total_serials, sum(installed)::bigint AS installed,
       sum(withdrawn)::bigint AS withdrawn, sum(total_requests)::bigint AS total_requests, sum(failed)::bigint AS failed
  FROM (SELECT manufacturer_id, total_serials, installed, withdrawn, total_requests, failed FROM manufacturer_stats
        UNION ALL
        SELECT manufacturer_id, serials, installed, withdrawn, requests, failed FROM stats_delta WHERE manufacturer_id IS NOT NULL) c
 GROUP BY manufacturer_id;

CREATE VIEW product_stats_now AS
SELECT product_id, sum(total_serials)::bigint AS total_serials, sum(installed)::bigint AS installed,
       sum(total_requests)::bigint AS total_requests, sum(failed)::bigint AS failed
  FROM (SELECT product_id, total_serials, installed, total_requests, failed FROM product_stats
        UNION ALL
        SELECT product_id, serials, installed, requests, failed FROM stats_delta WHERE product_id IS NOT NULL) c
 GROUP BY product_id;

-- "The same installation" lookups of the verification API (installation_date alone grows all day).
CREATE INDEX installation_same_idx ON installation (installation_date, post_code, installer_acc_code);
