-- The console's lists at scale (issues 21 and 23, DESIGN.md's 100 ms): indexes that hold each list's
-- order with its tie-breaker (so a page, even a deep one, is read from the index alone and the rows
-- are fetched for that page only), and the counts the lists show kept as rows arrive.

-- Verification logs, newest first with the id as tie-breaker (migration 055's indexes lacked the id,
-- so every page sorted and a deep page fetched every skipped row).
DROP INDEX IF EXISTS product_log_time_idx;
CREATE INDEX product_log_time_idx ON product_log (requested_time DESC, id DESC);
DROP INDEX IF EXISTS product_log_type_time_idx;
CREATE INDEX product_log_type_time_idx ON product_log (requester_type, requested_time DESC, id DESC);
-- The portal's failed and parallel-import lists and the console's comment filter, the same way (partial indexes: a tenth of the logs or fewer).
DROP INDEX IF EXISTS product_log_failed_idx;
CREATE INDEX product_log_failed_idx ON product_log (manufacturer_id, requested_time DESC, id DESC) WHERE status = 0 AND resolved_on IS NULL;
DROP INDEX IF EXISTS product_log_failed_product_idx;
CREATE INDEX product_log_failed_product_idx ON product_log (product_id, requested_time DESC, id DESC) WHERE status = 0 AND resolved_on IS NULL;
DROP INDEX IF EXISTS product_log_parallel_idx;
CREATE INDEX product_log_parallel_idx ON product_log (manufacturer_id, requested_time DESC, id DESC) WHERE is_parralel_import;
DROP INDEX IF EXISTS product_log_parallel_time_idx;
CREATE INDEX product_log_parallel_time_idx ON product_log (requested_time DESC, id DESC) WHERE is_parralel_import;
DROP INDEX IF EXISTS product_log_comment_time_idx;
CREATE INDEX product_log_comment_time_idx ON product_log (requested_time DESC, id DESC) WHERE parralel_import_comment IS NOT NULL;
-- An app search, newest first with the tie-breaker.
DROP INDEX IF EXISTS product_log_app_time_idx;
CREATE INDEX product_log_app_time_idx ON product_log (lower(requester_app_name), requested_time DESC, id DESC);
-- A requester search: each matching name's logs newest first (the search walks the few names a prefix matches).
CREATE INDEX product_log_requester_time_idx ON product_log (lower(requester_name) text_pattern_ops, requested_time DESC, id DESC);

-- Installations newest first, and the /Installations search by postcode and city prefix.
CREATE INDEX installation_date_id_idx ON installation (installation_date DESC, id DESC);
CREATE INDEX installation_post_code_idx ON installation (post_code);
CREATE INDEX installation_city_prefix_idx ON installation (lower(city) text_pattern_ops);
CREATE INDEX installation_installer_idx ON installation (installer_acc_code);

-- Installers' data packs (installations recorded on their accreditation code), kept as installations
-- are recorded; an installer registered after its installations starts from their count.
ALTER TABLE installer ADD COLUMN data_packs bigint NOT NULL DEFAULT 0;
UPDATE installer i SET data_packs = c.n
  FROM (SELECT installer_acc_code, count(*) AS n FROM installation WHERE installer_acc_code IS NOT NULL GROUP BY 1) c
 WHERE i.acc_code = c.installer_acc_code;

CREATE FUNCTION installer_data_pack_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE installer i SET data_packs = i.data_packs + c.n
    FROM (SELECT installer_acc_code, count(*) AS n FROM new_rows WHERE installer_acc_code IS NOT NULL GROUP BY 1 ORDER BY 1) c
   WHERE i.acc_code = c.installer_acc_code;
  RETURN NULL;
END $$;
CREATE TRIGGER installation_installer_data_packs AFTER INSERT ON installation
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION installer_data_pack_counts();

CREATE FUNCTION installer_data_packs_at_registration() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data_packs := (SELECT count(*) FROM installation WHERE installer_acc_code = NEW.acc_code);
  RETURN NEW;
END $$;
CREATE TRIGGER installer_data_packs_at_registration BEFORE INSERT ON installer
  FOR EACH ROW EXECUTE FUNCTION installer_data_packs_at_registration();

-- Ledger records carry their serial's manufacturer, so the listing's Manufacturer filter reads an index
-- in the listing's order instead of joining every newer record to its serial.
ALTER TABLE ledger_record ADD COLUMN manufacturer_id integer;
UPDATE ledger_record r SET manufacturer_id = ps.manufacturer_id FROM product_serial ps WHERE ps.id = r.product_serial_id;

CREATE FUNCTION ledger_record_manufacturer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.manufacturer_id := (SELECT manufacturer_id FROM product_serial WHERE id = NEW.product_serial_id);
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_record_manufacturer BEFORE INSERT ON ledger_record
  FOR EACH ROW EXECUTE FUNCTION ledger_record_manufacturer();

CREATE INDEX ledger_record_manufacturer_time_idx ON ledger_record (manufacturer_id, created_time DESC, id DESC);
CREATE INDEX ledger_record_error_time_idx ON ledger_record (error, created_time DESC, id DESC) WHERE error IS NOT NULL;

-- The Detail View's manufacturer filter and the installations' manufacturer names probe an installation's
-- serials for their manufacturer: from the index alone.
DROP INDEX IF EXISTS product_serial_installation_idx;
CREATE INDEX product_serial_installation_idx ON product_serial (installation_id, manufacturer_id) WHERE installation_id IS NOT NULL;
