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
 * Imports of one brand persist one at a time (until the import's transaction ends), so nothing can
 * slip in between a chunk's check against the stored serials and its insert; the count check of
 * persistStage would catch it anyway (and the job would be retried).
 */
export async function lockBrandImports(db: PoolClient, brandId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [BRAND_IMPORT_LOCK, brandId]);
}

/**
 * Moves the staged chunk into product_serial, inside the import's transaction. Rows repeated in the
 * file are already failed (the importer sees every row first); here: serials of the brand already
 * stored fail as already uploaded, except the manufacturer's serials withdrawn by a deleted upload,
 * which this upload takes over; the other rows are inserted. A serial stored or withdrawn meanwhile
 * by anything else fails the insert or the count check, and the job is retried. Returns the staged
 * rows failed here (by seq) and how many rows were saved.
 */
export async function persistStage(db: PoolClient, t: PersistTarget, toSave: number): Promise<{alreadyUploaded: number[]; saved: number}> {
  const stored = await db.query<{seq: number; taken: boolean}>(
    `UPDATE import_stage s SET taken = m.takeover, reason = CASE WHEN m.takeover THEN NULL ELSE $3 END
       FROM (SELECT p.serial_norm, p.state = 'withdrawn' AND p.manufacturer_id = $2 AS takeover FROM product_serial p WHERE p.brand_id = $1) m
      WHERE s.serial_norm = m.serial_norm
      RETURNING s.seq, s.taken`,
    [t.brandId, t.manufacturerId, IMPORT_REASONS.alreadyUploaded],
  );
  const alreadyUploaded = stored.rows.filter(r => !r.taken).map(r => r.seq);
  let taken = 0;
  if (alreadyUploaded.length < stored.rows.length) {
    const update = await db.query(
      `UPDATE product_serial p SET state = 'available', upload_id = $3, distributor_id = $4, product_id = s.product_id,
              serial = s.serial, uploaded_on = now(), ledger_status = 'pending', ledger_date = NULL, ${flashSet}
         FROM import_stage s
        WHERE s.taken AND p.brand_id = $1 AND p.manufacturer_id = $2 AND p.serial_norm = s.serial_norm AND p.state = 'withdrawn'`,
      [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
    );
    taken = update.rowCount ?? 0;
  }
  // No ON CONFLICT: every stored serial of the brand was found above, and speculative insertion costs ~25 % more.
  const inserted = await db.query(
    `INSERT INTO product_serial (brand_id, manufacturer_id, product_id, serial, serial_norm, state, upload_id, distributor_id, ${flashList})
     SELECT $1, $2, s.product_id, s.serial, s.serial_norm, 'available', $3, $4, ${flashFromStage}
       FROM import_stage s WHERE s.reason IS NULL AND NOT s.taken ORDER BY s.seq`,
    [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
  );
  const saved = toSave - alreadyUploaded.length;
  if (taken + (inserted.rowCount ?? 0) !== saved) {
    throw new Error(`serials of this brand changed during the import (${saved} to save, ${taken} taken over, ${inserted.rowCount} inserted)`);
  }
  return {alreadyUploaded, saved};
}
