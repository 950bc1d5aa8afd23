import {BindingScope, injectable} from '@loopback/core';
import type {ImportBatch, Upload} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';
import {ImportPlan} from './import-plan';

/** An import as its uploader follows it (the batch, and its upload's counts once done). */
export type ImportState = Required<
  Pick<
    ImportBatch,
    'batchId' | 'uploadId' | 'status' | 'error' | 'rowsRead' | 'type' | 'manufacturerId' | 'createdOn' | 'finishedOn'
  >
> & {[K in 'totalRecords' | 'success' | 'failed' | 'unitCount' | 'moduleCount']: Upload[K] | null};

/** A queued import as its job reads it. */
export type QueuedImport = Required<
  Pick<
    ImportBatch,
    'batchId' | 'manufacturerId' | 'distributorId' | 'uploadedBy' | 'ipAddress' | 'type' | 'status' | 'attempts'
  >
> & {request: ImportPlan};

/** An import whose run a dead process left: settled as failed by failDeadRuns. */
export type DeadRun = Required<Pick<ImportBatch, 'batchId' | 'jobId' | 'manufacturerId' | 'uploadedBy'>>;

/**
 * The lock namespace of import runs: pg_advisory_lock(RUN_LOCK, hashtext(batch id)) is held by the
 * process running an import from before its status turns processing until it is done or failed.
 */
const RUN_LOCK = 18004;
const RUN_KEY = 'hashtext($2::uuid::text)';

/** The imports (import_batch) outside the import's own transaction: queued, followed, marked. */
@injectable({scope: BindingScope.SINGLETON})
export class ImportBatchRepository extends SqlRepository {
  /**
   * Runs `work` holding the batch's run lock on a connection of its own, so that the run's process
   * dying (its sessions end) frees it: that is how failDeadRuns tells a dead run from a live one.
   * False, without running `work`, when another process holds it (it is running this batch now).
   */
  async whileRunning(batchId: string, work: () => Promise<void>): Promise<boolean> {
    const db = await this.pool.connect();
    let broken: Error | undefined;
    try {
      const {rows} = await db.query<{held: boolean}>(`SELECT pg_try_advisory_lock($1, ${RUN_KEY}) AS held`, [
        RUN_LOCK,
        batchId,
      ]);
      if (!rows[0].held) return false;
      try {
        await work();
      } finally {
        await db.query(`SELECT pg_advisory_unlock($1, ${RUN_KEY})`, [RUN_LOCK, batchId]).catch(err => {
          broken = err as Error;
        });
      }
      return true;
    } finally {
      // A connection that may still hold the lock is closed rather than pooled.
      db.release(broken);
    }
  }

  /**
   * Imports left processing by a process that died (kill -9, a crash, a stop mid-run): each whose run
   * lock is free is failed with `error`, atomically with that check. Nothing of them was stored (the
   * import's one transaction died with its session), so each can be started again.
   */
  async failDeadRuns(error: string): Promise<DeadRun[]> {
    const {rows: processing} = await this.pool.query<{batch_id: string}>(
      `SELECT batch_id FROM import_batch WHERE status = 'processing' ORDER BY created_on`,
    );
    const dead: DeadRun[] = [];
    for (const {batch_id} of processing) {
      const run = await this.transaction(async db => {
        const {rows} = await db.query<{free: boolean}>(`SELECT pg_try_advisory_xact_lock($1, ${RUN_KEY}) AS free`, [
          RUN_LOCK,
          batch_id,
        ]);
        if (!rows[0].free) return undefined;
        const failed = await db.query<DeadRun>(
          `UPDATE import_batch SET status = 'failed', error = $2, finished_on = now()
            WHERE batch_id = $1 AND status = 'processing'
           RETURNING batch_id AS "batchId", job_id AS "jobId", manufacturer_id AS "manufacturerId", uploaded_by AS "uploadedBy"`,
          [batch_id, error],
        );
        return failed.rows[0];
      });
      if (run) dead.push(run);
    }
    return dead;
  }

  /** Queues the import of a batch (again, when its earlier run failed and stored nothing); false when it has started already. */
  async queue(
    b: Required<Pick<ImportBatch, 'jobId' | 'manufacturerId' | 'distributorId' | 'uploadedBy' | 'ipAddress'>> & {
      plan: ImportPlan;
    },
  ): Promise<boolean> {
    const {rows} = await this.pool.query<{batch_id: string}>(
      `INSERT INTO import_batch (batch_id, manufacturer_id, distributor_id, uploaded_by, ip_address, type, request, job_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (batch_id) DO UPDATE SET status = 'queued', error = NULL, attempts = 0, request = EXCLUDED.request, type = EXCLUDED.type,
                                            job_id = EXCLUDED.job_id
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
        b.jobId,
      ],
    );
    return rows.length > 0;
  }

  async state(batchId: string): Promise<ImportState | undefined> {
    const {rows} = await this.pool.query<ImportState>(
      `SELECT b.batch_id AS "batchId", b.upload_id AS "uploadId", b.status, b.error, b.rows_read AS "rowsRead", b.type,
              b.manufacturer_id AS "manufacturerId", b.created_on AS "createdOn", b.finished_on AS "finishedOn",
              u.total_records AS "totalRecords", u.success, u.failed, u.unit_count AS "unitCount", u.module_count AS "moduleCount"
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

  async find(batchId: string): Promise<QueuedImport | undefined> {
    const {rows} = await this.pool.query<QueuedImport>(
      `SELECT batch_id AS "batchId", manufacturer_id AS "manufacturerId", distributor_id AS "distributorId",
              uploaded_by AS "uploadedBy", ip_address AS "ipAddress", type, status, attempts, request
         FROM import_batch WHERE batch_id = $1`,
      [batchId],
    );
    return rows[0];
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
}
