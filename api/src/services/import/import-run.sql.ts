import {PLAN_ONCE} from '../../database/transaction';
import {FLASH_COLUMNS, SHARED_COLUMNS} from './import-stage';

/** The statements of an import's one transaction (ImportRunRepository), in the order a run uses them. */

/** Holds the batch ($1) for this transaction: one run at a time. */
export const LOCK_BATCH = 'SELECT pg_advisory_xact_lock(hashtext($1))';
export const BATCH_STATUS = 'SELECT status FROM import_batch WHERE batch_id = $1';
export const BRAND_OF = 'SELECT brand_id FROM manufacturer WHERE id = $1';

/**
 * Room in memory for the statement triggers' transition tables of a chunk; the per-chunk statements
 * planned once (their shape never depends on the values).
 */
export const PREPARE_BULK_WRITE = `SET LOCAL work_mem = '256MB'; ${PLAN_ONCE}`;

export const CREATE_UPLOAD = `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, uploaded_by, ip_address, status,
                           report_file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'processing', $9) RETURNING id`;

/**
 * The brand's ($1) models, each with its part in a battery system: 'unit' (a modular product, a BMU), 'module' (a
 * module model) or null (most products of most brands); a unit with the module models that fit it.
 */
export const BRAND_MODELS = `SELECT p.id, p.model,
                                   CASE WHEN p.modular THEN 'unit'
                                        WHEN EXISTS (SELECT 1 FROM battery_module_model m WHERE m.product_id = p.id) THEN 'module'
                                   END AS part,
                                   CASE WHEN p.modular THEN ARRAY(SELECT f.module_product_id FROM battery_module_fit f WHERE f.bmu_product_id = p.id) END AS fits
                              FROM product p WHERE p.brand_id = $1`;

/**
 * Of the units a chunk's modules name (brand $1, normalised serials $2 as one text of lines), those stored now that
 * can take modules (brand_units_named, migration 154): a named statement, planned once under the import's generic plans.
 */
export const UNITS_NAMED = {
  name: 'import-units-named',
  text: 'SELECT serial_norm, id, product_id FROM brand_units_named($1, $2)',
};

/**
 * A temporary (per-transaction) table for the rare rows that take over a withdrawn serial: their COPY lines
 * are copied here as they are and moved into their stored row by one UPDATE ... FROM (TAKE_OVER).
 */
const stageShared = SHARED_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ');
const stageFlash = FLASH_COLUMNS.map(f => `${f.column} ${f.dataType === 'numeric' ? 'numeric' : 'text'}`).join(', ');
export const CREATE_STAGE = `CREATE TEMP TABLE import_stage (${stageShared}, serial text NOT NULL, serial_norm text NOT NULL, product_id integer NOT NULL, ${stageFlash}) ON COMMIT DROP`;
export const TRUNCATE_STAGE = 'TRUNCATE import_stage';

/** COPY ... FROM STDIN of whole lines into `table`. */
export const copyInto = (table: string, columns: string[]) => `COPY ${table} (${columns.join(', ')}) FROM STDIN`;

/** Advisory-lock class of "an import is persisting serials of this brand" (pg_advisory_xact_lock(class, brandId)). */
export const BRAND_IMPORT_LOCK = 0x1ec7_0001;
export const LOCK_BRAND_IMPORTS = 'SELECT pg_advisory_xact_lock($1, $2)';

/**
 * The brand's ($1, manufacturer $2) stored serials among a chunk's normalised serials ($3, one text of lines):
 * a named statement, so that it is planned once under the import's generic plans.
 */
export const FIND_STORED = {
  name: 'import-find-stored',
  text: 'SELECT serial_norm, takeover FROM brand_serials_stored($1, $2, $3)',
};

const flashSet = FLASH_COLUMNS.map(f => `${f.column} = s.${f.column}`).join(', ');

/** The staged rows take over the manufacturer's withdrawn serials: brand $1, manufacturer $2, upload $3, supplier $4. */
export const TAKE_OVER = `UPDATE product_serial p SET state = 'available', upload_id = $3, distributor_id = $4, product_id = s.product_id,
              serial = s.serial, uploaded_on = now(), ledger_status = 'pending', ledger_date = NULL, ${flashSet}
         FROM import_stage s
        WHERE p.brand_id = $1 AND p.manufacturer_id = $2 AND p.serial_norm = s.serial_norm AND p.state = 'withdrawn'`;

/** The manufacturer's ($1) unresolved failed serials, by the maintained counts. */
export const FAILED_COUNT =
  'SELECT coalesce((SELECT failed FROM manufacturer_stats_now WHERE manufacturer_id = $1), 0) AS failed';

/**
 * Resolves the manufacturer's ($1) unresolved failed logs whose serial the upload ($3, brand $2) now holds,
 * stamping the upload's batch ($4): from the manufacturer's failures when they are the fewer (each serial by
 * the brand's unique key), otherwise from the upload's serials (each by product_log_unresolved_serial_idx).
 */
export const resolveFailed = (fromFailures: boolean) =>
  fromFailures
    ? `WITH failed AS MATERIALIZED (
           SELECT id, serial_norm FROM product_log WHERE manufacturer_id = $1 AND status = 0 AND resolved_on IS NULL)
         UPDATE product_log l SET resolved_on = now(), upload_batch_id = $4
           FROM failed f
          WHERE l.id = f.id
            AND EXISTS (SELECT 1 FROM product_serial s WHERE s.serial_norm = f.serial_norm AND s.brand_id = $2 AND s.upload_id = $3)`
    : `UPDATE product_log l SET resolved_on = now(), upload_batch_id = $4
           FROM product_serial s
          WHERE s.upload_id = $3 AND s.brand_id = $2
            AND l.serial_norm = s.serial_norm AND l.manufacturer_id = $1 AND l.status = 0 AND l.resolved_on IS NULL`;

export const FINISH_UPLOAD = `UPDATE upload SET status = 'done', total_records = $2, success = $3, failed = $4, report_system_file_name = $5,
                                   unit_count = $6, module_count = $7 WHERE id = $1`;

// clock_timestamp(): now() would be the start of this transaction, not the end of the import
export const FINISH_BATCH = `UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = clock_timestamp(), rows_read = $3 WHERE batch_id = $1`;

/**
 * The rows that name a unit (Parent Serial): their row number in the import ($ord), their normalised serial, the
 * unit's, and its kind: 'fresh' (COPYed by this import), 'takeover' (a withdrawn serial taken over) or 'stored' (stored
 * before: the row links a loose module, or fails).
 * Decided together once every row is stored, so a unit may come after its modules in the file.
 */
export const CREATE_LINK_STAGE = `CREATE TEMP TABLE import_link (ord integer NOT NULL, serial_norm text NOT NULL, parent_norm text NOT NULL,
                                 kind text NOT NULL) ON COMMIT DROP`;

/**
 * Decides every staged link, set-wise: brand $1, manufacturer $2, reasons $3..$7 (row-checks' format()
 * texts: parent not found, not a BMU, module not compatible, under another unit, already uploaded). A row passes when
 * its unit is a stored, not withdrawn serial of the brand whose model is modular and takes the row's model as a module
 * (and no module itself, nor a row of this stage, which may yet be undone);
 * a row stored before also needs to be a loose, available module of this manufacturer. Passing rows get their unit;
 * failing rows this import stored are removed (new ones) or withdrawn again (taken over). Answers each row's outcome.
 */
export const RESOLVE_LINKS = `
WITH c AS MATERIALIZED (
  SELECT l.ord, l.kind = 'stored' AS stored, l.kind, m.id AS module_id, m.product_id, m.upload_id, m.parent_serial_id AS had_parent, m.state, m.manufacturer_id,
         mp.model AS module_model, u.id AS unit_id, u.serial AS unit_serial, up.model AS unit_model, up.modular,
         EXISTS (SELECT 1 FROM battery_module_fit f WHERE f.bmu_product_id = u.product_id AND f.module_product_id = m.product_id) AS fits
    FROM import_link l
    JOIN product_serial m ON m.brand_id = $1 AND m.serial_norm = l.serial_norm
    JOIN product mp ON mp.id = m.product_id
    LEFT JOIN product_serial u ON u.brand_id = $1 AND u.serial_norm = l.parent_norm AND u.state <> 'withdrawn'
                              AND u.parent_serial_id IS NULL AND u.serial_norm NOT IN (SELECT serial_norm FROM import_link)
    LEFT JOIN product up ON up.id = u.product_id),
d AS MATERIALIZED (
  SELECT c.*, CASE
           WHEN stored AND had_parent IS NOT NULL AND had_parent IS DISTINCT FROM unit_id
             THEN format($6, (SELECT p.serial FROM product_serial p WHERE p.id = c.had_parent))
           WHEN stored AND (had_parent IS NOT NULL OR state <> 'available' OR manufacturer_id <> $2) THEN $7
           WHEN unit_id IS NULL THEN $3
           WHEN NOT modular THEN format($4, unit_serial, unit_model)
           WHEN NOT fits THEN format($5, module_model, unit_model)
         END AS reason
    FROM c),
linked AS (UPDATE product_serial p SET parent_serial_id = d.unit_id FROM d WHERE p.id = d.module_id AND d.reason IS NULL RETURNING 1),
removed AS (DELETE FROM product_serial p USING d WHERE p.id = d.module_id AND d.reason IS NOT NULL AND d.kind = 'fresh' RETURNING 1),
withdrawn AS (UPDATE product_serial p SET state = 'withdrawn' FROM d
               WHERE p.id = d.module_id AND d.reason IS NOT NULL AND d.kind = 'takeover' RETURNING 1)
SELECT d.ord, d.kind, d.product_id, d.reason FROM d`;
