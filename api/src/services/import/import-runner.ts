import {join} from 'node:path';
import {Pool, PoolClient} from 'pg';
import {withTransaction} from '../../database/transaction';
import {LiveEvents} from '../../live/live-events';
import {resolveFailedSerials} from '../failed-serial.service';
import {SpreadsheetError} from '../spreadsheet';
import {StorageService} from '../storage.service';
import {ImportPlan} from './import-plan';
import {classifyStage, insertSaved, savedSerials} from './import-persist';
import {exportOutcomes, writeReport} from './import-report';
import {brandModels, readFileRows} from './import-rows';
import {createStage, StageWriter} from './import-stage';
import {withTempDir} from './temp-dir';

/** Test hooks (fault injection): called inside the import's transaction. Unset in production. */
export const importTestHooks: {afterStaging?: (batchId: string) => Promise<void>} = {};

interface BatchRow {
  batch_id: string;
  manufacturer_id: number;
  distributor_id: number | null;
  uploaded_by: number;
  ip_address: string | null;
  type: number;
  status: string;
  request: ImportPlan;
}

/**
 * The import job: all files and sheets of one batch in ONE transaction (stage by COPY, classify,
 * INSERT ... SELECT, upload row and counts, resolve failed serials, row report). A crash or an
 * error part-way rolls everything back; a retried job starts again from scratch, and a batch
 * already done is skipped, so an import never lands twice.
 */
export class ImportRunner {
  constructor(private readonly pool: Pool, private readonly storage: StorageService, private readonly live?: LiveEvents) {}

  async run(batchId: string): Promise<void> {
    const {rows} = await this.pool.query<BatchRow>('SELECT * FROM import_batch WHERE batch_id = $1', [batchId]);
    const batch = rows[0];
    if (!batch || batch.status === 'done') return;
    await this.pool.query(`UPDATE import_batch SET status = 'processing', started_on = now(), attempts = attempts + 1, error = NULL, rows_read = 0 WHERE batch_id = $1`, [batchId]);
    try {
      const result = await withTransaction(this.pool, db => this.importIn(db, batch));
      if (!result) return;
      await this.publish(batch, 'UploadComplete', {batchId, uploadId: result.uploadId, success: result.success, failed: result.failed, total: result.total});
    } catch (err) {
      const message = err instanceof SpreadsheetError ? err.message : `The import failed and nothing was stored: ${(err as Error).message}`;
      await this.pool.query(`UPDATE import_batch SET status = 'failed', error = $2, finished_on = now() WHERE batch_id = $1 AND status <> 'done'`, [batchId, message]);
      await this.publish(batch, 'UploadFailed', {batchId, message}).catch(() => undefined);
      // A bad file fails for good; anything else is retried by the queue, from scratch.
      if (!(err instanceof SpreadsheetError)) throw err;
    }
  }

  private async importIn(db: PoolClient, batch: BatchRow) {
    const batchId = batch.batch_id;
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [batchId]);
    const again = await db.query<{status: string}>('SELECT status FROM import_batch WHERE batch_id = $1', [batchId]);
    if (again.rows[0].status === 'done') return undefined;
    const plan = batch.request;
    const {rows: [m]} = await db.query<{brand_id: number}>('SELECT brand_id FROM manufacturer WHERE id = $1', [batch.manufacturer_id]);

    // Room in memory for the sorts and the statement triggers' transition tables of a large import.
    await db.query(`SET LOCAL work_mem = '256MB'`);
    const models = await brandModels(db, m.brand_id);
    await createStage(db);
    const writer = new StageWriter(db);
    const progress = this.throttle(async rows => {
      await this.publish(batch, 'RowRead', {batchId, rows});
      await this.pool.query('UPDATE import_batch SET rows_read = $2 WHERE batch_id = $1', [batchId, rows]);
    });
    let read = 0;
    for (const file of plan.files) {
      if (!file.sheets.length) continue;
      const path = await this.storage.localPath(file.storageKey);
      read += await readFileRows(path, file, models, read, async row => {
        await writer.write(row);
        progress(writer.rows);
      });
    }
    await writer.finish();
    await progress.flush();
    await this.publish(batch, 'RowsCopied', {batchId, rows: writer.rows});
    if (importTestHooks.afterStaging) await importTestHooks.afterStaging(batchId);

    const first = plan.files[0];
    const {rows: [upload]} = await db.query<{id: number}>(
      `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, uploaded_by, ip_address, status,
                           report_file_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'processing', $9) RETURNING id`,
      [batchId, batch.manufacturer_id, batch.distributor_id, plan.type, plan.files.map(f => f.originalName).join(', '),
        first.storageKey, batch.uploaded_by, batch.ip_address, `${first.originalName.replace(/\.[^.]*$/, '')}_report`],
    );
    const target = {brandId: m.brand_id, manufacturerId: batch.manufacturer_id, distributorId: batch.distributor_id, uploadId: upload.id};
    const taken = await classifyStage(db, target);
    // Every outcome is known now: the report is written (in Node) while PostgreSQL inserts the serials.
    const {counts, report} = await withTempDir(async dir => {
      const outcomes = join(dir, 'outcomes.csv');
      await exportOutcomes(db, outcomes);
      const [inserted, written] = await Promise.allSettled([
        insertSaved(db, target, taken),
        writeReport(outcomes, this.storage, batchId, new Map(plan.files.map(f => [f.index, f.originalName]))),
      ]);
      if (inserted.status === 'rejected') throw inserted.reason;
      if (written.status === 'rejected') throw written.reason;
      return {counts: inserted.value, report: written.value};
    });
    for await (const serials of savedSerials(db)) await resolveFailedSerials(db, batch.manufacturer_id, serials, batchId);
    await db.query(
      `UPDATE upload SET status = 'done', total_records = $2, success = $3, failed = $4, report_system_file_name = $5 WHERE id = $1`,
      [upload.id, counts.total, counts.success, counts.failed, report.csvKey],
    );
    // clock_timestamp(): now() would be the start of this transaction, not the end of the import
    await db.query(`UPDATE import_batch SET status = 'done', upload_id = $2, finished_on = clock_timestamp(), rows_read = $3 WHERE batch_id = $1`, [batchId, upload.id, writer.rows]);
    return {uploadId: upload.id, ...counts};
  }

  /** Live progress to the uploader, the manufacturer's own accounts and the administrators. */
  private async publish(batch: BatchRow, event: string, payload: object): Promise<void> {
    if (!this.live) return;
    await this.live.publish([`user:${batch.uploaded_by}`, `manufacturer:${batch.manufacturer_id}`, 'admin'], event, payload);
  }

  /** Calls `send` at most about 4 times a second with the latest value; `flush` sends the last one. */
  private throttle(send: (rows: number) => Promise<void>) {
    let lastSent = 0;
    let latest = 0;
    let pending: Promise<void> = Promise.resolve();
    const fn = (rows: number) => {
      latest = rows;
      const now = Date.now();
      if (now - lastSent < 250) return;
      lastSent = now;
      pending = pending.then(() => send(rows)).catch(() => undefined);
    };
    fn.flush = async () => {
      await pending;
      if (latest) await send(latest).catch(() => undefined);
    };
    return fn;
  }
}
