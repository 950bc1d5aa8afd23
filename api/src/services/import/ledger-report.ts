import {Readable, Writable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {Pool, PoolClient} from 'pg';
import {csvLine} from '../export';

/** The download's file name (document 001 section 2). */
export const LEDGER_REPORT_FILE = 'SerialLedgerReport.csv';

/** A serial's ledger status as the history card labels it. */
const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  pass: 'Uploaded',
  fail: 'Failed',
  deleted: 'Deleted',
};

const HEADER = [
  'Serial',
  'Brand',
  'Model',
  'Supplier',
  'Ledger Status',
  'Ledger Date',
  'Error',
  'Ledger Brand',
  'Ledger Model',
  'Ledger Supplier',
  'Record Id',
];

/** Rows fetched per round trip: a million-row upload streams in bounded memory. */
const FETCH_ROWS = 5000;

interface LedgerRow {
  serial: string;
  brand: string;
  model: string;
  supplier: string | null;
  ledger_status: string;
  ledger_date: Date | null;
  error: string | null;
  source_brand: string | null;
  source_model: string | null;
  source_distributor_name: string | null;
  record_id: string | null;
}

/**
 * Writes the ledger report of an upload as CSV to `out` (and ends it): every serial the upload holds,
 * in upload order, with its ledger status and date and the ledger's latest answer for it (error, and
 * the brand, model and supplier the ledger holds), formula-safe. Serials not yet sent are Pending
 * with empty answers. Read through a cursor in one read-only transaction, as fast as the client reads.
 */
export async function writeLedgerReport(pool: Pool, uploadId: number, out: Writable): Promise<void> {
  const db = await pool.connect();
  try {
    await db.query('BEGIN READ ONLY');
    await db.query(
      `DECLARE ledger_report NO SCROLL CURSOR FOR
       SELECT ps.serial, b.name::text AS brand, p.model, coalesce(d.name::text, 'Self supplier') AS supplier, ps.ledger_status, ps.ledger_date,
              r.error, r.source_brand, r.source_model, r.source_distributor_name, r.id::text AS record_id
         FROM product_serial ps
         JOIN brand b ON b.id = ps.brand_id
         JOIN product p ON p.id = ps.product_id
         LEFT JOIN distributor d ON d.id = ps.distributor_id
         LEFT JOIN LATERAL (SELECT * FROM ledger_record lr WHERE lr.product_serial_id = ps.id ORDER BY lr.created_time DESC, lr.id DESC LIMIT 1) r ON true
        WHERE ps.upload_id = $1
        ORDER BY ps.id`,
      [uploadId],
    );
    await pipeline(Readable.from(ledgerLines(db)), out);
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    db.release();
  }
}

/** The report's CSV text, the header first, then one piece per FETCH of the open cursor. */
async function* ledgerLines(db: PoolClient): AsyncGenerator<string> {
  yield csvLine(HEADER);
  for (;;) {
    const {rows} = await db.query<LedgerRow>(`FETCH ${FETCH_ROWS} FROM ledger_report`);
    if (!rows.length) return;
    yield rows
      .map(r =>
        csvLine([
          r.serial,
          r.brand,
          r.model,
          r.supplier,
          STATUS_LABELS[r.ledger_status] ?? r.ledger_status,
          r.ledger_date?.toISOString() ?? '',
          r.error,
          r.source_brand,
          r.source_model,
          r.source_distributor_name,
          r.record_id,
        ]),
      )
      .join('');
  }
}
