-- An upload's ledger counts (the history card's Uploaded, Failed, Pending and Deleted, server.md
-- section 4: "the upload's ledger stats ... follow from those records") are its serials' ledger
-- statuses, counted: kept by statement triggers on product_serial, so every path that stores,
-- moves (restore, take-over) or re-grades serials keeps them right without counting them again.
-- Imports left them at zero before, while the ledger report listed every serial as Pending.
-- Statements that change neither a serial's upload nor its ledger status (a verification
-- installing serials) net to nothing and write nothing.

CREATE TYPE upload_ledger_change AS (upload_id integer, ledger_status text, n bigint);

CREATE FUNCTION upload_ledger_apply(changes upload_ledger_change[]) RETURNS void LANGUAGE sql AS $$
  UPDATE upload u
     SET ledger_pending_count = u.ledger_pending_count + d.pending, ledger_pass_count = u.ledger_pass_count + d.pass,
         ledger_fail_count = u.ledger_fail_count + d.fail, ledger_deleted_count = u.ledger_deleted_count + d.deleted
    FROM (SELECT upload_id,
                 coalesce(sum(n) FILTER (WHERE ledger_status = 'pending'), 0) AS pending, coalesce(sum(n) FILTER (WHERE ledger_status = 'pass'), 0) AS pass,
                 coalesce(sum(n) FILTER (WHERE ledger_status = 'fail'), 0) AS fail, coalesce(sum(n) FILTER (WHERE ledger_status = 'deleted'), 0) AS deleted
            FROM unnest(changes) GROUP BY upload_id) d
   WHERE u.id = d.upload_id
$$;

CREATE FUNCTION upload_ledger_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes upload_ledger_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changes := ARRAY(SELECT (upload_id, ledger_status, count(*))::upload_ledger_change FROM new_rows WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status);
  ELSIF TG_OP = 'UPDATE' THEN
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

CREATE TRIGGER product_serial_upload_ledger_insert AFTER INSERT ON product_serial
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_ledger_counts();
CREATE TRIGGER product_serial_upload_ledger_update AFTER UPDATE ON product_serial
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_ledger_counts();
CREATE TRIGGER product_serial_upload_ledger_delete AFTER DELETE ON product_serial
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION upload_ledger_counts();

-- The counts of the uploads already stored, from their serials (one pass, once).
UPDATE upload SET ledger_pending_count = 0, ledger_pass_count = 0, ledger_fail_count = 0, ledger_deleted_count = 0;
SELECT upload_ledger_apply(ARRAY(
  SELECT (upload_id, ledger_status, count(*))::upload_ledger_change FROM product_serial WHERE upload_id IS NOT NULL GROUP BY upload_id, ledger_status));
