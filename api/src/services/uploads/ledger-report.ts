import {Readable, Writable} from 'node:stream';
import {pipeline} from 'node:stream/promises';
import {csvLine} from '../export';
import type {LedgerCursor} from './upload.repository';

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

/**
 * Writes the ledger report of an upload as CSV to `out` (and ends it): every serial the upload holds,
 * in upload order, with its ledger status and date and the ledger's latest answer for it (error, and
 * the brand, model and supplier the ledger holds), formula-safe. Serials not yet sent are Pending
 * with empty answers. Read through the cursor as fast as the client reads.
 */
export async function writeLedgerReport(cursor: LedgerCursor, out: Writable): Promise<void> {
  try {
    await pipeline(Readable.from(ledgerLines(cursor)), out);
  } catch (err) {
    await cursor.close(false).catch(() => undefined);
    throw err;
  }
  await cursor.close(true);
}

/** The report's CSV text, the header first, then one piece per fetch of the cursor. */
async function* ledgerLines(cursor: LedgerCursor): AsyncGenerator<string> {
  yield csvLine(HEADER);
  for (;;) {
    const rows = await cursor.fetch(FETCH_ROWS);
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
