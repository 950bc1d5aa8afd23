import {BindingScope, inject, injectable, service} from '@loopback/core';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';
import {inTransaction, JobQueue} from '../../jobs/job-queue';
import {JobBindings} from '../../jobs/jobs.keys';
import {Caller, isAdmin} from '../kernel/caller';
import {ServiceError} from '../kernel/service-error';
import {PERMISSION} from '../kernel/tenancy';
import {TenancyService} from '../kernel/tenancy.service';
import {SerialSelection} from './serial-selection';
import {namedCount} from './status-batches';
import {StatusJobRepository, StatusJobRow} from './status-job.repository';

export const STATUS_JOB_QUEUE = 'serial-status-change';

/** How often a status job runs before it fails for good (each run starts again from nothing written). */
export const STATUS_JOB_ATTEMPTS = 3;

/** The answer to a change queued as a job (HTTP 202): poll GET /api/serials/status-changes/{changeId}. */
export interface StatusChangeQueued {
  changeId: number;
  state: 'queued';
  total: number;
}

/** A queued change as its caller polls it. */
export type StatusChangeState = Omit<StatusJobRow, 'manufacturerId' | 'userId' | 'attempts'>;

export const STATUS_JOB_MESSAGES = {notFound: 'No status change of yours has this id.'};

/**
 * Status changes and recalls over many serials: more than `statusJobs.threshold` selected serials run as a job in
 * batches (live progress after each), all in one transaction; the caller gets the change's id and polls it.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StatusJobService {
  constructor(
    @service(StatusJobRepository) private readonly jobs: StatusJobRepository,
    @service(TenancyService) private readonly tenancy: TenancyService,
    @inject(JobBindings.QUEUE) private readonly queue: JobQueue,
    @inject(ConfigBindings.CONFIG) private readonly config: Pick<AppConfig, 'statusJobs'>,
  ) {}

  get batchSize(): number {
    return this.config.statusJobs.batchSize;
  }

  /** How many serials a selection takes in (a model's uploads counted), when it is more than the threshold. */
  async overThreshold(manufacturerId: number | null, selection: SerialSelection): Promise<number | undefined> {
    const {threshold} = this.config.statusJobs;
    const total =
      namedCount(selection) ??
      (selection.kind === 'model' ? await this.jobs.countModel(manufacturerId, selection.model) : 0);
    return total > threshold ? total : undefined;
  }

  async queueJob(
    caller: Caller,
    job: {kind: 'status' | 'recall'; manufacturerId: number | null; total: number; request: unknown},
  ): Promise<StatusChangeQueued> {
    // The row and its job commit together: a change is never left queued with no job to run it.
    const row = await this.jobs.transaction(async db => {
      const inserted = await this.jobs.insert(db, {...job, userId: caller.id});
      const jobId = await this.queue.send(
        STATUS_JOB_QUEUE,
        {changeId: inserted.changeId},
        {
          retryLimit: STATUS_JOB_ATTEMPTS - 1,
          retryDelay: 2,
          retryBackoff: false,
          expireInSeconds: 3600,
          ...inTransaction(db),
        },
      );
      if (jobId) await this.jobs.setJob(db, inserted.changeId, jobId);
      return inserted;
    });
    this.queue.wake(STATUS_JOB_QUEUE);
    return {changeId: row.changeId, state: 'queued', total: row.total};
  }

  /** GET /api/serials/status-changes/{id}: NOT_FOUND for a change of another manufacturer's, as for an unknown id. */
  async state(caller: Caller, id: number): Promise<StatusChangeState> {
    const row = Number.isSafeInteger(id) ? await this.jobs.one(id) : undefined;
    const visible =
      row &&
      (isAdmin(caller) ||
        (row.manufacturerId !== null &&
          (await this.tenancy.sees(caller, {manufacturerId: row.manufacturerId}, PERMISSION.read))));
    if (!row || !visible) throw new ServiceError(STATUS_JOB_MESSAGES.notFound, 'NOT_FOUND');
    const {manufacturerId, userId, attempts, ...shown} = row;
    void manufacturerId;
    void userId;
    void attempts;
    return shown;
  }
}
