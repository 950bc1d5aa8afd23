-- The maintained counts of a verification batch travel as one row (count_batch), written by the batch's own statement;
-- the fold expands it into the delta tables and moves them into the counts, in one transaction, later. The triggers
-- that count installations, installed serials and logs row by row stand aside for a transaction that says it records
-- its counts this way (SET LOCAL voltcheck.counts_by_batch = on: only the verification's transactions do); every other
-- writer (imports, releases, uploads, the generator) is counted by them as before. The installers' counts stay on their
-- triggers: one row each per batch, not per serial. The *_now views and installation_day_tally_unfolded add the
-- batches not folded yet, so that every count is exact at once.

-- No index: the fold takes every row at once (DELETE ... RETURNING), and the table holds seconds of batches at most.
CREATE TABLE count_batch (
  batch_id                uuid NOT NULL,
  installation_id         integer,
  -- the batch created its installation (its day-tally keys count once)
  new_installation        boolean NOT NULL,
  -- one element per serial the batch installed: its manufacturer and model as they were then
  installed_manufacturers integer[] NOT NULL,
  installed_products      integer[] NOT NULL,
  -- the installation_tally rows the batch added: each (manufacturer, distributor) first counted in the installation
  tallied_manufacturers   integer[] NOT NULL,
  tallied_distributors    integer[] NOT NULL
);

-- The counting triggers of installations, serials and logs, again, each with a WHEN that skips a batch's own writes.
DROP TRIGGER installation_day_tally_insert ON installation;
CREATE TRIGGER installation_day_tally_insert AFTER INSERT ON installation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('voltcheck.counts_by_batch', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION installation_day_tally_insert();
DROP TRIGGER installation_day_tally_manufacturer ON product_serial;
CREATE TRIGGER installation_day_tally_manufacturer AFTER UPDATE ON product_serial
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('voltcheck.counts_by_batch', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION installation_day_tally_manufacturer();
DROP TRIGGER product_serial_installation_tally ON product_serial;
CREATE TRIGGER product_serial_installation_tally AFTER UPDATE OF installation_id ON product_serial
  FOR EACH ROW WHEN (new.installation_id IS NOT NULL AND old.installation_id IS DISTINCT FROM new.installation_id
                     AND current_setting('voltcheck.counts_by_batch', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION installation_tally_serial();
DROP TRIGGER product_serial_stats_update ON product_serial;
CREATE TRIGGER product_serial_stats_update AFTER UPDATE ON product_serial
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('voltcheck.counts_by_batch', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_serial_stats();
DROP TRIGGER product_log_stats_insert ON product_log;
CREATE TRIGGER product_log_stats_insert AFTER INSERT ON product_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT WHEN (current_setting('voltcheck.counts_by_batch', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION product_log_stats();

-- Moves every committed count_batch row into the counts. One fold at a time across replicas (the transaction's
-- advisory lock): `wait` false skips when another holds it, true waits. Uncommitted batches are invisible to the
-- DELETE and stay for the next fold; a crash undoes the DELETE with the counts it fed.
CREATE FUNCTION fold_batch_counts(wait boolean) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF wait THEN
    PERFORM pg_advisory_xact_lock(727150);
  ELSIF NOT pg_try_advisory_xact_lock(727150) THEN
    RETURN 0;
  END IF;
  WITH b AS (
    DELETE FROM count_batch RETURNING *
  ), logs AS (
    SELECT l.manufacturer_id, l.product_id, l.status, l.installation_id FROM b JOIN product_log l ON l.batch_id = b.batch_id
  ), tallied AS (
    SELECT b.installation_id, t.manufacturer_id, t.distributor_id
      FROM b CROSS JOIN LATERAL unnest(b.tallied_manufacturers, b.tallied_distributors) AS t(manufacturer_id, distributor_id)
  ), serial_and_log_counts AS (
    -- a log counts as failed as it was written (unresolved); a later resolution is counted by the update trigger
    INSERT INTO stats_delta (manufacturer_id, product_id, installed, requests, failed)
    SELECT manufacturer_id, product_id, sum(installed), sum(requests), sum(failed)
      FROM (SELECT manufacturer_id, product_id, 0 AS installed, 1 AS requests, (status = 0)::int AS failed FROM logs
            UNION ALL
            SELECT u.manufacturer_id, u.product_id, 1, 0, 0
              FROM b CROSS JOIN LATERAL unnest(b.installed_manufacturers, b.installed_products) AS u(manufacturer_id, product_id)) c
     GROUP BY 1, 2
  ), installation_counts AS (
    INSERT INTO installation_stats_delta (manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w)
    SELECT t.manufacturer_id, t.distributor_id, extract(year FROM i.installation_date), extract(month FROM i.installation_date),
           coalesce(nullif(upper(trim(i.state)), ''), 'NA'), count(*), coalesce(sum(i.rated_power_w), 0)
      FROM tallied t JOIN installation i ON i.id = t.installation_id
     GROUP BY 1, 2, 3, 4, 5
  ), day_counts AS (
    INSERT INTO installation_day_tally_delta (dimension, key, day, installations, power_w)
    SELECT dimension, key, day, sum(n), sum(power_w)
      FROM (SELECT d.dimension, d.key, i.installation_date AS day, 1 AS n, coalesce(i.rated_power_w, 0) AS power_w
              FROM b JOIN installation i ON i.id = b.installation_id
             CROSS JOIN LATERAL installation_day_tally_keys(i.state, i.city, i.post_code, i.installer_acc_code, i.retailer_name,
                                                            i.app_provider_id) d
             WHERE b.new_installation
            UNION ALL
            -- a manufacturer's first serial in the installation: its (manufacturer, no distributor) tally row is new
            SELECT d.dimension, d.key, i.installation_date, 1, coalesce(i.rated_power_w, 0)
              FROM tallied t JOIN installation i ON i.id = t.installation_id
             CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(t.manufacturer_id, i.state, i.retailer_name) d
             WHERE t.distributor_id = 0) k
     GROUP BY 1, 2, 3
  )
  SELECT count(*) INTO moved FROM b;
  -- The deltas written above (and any other writer's) into the count tables, in the same transaction.
  PERFORM fold_stats_deltas();
  PERFORM fold_installation_stats_deltas();
  PERFORM fold_installation_tallies();
  RETURN moved;
END $$;

-- What the batches not folded yet add to each (manufacturer, model): the same sums as the fold's.
CREATE VIEW count_batch_stats AS
SELECT manufacturer_id, product_id, sum(installed)::bigint AS installed, sum(requests)::bigint AS requests,
       sum(failed)::bigint AS failed
  FROM (SELECT l.manufacturer_id, l.product_id, 0 AS installed, 1 AS requests, (l.status = 0)::int AS failed
          FROM count_batch b JOIN product_log l ON l.batch_id = b.batch_id
        UNION ALL
        SELECT u.manufacturer_id, u.product_id, 1, 0, 0
          FROM count_batch b CROSS JOIN LATERAL unnest(b.installed_manufacturers, b.installed_products) AS u(manufacturer_id, product_id)) c
 GROUP BY 1, 2;

CREATE OR REPLACE VIEW manufacturer_stats_now AS
SELECT manufacturer_id, sum(total_serials)::bigint AS total_serials, sum(installed)::bigint AS installed,
       sum(withdrawn)::bigint AS withdrawn, sum(total_requests)::bigint AS total_requests, sum(failed)::bigint AS failed
  FROM (SELECT manufacturer_id, total_serials, installed, withdrawn, total_requests, failed FROM manufacturer_stats
        UNION ALL
        SELECT manufacturer_id, serials, installed, withdrawn, requests, failed FROM stats_delta WHERE manufacturer_id IS NOT NULL
        UNION ALL
        SELECT manufacturer_id, 0, installed, 0, requests, failed FROM count_batch_stats WHERE manufacturer_id IS NOT NULL) c
 GROUP BY manufacturer_id;

CREATE OR REPLACE VIEW product_stats_now AS
SELECT product_id, sum(total_serials)::bigint AS total_serials, sum(installed)::bigint AS installed,
       sum(total_requests)::bigint AS total_requests, sum(failed)::bigint AS failed, sum(withdrawn)::bigint AS withdrawn
  FROM (SELECT product_id, total_serials, installed, total_requests, failed, withdrawn FROM product_stats
        UNION ALL
        SELECT product_id, serials, installed, requests, failed, withdrawn FROM stats_delta WHERE product_id IS NOT NULL
        UNION ALL
        SELECT product_id, 0, installed, requests, failed, 0 FROM count_batch_stats WHERE product_id IS NOT NULL) c
 GROUP BY product_id;

-- The installation_tally rows the batches not folded yet added, with their installations.
CREATE VIEW count_batch_tallied AS
SELECT t.manufacturer_id, t.distributor_id, i.installation_date, i.state, i.retailer_name, i.rated_power_w
  FROM count_batch b CROSS JOIN LATERAL unnest(b.tallied_manufacturers, b.tallied_distributors) AS t(manufacturer_id, distributor_id)
  JOIN installation i ON i.id = b.installation_id;

CREATE OR REPLACE VIEW installation_stats_now AS
SELECT manufacturer_id, distributor_id, year, month, state, sum(total_installation)::bigint AS total_installation,
       sum(total_power_w)::bigint AS total_power_w
  FROM (SELECT manufacturer_id, 0 AS distributor_id, year, month, state, total_installation, total_power_w FROM installation_stats
        UNION ALL
        SELECT manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w FROM supplier_installation_stats
        UNION ALL
        SELECT manufacturer_id, distributor_id, year, month, state, total_installation, total_power_w FROM installation_stats_delta
        UNION ALL
        SELECT manufacturer_id, distributor_id, extract(year FROM installation_date)::smallint, extract(month FROM installation_date)::smallint,
               coalesce(nullif(upper(trim(state)), ''), 'NA'), 1, coalesce(rated_power_w, 0)
          FROM count_batch_tallied) x
 GROUP BY manufacturer_id, distributor_id, year, month, state;

-- The day tallies not folded yet: the delta rows, and the keys of the batches in count_batch (as the fold writes them).
CREATE VIEW installation_day_tally_unfolded AS
SELECT dimension, key, day, installations, power_w FROM installation_day_tally_delta
UNION ALL
SELECT d.dimension, d.key, i.installation_date, 1::bigint, coalesce(i.rated_power_w, 0)::bigint
  FROM count_batch b JOIN installation i ON i.id = b.installation_id
 CROSS JOIN LATERAL installation_day_tally_keys(i.state, i.city, i.post_code, i.installer_acc_code, i.retailer_name, i.app_provider_id) d
 WHERE b.new_installation
UNION ALL
SELECT d.dimension, d.key, t.installation_date, 1::bigint, coalesce(t.rated_power_w, 0)::bigint
  FROM count_batch_tallied t
 CROSS JOIN LATERAL installation_day_tally_manufacturer_keys(t.manufacturer_id, t.state, t.retailer_name) d
 WHERE t.distributor_id = 0;
