import {Readable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {PoolClient} from 'pg';
import {from as copyFrom} from 'pg-copy-streams';
import {COPY_COLUMNS, FLASH_COLUMNS, PersistTarget, SHARED_COLUMNS} from './import-stage';
import {LineBuffer} from './line-buffer';

const flashSet = FLASH_COLUMNS.map(f => `${f.column} = s.${f.column}`).join(', ');

/**
 * A temporary (per-transaction) table for the rare rows that take over a withdrawn serial: their
 * COPY lines are copied here as they are and moved into their stored row by one UPDATE ... FROM (new
 * serials go straight into product_serial by COPY).
 */
export async function createStage(db: PoolClient): Promise<void> {
  const flash = FLASH_COLUMNS.map(f => `${f.column} ${f.dataType === 'numeric' ? 'numeric' : 'text'}`).join(', ');
  const shared = SHARED_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', ');
  await db.query(
    `CREATE TEMP TABLE import_stage (${shared}, serial text NOT NULL, serial_norm text NOT NULL, product_id integer NOT NULL, ${flash}) ON COMMIT DROP`,
  );
}

/** COPY ... FROM STDIN of whole lines (each ending in a newline) into `table`; returns the rows copied. */
export async function copyLines(db: PoolClient, table: string, columns: string[], lines: Buffer): Promise<number> {
  const stream = db.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
  await pipeline(Readable.from([lines]), stream);
  return stream.rowCount;
}

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
 * The brand's stored serials among a chunk's normalised serials (one per line, each ending in '\n'):
 * serial_norm → true when this import takes it over (the manufacturer's own serial, withdrawn by a
 * deleted upload), false when it is already uploaded. One lookup by the unique key per chunk
 * (brand_serials_stored, migration 015, which never lets a small table's statistics choose a scan),
 * planned once under the import's generic plans (import-runner), not once per chunk (planning the
 * array of a 20,000-row chunk cost 40 ms of a 50 ms lookup). The serials go as one text
 * parameter, split by PostgreSQL: as a JS array, splitting them and pg's array literal cost a 1 M-row
 * import ~4 s of server CPU (a normalised serial holds no whitespace, so '\n' cannot occur inside one).
 */
async function findStored(db: PoolClient, t: PersistTarget, norms: LineBuffer): Promise<Map<string, boolean>> {
  const lines = norms.all();
  const {rows} = await db.query<{serial_norm: string; takeover: boolean}>({
    name: 'import-find-stored',
    text: 'SELECT serial_norm, takeover FROM brand_serials_stored($1, $2, $3)',
    // A Buffer goes as the text's bytes (pg's binary format, which for text is its UTF-8): no string built.
    values: [t.brandId, t.manufacturerId, lines.subarray(0, lines.length - 1)],
  });
  return new Map(rows.map(r => [r.serial_norm, r.takeover]));
}

/**
 * Stores a chunk's rows to save (their normalised serials, as for findStored, and whole COPY lines, in file order), inside
 * the import's transaction: of the serials findStored finds stored, those already uploaded fail, the
 * withdrawn ones this upload takes over are moved to it (through the stage); the others are COPYed
 * straight into product_serial. A serial stored or withdrawn meanwhile by anything else fails the
 * COPY or the count check, and the job is retried.
 * Returns the rows failed here (by index) and how many were saved.
 */
export async function persistChunk(
  db: PoolClient,
  t: PersistTarget,
  rows: {norms: LineBuffer; lines: LineBuffer},
): Promise<{alreadyUploaded: number[]; saved: number}> {
  const stored = await findStored(db, t, rows.norms);
  const fresh: number[] = [];
  const takeovers: number[] = [];
  const alreadyUploaded: number[] = [];
  if (stored.size) {
    rows.norms
      .all()
      .toString('utf8')
      .split('\n')
      .slice(0, -1)
      .forEach((norm, i) => {
        const over = stored.get(norm);
        (over === undefined ? fresh : over ? takeovers : alreadyUploaded).push(i);
      });
  }
  let taken = 0;
  if (takeovers.length) {
    await copyLines(db, 'import_stage', COPY_COLUMNS, rows.lines.select(takeovers));
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
  // Nothing of the chunk stored before (the usual case): every line goes as it is.
  const toInsert = !stored.size ? rows.lines.all() : fresh.length ? rows.lines.select(fresh) : undefined;
  const inserted = toInsert ? await copyLines(db, 'product_serial', COPY_COLUMNS, toInsert) : 0;
  const saved = rows.norms.length - alreadyUploaded.length;
  if (taken + inserted !== saved) {
    throw new Error(
      `serials of this brand changed during the import (${saved} to save, ${taken} taken over, ${inserted} inserted)`,
    );
  }
  return {alreadyUploaded, saved};
}
