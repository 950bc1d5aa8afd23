import {PoolClient} from 'pg';
import {FLASH_COLUMNS} from './import-stage';
import {IMPORT_REASONS} from './row-checks';

export interface PersistTarget {
  brandId: number;
  manufacturerId: number;
  distributorId: number | null;
  uploadId: number;
}

const flashList = FLASH_COLUMNS.map(f => f.column).join(', ');
const flashFromStage = FLASH_COLUMNS.map(f => `s.${f.column}`).join(', ');
const flashSet = FLASH_COLUMNS.map(f => `${f.column} = s.${f.column}`).join(', ');

/** Advisory-lock class of "an import is persisting serials of this brand" (pg_advisory_xact_lock(class, brandId)). */
const BRAND_IMPORT_LOCK = 0x1ec7_0001;

/**
 * Classifies the staged rows in SQL and moves the saved ones into product_serial, inside the
 * import's transaction: serials repeated in the file (the first one wins), serials withdrawn by a
 * deleted upload (taken over by this one), serials already uploaded; then one INSERT ... SELECT of
 * the rest (insertSaved). Only failing rows are ever updated in the stage: a row is saved when its
 * reason stays null, so every row's outcome is known once classifyStage returns. Imports of one
 * brand persist one at a time, so nothing can slip in between the check and the insert; the count
 * check of insertSaved would catch it anyway (and the job would be retried).
 * Returns how many withdrawn serials this upload took over.
 */
export async function classifyStage(db: PoolClient, t: PersistTarget): Promise<number> {
  await db.query('CREATE INDEX ON import_stage (serial_norm)');
  await db.query('ANALYZE import_stage');
  await db.query(
    `UPDATE import_stage s SET reason = $1
       FROM (SELECT seq, row_number() OVER (PARTITION BY serial_norm ORDER BY seq) AS n FROM import_stage WHERE reason IS NULL) d
      WHERE d.seq = s.seq AND d.n > 1`,
    [IMPORT_REASONS.repeated],
  );
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [BRAND_IMPORT_LOCK, t.brandId]);
  const taken = await db.query(
    `UPDATE product_serial p SET state = 'available', upload_id = $3, distributor_id = $4, product_id = s.product_id,
            serial = s.serial, uploaded_on = now(), ledger_status = 'pending', ledger_date = NULL, ${flashSet}
       FROM import_stage s
      WHERE s.reason IS NULL AND p.brand_id = $1 AND p.manufacturer_id = $2 AND p.serial_norm = s.serial_norm AND p.state = 'withdrawn'`,
    [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
  );
  await db.query(
    `UPDATE import_stage s SET reason = $3
       FROM product_serial p
      WHERE s.reason IS NULL AND p.brand_id = $1 AND p.serial_norm = s.serial_norm AND p.upload_id IS DISTINCT FROM $2`,
    [t.brandId, t.uploadId, IMPORT_REASONS.alreadyUploaded],
  );
  return taken.rowCount ?? 0;
}

/** Inserts the classified stage's saved rows that are new serials; returns the counts of the upload. */
export async function insertSaved(db: PoolClient, t: PersistTarget, taken: number): Promise<{total: number; success: number; failed: number}> {
  const inserted = await db.query(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state, upload_id, distributor_id, ${flashList})
     SELECT $1, $2, s.product_id, s.serial, s.serial_norm, 'available', $3, $4, ${flashFromStage}
       FROM import_stage s WHERE s.reason IS NULL ORDER BY s.seq
     ON CONFLICT (brand_id, serial_norm) DO NOTHING`,
    [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
  );
  const {rows} = await db.query<{total: number; success: number}>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE reason IS NULL)::int AS success FROM import_stage',
  );
  const {total, success} = rows[0];
  if (taken + (inserted.rowCount ?? 0) !== success) {
    throw new Error(`serials of this brand changed during the import (${success} to save, ${taken} taken over, ${inserted.rowCount} inserted)`);
  }
  return {total, success, failed: total - success};
}

/**
 * The saved serials, in chunks (for resolving failed serials without one huge array). seq runs
 * 1..N, so each chunk is a range of the primary key: no scan and sort of the whole stage per chunk.
 */
export async function* savedSerials(db: PoolClient, chunk = 50_000): AsyncGenerator<string[]> {
  const {rows: [{last}]} = await db.query<{last: number | null}>('SELECT max(seq) AS last FROM import_stage');
  for (let from = 0; from < (last ?? 0); from += chunk) {
    const {rows} = await db.query<{serial: string}>(
      'SELECT serial FROM import_stage WHERE seq > $1 AND seq <= $2 AND reason IS NULL ORDER BY seq', [from, from + chunk],
    );
    if (rows.length) yield rows.map(r => r.serial);
  }
}
