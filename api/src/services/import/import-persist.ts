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

/**
 * Classifies the staged rows in SQL and moves the saved ones into product_serial, inside the
 * import's transaction: unknown models, serials repeated in the file (the first one wins), serials
 * withdrawn by a deleted upload (taken over by this one), then one INSERT ... SELECT with
 * ON CONFLICT DO NOTHING; whatever was not saved by then was already uploaded.
 * Returns the counts of the upload.
 */
export async function persistStage(db: PoolClient, t: PersistTarget): Promise<{total: number; success: number; failed: number}> {
  await db.query('CREATE INDEX ON import_stage (serial_norm)');
  await db.query('ANALYZE import_stage');
  // Each distinct model text is normalised and looked up once, not once per row.
  await db.query(
    `UPDATE import_stage s SET product_id = m.product_id
       FROM (SELECT d.model, p.id AS product_id
               FROM (SELECT DISTINCT model FROM import_stage WHERE reason IS NULL) d
               JOIN product p ON p.brand_id = $1 AND p.model = regexp_replace(btrim(d.model), '\\s+', ' ', 'g')::citext) m
      WHERE s.reason IS NULL AND s.model = m.model`,
    [t.brandId],
  );
  await db.query('UPDATE import_stage SET reason = $1 WHERE reason IS NULL AND product_id IS NULL', [IMPORT_REASONS.unknownModel]);
  await db.query(
    `UPDATE import_stage s SET reason = $1
       FROM (SELECT seq, row_number() OVER (PARTITION BY serial_norm ORDER BY seq) AS n FROM import_stage WHERE reason IS NULL) d
      WHERE d.seq = s.seq AND d.n > 1`,
    [IMPORT_REASONS.repeated],
  );
  await db.query(
    `WITH taken AS (
       UPDATE product_serial p SET state = 'available', upload_id = $3, distributor_id = $4, product_id = s.product_id,
              serial = s.serial, uploaded_on = now(), ledger_status = 'pending', ledger_date = NULL, ${flashSet}
         FROM import_stage s
        WHERE s.reason IS NULL AND p.brand_id = $1 AND p.manufacturer_id = $2 AND p.serial_norm = s.serial_norm AND p.state = 'withdrawn'
       RETURNING p.serial_norm)
     UPDATE import_stage s SET saved = true FROM taken WHERE s.serial_norm = taken.serial_norm AND s.reason IS NULL`,
    [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
  );
  await db.query(
    `WITH inserted AS (
       INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state, upload_id, distributor_id, ${flashList})
       SELECT $1, $2, s.product_id, s.serial, s.serial_norm, 'available', $3, $4, ${flashFromStage}
         FROM import_stage s WHERE s.reason IS NULL AND NOT s.saved ORDER BY s.seq
       ON CONFLICT (brand_id, serial_norm) DO NOTHING
       RETURNING serial_norm)
     UPDATE import_stage s SET saved = true FROM inserted WHERE s.serial_norm = inserted.serial_norm AND s.reason IS NULL AND NOT s.saved`,
    [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
  );
  await db.query('UPDATE import_stage SET reason = $1 WHERE reason IS NULL AND NOT saved', [IMPORT_REASONS.alreadyUploaded]);
  const {rows} = await db.query<{total: number; success: number}>(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE saved)::int AS success FROM import_stage',
  );
  const {total, success} = rows[0];
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
      'SELECT serial FROM import_stage WHERE seq > $1 AND seq <= $2 AND saved ORDER BY seq', [from, from + chunk],
    );
    if (rows.length) yield rows.map(r => r.serial);
  }
}
