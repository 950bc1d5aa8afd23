import {BindingScope, inject, injectable, service} from '@loopback/core';
import {JobQueue} from '../../jobs/job-queue';
import {JobWorker} from '../../jobs/job-worker';
import {JobBindings} from '../../jobs/jobs.keys';
import {LivePublisher, workAudience} from '../../live/live-events';
import {LiveBindings} from '../../live/live.keys';
import {QueuedRecall, RecallService} from './recall.service';
import {RowProblem} from './serial-selection';
import {BatchProgress, SerialStatusService} from './serial-status.service';
import {Queryable} from '../../database/transaction';
import {StatusChange} from './serial-status.sql';
import {StatusAudience} from './status-audience';
import {QueuedStatusJob, StatusJobOutcome, StatusJobRepository} from './status-job.repository';
import {STATUS_JOB_ATTEMPTS, STATUS_JOB_QUEUE, StatusJobService} from './status-job.service';

export const ABANDONED =
  'The change failed and nothing was changed: the server stopped during every attempt. Start the change again.';

/**
 * The job of a status change or recall over many serials: the whole change in ONE transaction, its serials in
 * batches with `StatusChangeProgress` {changeId, processed, total} after each, the job's row turning done in that
 * same transaction. A run that fails (or dies) has written nothing: the queue runs it again from the start, up to
 * STATUS_JOB_ATTEMPTS runs, then it is failed (`StatusChangeFailed`). Done: `StatusChangeDone` with the counts.
 */
@injectable({scope: BindingScope.SINGLETON})
export class StatusJobRunner implements JobWorker<{changeId: number}> {
  readonly queue = STATUS_JOB_QUEUE;

  constructor(
    @service(StatusJobRepository) private readonly jobs: StatusJobRepository,
    @service(SerialStatusService) private readonly statuses: SerialStatusService,
    @service(RecallService) private readonly recalls: RecallService,
    @service(StatusAudience) private readonly audience: StatusAudience,
    @service(StatusJobService) private readonly settings: StatusJobService,
    @inject(LiveBindings.EVENTS) private readonly live: LivePublisher,
    @inject(JobBindings.QUEUE) private readonly jobQueue: Pick<JobQueue, 'settledJobs'>,
  ) {}

  /**
   * The workers' sweep (at start and every 30 s): a change whose job has ended while the change is still queued or
   * running lost every run to a process that died mid-change (nothing of it was written); it is failed, said live.
   */
  async recoverInterrupted(): Promise<string[]> {
    const unfinished = await this.jobs.unfinished();
    if (!unfinished.length) return [];
    const ended = new Set(
      await this.jobQueue.settledJobs(
        STATUS_JOB_QUEUE,
        unfinished.map(u => u.jobId),
      ),
    );
    for (const {changeId} of unfinished.filter(u => ended.has(u.jobId))) {
      const job = await this.jobs.fail(changeId, ABANDONED, true);
      // undefined: a run finished it after the rows were read
      if (job) await this.publish(job, 'StatusChangeFailed', {changeId, message: ABANDONED}).catch(() => undefined);
    }
    return [];
  }

  async run({changeId}: {changeId: number}): Promise<void> {
    const job = await this.jobs.start(changeId);
    if (!job) return;
    try {
      const done = await this.jobs.transaction(async db => {
        if (!(await this.jobs.holdRun(db, changeId))) return undefined;
        const progress = {
          size: this.settings.batchSize,
          report: async (processed: number) => {
            await this.jobs.progress(changeId, processed);
            await this.publish(job, 'StatusChangeProgress', {changeId, processed, total: job.total});
          },
        };
        const {outcome, deliveries} = await this.runIn(db, job, progress);
        await this.jobs.finish(db, changeId, outcome);
        return {outcome, deliveries};
      });
      if (!done) return;
      await this.audience.dispatch(done.deliveries);
      await this.publish(job, 'StatusChangeDone', {
        changeId,
        changed: done.outcome.changed,
        matched: done.outcome.matched,
        recallId: done.outcome.recallId,
        problems: done.outcome.problems.length,
      });
    } catch (err) {
      const final = job.attempts >= STATUS_JOB_ATTEMPTS;
      const message = `The change failed and nothing was changed: ${(err as Error).message}`;
      await this.jobs.fail(changeId, message, final);
      if (final) await this.publish(job, 'StatusChangeFailed', {changeId, message}).catch(() => undefined);
      else throw err;
    }
  }

  private async runIn(
    db: Queryable,
    job: QueuedStatusJob,
    progress: BatchProgress,
  ): Promise<{outcome: StatusJobOutcome; deliveries: number[]}> {
    if (job.kind === 'recall') {
      const {answer, deliveries} = await this.recalls.createIn(db, job.request as QueuedRecall, progress);
      return {
        outcome: {changed: answer.affected, matched: answer.affected, recallId: answer.id, problems: answer.problems},
        deliveries,
      };
    }
    const {change, problems} = job.request as {change: StatusChange; problems: RowProblem[]};
    const {answer, deliveries, matched} = await this.statuses.changeIn(db, change, problems, progress);
    return {
      outcome: {changed: answer.changed, matched, recallId: change.recallId, problems: answer.problems},
      deliveries,
    };
  }

  /** To whoever asked, the manufacturer's own accounts and the administrators. */
  private async publish(
    job: Pick<QueuedStatusJob, 'userId' | 'manufacturerId'>,
    event: string,
    payload: object,
  ): Promise<void> {
    const {rooms, about} = workAudience(job.userId, job.manufacturerId);
    await this.live.publish(rooms, event, payload, about);
  }
}
