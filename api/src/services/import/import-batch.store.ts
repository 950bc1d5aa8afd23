import {analyzeAfterBulkWrite} from '../../database/statistics';
import {PgStore} from '../kernel/pg-store';
import {ImportPlan} from './import-plan';

export type ImportStatus = 'queued' | 'processing' | 'done' | 'failed';

/** An import as its uploader follows it (the batch, and its upload's counts once done). */
export interface ImportState {
  batchId: string;
  uploadId: number | null;
  status: ImportStatus;
  error: string | null;
  rowsRead: number;
  totalRecords: number | null;
  success: number | null;
  failed: number | null;
  type: number;
  manufacturerId: number;
  createdOn: Date;
  finishedOn: Date | null;
}

/** A queued import as its job reads it. */
export interface BatchRow {
  batch_id: string;
  manufacturer_id: number;
  distributor_id: number | null;
  uploaded_by: number;
  ip_address: string | null;
  type: number;
  status: string;
  attempts: number;
  request: ImportPlan;
}

/** The imports (import_batch) outside the import's own transaction: queued, followed, marked. */
export class ImportBatchStore extends PgStore {
  /** Queues the import of a batch (again, when its earlier run failed and stored nothing); false when it has started already. */
  async queue(b: {
    plan: ImportPlan;
    manufacturerId: number;
    distributorId: number | null;
    uploadedBy: number;
    ipAddress: string | null;
  }): Promise<boolean> {
    const {rows} = await this.pool.query<{batch_id: string}>(
      `INSERT INTO import_batch (batch_id, manufacturer_id, distributor_id, uploaded_by, ip_address, type, request)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (batch_id) DO UPDATE SET status = 'queued', error = NULL, attempts = 0, request = EXCLUDED.request, type = EXCLUDED.type
        WHERE import_batch.status = 'failed' AND import_batch.upload_id IS NULL
       RETURNING batch_id`,
      [
        b.plan.batchId,
        b.manufacturerId,
        b.distributorId,
        b.uploadedBy,
        b.ipAddress,
        b.plan.type,
        JSON.stringify(b.plan),
      ],
    );
    return rows.length > 0;
  }

  async state(batchId: string): Promise<ImportState | undefined> {
    const {rows} = await this.pool.query<ImportState>(
      `SELECT b.batch_id AS "batchId", b.upload_id AS "uploadId", b.status, b.error, b.rows_read AS "rowsRead", b.type,
              b.manufacturer_id AS "manufacturerId", b.created_on AS "createdOn", b.finished_on AS "finishedOn",
              u.total_records AS "totalRecords", u.success, u.failed
         FROM import_batch b LEFT JOIN upload u ON u.id = b.upload_id WHERE b.batch_id::text = $1`,
      [batchId],
    );
    return rows[0];
  }

  /** The supplier whose serials the import's become (null: the manufacturer's own). */
  async distributorOf(batchId: string): Promise<number | null> {
    const {rows} = await this.pool.query<{distributor_id: number | null}>(
      'SELECT distributor_id FROM import_batch WHERE batch_id = $1',
      [batchId],
    );
    return rows[0].distributor_id;
  }

  async find(batchId: string): Promise<BatchRow | undefined> {
    return (await this.pool.query<BatchRow>('SELECT * FROM import_batch WHERE batch_id = $1', [batchId])).rows[0];
  }

  /** A run starts: one more attempt, nothing read yet. */
  async markProcessing(batchId: string): Promise<void> {
    await this.pool.query(
      `UPDATE import_batch SET status = 'processing', started_on = now(), attempts = attempts + 1, error = NULL, rows_read = 0 WHERE batch_id = $1`,
      [batchId],
    );
  }

  /** A run failed: `failed` for good, or `queued` again while runs remain; an import done meanwhile stays done. */
  async markFailed(batchId: string, error: string, status: 'failed' | 'queued'): Promise<void> {
    await this.pool.query(
      `UPDATE import_batch SET status = $3, error = $2, finished_on = now() WHERE batch_id = $1 AND status <> 'done'`,
      [batchId, error, status],
    );
  }

  async recordRowsRead(batchId: string, rows: number): Promise<void> {
    await this.pool.query('UPDATE import_batch SET rows_read = $2 WHERE batch_id = $1', [batchId, rows]);
  }

  /** Fresh planner statistics for product_serial after an import added `rows` to it, when they are many. */
  analyzeSerials(rows: number): Promise<void> {
    return analyzeAfterBulkWrite(this.pool, 'product_serial', rows);
  }
}
