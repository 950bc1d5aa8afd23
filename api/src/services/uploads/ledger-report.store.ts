import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';

export interface LedgerRow {
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

/** An upload's serials open as a read-only cursor, fetched piece by piece; close it (committing when all went well). */
export interface LedgerCursor {
  fetch(rows: number): Promise<LedgerRow[]>;
  close(ok: boolean): Promise<void>;
}

/** The serials of an upload with the ledger's latest answer for each, for the ledger report. */
@injectable({scope: BindingScope.SINGLETON})
export class LedgerReportStore extends SqlRepository {
  /** Opens the upload's serials, in upload order, as a cursor in one read-only transaction on a client of its own. */
  async open(uploadId: number): Promise<LedgerCursor> {
    const db = await this.pool.connect();
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
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      db.release();
      throw err;
    }
    return {
      fetch: async rows => (await db.query<LedgerRow>(`FETCH ${rows} FROM ledger_report`)).rows,
      close: async ok => {
        try {
          await db.query(ok ? 'COMMIT' : 'ROLLBACK');
        } finally {
          db.release();
        }
      },
    };
  }
}
