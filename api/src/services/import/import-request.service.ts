import {BindingScope, inject, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Caller, isAdmin} from '../kernel/caller';
import {JobQueue} from '../../jobs/job-queue';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {importTarget} from './import-file.service';
import {ImportBatchRepository, ImportState} from './import-batch.repository';
import {ImportFileRepository} from './import-file.repository';
import {filesOf, ImportInput, ImportPlan, planSheets, PlannedFile} from './import-plan';
import {JobBindings} from '../../jobs/jobs.keys';

export const IMPORT_QUEUE = 'flash-data-import';

/**
 * How often an import job runs before it fails for good, and the wait between runs. A failed run
 * stores nothing; while runs remain the import shows as queued with the error of the last run.
 */
export const importRetry = {attempts: 4, delaySeconds: 2};

const bad = (message: string) => new ServiceError(message, 'VALIDATION');

/** importProduct: validates an import's mapping and queues it; and the import's status afterwards. */
@injectable({scope: BindingScope.SINGLETON})
export class ImportRequestService {
  constructor(
    @service(ImportBatchRepository) private readonly batches: ImportBatchRepository,
    @service(ImportFileRepository) private readonly files: ImportFileRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @inject(JobBindings.QUEUE) private readonly jobs: JobQueue,
  ) {}

  async start(
    caller: Caller,
    input: ImportInput,
    manufacturerId: number | null | undefined,
    ipAddress: string | null,
  ): Promise<ImportState> {
    const target = await importTarget(this.tenancy, caller, manufacturerId);
    if (input.type !== 1 && input.type !== 2) throw bad('type: 1 (fresh upload) or 2 (resolve failed serials).');
    const stored = await this.files.listByBatch(String(input.batchId ?? ''));
    if (
      !stored.length ||
      stored.some(f => f.manufacturerId !== target.manufacturerId || (f.uploadedBy !== caller.id && !isAdmin(caller)))
    ) {
      throw new ServiceError(
        'batchId: no uploaded file of yours has this batchId for this manufacturer; upload the file first (uploadFile).',
        'NOT_FOUND',
      );
    }
    const files: PlannedFile[] = filesOf(input).map(f => {
      const file = stored.find(s => s.fileIndex === f.index);
      if (!file || file.systemName !== f.systemName)
        throw bad(`${f.originalName}: systemName and index do not name a file uploaded in this batch.`);
      return {
        index: f.index,
        originalName: file.originalName,
        systemName: file.systemName,
        storageKey: file.storageKey,
        fileType: file.fileType,
        sheets: planSheets(f),
      };
    });
    if (!files.some(f => f.sheets.length)) throw bad('Select at least one sheet to import: every sheet is ignored.');
    const plan: ImportPlan = {batchId: input.batchId, type: input.type as 1 | 2, files};
    const jobId = randomUUID();
    const queued = await this.batches.queue({plan, ...target, uploadedBy: caller.id, ipAddress, jobId});
    if (!queued)
      throw new ServiceError('This import has already been started; follow it with upload(batchId).', 'CONFLICT');
    await this.jobs.send(
      IMPORT_QUEUE,
      {batchId: plan.batchId},
      {
        id: jobId,
        retryLimit: importRetry.attempts - 1,
        retryDelay: importRetry.delaySeconds,
        retryBackoff: false,
        expireInSeconds: 3600,
      },
    );
    return this.stateOf(plan.batchId);
  }

  /** The import of a batch, if the caller may see it (404 otherwise, never admitting it exists). */
  async status(caller: Caller, batchId: string, manufacturerId?: number | null): Promise<ImportState> {
    const state = await this.stateOf(batchId).catch(() => undefined);
    const record = state && {
      manufacturerId: state.manufacturerId,
      distributorId: await this.batches.distributorOf(batchId),
    };
    if (!record || !(await this.tenancy.sees(caller, record, PERMISSION.read, manufacturerId)))
      throw new ServiceError('No import has this batchId.', 'NOT_FOUND');
    return state;
  }

  private async stateOf(batchId: string): Promise<ImportState> {
    const state = await this.batches.state(batchId);
    if (!state) throw new ServiceError('No import has this batchId.', 'NOT_FOUND');
    return state;
  }
}
