-- product_serial at import volume: references checked once per statement instead of once per row,
-- and one index fewer.
--
-- As foreign keys, brand, manufacturer, product and upload cost four row triggers per serial: about
-- 38 s of a 1 M-row import (EXPLAIN ANALYZE of the import's INSERT ... SELECT). The rules stay those
-- of a foreign key:
--   * every serial a statement writes refers to an existing manufacturer, upload and product of
--     its own brand (product.brand_id is a real foreign key, so the brand exists too); those rows
--     are locked FOR KEY SHARE until the transaction ends, so a concurrent delete waits, then fails;
--   * a manufacturer, product or upload that serials refer to cannot be deleted (and a brand keeps
--     its products, so it cannot be deleted while it has serials either).
--
-- The unique key leads with serial_norm, so it also serves the verification's lookup by serial
-- across brands, and the separate serial_norm index goes: one random-order index fewer per insert.

ALTER TABLE product_serial
  DROP CONSTRAINT product_serial_brand_id_fkey,
  DROP CONSTRAINT product_serial_manufacturer_id_fkey,
  DROP CONSTRAINT product_serial_product_id_fkey,
  DROP CONSTRAINT product_serial_upload_id_fkey;

ALTER TABLE product_serial ADD CONSTRAINT product_serial_serial_brand_key UNIQUE (serial_norm, brand_id);
ALTER TABLE product_serial DROP CONSTRAINT product_serial_brand_id_serial_norm_key;
DROP INDEX product_serial_norm_idx;

CREATE FUNCTION product_serial_references_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  manufacturers int[]; uploads int[];
  found_n int; missing int;
BEGIN
  SELECT array_agg(DISTINCT manufacturer_id), array_agg(DISTINCT upload_id) FILTER (WHERE upload_id IS NOT NULL)
    INTO manufacturers, uploads FROM new_rows;
  IF manufacturers IS NULL THEN RETURN NULL; END IF;
  WITH pairs AS (SELECT DISTINCT brand_id, product_id FROM new_rows),
       locked AS (SELECT id, brand_id FROM product WHERE id IN (SELECT product_id FROM pairs) FOR KEY SHARE)
  SELECT count(*) INTO missing FROM pairs LEFT JOIN locked l ON l.id = pairs.product_id AND l.brand_id = pairs.brand_id WHERE l.id IS NULL;
  IF missing > 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = 'product_serial refers to a product that does not exist or is not of its brand';
  END IF;
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
  RETURN NULL;
END $$;

CREATE TRIGGER product_serial_references_insert AFTER INSERT ON product_serial
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_serial_references_check();

-- An UPDATE that changes a reference is checked row by row, as a foreign key would; WHEN keeps the
-- verification's state changes free of it (transition tables cannot go with a column list).
CREATE FUNCTION product_serial_reference_row_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.product_id IS DISTINCT FROM OLD.product_id THEN
    PERFORM 1 FROM product WHERE id = NEW.product_id AND brand_id = NEW.brand_id FOR KEY SHARE;
    IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_serial refers to product %s, which does not exist or is not of brand %s', NEW.product_id, NEW.brand_id); END IF;
  END IF;
  IF NEW.manufacturer_id IS DISTINCT FROM OLD.manufacturer_id THEN
    PERFORM 1 FROM manufacturer WHERE id = NEW.manufacturer_id FOR KEY SHARE;
    IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_serial refers to manufacturer %s, which does not exist', NEW.manufacturer_id); END IF;
  END IF;
  IF NEW.upload_id IS NOT NULL AND NEW.upload_id IS DISTINCT FROM OLD.upload_id THEN
    PERFORM 1 FROM upload WHERE id = NEW.upload_id FOR KEY SHARE;
    IF NOT FOUND THEN RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('product_serial refers to upload %s, which does not exist', NEW.upload_id); END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER product_serial_references_update AFTER UPDATE OF brand_id, manufacturer_id, product_id, upload_id ON product_serial
  FOR EACH ROW WHEN (NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.manufacturer_id IS DISTINCT FROM OLD.manufacturer_id
                     OR NEW.product_id IS DISTINCT FROM OLD.product_id OR NEW.upload_id IS DISTINCT FROM OLD.upload_id)
  EXECUTE FUNCTION product_serial_reference_row_check();

-- The parent side. keep_while_referenced(query, children): refuses to delete (or renumber) a row
-- while `query` (with $1 = its id, answering by an index) says children still refer to it.
CREATE FUNCTION keep_while_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE used boolean;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.id = OLD.id THEN RETURN NEW; END IF;
  EXECUTE TG_ARGV[0] INTO used USING OLD.id;
  IF used THEN
    RAISE EXCEPTION USING ERRCODE = 'foreign_key_violation', MESSAGE = format('%s %s still has %s', TG_TABLE_NAME, OLD.id, TG_ARGV[1]);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER manufacturer_serials_guard BEFORE DELETE OR UPDATE OF id ON manufacturer FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_serial WHERE manufacturer_id = $1)', 'serials');
CREATE TRIGGER product_serials_guard BEFORE DELETE OR UPDATE OF id ON product FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_serial WHERE product_id = $1)', 'serials');
CREATE TRIGGER upload_serials_guard BEFORE DELETE OR UPDATE OF id ON upload FOR EACH ROW
  EXECUTE FUNCTION keep_while_referenced('SELECT EXISTS (SELECT 1 FROM product_serial WHERE upload_id = $1)', 'serials');
