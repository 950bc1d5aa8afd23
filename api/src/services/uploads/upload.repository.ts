import {BindingScope, injectable} from '@loopback/core';
import {Queryable} from '../../database/transaction';
import {Upload} from '../../models';
import {ModelData, modelColumns} from '../kernel/model-columns';
import {SqlRepository} from '../kernel/sql-repository';
import {Scope} from '../kernel/tenancy';
import {
  DECLARE_LEDGER_REPORT,
  LEDGER_REPORT_CURSOR,
  LedgerReportRow,
  uploadBy,
  uploadPage,
  UploadRecord,
} from './upload.sql';

/** An upload as deletion and restoration lock, change and write to the audit log as before and after. */
export type UploadData = ModelData<Upload>;

const UPLOAD = modelColumns(Upload);

/** An upload's serials open as a read-only cursor, fetched piece by piece; close it (committing when all went well). */
export interface LedgerCursor {
  fetch(rows: number): Promise<LedgerReportRow[]>;
  close(ok: boolean): Promise<void>;
}

/**
 * The uploads (upload): their history (document 001 section 2), their deletion and restoration with their
 * serials' states (statements that join the caller's transaction take its client first), and the ledger
 * report of an upload's serials. The history's and the report's statements are in upload.sql.ts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class UploadRepository extends SqlRepository {
  /** A page of the uploads in `scope`, newest first. filter: part of the file name, or the batch or upload id. */
  async list(scope: Scope, page: {filter?: string | null; skip: number; first: number}) {
    const q = uploadPage(scope, page);
    const [count, list] = await Promise.all([
      this.reads.query<{count: number}>(q.count),
      this.reads.query<UploadRecord>(q.page),
    ]);
    return {count: count.rows[0].count, list: list.rows};
  }

  /** One upload by id or batchId, whoever may see it. */
  async find(ref: {uploadId?: number; batchId?: string}): Promise<UploadRecord | undefined> {
    return (await this.pool.query<UploadRecord>(uploadBy(ref))).rows[0];
  }

  /** The upload, locked for the transaction's change. */
  async lock(db: Queryable, uploadId: number): Promise<UploadData | undefined> {
    return (await db.query<UploadData>(`SELECT ${UPLOAD} FROM upload WHERE id = $1 FOR UPDATE`, [uploadId])).rows[0];
  }

  /** Withdraws the upload's serials not installed; answers how many. */
  async withdraw(db: Queryable, uploadId: number): Promise<number> {
    const withdrawn = await db.query(
      `UPDATE product_serial SET state = 'withdrawn' WHERE upload_id = $1 AND state = 'available'`,
      [uploadId],
    );
    return withdrawn.rowCount ?? 0;
  }

  async countInstalled(db: Queryable, uploadId: number): Promise<number> {
    const {rows} = await db.query<{n: number}>(
      `SELECT count(*)::int AS n FROM product_serial WHERE upload_id = $1 AND state = 'installed'`,
      [uploadId],
    );
    return rows[0].n;
  }

  async markDeleted(
    db: Queryable,
    uploadId: number,
    d: {by: number; reason: string; deleted: number; undeleted: number},
  ): Promise<UploadData> {
    const {rows} = await db.query<UploadData>(
      `UPDATE upload SET deleted_on = now(), deleted_by = $2, delete_reason = $3, deleted_count = $4, undeleted_count = $5 WHERE id = $1 RETURNING ${UPLOAD}`,
      [uploadId, d.by, d.reason, d.deleted, d.undeleted],
    );
    return rows[0];
  }

  async isRestored(db: Queryable, uploadId: number): Promise<boolean> {
    return !!(await db.query('SELECT 1 FROM upload WHERE restored_from = $1', [uploadId])).rowCount;
  }

  /** A new upload copying the deleted one, with restoredFrom set. */
  async createRestored(
    db: Queryable,
    uploadId: number,
    batchId: string,
    by: number,
  ): Promise<{id: number; batchId: string}> {
    const {rows} = await db.query<{id: number; batchId: string}>(
      `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, report_file_name,
                           report_system_file_name, uploaded_by, ip_address, restored_from, status)
       SELECT $2, manufacturer_id, distributor_id, type, source_file_name, system_file_name, report_file_name,
              report_system_file_name, $3, ip_address, id, 'done' FROM upload WHERE id = $1
       RETURNING id, batch_id AS "batchId"`,
      [uploadId, batchId, by],
    );
    return rows[0];
  }

  /** Re-activates the serials still withdrawn of `fromUpload` as `toUpload`'s; answers how many. */
  async reactivate(db: Queryable, fromUpload: number, toUpload: number): Promise<number> {
    const restored = await db.query(
      `UPDATE product_serial SET state = 'available', upload_id = $2 WHERE upload_id = $1 AND state = 'withdrawn'`,
      [fromUpload, toUpload],
    );
    return restored.rowCount ?? 0;
  }

  async setCounts(
    db: Queryable,
    uploadId: number,
    c: {total: number; success: number; failed: number},
  ): Promise<UploadData> {
    const {rows} = await db.query<UploadData>(
      `UPDATE upload SET total_records = $2, success = $3, failed = $4 WHERE id = $1 RETURNING ${UPLOAD}`,
      [uploadId, c.total, c.success, c.failed],
    );
    return rows[0];
  }

  /** Opens the upload's serials for the ledger report, in upload order, as a cursor in one read-only transaction on a client of its own. */
  async openLedgerReport(uploadId: number): Promise<LedgerCursor> {
    const db = await this.pool.connect();
    try {
      await db.query('BEGIN READ ONLY');
      await db.query(DECLARE_LEDGER_REPORT, [uploadId]);
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      db.release();
      throw err;
    }
    return {
      fetch: async rows => (await db.query<LedgerReportRow>(`FETCH ${rows} FROM ${LEDGER_REPORT_CURSOR}`)).rows,
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
