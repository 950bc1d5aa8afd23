import {PoolClient} from 'pg';
import {copyLines, copyText, FLASH_COLUMNS, SERIAL_COLUMNS} from './import-stage';

export interface PersistTarget {
  brandId: number;
  manufacturerId: number;
  distributorId: number | null;
  uploadId: number;
}

/** The columns every saved row of one import shares, before its own SERIAL_COLUMNS in a COPY line. */
const STORED_COLUMNS = ['brand_id', 'manufacturer_id', 'state', 'upload_id', 'distributor_id'];
const flashSet = FLASH_COLUMNS.map(f => `${f.column} = s.${f.column}`).join(', ');

/** Advisory-lock class of "an import is persisting serials of this brand" (pg_advisory_xact_lock(class, brandId)). */
const BRAND_IMPORT_LOCK = 0x1ec7_0001;

/**
 * Imports of one brand persist one at a time (until the import's transaction ends), so nothing can
 * slip in between a chunk's check against the stored serials and its insert; the count check of
 * persistChunk would catch it anyway (and the job would be retried).
 */
export async function lockBrandImports(db: PoolClient, brandId: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1, $2)', [BRAND_IMPORT_LOCK, brandId]);
}

/**
 * The brand's stored serials among a chunk's normalised serials: serial_norm → true when this import
 * takes it over (the manufacturer's own serial, withdrawn by a deleted upload), false when it is
 * already uploaded. One indexed lookup per chunk, as a named statement: under the import's generic
 * plans (import-runner) it is planned once, not once per chunk (planning the array of a 20,000-row
 * chunk cost 40 ms of a 50 ms lookup).
 */
export async function findStored(db: PoolClient, t: PersistTarget, norms: string[]): Promise<Map<string, boolean>> {
  if (!norms.length) return new Map();
  const {rows} = await db.query<{serial_norm: string; takeover: boolean}>({
    name: 'import-find-stored',
    text: `SELECT serial_norm, state = 'withdrawn' AND manufacturer_id = $2 AS takeover FROM product_serial
            WHERE brand_id = $1 AND serial_norm = ANY($3::text[])`,
    values: [t.brandId, t.manufacturerId, norms],
  });
  return new Map(rows.map(r => [r.serial_norm, r.takeover]));
}

/**
 * Stores a chunk's rows to save (their serialLine and normalised serial, in file order), inside the
 * import's transaction, given what findStored found of them: those already uploaded fail, the
 * withdrawn ones this upload takes over are moved to it (through the stage), the others are COPYed
 * straight into product_serial. A serial stored or withdrawn meanwhile by anything else fails the
 * COPY or the count check, and the job is retried.
 * Returns the rows failed here (by index) and how many were saved.
 */
export async function persistChunk(
  db: PoolClient, t: PersistTarget, rows: {norms: string[]; lines: string[]}, stored: Map<string, boolean>,
): Promise<{alreadyUploaded: number[]; saved: number}> {
  const prefix = [t.brandId, t.manufacturerId, 'available', t.uploadId, t.distributorId].map(copyText).join('\t') + '\t';
  const fresh: string[] = [];
  const takeovers: string[] = [];
  const alreadyUploaded: number[] = [];
  rows.norms.forEach((norm, i) => {
    const over = stored.get(norm);
    if (over === undefined) fresh.push(prefix + rows.lines[i] + '\n');
    else if (over) takeovers.push(rows.lines[i] + '\n');
    else alreadyUploaded.push(i);
  });
  let taken = 0;
  if (takeovers.length) {
    await copyLines(db, 'import_stage', SERIAL_COLUMNS, takeovers);
    const update = await db.query(
      `UPDATE product_serial p SET state = 'available', upload_id = $3, distributor_id = $4, product_id = s.product_id,
              serial = s.serial, uploaded_on = now(), ledger_status = 'pending', ledger_date = NULL, ${flashSet}
         FROM import_stage s
        WHERE p.brand_id = $1 AND p.manufacturer_id = $2 AND p.serial_norm = s.serial_norm AND p.state = 'withdrawn'`,
      [t.brandId, t.manufacturerId, t.uploadId, t.distributorId],
    );
    taken = update.rowCount ?? 0;
    await db.query('TRUNCATE import_stage');
  }
  // Straight COPY, no ON CONFLICT: findStored found every stored serial of the brand, and the brand's imports run one at a time.
  const inserted = fresh.length ? await copyLines(db, 'product_serial', [...STORED_COLUMNS, ...SERIAL_COLUMNS], fresh) : 0;
  const saved = rows.norms.length - alreadyUploaded.length;
  if (taken + inserted !== saved) {
    throw new Error(`serials of this brand changed during the import (${saved} to save, ${taken} taken over, ${inserted} inserted)`);
  }
  return {alreadyUploaded, saved};
}
