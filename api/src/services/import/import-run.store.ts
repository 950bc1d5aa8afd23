import {BindingScope, injectable} from '@loopback/core';
import {PoolClient} from 'pg';
import {PLAN_ONCE} from '../../database/transaction';
import {SqlRepository} from '../kernel/sql-repository';
import {modelKey} from '../verification/verification-rules';

/** The importing brand's models: modelKey(model) → product id. */
export type BrandModels = Map<string, number>;

/** The statements of an import's own transaction (the job's run), besides the chunks' (import-persist.store). */
@injectable({scope: BindingScope.SINGLETON})
export class ImportRunStore extends SqlRepository {
  /** Holds the batch for this transaction (one run at a time) and answers its status now. */
  async lockBatch(db: PoolClient, batchId: string): Promise<string> {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchId]);
    const {rows} = await db.query<{status: string}>('SELECT status FROM import_batch WHERE batch_id = $1', [batchId]);
    return rows[0].status;
  }

  async brandOf(db: PoolClient, manufacturerId: number): Promise<number> {
    const {rows} = await db.query<{brand_id: number}>('SELECT brand_id FROM manufacturer WHERE id = $1', [
      manufacturerId,
    ]);
    return rows[0].brand_id;
  }

  /**
   * Room in memory for the statement triggers' transition tables of a chunk; the per-chunk
   * statements planned once (their shape never depends on the values).
   */
  async prepareBulkWrite(db: PoolClient): Promise<void> {
    await db.query(`SET LOCAL work_mem = '256MB'; ${PLAN_ONCE}`);
  }

  async createUpload(
    db: PoolClient,
    u: {
      batchId: string;
      manufacturerId: number;
      distributorId: number | null;
      type: number;
      sourceFileName: string;
      systemFileName: string;
      uploadedBy: number;
      ipAddress: string | null;
      reportFileName: string;
    },
  ): Promise<number> {
    const {rows} = await db.query<{id: number}>(
      `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, uploaded_by, ip_address, status,
                           report_file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'processing', $9) RETURNING id`,
      [
        u.batchId,
        u.manufacturerId,
        u.distributorId,
        u.type,
        u.sourceFileName,
        u.systemFileName,
        u.uploadedBy,
        u.ipAddress,
        u.reportFileName,
      ],
    );
    return rows[0].id;
  }

  async brandModels(db: PoolClient, brandId: number): Promise<BrandModels> {
    const {rows} = await db.query<{id: number; model: string}>('SELECT id, model FROM product WHERE brand_id = $1', [
      brandId,
    ]);
    return new Map(rows.map(r => [modelKey(r.model), r.id]));
  }

  /** The upload done, with its counts and its stored report; then its batch. */
  async finish(
    db: PoolClient,
    batchId: string,
    uploadId: number,
    counts: {total: number; success: number; failed: number},
    reportKey: string,
  ): Promise<void> {
    await db.query(
      `UPDATE upload SET status = 'done', total_records = $2, success = $3, failed = $4, report_system_file_name = $5 WHERE id = $1`,
      [uploadId, counts.total, counts.success, counts.failed, reportKey],
    );
    // clock_timestamp(): now() would be the start of this transaction, not the end of the import
    await db.query(
      `UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = clock_timestamp(), rows_read = $3 WHERE batch_id = $1`,
      [batchId, uploadId, counts.total],
    );
  }
}
