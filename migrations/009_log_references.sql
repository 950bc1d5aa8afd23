-- product_log's references to its batch, serial, manufacturer and product, checked once per
-- statement instead of once per row (as migration 006 did for product_serial). Every log row
-- paid four row triggers, two of which lock rows that every batch of a brand shares (its
-- manufacturer and its model), so concurrent batches piled up shared row locks on them. In the
-- verification bench, raw batches went from 331-382 per second to 564-566 with the constraints
-- simply dropped, and to 510-537 with the checks below. The rules stay those of a foreign key:
--   * every log a statement writes refers to an existing batch, serial, manufacturer and product
--     (each may be null but the batch), locked FOR KEY SHARE once per statement until the end of
--     the transaction, so a concurrent delete waits, then fails;
--   * a batch, serial, manufacturer or product that logs refer to cannot be deleted: batches,
--     serials and manufacturers by the indexes that lead with their column; products by their
--     maintained request count (product_stats_now), which counts every log of the product.
-- installation_id keeps its foreign key: its row is the batch's own, so its check is cheap.

ALTER TABLE product_log
  DROP CONSTRAINT IF EXISTS product_log_batch_id_fkey,
  DROP CONSTRAINT IF EXISTS product_log_product_serial_id_fkey,
  DROP CONSTRAINT IF EXISTS product_log_manufacturer_id_fkey,
  DROP CONSTRAINT IF EXISTS product_log_product_id_fkey;

CREATE FUNCTION product_log_references_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batches uuid[]; serials bigint[]; manufacturers int[]; products int[];
  missing text;
BEGIN
  SELECT array_agg(DISTINCT batch_id),
         array_agg(DISTINCT product_serial_id) FILTER (WHERE product_serial_id IS NOT NULL),
         array_agg(DISTINCT manufacturer_id) FILTER (WHERE manufacturer_id IS NOT NULL),
         array_agg(DISTINCT product_id) FILTER (WHERE product_id IS NOT NULL)
    INTO batches, serials, manufacturers, products FROM new_rows;
  IF batches IS NULL THEN RETURN NULL; END IF;
  SELECT CASE
           WHEN (SELECT count(*) FROM (SELECT 1 FROM verification_batch WHERE id = ANY(batches) FOR KEY SHARE) x) <> cardinality(batches)
             THEN 'verification batch'
           WHEN serials IS NOT NULL AND (SELECT count(*) FROM (SELECT 1 FROM product_serial WHERE id = ANY(serials) FOR KEY SHARE) x) <> cardinality(serials)
             THEN 'serial'
           WHEN manufacturers IS NOT NULL AND (SELECT count(*) FROM (SELECT 1 FROM manufacturer WHERE id = ANY(manufacturers) FOR KEY SHARE) x) <> cardinality(manufacturers)
             THEN 'manufacturer'
           WHEN products IS NOT NULL AND (SELECT count(*) FROM (SELECT 1 FROM product WHERE id = ANY(products) FOR KEY SHARE) x) <> cardinality(products)
             THEN 'product'
         END INTO missing;
  IF missing IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_log refers to a %s that does not exist', missing);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_log_references_insert AFTER INSERT ON product_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_log_references_check();

-- Logs are only ever updated to resolve them; an update that changes a reference is refused outright.
CREATE FUNCTION product_log_references_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'a product_log''s batch, serial, manufacturer and product cannot change';
END $$;

CREATE TRIGGER product_log_references_update BEFORE UPDATE OF batch_id, product_serial_id, manufacturer_id, product_id ON product_log
  FOR EACH ROW WHEN (NEW.batch_id IS DISTINCT FROM OLD.batch_id OR NEW.product_serial_id IS DISTINCT FROM OLD.product_serial_id
                     OR NEW.manufacturer_id IS DISTINCT FROM OLD.manufacturer_id OR NEW.product_id IS DISTINCT FROM OLD.product_id)
  EXECUTE FUNCTION product_log_references_frozen();

-- The parent side (keep_while_referenced of migration 006).
CREATE TRIGGER verification_batch_logs_guard BEFORE DELETE OR UPDATE OF id ON verification_batch FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_log WHERE batch_id = $1)', 'verification logs');
CREATE TRIGGER product_serial_logs_guard BEFORE DELETE OR UPDATE OF id ON product_serial FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_log WHERE product_serial_id = $1)', 'verification logs');
CREATE TRIGGER manufacturer_logs_guard BEFORE DELETE OR UPDATE OF id ON manufacturer FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_log WHERE manufacturer_id = $1)', 'verification logs');
-- product_log has no index on product_id (one more per log would cost every verification): the
-- maintained request count of the model counts every log of it.
CREATE TRIGGER product_logs_guard BEFORE DELETE OR UPDATE OF id ON product FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced(
    'SELECT coalesce((SELECT total_requests > 0 FROM product_stats_now WHERE product_id = $1), false)', 'verification logs');
