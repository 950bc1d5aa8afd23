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

export const BRAND_MODELS = 'SELECT id, model FROM product WHERE brand_id = $1';

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

export const FINISH_UPLOAD = `UPDATE upload SET status = 'done', total_records = $2, success = $3, failed = $4, report_system_file_name = $5 WHERE id = $1`;

// clock_timestamp(): now() would be the start of this transaction, not the end of the import
export const FINISH_BATCH = `UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = clock_timestamp(), rows_read = $3 WHERE batch_id = $1`;
