-- Storing serials paid three statement triggers, each reading the statement's new rows again: four
-- scans and two sorts of every chunk an import stores (pg_stat_user_functions over a 1 M-row import
-- and the bench's COPY of 1 M rows: references 1,074 ms, counts 442 ms, ledger counts 380 ms).
-- One trigger now reads the new rows once, into their few groups, and does all three from those:
-- checks the references (migration 006), counts the serials (migration 008) and counts the
-- upload's ledger statuses (migration 012). UPDATE and DELETE keep their triggers.

CREATE TYPE product_serial_group AS (
  brand_id integer, manufacturer_id integer, product_id integer, upload_id integer, state text, ledger_status text, n bigint
);

CREATE FUNCTION product_serial_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  groups product_serial_group[];
  manufacturers int[]; uploads int[];
  found_n int; missing int;
BEGIN
  groups := ARRAY(SELECT ROW(brand_id, manufacturer_id, product_id, upload_id, state, ledger_status, count(*))::product_serial_group
                    FROM new_rows GROUP BY brand_id, manufacturer_id, product_id, upload_id, state, ledger_status);
  IF cardinality(groups) = 0 THEN RETURN NULL; END IF;

  -- The references, held FOR KEY SHARE until the transaction ends, as foreign keys would.
  WITH pairs AS (SELECT DISTINCT brand_id, product_id FROM unnest(groups)),
       locked AS (SELECT id, brand_id FROM product WHERE id IN (SELECT product_id FROM pairs) FOR KEY SHARE)
  SELECT count(*) INTO missing FROM pairs LEFT JOIN locked l ON l.id = pairs.product_id AND l.brand_id = pairs.brand_id WHERE l.id IS NULL;
  IF missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'product_serial refers to a product that does not exist or is not of its brand';
  END IF;
  SELECT array_agg(DISTINCT manufacturer_id), array_agg(DISTINCT upload_id) FILTER (WHERE upload_id IS NOT NULL)
    INTO manufacturers, uploads FROM unnest(groups);
  SELECT count(*) INTO found_n FROM (SELECT 1 FROM manufacturer WHERE id = ANY(manufacturers) FOR KEY SHARE) x;
  IF found_n <> cardinality(manufacturers) THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_serial refers to a manufacturer that does not exist (one of %s)', manufacturers);
  END IF;
  IF uploads IS NOT NULL THEN
    SELECT count(*) INTO found_n FROM (SELECT 1 FROM upload WHERE id = ANY(uploads) FOR KEY SHARE) x;
    IF found_n <> cardinality(uploads) THEN
      RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_serial refers to an upload that does not exist (one of %s)', uploads);
    END IF;
  END IF;

  -- The maintained counts.
  INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
  SELECT manufacturer_id, product_id, sum(n), coalesce(sum(n) FILTER (WHERE state = 'installed'), 0), coalesce(sum(n) FILTER (WHERE state = 'withdrawn'), 0)
    FROM unnest(groups) GROUP BY 1, 2;
  IF uploads IS NOT NULL THEN
    PERFORM upload_ledger_apply(ARRAY(SELECT (upload_id, ledger_status, sum(n))::upload_ledger_change
                                        FROM unnest(groups) WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status));
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER product_serial_references_insert ON product_serial;
DROP TRIGGER product_serial_stats_insert ON product_serial;
DROP TRIGGER product_serial_upload_ledger_insert ON product_serial;
DROP FUNCTION product_serial_references_check();
CREATE TRIGGER product_serial_inserted AFTER INSERT ON product_serial
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_serial_inserted();

-- The UPDATE and DELETE triggers' functions, without the INSERT branches they no longer serve.
CREATE OR REPLACE FUNCTION product_serial_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
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

CREATE OR REPLACE FUNCTION upload_ledger_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes upload_ledger_change[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changes := ARRAY(SELECT (upload_id, ledger_status, sum(n))::upload_ledger_change
                       FROM (SELECT upload_id, ledger_status, 1 AS n FROM new_rows UNION ALL SELECT upload_id, ledger_status, -1 FROM old_rows) c
                      WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status HAVING sum(n) <> 0);
  ELSE
    changes := ARRAY(SELECT (upload_id, ledger_status, -count(*))::upload_ledger_change FROM old_rows WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status);
  END IF;
  IF cardinality(changes) > 0 THEN
    PERFORM upload_ledger_apply(changes);
  END IF;
  RETURN NULL;
END $$;
