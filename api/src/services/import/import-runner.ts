import {BindingScope, inject, injectable, service} from '@loopback/core';
import {join} from 'node:path';
import {PoolClient} from 'pg';
import {JobWorker} from '../../jobs/job-worker';
import {LivePublisher, workAudience} from '../../live/live-events';
import {throttled} from '../../live/throttled';
import {SpreadsheetError, UnreadableFileError} from '../spreadsheet';
import {StorageService} from '../kernel/storage.service';
import {TempSpace} from '../kernel/temp-space';
import {ImportBatchRepository, QueuedImport} from './import-batch.repository';
import {ImportPipeline} from './import-pipeline';
import {ReportWriter} from './import-report';
import {IMPORT_QUEUE, importRetry} from './import-request.service';
import {readFileRows} from './import-rows';
import {ImportRunRepository} from './import-run.repository';
import {LiveBindings} from '../../live/live.keys';

/** What an import interrupted by its process's death (kill -9, a crash) says once the next start has settled it. */
export const IMPORT_INTERRUPTED =
  'The import was interrupted (the server stopped while it ran) and nothing was stored: start it again.';

/** Test hooks (fault injection): called inside the import's transaction. Unset in production. */
export const importTestHooks: {beforeCommit?: (batchId: string) => Promise<void>} = {};

/**
 * The import job: all files and sheets of one batch in ONE transaction (rows read and checked in
 * Node, stored in chunks by ImportPipeline with their failed serials resolved, the row report, the
 * upload row and its counts). A crash or an error part-way rolls everything back; a retried job
 * starts again from scratch, and a batch already done is skipped, so an import never lands twice.
 * A run holds its batch's run lock throughout; an import whose process died is failed by
 * recoverInterrupted (at start, and periodically on every replica) and its job cancelled.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ImportRunner implements JobWorker<{batchId: string}> {
  readonly queue = IMPORT_QUEUE;

  constructor(
    @service(ImportBatchRepository) private readonly batches: ImportBatchRepository,
    @service(ImportRunRepository) private readonly runs: ImportRunRepository,
    @service(StorageService) private readonly storage: StorageService,
    @inject(LiveBindings.EVENTS) private readonly live: LivePublisher,
    @service(TempSpace) private readonly temp: TempSpace,
  ) {}

  async run({batchId}: {batchId: string}): Promise<void> {
    // Held by another process: it is running this batch now, so this job has nothing to do.
    await this.batches.whileRunning(batchId, () => this.runHeld(batchId));
  }

  async recoverInterrupted(): Promise<string[]> {
    const dead = await this.batches.failDeadRuns(IMPORT_INTERRUPTED);
    for (const run of dead) {
      await this.publish(run, 'UploadFailed', {batchId: run.batchId, message: IMPORT_INTERRUPTED}).catch(
        () => undefined,
      );
    }
    return dead.flatMap(run => (run.jobId ? [run.jobId] : []));
  }

  private async runHeld(batchId: string): Promise<void> {
    const batch = await this.batches.find(batchId);
    // Done, or failed for good (a stale job of an import settled meanwhile): nothing to run.
    if (!batch || (batch.status !== 'queued' && batch.status !== 'processing')) return;
    await this.batches.markProcessing(batchId);
    try {
      const result = await this.runs.transaction(db => this.importIn(db, batch));
      if (!result) return;
      await this.publish(batch, 'UploadComplete', {
        batchId,
        uploadId: result.uploadId,
        success: result.success,
        failed: result.failed,
        total: result.total,
        units: result.units,
        modules: result.modules,
      });
      // The upload is stored and announced; fresh statistics only speed up what comes next (autovacuum would get there too).
      await this.runs
        .analyzeSerials(result.success)
        .catch(err =>
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
      await this.batches.markFailed(batchId, shown, final ? 'failed' : 'queued');
      if (final) await this.publish(batch, 'UploadFailed', {batchId, message}).catch(() => undefined);
      if (!badFile) throw err;
    }
  }

  private async importIn(db: PoolClient, batch: QueuedImport) {
    const batchId = batch.batchId;
    if ((await this.runs.lockBatch(db, batchId)) === 'done') return undefined;
    const plan = batch.request;
    const brandId = await this.runs.brandOf(db, batch.manufacturerId);
    await this.runs.prepareBulkWrite(db);
    const first = plan.files[0];
    const uploadId = await this.runs.createUpload(db, {
      batchId,
      manufacturerId: batch.manufacturerId,
      distributorId: batch.distributorId,
      type: plan.type,
      sourceFileName: plan.files.map(f => f.originalName).join(', '),
      systemFileName: first.storageKey,
      uploadedBy: batch.uploadedBy,
      ipAddress: batch.ipAddress,
      reportFileName: `${first.originalName.replace(/\.[^.]*$/, '')}_report`,
    });
    const {models, systemModels} = await this.runs.brandModels(db, brandId);
    await this.runs.createStage(db);
    await this.runs.lockBrandImports(db, brandId);
    const target = {brandId, manufacturerId: batch.manufacturerId, distributorId: batch.distributorId, uploadId};

    return this.temp.withDir('import', async dir => {
      const report = new ReportWriter(join(dir, 'report.csv'), new Map(plan.files.map(f => [f.index, f.originalName])));
      try {
        const pipeline = new ImportPipeline(this.runs, db, target, report, batchId, systemModels);
        const progress = throttled(async rows => {
          await this.publish(batch, 'RowRead', {batchId, rows});
          await this.batches.recordRowsRead(batchId, rows);
        });
        let read = 0;
        for (const file of plan.files) {
          if (!file.sheets.length) continue;
          read += await this.storage.withLocalFile(file.storageKey, path =>
            readFileRows(path, file, models, read, row => {
              const stored = pipeline.add(row);
              progress(pipeline.rows);
              return stored;
            }),
          );
        }
        await progress.flush();
        await this.publish(batch, 'RowsCopied', {batchId, rows: pipeline.rows});
        await pipeline.finish();
        if (importTestHooks.beforeCommit) await importTestHooks.beforeCommit(batchId);
        const reportKey = await report.store(this.storage, batchId);
        const counts = {
          total: pipeline.rows,
          success: pipeline.saved,
          failed: pipeline.rows - pipeline.saved,
          units: pipeline.units,
          modules: pipeline.modules,
        };
        await this.runs.finish(db, batchId, uploadId, counts, reportKey);
        return {uploadId, ...counts};
      } catch (err) {
        report.discard();
        throw err;
      }
    });
  }

  /** Live progress to the uploader, the manufacturer's own accounts and the administrators. */
  private async publish(
    batch: Pick<QueuedImport, 'uploadedBy' | 'manufacturerId'>,
    event: string,
    payload: object,
  ): Promise<void> {
    const {rooms, about} = workAudience(batch.uploadedBy, batch.manufacturerId);
    await this.live.publish(rooms, event, payload, about);
  }
}
