import {Context} from '@loopback/core';
import {JobQueue} from './job-queue';

/** A feature's handler of one queue: the feature's component binds it with JOB_WORKER_TAG. */
export interface JobWorker<T extends object = object> {
  readonly queue: string;
  run(data: T): Promise<void>;
  /**
   * Settles the runs of this queue whose process died mid-job (killed, crashed), in the feature's own
   * terms, and answers the ids of their jobs, which the queue then cancels. Called when the workers
   * start and every RECOVERY_INTERVAL_MS after (another replica may die at any time).
   */
  recoverInterrupted?(): Promise<string[]>;
}

/** How often each process looks for runs of a dead process (besides once at start). */
export const RECOVERY_INTERVAL_MS = 30_000;

/** The tag of job-worker bindings: jobs/ finds the workers by it and knows no feature. */
export const JOB_WORKER_TAG = 'voltcheck.jobWorker';

/**
 * Registers every job worker bound in `context` as this process's worker of its queue, after settling
 * that queue's runs interrupted by a dead process (and again every RECOVERY_INTERVAL_MS while the queue runs).
 */
export async function startWorkers(context: Context, jobs: JobQueue): Promise<void> {
  for (const binding of context.findByTag(JOB_WORKER_TAG)) {
    const worker = await context.get<JobWorker>(binding.key);
    const recover = worker.recoverInterrupted?.bind(worker);
    if (recover) await jobs.recover(worker.queue, recover, RECOVERY_INTERVAL_MS);
    await jobs.work<object>(worker.queue, data => worker.run(data));
  }
}
