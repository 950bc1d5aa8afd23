import {join} from 'node:path';
import {Pool, PoolClient} from 'pg';
import {analyzeAfterBulkWrite} from '../../database/statistics';
import {PLAN_ONCE, withTransaction} from '../../database/transaction';
import {JobWorker} from '../../jobs/job-worker';
import {LivePublisher} from '../../live/live-events';
import {throttled} from '../../live/throttled';
import {SpreadsheetError, UnreadableFileError} from '../spreadsheet';
import {StorageService} from '../kernel/storage.service';
import {ImportPlan} from './import-plan';
import {lockBrandImports} from './import-persist';
import {ImportPipeline} from './import-pipeline';
import {ReportWriter} from './import-report';
import {IMPORT_QUEUE, importRetry} from './import-request.service';
import {brandModels, readFileRows} from './import-rows';
import {createStage} from './import-stage';
import {withTempDir} from './temp-dir';

/** Test hooks (fault injection): called inside the import's transaction. Unset in production. */
export const importTestHooks: {beforeCommit?: (batchId: string) => Promise<void>} = {};

interface BatchRow {
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

/**
 * The import job: all files and sheets of one batch in ONE transaction (rows read and checked in
 * Node, stored in chunks by ImportPipeline with their failed serials resolved, the row report, the
 * upload row and its counts). A crash or an error part-way rolls everything back; a retried job
 * starts again from scratch, and a batch already done is skipped, so an import never lands twice.
 */
export class ImportRunner implements JobWorker<{batchId: string}> {
  readonly queue = IMPORT_QUEUE;

  constructor(
    private readonly pool: Pool,
    private readonly storage: StorageService,
    private readonly live: LivePublisher,
  ) {}

  async run({batchId}: {batchId: string}): Promise<void> {
    const {rows} = await this.pool.query<BatchRow>('SELECT * FROM import_batch WHERE batch_id = $1', [batchId]);
    const batch = rows[0];
    if (!batch || batch.status === 'done') return;
    await this.pool.query(
      `UPDATE import_batch SET status = 'processing', started_on = now(), attempts = attempts + 1, error = NULL, rows_read = 0 WHERE batch_id = $1`,
      [batchId],
    );
    try {
      const result = await withTransaction(this.pool, db => this.importIn(db, batch));
      if (!result) return;
      await this.publish(batch, 'UploadComplete', {
        batchId,
        uploadId: result.uploadId,
        success: result.success,
        failed: result.failed,
        total: result.total,
      });
      // The upload is stored and announced; fresh statistics only speed up what comes next (autovacuum would get there too).
      await analyzeAfterBulkWrite(this.pool, 'product_serial', result.success).catch(err =>
        console.warn(`[voltcheck] ANALYZE product_serial after import ${batchId} failed: ${(err as Error).message}`),
      );
    } catch (err) {
      // A bad file fails for good; anything else (a reader failing on a file that read well for its preview
      // included) is retried by the queue, from scratch, while runs remain.
      const attempt = batch.attempts + 1;
      const badFile = err instanceof SpreadsheetError && !(err instanceof UnreadableFileError);
      const final = badFile || attempt >= importRetry.attempts;
      const message =
        err instanceof SpreadsheetError
          ? err.message
          : `The import failed and nothing was stored: ${(err as Error).message}`;
      const shown = final
        ? message
        : `${message} (run ${attempt} of ${importRetry.attempts}; it runs again in ${importRetry.delaySeconds} s)`;
      await this.pool.query(
        `UPDATE import_batch SET status = $3, error = $2, finished_on = now() WHERE batch_id = $1 AND status <> 'done'`,
        [batchId, shown, final ? 'failed' : 'queued'],
      );
      if (final) await this.publish(batch, 'UploadFailed', {batchId, message}).catch(() => undefined);
      if (!badFile) throw err;
    }
  }

  private async importIn(db: PoolClient, batch: BatchRow) {
    const batchId = batch.batch_id;
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchId]);
    const again = await db.query<{status: string}>('SELECT status FROM import_batch WHERE batch_id = $1', [batchId]);
    if (again.rows[0].status === 'done') return undefined;
    const plan = batch.request;
    const {
      rows: [m],
    } = await db.query<{brand_id: number}>('SELECT brand_id FROM manufacturer WHERE id = $1', [batch.manufacturer_id]);

    // Room in memory for the statement triggers' transition tables of a chunk; the per-chunk
    // statements planned once (their shape never depends on the values).
    await db.query(`SET LOCAL work_mem = '256MB'; ${PLAN_ONCE}`);
    const first = plan.files[0];
    const {
      rows: [upload],
    } = await db.query<{id: number}>(
      `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, uploaded_by, ip_address, status,
                           report_file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'processing', $9) RETURNING id`,
      [
        batchId,
        batch.manufacturer_id,
        batch.distributor_id,
        plan.type,
        plan.files.map(f => f.originalName).join(', '),
        first.storageKey,
        batch.uploaded_by,
        batch.ip_address,
        `${first.originalName.replace(/\.[^.]*$/, '')}_report`,
      ],
    );
    const models = await brandModels(db, m.brand_id);
    await createStage(db);
    await lockBrandImports(db, m.brand_id);
    const target = {
      brandId: m.brand_id,
      manufacturerId: batch.manufacturer_id,
      distributorId: batch.distributor_id,
      uploadId: upload.id,
    };

    return withTempDir(async dir => {
      const report = new ReportWriter(join(dir, 'report.csv'), new Map(plan.files.map(f => [f.index, f.originalName])));
      try {
        const pipeline = new ImportPipeline(db, target, report, batchId);
        const progress = throttled(async rows => {
          await this.publish(batch, 'RowRead', {batchId, rows});
          await this.pool.query('UPDATE import_batch SET rows_read = $2 WHERE batch_id = $1', [batchId, rows]);
        });
        let read = 0;
        for (const file of plan.files) {
          if (!file.sheets.length) continue;
          const path = await this.storage.localPath(file.storageKey);
          read += await readFileRows(path, file, models, read, row => {
            const stored = pipeline.add(row);
            progress(pipeline.rows);
            return stored;
          });
        }
        await progress.flush();
        await this.publish(batch, 'RowsCopied', {batchId, rows: pipeline.rows});
        await pipeline.finish();
        if (importTestHooks.beforeCommit) await importTestHooks.beforeCommit(batchId);
        const reportKey = await report.store(this.storage, batchId);
        const counts = {total: pipeline.rows, success: pipeline.saved, failed: pipeline.rows - pipeline.saved};
        await db.query(
          `UPDATE upload SET status = 'done', total_records = $2, success = $3, failed = $4, report_system_file_name = $5 WHERE id = $1`,
          [upload.id, counts.total, counts.success, counts.failed, reportKey],
        );
        // clock_timestamp(): now() would be the start of this transaction, not the end of the import
        await db.query(
          `UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = clock_timestamp(), rows_read = $3 WHERE batch_id = $1`,
          [batchId, upload.id, pipeline.rows],
        );
        return {uploadId: upload.id, ...counts};
      } catch (err) {
        report.discard();
        throw err;
      }
    });
  }

  /** Live progress to the uploader, the manufacturer's own accounts and the administrators. */
  private async publish(batch: BatchRow, event: string, payload: object): Promise<void> {
    await this.live.publish(
      [`user:${batch.uploaded_by}`, `manufacturer:${batch.manufacturer_id}`, 'admin'],
      event,
      payload,
    );
  }
}
