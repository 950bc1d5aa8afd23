-- Sandbox serials (the fixtures' SANDBOX-... units, stored with no upload) are test data: they stay out of every
-- manufacturer-facing count. A flag on the serial (a default, so no table rewrite) that the counting triggers read;
-- the verification writes a sandbox serial's log with no manufacturer or model and leaves its installation uncounted.
ALTER TABLE product_serial ADD COLUMN sandbox boolean NOT NULL DEFAULT false;

ALTER TYPE product_serial_group ADD ATTRIBUTE sandbox boolean;

CREATE OR REPLACE FUNCTION product_serial_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  groups product_serial_group[];
  manufacturers int[]; uploads int[];
  found_n int; missing int;
BEGIN
  groups := ARRAY(SELECT ROW(brand_id, manufacturer_id, product_id, upload_id, state, ledger_status, count(*), sandbox)::product_serial_group
                    FROM new_rows GROUP BY brand_id, manufacturer_id, product_id, upload_id, state, ledger_status, sandbox);
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

  -- The maintained counts, without sandbox serials.
  INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
  SELECT manufacturer_id, product_id, sum(n), coalesce(sum(n) FILTER (WHERE state = 'installed'), 0), coalesce(sum(n) FILTER (WHERE state = 'withdrawn'), 0)
    FROM unnest(groups) WHERE NOT sandbox GROUP BY 1, 2;
  IF uploads IS NOT NULL THEN
    PERFORM upload_ledger_apply(ARRAY(SELECT (upload_id, ledger_status, sum(n))::upload_ledger_change
                                        FROM unnest(groups) WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status));
  END IF;
  RETURN NULL;
END $$;

-- Updates and deletes count only serials that are not sandbox ones: marking a serial sandbox takes it out of the counts.
CREATE OR REPLACE FUNCTION product_serial_stats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
    SELECT manufacturer_id, product_id, sum(n), sum(n * (state = 'installed')::int), sum(n * (state = 'withdrawn')::int)
      FROM (SELECT manufacturer_id, product_id, state, 1 AS n FROM new_rows WHERE NOT sandbox
            UNION ALL SELECT manufacturer_id, product_id, state, -1 FROM old_rows WHERE NOT sandbox) c
     GROUP BY 1, 2
    HAVING sum(n) <> 0 OR sum(n * (state = 'installed')::int) <> 0 OR sum(n * (state = 'withdrawn')::int) <> 0;
  ELSE
    INSERT INTO stats_delta (manufacturer_id, product_id, serials, installed, withdrawn)
    SELECT manufacturer_id, product_id, -count(*), -count(*) FILTER (WHERE state = 'installed'), -count(*) FILTER (WHERE state = 'withdrawn')
      FROM old_rows WHERE NOT sandbox GROUP BY 1, 2;
  END IF;
  RETURN NULL;
END $$;

-- The sandbox serials stored before: marked (the update trigger takes them out of the counts), and their requests
-- moved to no manufacturer (the log update trigger moves their failed count; their request count is taken here).
UPDATE product_serial SET sandbox = true WHERE serial_norm LIKE 'SANDBOX-%' AND upload_id IS NULL;

ALTER TABLE product_log DISABLE TRIGGER product_log_references_update;

WITH x AS (
  SELECT l.id, l.manufacturer_id, l.product_id FROM product_log l JOIN product_serial s ON s.id = l.product_serial_id
   WHERE s.sandbox AND l.manufacturer_id IS NOT NULL
), moved AS (
  UPDATE product_log l SET manufacturer_id = NULL, product_id = NULL FROM x WHERE l.id = x.id
)
INSERT INTO stats_delta (manufacturer_id, product_id, requests)
SELECT manufacturer_id, product_id, -count(*) FROM x GROUP BY 1, 2;

ALTER TABLE product_log ENABLE TRIGGER product_log_references_update;
