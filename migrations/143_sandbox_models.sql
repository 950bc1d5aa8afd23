-- A model that exists only for the sandbox's test serials (the fixtures' DE-EXPIRED and DE-FUTURE) is test data too:
-- product.sandbox, set by the sandbox fixtures, keeps it out of every manufacturer-facing list, count and export
-- (administrators see it, marked as test). Written to run before or after the sandbox serial flag: the models
-- marked here are those whose every stored serial is a sandbox one by that flag's own rule (SANDBOX-..., no upload)
-- and that no request of a real serial names.
ALTER TABLE product ADD COLUMN IF NOT EXISTS sandbox boolean NOT NULL DEFAULT false;

UPDATE product p SET sandbox = true
 WHERE EXISTS (SELECT 1 FROM product_serial s WHERE s.product_id = p.id AND s.serial_norm LIKE 'SANDBOX-%' AND s.upload_id IS NULL)
   AND NOT EXISTS (SELECT 1 FROM product_serial s WHERE s.product_id = p.id AND (s.serial_norm NOT LIKE 'SANDBOX-%' OR s.upload_id IS NOT NULL));

-- Requests that name a sandbox model (of a serial not stored, which count for the model named) are test requests:
-- moved to no manufacturer and no model, as the verification writes them from now on. Batches not folded yet are
-- folded first, so that the fold never counts a moved log a second time. The update trigger of the counts moves
-- the failed ones; the requests are taken off here.
DO $$ BEGIN
  IF to_regproc('fold_batch_counts') IS NOT NULL THEN PERFORM fold_batch_counts(true); END IF;
END $$;

ALTER TABLE product_log DISABLE TRIGGER product_log_references_update;

WITH x AS (
  SELECT l.id, l.manufacturer_id, l.product_id FROM product_log l JOIN product p ON p.id = l.product_id
   WHERE p.sandbox AND l.manufacturer_id IS NOT NULL
), moved AS (
  UPDATE product_log l SET manufacturer_id = NULL, product_id = NULL FROM x WHERE l.id = x.id
)
INSERT INTO stats_delta (manufacturer_id, product_id, requests)
SELECT manufacturer_id, product_id, -count(*) FROM x GROUP BY 1, 2;

ALTER TABLE product_log ENABLE TRIGGER product_log_references_update;
