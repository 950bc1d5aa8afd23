import {Pool} from 'pg';
import {Caller, isAdmin} from '../../auth/caller';
import {JobQueue} from '../../jobs/job-queue';
import {ServiceError} from '../kernel/service-error';
import {TenancyService} from '../kernel/tenancy.service';
import {importTarget} from './import-file.service';
import {filesOf, ImportInput, ImportPlan, planSheets, PlannedFile} from './import-plan';

export const IMPORT_QUEUE = 'flash-data-import';

/**
 * How often an import job runs before it fails for good, and the wait between runs. A failed run
 * stores nothing; while runs remain the import shows as queued with the error of the last run.
 */
export const importRetry = {attempts: 4, delaySeconds: 2};

export type ImportStatus = 'queued' | 'processing' | 'done' | 'failed';

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

const bad = (message: string) => new ServiceError(message, 'BAD_USER_INPUT');

/** importProduct: validates an import's mapping and queues it; and the import's status afterwards. */
export class ImportRequestService {
  constructor(
    private readonly pool: Pool,
    private readonly tenancy: TenancyService,
    private readonly jobs: JobQueue,
  ) {}

  async start(
    caller: Caller,
    input: ImportInput,
    manufacturerId: number | null | undefined,
    ipAddress: string | null,
  ): Promise<ImportState> {
    const target = await importTarget(this.tenancy, caller, manufacturerId);
    if (input.type !== 1 && input.type !== 2) throw bad('type: 1 (fresh upload) or 2 (resolve failed serials).');
    const {rows: stored} = await this.pool.query<{
      file_index: number;
      original_name: string;
      system_name: string;
      storage_key: string;
      file_type: PlannedFile['fileType'];
      uploaded_by: number;
      manufacturer_id: number;
    }>('SELECT * FROM import_file WHERE batch_id::text = $1 ORDER BY file_index', [String(input.batchId ?? '')]);
    if (
      !stored.length ||
      stored.some(f => f.manufacturer_id !== target.manufacturerId || (f.uploaded_by !== caller.id && !isAdmin(caller)))
    ) {
      throw new ServiceError(
        'batchId: no uploaded file of yours has this batchId for this manufacturer; upload the file first (uploadFile).',
        'NOT_FOUND',
      );
    }
    const files: PlannedFile[] = filesOf(input).map(f => {
      const file = stored.find(s => s.file_index === f.index);
      if (!file || file.system_name !== f.systemName)
        throw bad(`${f.originalName}: systemName and index do not name a file uploaded in this batch.`);
      return {
        index: f.index,
        originalName: file.original_name,
        systemName: file.system_name,
        storageKey: file.storage_key,
        fileType: file.file_type,
        sheets: planSheets(f),
      };
    });
    if (!files.some(f => f.sheets.length)) throw bad('Select at least one sheet to import: every sheet is ignored.');
    const plan: ImportPlan = {batchId: input.batchId, type: input.type as 1 | 2, files};
    const {rows} = await this.pool.query<{batch_id: string}>(
      `INSERT INTO import_batch (batch_id, manufacturer_id, distributor_id, uploaded_by, ip_address, type, request)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (batch_id) DO UPDATE SET status = 'queued', error = NULL, attempts = 0, request = EXCLUDED.request, type = EXCLUDED.type
        WHERE import_batch.status = 'failed' AND import_batch.upload_id IS NULL
       RETURNING batch_id`,
      [
        plan.batchId,
        target.manufacturerId,
        target.distributorId,
        caller.id,
        ipAddress,
        plan.type,
        JSON.stringify(plan),
      ],
    );
    if (!rows.length)
      throw new ServiceError('This import has already been started; follow it with upload(batchId).', 'CONFLICT');
    await this.jobs.send(
      IMPORT_QUEUE,
      {batchId: plan.batchId},
      {
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
    if (!state) throw new ServiceError('No import has this batchId.', 'NOT_FOUND');
    const scope = await this.tenancy.scopeOf(
      caller,
      manufacturerId ?? (isAdmin(caller) ? undefined : state.manufacturerId),
    );
    const {rows} = await this.pool.query<{distributor_id: number | null}>(
      'SELECT distributor_id FROM import_batch WHERE batch_id = $1',
      [batchId],
    );
    const visible =
      (scope.manufacturerId === undefined || scope.manufacturerId === state.manufacturerId) &&
      (scope.kind !== 'supplier' || rows[0].distributor_id === scope.distributorId);
    if (!visible) throw new ServiceError('No import has this batchId.', 'NOT_FOUND');
    return state;
  }

  private async stateOf(batchId: string): Promise<ImportState> {
    const {rows} = await this.pool.query(
      `SELECT b.batch_id AS "batchId", b.upload_id AS "uploadId", b.status, b.error, b.rows_read AS "rowsRead", b.type,
              b.manufacturer_id AS "manufacturerId", b.created_on AS "createdOn", b.finished_on AS "finishedOn",
              u.total_records AS "totalRecords", u.success, u.failed
         FROM import_batch b LEFT JOIN upload u ON u.id = b.upload_id WHERE b.batch_id::text = $1`,
      [batchId],
    );
    if (!rows[0]) throw new ServiceError('No import has this batchId.', 'NOT_FOUND');
    return rows[0] as ImportState;
  }
}
